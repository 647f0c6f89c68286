import { devices, type Page } from "@playwright/test";
import { consoleDesktopJourneys, expect, openFromMenu, signInDemoStaff } from "./console-support";
import { registerByApi, test } from "./support";

/**
 * Forum boards and official answers at 1280×800 (issue 18 item 6): the community moderator renames a
 * board in English and Chinese and answers a player's review as the game's official account; the
 * player, on a phone, sees the new name and the answer under the official badge.
 */

consoleDesktopJourneys();

const shot = (name: string) => ({ path: test.info().outputPath(`console-boards-${name}.png`) });
/** Candy Garden: no other journey reads its boards, reviews or ratings (game-detail counts Kingdom Tactics' ratings). */
const GAME = { id: 4, en: "Candy Garden", zh: "糖果花园" };

async function openGamePage(portal: Page) {
  await expect(async () => {
    await portal.goto(`/dist/game/${GAME.id}`);
    await expect(portal.getByRole("heading", { name: /Ratings & reviews/ })).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
}

test("the moderator renames a board and answers a review as the official account; the player sees both", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now() % 100_000;
  const review = `Boards check ${stamp}: the last update broke my save`;
  const answer = `Sorry about that: version 2.0.5 restores saves (${stamp})`;
  const name = { en: `War Council ${stamp}`, zh: `军机处 ${stamp}` };

  // A player writes a review and another reports it (through the API, each in their own context).
  for (const step of ["write", "report"] as const) {
    const context = await browser.newContext({ baseURL });
    await registerByApi(context.request);
    if (step === "write") {
      const written = await context.request.post("/api/addGameComment", {
        data: { appId: GAME.id, rating: 2, content: review },
      });
      expect((await written.json()).code).toBe(200);
    } else {
      const list = await context.request.get(`/api/gameCommentsList?appId=${GAME.id}&sort=newest`);
      const items = ((await list.json()) as { data: { items: { id: number; content: string }[] } }).data
        .items;
      const id = items.find((item) => item.content === review)?.id;
      const reported = await context.request.post("/api/reportGameComment", {
        data: { target: "review", id, reason: "other" },
      });
      expect((await reported.json()).code).toBe(200);
    }
    await context.close();
  }

  // The community moderator renames the game's discussion board in English and Chinese.
  await signInDemoStaff(page, "moderator@console.local");
  await openFromMenu(page, "Forum boards", /\/console\/boards$/);
  await page.getByRole("combobox", { name: "Game" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: GAME.en }).click();
  const discussion = page.getByRole("row").filter({ hasText: "Discussion" });
  await expect(discussion).toBeVisible();
  await page.screenshot(shot("list"));
  await discussion.getByRole("button", { name: "Moderators" }).click();
  const moderators = page.getByRole("dialog", { name: "Moderators" });
  await expect(moderators.getByText("No moderators yet")).toBeVisible();
  await page.screenshot(shot("moderators"));
  await moderators.getByRole("button", { name: "Close" }).click();
  await expect(moderators).toBeHidden();
  await discussion.getByRole("button", { name: /^Edit / }).click();
  const dialog = page.getByRole("dialog", { name: "Edit board" });
  await dialog.getByRole("textbox", { name: "Name (English)" }).fill(name.en);
  await dialog.getByRole("textbox", { name: "Name (简体中文)" }).fill(name.zh);
  await dialog.getByRole("textbox", { name: "Introduction (English)" }).fill("Plans, alliances and wars");
  await page.screenshot(shot("edit"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: name.en })).toBeVisible();

  // In Chinese, the board shows its Chinese name.
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByText("简体中文").click();
  await expect(page.getByRole("menuitem", { name: "论坛版块" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name.zh })).toBeVisible();
  await page.screenshot(shot("list-zh"));

  // It answers the reported review from the queue as the official account (in Chinese, then back).
  await openFromMenu(page, "内容审核", /\/console\/moderation$/);
  const row = page.getByRole("row").filter({ hasText: review });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "以官方回复" }).click();
  const answering = page.getByRole("dialog", { name: "以游戏官方账号回复" });
  await answering.getByRole("button", { name: /^发\s?送$/ }).click();
  await expect(answering.locator(".ant-form-item-explain-error")).toBeVisible();
  await page.screenshot(shot("answer-zh"));
  await answering.getByRole("textbox", { name: "回复" }).fill(answer);
  await answering.getByRole("button", { name: /^发\s?送$/ }).click();
  await expect(page.getByText("已以 Portal Official 回复")).toBeVisible();
  await page.getByRole("combobox", { name: "语言" }).click();
  await page.getByText("English", { exact: true }).click();
  await expect(page.getByRole("menuitem", { name: "Forum boards" })).toBeVisible();
  await row.getByRole("button", { name: "Answer as official" }).click();
  await page.screenshot(shot("answer"));
  await page.getByRole("button", { name: "Cancel" }).click();

  // The player, on a phone, sees the renamed board (English, then Chinese) and the official answer.
  const phone = await browser.newContext({
    ...devices["iPhone 13"],
    viewport: { width: 375, height: 812 },
    baseURL,
  });
  await phone.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
  const portal = await phone.newPage();
  await portal.goto("/dist/forums");
  const section = portal.getByRole("region", { name: GAME.en });
  await expect(section.getByRole("link", { name: new RegExp(name.en) })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await portal.screenshot(shot("portal-boards"));
  await openGamePage(portal);
  const card = portal.getByRole("article").filter({ hasText: review });
  await expect(card.getByText(answer)).toBeVisible();
  await expect(card.getByText("Official", { exact: true })).toBeVisible();
  await expect(card.getByText("Portal Official")).toBeVisible();
  await expect(card.getByText(/Mia/)).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await portal.screenshot(shot("portal-answer"));
  await phone.addCookies([{ name: "sys_language", value: "zh", url: baseURL ?? "" }]);
  await portal.goto("/dist/forums");
  const renamed = portal
    .getByRole("region", { name: GAME.zh })
    .getByRole("link", { name: new RegExp(name.zh) });
  await expect(renamed).toBeVisible();
  await renamed.scrollIntoViewIfNeeded();
  await portal.screenshot(shot("portal-boards-zh"));
  await phone.close();
});
