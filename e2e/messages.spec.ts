import { type Browser, expect, type Page, test } from "@playwright/test";
import { registerByApi, uniqueEmail } from "./support";

/** The message centre at 375×812 (issue 9): what happens to a player's review reaches them. */

async function playerPage(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addCookies([{ name: "sys_language", value: "en", url: baseURL }]);
  const page = await context.newPage();
  const player = await registerByApi(page.request, uniqueEmail(name));
  return { page, player };
}

async function api(page: Page, path: string, data: Record<string, unknown>) {
  const answer = await page.request.post(`/api/${path}`, { data });
  const body = (await answer.json()) as { code: number; msg: string; data: { id: number } };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

test("a reply and a like on B's review light B's red dot; opening them leads to the review and clears it", async ({
  browser,
  baseURL,
}) => {
  const b = await playerPage(browser, baseURL ?? "", "author");
  const a = await playerPage(browser, baseURL ?? "", "replier");
  const games = await (await b.page.request.get("/api/gameList")).json();
  const appId = games.data.items[3].appId as number;
  const review = await api(b.page, "addGameComment", {
    appId,
    rating: 4,
    content: "Lovely art, slow start.",
  });

  await api(a.page, "addGameReply", { reviewId: review.id, content: "The second chapter gets much faster!" });
  await api(a.page, "like", { target: "review", id: review.id, liked: true });

  // B: the Mine tab carries a red dot; Mine's Messages entry leads to the centre
  await b.page.goto("/dist/");
  await expect(b.page.getByTestId("unread-dot")).toBeVisible();
  await b.page.goto("/dist/mine");
  await b.page.getByRole("link", { name: /Messages/ }).click();
  await expect(b.page).toHaveURL(/\/dist\/mine\/messages/);

  await b.page.getByTestId("tab-reply").click();
  const reply = b.page.getByTestId("messages-reply").getByRole("button").first();
  await expect(reply).toContainText("replied to your review");
  await expect(reply).toContainText("The second chapter gets much faster!");
  await reply.click();

  // lands on the game page with the review's replies open
  await expect(b.page).toHaveURL(new RegExp(`/dist/game/${appId}\\?review=${review.id}`));
  await expect(b.page.getByText("The second chapter gets much faster!").first()).toBeVisible();

  await b.page.goto("/dist/mine/messages?tab=like");
  const like = b.page.getByTestId("messages-like").getByRole("button").first();
  await expect(like).toContainText("liked your review");
  await like.click();
  await expect(b.page).toHaveURL(new RegExp(`/dist/game/${appId}`));

  // everything read: the dot is gone
  await b.page.goto("/dist/mine");
  await expect(
    b.page.getByRole("heading", { name: /Mine/ }).or(b.page.getByTestId("mine-avatar")).first(),
  ).toBeVisible();
  await expect(b.page.getByTestId("unread-dot")).toHaveCount(0);
});

test("mail from the game team: the gift is claimed once and its code shown with copy", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
  const page = await context.newPage();
  const login = await page.request.post("/api/login", {
    data: { by: "password", account: "demo@portal.local", password: "demo1234" },
  });
  expect((await login.json()).code).toBe(200);

  await page.goto("/dist/mine/messages?tab=mail");
  const mail = page.getByTestId("messages-mail");
  await mail.getByText("Sorry for the maintenance").click();
  await page.getByRole("button", { name: "Claim gift" }).click();
  await expect(page.getByTestId("mail-code")).toHaveText(/^SORRY-MAINT-\d{3}$/);
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();
});
