import { consoleDesktopJourneys, expect, openFromMenu, signInDemoStaff } from "./console-support";
import { demoPlayerOnPhone, test } from "./support";

/**
 * Gift packs and code pools in the console at 1280×800 (issue 19): the commerce operator creates a
 * pack, imports 10,000 codes from a CSV file, the demo player claims one on the portal (375×812)
 * and the console's stock shows it claimed.
 */

consoleDesktopJourneys();

const shot = (name: string) => ({ path: test.info().outputPath(`console-codes-${name}.png`) });
const CODES = 10_000;

test("an operator imports 10,000 codes into a new pack; the player claims one; the stock shows it", async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.setTimeout(420_000);
  // The refused import answers 400, which the browser's console reports as a failed resource.
  problems.allow(/400 \(Bad Request\)/);
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `Codes pack ${stamp}`;
  await signInDemoStaff(page, "commerce@console.local");
  await openFromMenu(page, "Gift packs", /\/console\/gift-packs$/);

  // A new pack of Dragon Realm, free and open at once.
  await page.getByRole("button", { name: "New pack" }).click();
  const dialog = page.getByRole("dialog", { name: "New pack" });
  // The game list may still be loading when the dialog opens: retry until the choice shows.
  await expect(async () => {
    await dialog.getByRole("combobox", { name: "Game" }).click();
    await page
      .locator(".ant-select-item-option")
      .filter({ hasText: "Dragon Realm" })
      .click({ timeout: 2000 });
    await expect(dialog.getByTitle("Dragon Realm")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByLabel("Name (English)").fill(name);
  await dialog.getByLabel("Name (简体中文)").fill(`兑换码礼包 ${stamp}`);
  await dialog.getByLabel("Contents (English)").fill("500 gold and a mount");
  await page.screenshot(shot("pack-form"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("0 left · 0 claimed · 0 in all");

  // Import 10,000 codes from a CSV file with a header line.
  await row.getByRole("button", { name: "Codes" }).click();
  const drawer = page.getByRole("dialog", { name: `Codes of ${name}` });
  const lines = Array.from({ length: CODES }, (_, n) => `E2E${stamp}-${String(n).padStart(5, "0")}`);
  await drawer.locator("input[type=file]").setInputFiles({
    name: "codes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`code\n${lines.join("\n")}\n`),
  });
  await expect(page.getByText(`${CODES.toLocaleString("en")} codes imported`)).toBeVisible();
  await expect(drawer.getByText("10,000").first()).toBeVisible();
  await page.screenshot(shot("imported"));

  // A file with a duplicate and a bad line is refused as a whole, with the lines named.
  await drawer.locator("input[type=file]").setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`NEW-${stamp}-1\n${lines[0]}\nnot a code!\n`),
  });
  await expect(drawer.getByText("Nothing was imported: 2 lines have problems")).toBeVisible();
  await expect(drawer.getByRole("row").filter({ hasText: "The pack already has this code" })).toContainText(
    "2",
  );
  await expect(drawer.getByRole("row").filter({ hasText: "Characters other than" })).toContainText("3");
  await page.screenshot(shot("refused"));
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(row).toContainText("10,000 left · 0 claimed · 10,000 in all");

  // The demo player, on a phone, claims a code of the pack.
  const { phone, player } = await demoPlayerOnPhone(browser, baseURL);
  await player.goto("/dist/gift");
  await player.getByRole("link", { name: "Gift centre" }).click();
  await player.getByRole("button", { name: "Dragon Realm" }).click();
  const card = player.getByTestId("pack-card").filter({ hasText: name });
  await card.getByRole("button", { name: "Claim" }).click();
  const claimed = player.getByRole("dialog");
  await expect(claimed.getByTestId("gift-code")).toHaveText(new RegExp(`^E2E${stamp}-\\d{5}$`));
  await claimed.getByRole("button", { name: "OK" }).click();
  await expect(claimed).toBeHidden();
  await expect(card.getByRole("button", { name: "Claimed" })).toBeDisabled();
  await player.screenshot(shot("portal-claimed"));
  await phone.close();

  // The console's stock shows the claim.
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText(
    "9,999 left · 1 claimed · 10,000 in all",
  );
  await page.screenshot(shot("stock"));

  // The console in Simplified Chinese.
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByText("简体中文").click();
  await expect(page.getByRole("menuitem", { name: "礼包" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: `兑换码礼包 ${stamp}` })).toContainText("已领 1");
  await page.screenshot(shot("list-zh"));
  await page
    .getByRole("row")
    .filter({ hasText: `兑换码礼包 ${stamp}` })
    .getByRole("button", { name: /^编\s?辑$/ })
    .click();
  await expect(page.getByRole("dialog", { name: "编辑礼包" })).toBeVisible();
  await page.screenshot(shot("form-zh"));
  await page
    .getByRole("dialog", { name: "编辑礼包" })
    .getByRole("combobox", { name: "任务" })
    .scrollIntoViewIfNeeded();
  await page.screenshot(shot("form-zh-conditions"));
});
