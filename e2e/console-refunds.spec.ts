import type { APIRequestContext, Page } from "@playwright/test";
import { consoleDesktopJourneys, expect, openFromMenu, signInDemoStaff } from "./console-support";
import { demoPlayerOnPhone, test } from "./support";

/**
 * Refunds in the console at 1280×800 (issue 19, item 5): the demo player pays an order on the
 * sandbox gateway, the demo support agent finds it, refunds it with a reason, the player's points
 * go back and the player reads the refund in the message centre.
 */

consoleDesktopJourneys();

const shot = (name: string) => ({ path: test.info().outputPath(`console-refunds-${name}.png`) });

async function pointsOf(request: APIRequestContext) {
  const answer = await request.get("/api/scoreLog");
  return ((await answer.json()) as { data: { balance: number } }).data.balance;
}

/** The player, at phone size, buys 60 Diamonds with a bank card on the sandbox page. */
async function payAnOrder(player: Page) {
  await player.goto("/dist/payment");
  await expect(player.getByTestId("role-card")).toContainText("Lv. 42");
  const option = (text: string | RegExp) => player.locator(".adm-selector-item", { hasText: text });
  await option(/^US/).click();
  await option("60 Diamonds").click();
  await option("Bank card").click();
  const paid = player.waitForResponse((response) => response.url().endsWith("/api/pay"));
  await player.getByRole("button", { name: /^Pay / }).click();
  const orderNo = ((await (await paid).json()) as { data: { orderNo: string } }).data.orderNo;
  await player.getByRole("button", { name: "Pay now" }).click();
  await expect(player.getByTestId("result-success")).toBeVisible({ timeout: 30_000 });
  return orderNo;
}

test("a support agent refunds the demo player's paid order; the points go back and the player is told", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { phone, player } = await demoPlayerOnPhone(browser, baseURL);
  const before = await pointsOf(player.request);
  const orderNo = await payAnOrder(player);
  await expect.poll(() => pointsOf(player.request)).toBeGreaterThan(before);
  const earned = (await pointsOf(player.request)) - before;

  await signInDemoStaff(page, "support@console.local");
  await expect(page.getByRole("heading", { name: /Welcome, Sara/ })).toBeVisible();
  await openFromMenu(page, "Orders", /\/console\/orders$/);
  await page.getByLabel("Order number").fill(orderNo);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: orderNo });
  await expect(row).toContainText("Delivered");
  await page.screenshot(shot("search"));
  await row.getByRole("link", { name: orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/console/orders/${orderNo}$`));
  await expect(page.getByText("Delivery attempt")).toBeVisible();
  await page.screenshot(shot("order"));

  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Refund" });
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(dialog.locator(".ant-form-item-explain-error")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Bought the wrong pack");
  await expect(dialog.locator(".ant-form-item-explain-error")).toBeHidden();
  await page.screenshot(shot("refund-form"));
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Bought the wrong pack" })).toContainText("Succeeded");
  await expect(page.getByText("Staff action", { exact: true })).toBeVisible();
  await page.screenshot(shot("refunded"));

  // The points the order earned went back, and the player reads why.
  expect(await pointsOf(player.request)).toBe(before);
  expect(earned).toBeGreaterThan(0);
  await player.goto("/dist/mine/messages?tab=system");
  await expect(player.getByText(`Order ${orderNo} was refunded: $0.99 goes back to you`)).toBeVisible();
  await player.screenshot(shot("portal-message"));
  await phone.close();

  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/console/orders/reconciliation?day=${today}`);
  await expect(page.getByText("Provider payments without a paid order")).toBeVisible();
  await page.screenshot(shot("reconciliation"));

  // The console in Simplified Chinese.
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByText("简体中文").click();
  await expect(page.getByRole("menuitem", { name: "订单" })).toBeVisible();
  await expect(page.getByText("English", { exact: true })).toBeHidden();
  await page.screenshot(shot("reconciliation-zh"));
  await page.goto(`/console/orders/${orderNo}`);
  await expect(page.getByText("时间线")).toBeVisible();
  await page.screenshot(shot("order-zh"));
  await page.goto(`/console/orders?orderNo=${orderNo}`);
  await expect(page.getByRole("row").filter({ hasText: orderNo })).toContainText("已退款");
  await page.screenshot(shot("search-zh"));
});
