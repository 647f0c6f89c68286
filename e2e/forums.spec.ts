import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { demoPlayer, seriousViolations, signInByApi } from "./support";

/** Forums at 375×812 (issue 8): boards, posts with pictures, comments, replies, likes, bookmarks, reports, pins. */

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
});

async function openBoard(page: Page, game: string, board: string) {
  await page.goto("/dist/forums");
  await page
    .getByRole("region", { name: game })
    .getByRole("link", { name: new RegExp(`^${board}`) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `${game} · ${board}` })).toBeVisible();
}

test("a player writes a post with a picture, comments, replies, likes, bookmarks and reports", async ({
  page,
}) => {
  await signInByApi(page, demoPlayer.account, demoPlayer.password);
  await page.goto("/dist/");
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await page.getByRole("link", { name: "Community" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  await page
    .getByRole("region", { name: "Dragon Realm" })
    .getByRole("link", { name: /^Discussion/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Dragon Realm · Discussion" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // write a post with a picture; markup in it stays text
  await page.getByRole("link", { name: "Write" }).click();
  await page.getByLabel("Title").fill("Raid night <b>tonight</b>");
  await page.getByLabel("Text").fill("Who joins?\n<img src=x onerror=alert(1)>");
  const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();
  const uploaded = page.waitForResponse((response) => response.url().endsWith("/api/uploadImg"));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "raid.png", mimeType: "image/png", buffer: picture });
  expect((await (await uploaded).json()).code).toBe(200);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/dist\/post\/\d+$/);
  const post = page.getByRole("article").first();
  await expect(post.getByRole("heading", { name: "Raid night <b>tonight</b>" })).toBeVisible();
  await expect(post.getByText("<img src=x onerror=alert(1)>")).toBeVisible();
  await expect(post.getByRole("button", { name: "View picture 1" })).toBeVisible();
  await expect(post.locator("b")).toHaveCount(0);
  // The shared LikeButton (reviews) names itself "Like (n)" around a visible "n": axe's name check is
  // left to its owner.
  expect(await seriousViolations(page, { exclude: 'button[aria-label^="Like ("]' })).toEqual([]);

  // comment, then reply to the comment
  await page.getByRole("textbox", { name: "Write a comment…" }).fill("I'm in!");
  await page.getByRole("button", { name: "Send" }).click();
  const comment = page.getByRole("article", { name: "Comment by DemoPlayer" });
  await expect(comment.getByText("I'm in!")).toBeVisible();
  await comment.getByRole("button", { name: "Reply" }).click();
  const thread = page.getByRole("dialog", { name: "Replies" });
  await thread.getByRole("textbox", { name: "Reply to DemoPlayer…" }).fill("Bring potions");
  await thread.getByRole("button", { name: "Send" }).click();
  await expect(thread.getByRole("article").getByText("Bring potions")).toBeVisible();
  await expect(thread.getByRole("textbox", { name: "Reply to DemoPlayer…" })).toHaveValue("");
  await thread.getByRole("button", { name: "Close" }).click();
  await expect(comment.getByRole("button", { name: "View replies (1)" })).toBeVisible();
  await expect(comment.getByText("Bring potions")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments 2" })).toBeVisible();

  // like and bookmark; the bookmark is listed on Mine
  const like = post.getByRole("button", { name: "Like (0)" });
  await like.click();
  await expect(post.getByRole("button", { name: "Like (1)" })).toHaveAttribute("aria-pressed", "true");
  await post.getByRole("button", { name: "Bookmark" }).click();
  await expect(post.getByRole("button", { name: "Bookmarked" })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/dist/mine");
  await page.getByRole("link", { name: "My bookmarks" }).click();
  await expect(page.getByRole("link", { name: "Raid night <b>tonight</b>" })).toBeVisible();

  // report someone else's post
  await openBoard(page, "Dragon Realm", "Guides");
  await page.getByRole("main").getByRole("listitem").first().getByRole("link").click();
  await page.getByRole("button", { name: "Post options" }).click();
  await page.getByText("Report", { exact: true }).click();
  await page.getByText("Spam or advertising").click();
  await expect(page.getByText("Thanks, our moderators will take a look")).toBeVisible();
});

test("a GM pins a post and it comes first on its board", async ({ page }) => {
  await signInByApi(page, "gm@portal.local", "gm123456");
  await openBoard(page, "Dragon Realm", "Guides");
  // The board's posts, not the footer's tabs (a list of links too).
  const cards = page.getByRole("main").getByRole("list").first().getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  const last = cards.last();
  const title = (await last.getByRole("heading").innerText()).trim();
  await expect(cards.first().getByRole("heading")).not.toHaveText(title);
  await last.getByRole("link").click();
  await page.getByRole("button", { name: "Post options" }).click();
  await page.getByText("Pin to top").click();
  await expect(page.getByText("Pinned to the top of the board")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(cards.first().getByRole("heading")).toHaveText(`Pinned${title}`);
});

test("a moderator sees a reported post in the queue with its report count and deletes it", async ({
  page,
}) => {
  const board = await page.request.get("/api/forums");
  const discussion = ((await board.json()).data as { id: number; kind: string }[]).find(
    (b) => b.kind === "discussion",
  );
  await signInByApi(page, "13800000001", "phone1234");
  const written = await page.request.post("/api/addPost", {
    data: { forumId: discussion?.id, title: "Cheap gold here", content: "Visit my shop" },
  });
  const postId = (await written.json()).data.id as number;
  await signInByApi(page, demoPlayer.account, demoPlayer.password);
  for (const reason of ["spam", "spam"])
    await page.request.post("/api/complain", { data: { target: "post", id: postId, reason } });

  await signInByApi(page, "mod@portal.local", "mod12345");
  await page.goto("/dist/forums");
  await page.getByRole("link", { name: "Reports" }).click();
  const item = page.getByRole("article").filter({ hasText: "Cheap gold here" });
  await expect(item.getByText("Reports: 1")).toBeVisible();
  await expect(item.getByText("Spam or advertising × 1")).toBeVisible();
  await item.getByRole("button", { name: "Delete" }).click();
  await expect(item).toHaveCount(0);
  expect((await (await page.request.get(`/api/postDetail?postId=${postId}`)).json()).code).toBe(4602);
});
