import { type Page, test as playwright } from "@playwright/test";
import { demoPlayer, expect, seriousViolations, setLanguage, signInByApi, test } from "./support";

/** News, the article with likes, comments and replies, notices and the video zone at 375×812 (issue 4). */

test.beforeEach(async ({ context, baseURL }) => {
  await setLanguage(context, "en", baseURL ?? "");
});

const newsList = (page: Page) => page.getByRole("list", { name: "News" });

test("a visitor browses news by category, opens an article and is asked to sign in to like", async ({
  page,
  problems,
}) => {
  await page.goto("/dist/hotGame");
  await page.getByRole("navigation").getByRole("link", { name: "News" }).click();
  await expect(page).toHaveURL(/\/dist\/news$/);
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(newsList(page).getByRole("link").first()).toBeVisible();

  await page.getByRole("tab", { name: "Guides" }).click();
  await expect(page).toHaveURL(/\?cat=\d+$/);
  const guide = newsList(page).getByRole("link", { name: /five openings/ });
  await expect(guide).toBeVisible();
  await expect(newsList(page).getByRole("link")).toHaveCount(1);
  await expect(page.getByText("No more data")).toBeVisible();

  await page.getByRole("tab", { name: "Announcements" }).click();
  await expect(newsList(page).getByText("Patch notes 1.19.0")).toBeVisible();
  // infinite load: the announcements run past one page
  await expect(newsList(page).getByRole("link")).toHaveCount(10);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // More than one page (the newsroom journey may have published one more announcement).
  await expect.poll(() => newsList(page).getByRole("link").count()).toBeGreaterThan(10);

  await page.getByRole("tab", { name: "Events" }).click();
  await newsList(page)
    .getByRole("link", { name: /Frost Wyrm awakens/ })
    .click();
  await expect(page).toHaveURL(/\/dist\/news\/\d+$/);
  const article = page.getByRole("article").first();
  await expect(article.getByRole("heading", { level: 1, name: /Frost Wyrm awakens/ })).toBeVisible();
  await expect(article.getByRole("listitem").filter({ hasText: "Glacier Pass" })).toBeVisible();
  await expect(article.locator("img")).toHaveAttribute("loading", "lazy");
  await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  await article.getByRole("button", { name: /^Like/ }).click();
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  expect(problems.unexpected()).toEqual([]);
});

test("a player likes an article, comments and replies in the thread", async ({ page, problems }) => {
  await signInByApi(page, demoPlayer.account, demoPlayer.password);
  await page.goto("/dist/news?cat=2");
  await newsList(page)
    .getByRole("link", { name: /Frost Wyrm awakens/ })
    .click();
  const article = page.getByRole("article").first();
  const like = article.getByRole("button", { name: /^Like \(\d+\)$/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  const before = Number((await like.textContent())?.match(/\((\d+)\)/)?.[1]);
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAccessibleName(`Like (${before + 1})`);

  // a comment: plain text with the remaining-characters counter; markup stays text
  const comment = `Counting down to Friday <b>raid</b> ${Date.now()}`;
  const box = page.getByRole("textbox", { name: "Your comment" });
  await box.fill(comment);
  await expect(page.getByText(`${500 - comment.length} characters left`)).toBeVisible();
  await page.getByRole("button", { name: "Post" }).click();
  await expect(page.getByText("Comment posted")).toBeVisible();
  const mine = page.getByRole("article").filter({ hasText: comment });
  await expect(mine).toBeVisible();
  await expect(page.locator("article b")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^Comments \(\d+\)$/ })).not.toHaveText("Comments (1)");

  // the thread of the seeded comment: its official answer, then a reply to it
  const seeded = page.getByRole("article").filter({ hasText: "Finally a winter map!" });
  await seeded.getByRole("button", { name: "Replies (1)" }).click();
  const thread = page.getByRole("dialog", { name: "Comment and replies" });
  await expect(thread.getByText("Yes: level 30 and above can join.")).toBeVisible();
  await expect(thread.getByText("Official")).toBeVisible();
  await thread.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(thread.getByText("Reply to Luna (staff)").first()).toBeVisible();
  await thread.getByRole("textbox", { name: "Your reply" }).fill("Thanks, see you in the raid!");
  await thread.getByRole("button", { name: "Send" }).click();
  await expect(thread.locator("p").filter({ hasText: "Thanks, see you in the raid!" })).toBeVisible();
  await expect(thread.getByText("replied to Luna (staff)")).toBeVisible();
  await expect(thread.getByRole("heading", { name: "Replies (2)" })).toBeVisible();
  await thread.getByRole("button", { name: "Close" }).click();
  await expect(seeded.getByRole("button", { name: "Replies (2)" })).toBeVisible();

  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
  expect(problems.unexpected()).toEqual([]);
});

test("a game's news tab lists that game's news", async ({ page }) => {
  const games = await page.request.get("/api/gameList", { params: { pageSize: "50" } });
  const { items } = ((await games.json()) as { data: { items: { appId: number; name: string }[] } }).data;
  const tactics = items.find((game) => game.name === "Kingdom Tactics");
  await page.goto(`/dist/game/${tactics?.appId}/news`);
  await expect(page.getByRole("link", { name: /five openings/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Frost Wyrm/ })).toHaveCount(0);
});

test("notices show read state for a player; opening one marks it read", async ({ page }) => {
  await signInByApi(page, demoPlayer.account, demoPlayer.password);
  await page.goto("/dist/notices");
  await expect(page.getByText("3 unread", { exact: true })).toBeVisible();
  await page.getByText("Server maintenance on Tuesday").click();
  await expect(page.getByText("All games pause from 02:00 to 04:00")).toBeVisible();
  await expect(page.getByText("2 unread", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("2 unread", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByText(/^\d+ unread$/)).toHaveCount(0);
});

test("a video plays in the full-screen overlay and closes; a damaged one says it cannot play", async ({
  page,
}) => {
  await page.goto("/dist/video");
  await page.getByRole("button", { name: "Play Dragon Realm season 4 trailer" }).click();
  const overlay = page.getByRole("dialog", { name: "Video" });
  await expect(overlay).toBeVisible();
  const video = overlay.locator("video");
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.2);
  await expect(overlay.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect(video).not.toHaveAttribute("controls");
  // the controls hide after 2 s without a touch, and a touch brings them back
  await expect(overlay.locator("[data-controls]")).toHaveAttribute("data-controls", "hidden", {
    timeout: 4_000,
  });
  await overlay.locator("[data-controls]").dispatchEvent("pointerdown");
  await expect(overlay.locator("[data-controls]")).toHaveAttribute("data-controls", "shown");
  await overlay.getByRole("button", { name: "Close video" }).click();
  await expect(overlay).toBeHidden();

  await page.getByRole("button", { name: "Play Legends Arena finals replay" }).click();
  await expect(page.getByRole("alert")).toHaveText("Video cannot play for now");
  await page.getByRole("button", { name: "Close video" }).click();
  await expect(page.getByRole("dialog", { name: "Video" })).toBeHidden();
});

playwright("the damaged video's message is in the player's language", async ({ page, context, baseURL }) => {
  await setLanguage(context, "vi", baseURL ?? "");
  await page.goto("/dist/video");
  await page.getByRole("button", { name: /Đấu Trường Huyền Thoại/ }).click();
  await expect(page.getByRole("alert")).toHaveText("Video tạm thời không phát được");
});
