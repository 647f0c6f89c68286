import {
  demoPlayer,
  expect,
  expectToast,
  seriousViolations,
  setLanguage,
  signInByApi,
  test,
} from "./support";

/** Gift centre, daily sign-in, game box and points mall at 375×812 (issue 6). Each run starts on fresh seed data. */

test.beforeEach(async ({ context, baseURL }) => {
  await setLanguage(context, "en", baseURL ?? "");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
});

test("a player signs in for the day, claims a code, copies it and finds it in the game box", async ({
  page,
  problems,
}) => {
  await signInByApi(page, demoPlayer.account, demoPlayer.password);
  await page.goto("/dist/gift");
  const signIn = page.getByTestId("sign-in-card");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expectToast(page, "Signed in: +5 points");
  await expect(signIn.getByRole("button", { name: "Signed" })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Gift centre" }).click();
  await page.getByRole("button", { name: "Dragon Realm" }).click();
  const pack = page.getByTestId("pack-card").filter({ hasText: "Starter pack" });
  await pack.getByRole("button", { name: "Claim" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Pack claimed successfully: redeem in the game immediately")).toBeVisible();
  const code = (await dialog.getByTestId("gift-code").textContent()) ?? "";
  expect(code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expectToast(page, "Code copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(pack.getByRole("button", { name: "Claimed" })).toBeDisabled();

  // a pack with one code left, and one already gone
  await expect(page.getByTestId("pack-card").filter({ hasText: "Launch week pack" })).toContainText(
    "1 / 5 left",
  );
  await expect(
    page
      .getByTestId("pack-card")
      .filter({ hasText: "Founders' pack" })
      .getByRole("button", { name: "Sold out" }),
  ).toBeDisabled();

  await page.goto("/dist/mine/gameBox");
  const box = page.getByTestId("game-box");
  // Other journeys (console codes, broadcasts) may have put their codes in the demo player's box too.
  await expect(box.getByTestId("gift-code").filter({ hasText: code })).toHaveText(code);
  await expect(box).toContainText("Dragon Realm");
  problems.reset();
});

test("a player exchanges points for a product, sees the record, and is refused without enough points", async ({
  page,
  problems,
}) => {
  problems.allow(/409/);
  await signInByApi(page, demoPlayer.account, demoPlayer.password);
  await page.goto("/dist/gift/mall");
  const balance = page.getByTestId("mall-balance");
  await expect(balance).toHaveText(/^\d+$/);
  const before = Number(await balance.textContent());
  const after = String(before - 50);

  await page
    .getByTestId("product-card")
    .filter({ hasText: "Gold coins ×1000" })
    .getByRole("button", { name: "Exchange" })
    .click();
  await page.getByTestId("exchange-sheet").getByRole("button", { name: "Exchange for 50 points" }).click();
  await expectToast(page, `Exchanged. Balance: ${after} points`);
  await expect(balance).toHaveText(after);

  await page.getByRole("tab", { name: "Records" }).click();
  await expect(page.getByTestId("exchange-records")).toContainText("Gold coins ×1000");

  await page.getByRole("tab", { name: "Products" }).click();
  const mount = page.getByTestId("product-card").filter({ hasText: "Rare mount" });
  await mount.getByRole("button", { name: "Need points" }).click();
  await page.getByTestId("exchange-sheet").getByRole("button", { name: "Exchange for 1500 points" }).click();
  await expectToast(page, "Insufficient points: earn or collect points first");
  await expect(balance).toHaveText(after);

  await page.goto("/dist/mine/score");
  await expect(page.getByTestId("points-balance")).toHaveText(after);
  await expect(page.getByTestId("points-log")).toContainText("Mall exchange");
});
