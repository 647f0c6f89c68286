import type { Page } from "@playwright/test";
import { consoleDesktopJourneys, expect, openFromMenu, signInDemoStaff } from "./console-support";
import { demoPlayerOnPhone, test } from "./support";

/**
 * The top-up catalogue in the console at 1280×800 (issue 19): a commerce operator changes a goods
 * price for Thailand and turns PromptPay off; the demo player's top-up page (375×812) shows the new
 * price and no longer offers PromptPay. Thailand is used by no other journey, and both changes are
 * put back at the end, since the journeys share one server.
 */

consoleDesktopJourneys();

const shot = (name: string) => ({ path: test.info().outputPath(`console-catalogue-${name}.png`) });

const option = (page: Page, text: string | RegExp) => page.locator(".adm-selector-item", { hasText: text });

/** The top-up page in Thailand with 980 Diamonds and the bank card: answers the game it opened with. */
async function openThaiTopup(player: Page) {
  await player.goto("/dist/payment");
  await expect(player.getByTestId("role-card")).toContainText("Lv.");
  await option(player, /^TH/).click();
  await option(player, "980 Diamonds").click();
  await option(player, "Bank card").click();
  return (await player.locator("button[aria-pressed=true]").first().innerText()).split("\n")[0]?.trim() ?? "";
}

/** Sets the 980 Diamonds price for Thailand (in baht) in the goods dialog and saves. */
async function setThaiPrice(page: Page, baht: string) {
  await page.getByRole("button", { name: "Edit gem980" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit gem980" });
  await dialog.getByLabel("Price in Thailand").fill(baht);
  await page.screenshot(shot(`goods-edit-${baht}`));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

async function setPromptPay(page: Page, on: boolean) {
  const toggle = page.getByRole("switch", { name: "Offer PromptPay in TH" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(on));
}

test("an operator changes a Thai price and turns PromptPay off; the player's top-up page follows; coupons, cards and activities", async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.setTimeout(300_000);
  const { phone, player } = await demoPlayerOnPhone(browser, baseURL);
  const game = await openThaiTopup(player);
  await expect(player.getByTestId("total")).toContainText("525.00");
  await expect(option(player, "PromptPay bank QR")).toBeVisible();

  await signInDemoStaff(page, "commerce@console.local");
  await expect(page.getByRole("heading", { name: /Welcome, Chen/ })).toBeVisible();
  await openFromMenu(page, "Top-up goods", /\/console\/catalogue\/goods$/);
  await page.getByRole("combobox", { name: "Game" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: game }).first().click();
  const row = page.getByRole("row").filter({ hasText: "gem980" });
  await expect(row).toContainText("THB 525.00");
  await expect(
    page.getByText("No servers entered: players choose among the game server's own list."),
  ).toBeVisible();
  await page.screenshot(shot("goods"));
  await page.getByRole("button", { name: "Edit servers" }).click();
  const servers = page.getByRole("dialog", { name: "Edit servers" });
  await servers.getByRole("button", { name: "Add server" }).click();
  await servers.getByRole("button", { name: "Save" }).click();
  await expect(servers.getByText("1 to 40 letters, digits, dots, hyphens or underscores")).toBeVisible();
  await page.screenshot(shot("servers-edit"));
  await servers.getByRole("button", { name: "Cancel" }).click();

  // A price of 0 is refused in the form, in the server's words; 590 baht is saved.
  await page.getByRole("button", { name: "Edit gem980" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit gem980" });
  await dialog.getByLabel("Price in Thailand").fill("0");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("must be more than 0")).toBeVisible();
  await page.screenshot(shot("goods-refused"));
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await setThaiPrice(page, "590");
  await expect(row).toContainText("THB 590.00");

  await openFromMenu(page, "Payment methods", /\/console\/catalogue\/methods$/);
  await setPromptPay(page, false);
  await page.screenshot(shot("methods"));

  await openThaiTopup(player);
  await expect(player.getByTestId("total")).toContainText("590.00");
  await expect(option(player, "TrueMoney wallet")).toBeVisible();
  await expect(option(player, "PromptPay bank QR")).toHaveCount(0);
  await player.screenshot(shot("portal-topup"));

  // The refused coupon issue (400) shows in the browser's console as a failed resource.
  problems.allow(/400 \(Bad Request\)/);
  const campaign = await couponsCardsAndActivities(page);

  // The console in Simplified Chinese, then everything put back for the other journeys.
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByText("简体中文").click();
  await openFromMenu(page, "支付方式", /\/console\/catalogue\/methods$/);
  await page.screenshot(shot("methods-zh"));
  await page.getByRole("switch", { name: "在 TH 启用 PromptPay" }).click();
  await expect(page.getByRole("switch", { name: "在 TH 启用 PromptPay" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await openFromMenu(page, "充值商品", /\/console\/catalogue\/goods$/);
  await page.getByRole("combobox", { name: "游戏" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: game }).first().click();
  await page.getByRole("button", { name: "编辑 gem980" }).click();
  const zhDialog = page.getByRole("dialog", { name: "编辑 gem980" });
  await zhDialog.getByLabel("泰国 价格").fill("525");
  await page.screenshot(shot("goods-edit-zh"));
  await zhDialog.getByRole("button", { name: /保\s?存/ }).click();
  await expect(zhDialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: "gem980" })).toContainText("525.00");
  await page.screenshot(shot("goods-zh"));
  await openThaiTopup(player);
  await expect(option(player, "PromptPay bank QR")).toBeVisible();
  await phone.close();
  await openFromMenu(page, "点卡", /\/console\/catalogue\/cards$/);
  await page.screenshot(shot("cards-zh"));
  await openFromMenu(page, "优惠券", /\/console\/catalogue\/coupons$/);
  await expect(page.getByRole("row").filter({ hasText: campaign })).toBeVisible();
  await page.screenshot(shot("coupons-zh"));
});

/** Adds a coupon campaign (an empty segment gets nothing), generates a card batch, opens the activities. */
async function couponsCardsAndActivities(page: Page) {
  await openFromMenu(page, "Coupons", /\/console\/catalogue\/coupons$/);
  await page.getByRole("button", { name: "New campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "New campaign" });
  const name = `Winter ${Date.now()}`;
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Discount").fill("1.50");
  await dialog.getByLabel("Minimum spend").fill("4.99");
  await dialog.getByLabel("Valid from").fill("2026-01-01T00:00");
  await dialog.getByLabel("Valid until").fill("2099-01-01T00:00");
  await page.screenshot(shot("campaign-form"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("$1.50");
  await row.getByRole("button", { name: "Issue" }).click();
  const issue = page.getByRole("dialog", { name: `Issue “${name}”` });
  await issue.getByRole("combobox", { name: "Recipients" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "VIP level and above" }).click();
  await issue.getByLabel("Lowest VIP level").fill("100");
  await issue.getByRole("button", { name: "Issue" }).click();
  await expect(page.getByText("Nobody is in this group of players: no coupon was issued")).toBeVisible();
  await page.screenshot(shot("campaign-issue-empty"));
  await issue.getByRole("button", { name: "Cancel" }).click();
  await page.screenshot(shot("coupons"));

  await openFromMenu(page, "Prepaid cards", /\/console\/catalogue\/cards$/);
  await page.getByRole("button", { name: "Generate batch" }).click();
  const generate = page.getByRole("dialog", { name: "Generate batch" });
  const code = `E2E-${Date.now()}`;
  await generate.getByLabel("Batch code").fill(code);
  await generate.getByRole("combobox", { name: "Region" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "Indonesia" }).click();
  await generate.getByLabel("Face value").fill("50000");
  await generate.getByLabel("Cards").fill("20");
  await generate.getByLabel("Expires").fill("2099-01-01T00:00");
  await generate.getByRole("button", { name: "Generate" }).click();
  const download = page.waitForEvent("download");
  await generate.getByRole("link", { name: `Download ${code}.csv` }).click();
  const csv = await (await download).path();
  expect(csv).toBeTruthy();
  await page.screenshot(shot("cards-generated"));
  await generate.getByRole("button", { name: "Done" }).click();
  const batch = page.getByRole("row").filter({ hasText: code });
  await expect(batch).toContainText("20");
  await expect(batch).toContainText("Active");
  await page.screenshot(shot("cards"));

  await openFromMenu(page, "Stored-value activities", /\/console\/catalogue\/activities$/);
  await expect(page.getByRole("row").filter({ hasText: "from $4.99: +100 points" })).toBeVisible();
  await page.getByRole("button", { name: "New activity" }).click();
  const activity = page.getByRole("dialog", { name: "New activity" });
  await activity.getByRole("button", { name: "Add tier" }).click();
  await activity.getByLabel("Tier 1: from amount").fill("9.99");
  await activity.getByLabel("Tier 2: from amount").fill("4.99");
  await activity.getByRole("button", { name: "Save" }).click();
  await expect(activity.getByText("must be more than 0").first()).toBeVisible();
  await page.screenshot(shot("activity-form"));
  await activity.getByRole("button", { name: "Cancel" }).click();

  return name;
}
