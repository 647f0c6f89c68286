import type { Page } from "@playwright/test";
import { consoleDesktopJourneys, expect, signInDemoStaff } from "./console-support";
import { demoPlayer, demoPlayerOnPhone, test } from "./support";

/** Players in the console at 1280×800 (issue 18): a support agent mutes the demo player and lifts it. */

consoleDesktopJourneys();

const shot = (name: string) => ({ path: test.info().outputPath(`console-players-${name}.png`) });

async function signInAsSupport(page: Page) {
  await signInDemoStaff(page, "support@console.local");
  await expect(page.getByRole("heading", { name: /Welcome, Sara/ })).toBeVisible();
}

/** The demo player, on the portal at phone size, replies to the first review of Dragon Realm. */
async function replyToReview(player: Page, text: string) {
  await player.goto("/dist/game/1");
  await player
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^Replies \(/ })
    .click();
  const panel = player.getByRole("dialog", { name: "Replies" });
  await panel.getByRole("textbox", { name: "Your reply" }).fill(text);
  await panel.getByRole("button", { name: "Send" }).click();
  return panel;
}

test("a support agent finds the demo player and mutes them; the player cannot reply; the agent lifts the mute", async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.setTimeout(300_000);
  // The portal's refused reply (403) shows in the browser's console as a failed resource.
  problems.allow(/403 \(Forbidden\)/);
  await signInAsSupport(page);

  await page.getByRole("menuitem", { name: "Players" }).click();
  await expect(page).toHaveURL(/\/console\/players$/);
  await page.getByRole("combobox", { name: "Search by" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "E-mail (exact)" }).click();
  await page.getByLabel("Search text").fill(demoPlayer.account);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: "de**@portal.local" });
  await expect(row).toBeVisible();
  await expect(page.getByText(demoPlayer.account)).toHaveCount(0);
  await expect(row.getByText("Contact masked")).toBeVisible();
  await page.screenshot(shot("search"));

  await row.getByRole("link", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/console\/players\/\d+$/);
  await expect(page.getByText("In good standing")).toBeVisible();
  await page.screenshot(shot("player"));
  for (const tab of ["Sessions", "Points", "Reservations and claims", "Orders"]) {
    await page.getByRole("tab", { name: tab }).click();
    await page.screenshot(shot(`tab-${tab.split(" ")[0]?.toLowerCase()}`));
  }

  await page.getByRole("button", { name: "Mute", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Mute the player" });
  // The first click, right after the dialog opens, checks the empty form (FormDialog opens in place).
  await dialog.getByRole("button", { name: "Mute" }).click();
  await expect(dialog.locator(".ant-form-item-explain-error")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Spamming links in replies");
  await page.screenshot(shot("mute-form"));
  await dialog.getByRole("button", { name: "Mute" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Muted until /)).toBeVisible();
  await page.getByRole("tab", { name: "Bans and mutes" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Spamming links in replies" })).toContainText(
    "In force",
  );
  await page.screenshot(shot("sanctions"));

  // The player, on a phone, tries to reply and reads why not, with until when.
  const { phone, player } = await demoPlayerOnPhone(browser, baseURL);
  await replyToReview(player, "Buy cheap gems at my site");
  await expect(player.getByText(/You cannot post until .+ \(Spamming links in replies\)/)).toBeVisible();
  await player.screenshot(shot("portal-muted"));

  // The agent lifts the mute early; the player's reply now goes through.
  const running = page.getByRole("row").filter({ hasText: "Spamming links in replies" });
  await running.getByRole("button", { name: "Lift now" }).click();
  await page.getByRole("button", { name: "OK" }).click();
  await expect(running).toContainText("Lifted by Sara");
  await expect(page.getByText("In good standing")).toBeVisible();
  const panel = await replyToReview(player, "Sorry, good game everyone");
  await expect(panel.getByRole("paragraph").filter({ hasText: "Sorry, good game everyone" })).toBeVisible();
  await phone.close();

  // The console in Simplified Chinese.
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByText("简体中文").click();
  await expect(page.getByRole("menuitem", { name: "玩家" })).toBeVisible();
  await page.screenshot(shot("player-zh"));
  await page.goto(`/console/players?by=email&q=${demoPlayer.account}`);
  await expect(page.getByRole("row").filter({ hasText: "de**@portal.local" })).toBeVisible();
  await page.screenshot(shot("search-zh"));
});
