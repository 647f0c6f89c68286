import type { Page } from "@playwright/test";
import {
  chooseOption,
  consoleDesktopJourneys,
  expect,
  openFromMenu,
  signInDemoStaff,
} from "./console-support";
import { demoPlayer, expectToast, setLanguage, signInByApi, test } from "./support";

/**
 * Points and VIP in the console at 1280×800 (issue 19): a commerce operator adds a mall product with
 * stock 2 in English and Chinese; the demo player, on a phone in Chinese, exchanges it; the console
 * then shows one left.
 */

consoleDesktopJourneys();

const shot = (name: string) => ({ path: test.info().outputPath(`console-rewards-${name}.png`) });

/** The other rewards pages, each opened from the menu and photographed (`menu`: their names in this language). */
async function photographPages(page: Page, menu: string[], suffix: string) {
  const paths = [/treasure-box$/, /sign-in$/, /vip$/];
  for (const [index, name] of menu.entries()) {
    await openFromMenu(page, name, paths[index] as RegExp);
    await expect(page.locator(".ant-card-head-title").filter({ hasText: name })).toBeVisible();
    // Loaded: the form's save button, or the levels' edit buttons.
    await expect(page.getByRole("button", { name: /^(Save|Edit|保\s?存|编\s?辑)$/ }).first()).toBeVisible();
    await page.screenshot(shot(`${paths[index]?.source.replace(/\W/g, "")}-${suffix}`));
  }
}

async function fillText(
  dialog: ReturnType<Page["getByRole"]>,
  label: string,
  texts: { en: string; zh: string },
) {
  await dialog.getByLabel(`${label} (English)`).fill(texts.en);
  await dialog.getByLabel(`${label} (简体中文)`).fill(texts.zh);
}

test("an operator adds a mall product; the player exchanges it in Chinese; the console shows the stock left", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // Unique per run, so a rerun on the same data finds its own product.
  const name = { en: `Moon lantern ${Date.now() % 100_000}`, zh: `月光灯笼 ${Date.now() % 100_000}` };
  await signInDemoStaff(page, "commerce@console.local");
  await expect(page.getByRole("heading", { name: /Welcome, Chen/ })).toBeVisible();
  await openFromMenu(page, "Points mall", /\/console\/rewards\/mall$/);

  await page.getByRole("button", { name: "New product" }).click();
  const dialog = page.getByRole("dialog", { name: "New product" });
  await chooseOption(dialog, "Section", /^VIP$/, "VIP");
  await fillText(dialog, "Name", name);
  await fillText(dialog, "Contents", { en: "A glowing lantern for your home", zh: "一盏发光的灯笼" });
  // Bad input first: a cost of 0 is refused in the form's words.
  await dialog.getByLabel("Points cost").fill("0");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Must be greater than 0")).toBeVisible();
  await dialog.getByLabel("Points cost").fill("40");
  await dialog.getByLabel("Stock").fill("2");
  await dialog.getByLabel("Sort order (higher first)").fill("1000");
  await page.screenshot(shot("new-product"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name.en });
  await expect(row).toBeVisible();
  await expect(row.getByTestId(/^stock-/)).toHaveText("2");
  await page.screenshot(shot("products"));
  await photographPages(page, ["Treasure box", "Sign-in rewards", "VIP levels"], "en");
  await openFromMenu(page, "Points mall", /\/console\/rewards\/mall$/);

  // The demo player, on a phone in Chinese, finds it in the VIP section and exchanges one.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    baseURL,
  });
  await setLanguage(phone, "zh", baseURL ?? "");
  const player = await phone.newPage();
  await signInByApi(player, demoPlayer.account, demoPlayer.password);
  await player.goto("/dist/gift/mall?tab=vip");
  const card = player.getByTestId("product-card").filter({ hasText: name.zh });
  await expect(card).toContainText("库存 2");
  await player.screenshot(shot("portal-mall-zh"));
  await card.getByRole("button", { name: "兑换" }).click();
  await player.getByTestId("exchange-sheet").getByRole("button", { name: "花费 40 积分兑换" }).click();
  await expectToast(player, /兑换成功/);
  await expect(card).toContainText("库存 1");
  await player.screenshot(shot("portal-exchanged-zh"));
  await phone.close();

  // Back in the console, in Simplified Chinese: one left, one exchanged.
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByText("简体中文").click();
  await expect(page.getByRole("menuitem", { name: "积分商城" })).toBeVisible();
  await page.reload();
  const zhRow = page.getByRole("row").filter({ hasText: name.en });
  await expect(zhRow.getByTestId(/^stock-/)).toHaveText("1");
  await page.screenshot(shot("products-zh"));
  await zhRow.getByRole("button", { name: /^补\s?货$/ }).click();
  await expect(page.getByRole("dialog", { name: /补货/ })).toContainText("当前库存：1");
  await page.screenshot(shot("restock-zh"));
  await page.keyboard.press("Escape");
  await photographPages(page, ["宝箱", "签到奖励", "VIP 等级"], "zh");
});
