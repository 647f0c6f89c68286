import { devices, type Page } from "@playwright/test";
import type { ChartData } from "@portal/contracts/console/dashboards";
import { consoleDesktopJourneys, expect, openFromMenu, signInDemoStaff } from "./console-support";
import { demoPlayer, signInByApi, test } from "./support";

/** Dashboards in the console at 1280×800 (issue 19): the day's revenue is what was paid minus refunded. */

consoleDesktopJourneys();

const shot = (name: string) => ({ path: test.info().outputPath(`console-dashboards-${name}.png`) });

/** Today's USD revenue as the dashboard's API answers it (paid − refunded, in minor units). */
async function usdRevenueToday(page: Page) {
  const today = await page.request.get("/api/console/dashboards/chart", {
    params: { chart: "revenue", from: "2000-01-01", to: "2000-01-01" },
  });
  const day = ((await today.json()) as { data: ChartData }).data.today;
  const answer = await page.request.get("/api/console/dashboards/chart", {
    params: { chart: "revenue", from: day, to: day },
  });
  const { data } = (await answer.json()) as { data: ChartData };
  const usd = data.series.filter((s) => s.currency === "USD");
  return { day, minor: usd.reduce((sum, s) => sum + (data.totals[s.key] ?? 0), 0) };
}

/** The demo player pays 60 Diamonds in the US ($0.99) on the sandbox gateway's page. */
async function payKnownOrder(page: Page) {
  await page.goto("/dist/payment");
  await expect(page.getByTestId("role-card")).toContainText("Lv. 42");
  await page.locator(".adm-selector-item", { hasText: /^US/ }).click();
  await page.locator(".adm-selector-item", { hasText: "60 Diamonds" }).click();
  await page.locator(".adm-selector-item", { hasText: "Bank card" }).click();
  await expect(page.getByTestId("total")).toHaveText("$0.99");
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByTestId("result-success")).toBeVisible({ timeout: 20_000 });
}

test("the analyst opens the dashboard; the day's revenue is the sum of paid minus refunded orders, with a new paid order", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInDemoStaff(page, "analyst@console.local");
  await expect(page.getByRole("heading", { name: /Welcome, Ana/ })).toBeVisible();
  const before = await usdRevenueToday(page);

  const player = await browser.newContext({ ...devices["iPhone 13"], baseURL });
  await player.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
  const playerPage = await player.newPage();
  await signInByApi(playerPage, demoPlayer.account, demoPlayer.password);
  await payKnownOrder(playerPage);
  await player.close();

  const after = await usdRevenueToday(page);
  expect(after.minor).toBe(before.minor + 99);

  await openFromMenu(page, "Dashboards", /\/console\/dashboards$/);
  await expect(page.getByText(`today (${after.day})`)).toBeVisible();
  await page.getByLabel("Days").first().click();
  await page.getByText("Today", { exact: true }).click();
  const revenue = page.getByTestId("chart-revenue");
  await expect(revenue.getByTestId("revenue-total-USD")).toContainText(
    (after.minor / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  await expect(page.getByTestId("chart-registrations").getByRole("application")).toBeVisible();
  await page.screenshot(shot("today"));

  // A month: each chart draws, and a chart's CSV downloads with its days.
  await page.getByLabel("Days").first().click();
  await page.getByText("Last 30 days", { exact: true }).click();
  await expect(revenue.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await page.screenshot(shot("month"));
  await page.screenshot({ ...shot("month-full"), fullPage: true });
  const download = page.waitForEvent("download");
  await revenue.getByRole("button", { name: "CSV" }).click();
  const csv = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString("utf8").trim().split(/\r\n/);
  expect(lines[0]).toMatch(/^\uFEFF?day,.*\(USD\)/);
  expect(lines).toHaveLength(31);

  // The same page in Chinese.
  await page.context().addCookies([{ name: "console_language", value: "zh", url: baseURL ?? "" }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "数据看板", level: 3 })).toBeVisible();
  await expect(revenue.getByTestId("revenue-total-USD")).toBeVisible();
  await page.screenshot(shot("zh"));
});
