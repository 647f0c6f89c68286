import { deflateSync } from "node:zlib";
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectToast,
  latestCode,
  outboxMark,
  registerByApi,
  signInByApi,
  skipCodeResendWait,
  test,
  uniqueEmail,
  uniquePhone,
} from "./support.ts";

/** Issue #5: the personal area and account security, clicked through at phone size. */

/** The open picker sheet (antd-mobile Picker, DatePicker or CascadePicker). */
const openPicker = (page: Page) => page.locator(".adm-picker").filter({ visible: true });

/** Presses "Send code", expects `toast`, and types the code the dev outbox got for `address`. */
async function sendAndEnterCode(page: Page, address: string, toast: string | RegExp) {
  const mark = await outboxMark(page.request);
  await page.getByRole("button", { name: "Send code" }).click();
  await expectToast(page, toast);
  await page.getByLabel("Verification code").fill(await latestCode(page.request, address, mark));
}

/**
 * Turns one wheel of a picker to the item labelled `label` by tapping it; a far item is reached
 * in steps through the items nearer to it, as a thumb would.
 */
async function turnWheel(picker: Locator, column: number, label: string) {
  const wheel = picker.locator(".adm-picker-view-column").nth(column);
  const target = wheel.locator(".adm-picker-view-column-item").filter({ hasText: new RegExp(`^${label}$`) });
  await expect(target).toHaveCount(1);
  // A tap, as on a phone: the wheel follows touch gestures.
  await target.tap();
  await expect(target).toHaveAttribute("data-selected", "true");
}

/** A small real PNG (solid colour, 64×48) built here, so the test needs no file on disk. */
function makePng(width = 64, height = 48, rgb: [number, number, number] = [40, 160, 90]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Players of the journeys that need a second code to their address. A code may go to one
 * address once a minute; those journeys move the server's clock past it (skipCodeResendWait).
 */
type Player = Awaited<ReturnType<typeof registerByApi>>;
let phonePlayer: Player;
let emailPlayer: Player;
let cancellingPlayer: Player;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  phonePlayer = await registerByApi(request, uniquePhone());
  emailPlayer = await registerByApi(request, uniqueEmail("changer"));
  cancellingPlayer = await registerByApi(request, uniqueEmail("leaver"));
  await request.dispose();
});

test("a player edits nickname, gender, birthday and area", async ({ page }) => {
  await registerByApi(page.request);
  await page.goto("/dist/mine/me");
  await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();

  // Nickname: a forbidden word is refused with the word named, then a good one is saved.
  await page.getByText("Nickname", { exact: true }).click();
  await expect(page).toHaveURL(/\/mine\/myNick$/);
  const nickname = page.getByLabel("Nickname");
  await nickname.fill("TheAdminX");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toHaveText("contains a forbidden word: admin");
  await nickname.fill("Sky Walker 7");
  await expect(page.getByRole("alert")).toBeHidden();
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Saved");
  await expect(page).toHaveURL(/\/mine\/me$/);
  await expect(page.locator(".adm-list-item").filter({ hasText: "Nickname" })).toContainText("Sky Walker 7");

  // Gender, from the UI library's picker.
  await page.getByText("Gender", { exact: true }).click();
  let picker = openPicker(page);
  await turnWheel(picker, 0, "Female");
  await picker.getByRole("button", { name: "Confirm" }).click();
  await expectToast(page, "Saved");
  await expect(page.locator(".adm-list-item").filter({ hasText: "Gender" })).toContainText("Female");

  // Birthday: year, month and day wheels (the picker starts on 1 January 2000).
  await page.getByText("Birthday", { exact: true }).click();
  picker = openPicker(page);
  await expect(picker.locator(".adm-picker-view-column")).toHaveCount(3);
  for (const year of ["1999", "1998", "1997"]) await turnWheel(picker, 0, year);
  for (const month of ["2", "3", "4"]) await turnWheel(picker, 1, month);
  for (const day of ["2", "3", "4", "5"]) await turnWheel(picker, 2, day);
  await picker.getByRole("button", { name: "Confirm" }).click();
  await expectToast(page, "Saved");
  await expect(page.locator(".adm-list-item").filter({ hasText: "Birthday" })).toContainText("April 5, 1997");

  // Area: country first, then one of its regions.
  await page.getByText("Area", { exact: true }).click();
  picker = openPicker(page);
  await turnWheel(picker, 0, "Hong Kong");
  await turnWheel(picker, 1, "Kowloon");
  await picker.getByRole("button", { name: "Confirm" }).click();
  await expectToast(page, "Saved");
  await expect(page.locator(".adm-list-item").filter({ hasText: "Area" })).toContainText(
    "Hong Kong · Kowloon",
  );

  // All of it is saved: a fresh load shows the same.
  await page.reload();
  await expect(page.locator(".adm-list-item").filter({ hasText: "Gender" })).toContainText("Female");
  await expect(page.locator(".adm-list-item").filter({ hasText: "Birthday" })).toContainText("April 5, 1997");
  await expect(page.locator(".adm-list-item").filter({ hasText: "Area" })).toContainText(
    "Hong Kong · Kowloon",
  );
  await page.goto("/dist/mine");
  await expect(page.getByText("Sky Walker 7")).toBeVisible();
});

test("a player crops and uploads an avatar and sees it on Mine; other files are refused", async ({
  page,
}) => {
  await registerByApi(page.request);
  await page.goto("/dist/mine");
  const mineAvatar = page.getByTestId("mine-avatar").locator("img");
  await expect(page.getByText(/^UID \d+$/)).toBeVisible();
  await expect(mineAvatar).toHaveCount(0);

  await page.goto("/dist/mine/myHead");
  const album = page.getByLabel("Choose from album");

  // A text file is refused before anything is sent.
  await album.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a picture"),
  });
  await expectToast(page, "This file is not an image we can read. Choose a JPEG, PNG, WebP or GIF photo");
  await expect(page.getByRole("button", { name: "Use this photo" })).toBeHidden();

  // A real PNG opens the cropper; its square goes up.
  await album.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: makePng() });
  await expect(page.getByRole("img", { name: "Photo to crop" })).toBeVisible();
  const use = page.getByRole("button", { name: "Use this photo" });
  await expect(use).toBeEnabled();
  const upload = page.waitForResponse("**/api/imgUpload");
  await use.click();
  expect((await upload).status()).toBe(200);
  await expectToast(page, "Avatar updated");
  const preview = page.getByLabel("Avatar").locator("img");
  await expect(preview).toHaveAttribute("src", /^\/api\/media\/\d+/);
  const src = await preview.getAttribute("src");
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto("/dist/mine");
  await expect(mineAvatar).toHaveAttribute("src", src ?? "");
  await expect
    .poll(() => mineAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test("a player with a phone binds an e-mail: identity code to the phone, then the e-mail's own", async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource: the server responded with a status of 400/);
  await signInByApi(page, phonePlayer.account, phonePlayer.password);
  await page.goto("/dist/mine/security");
  const emailRow = page.locator(".adm-list-item").filter({ hasText: "E-mail" });
  await expect(emailRow).toContainText("Not bound");
  await emailRow.click();
  await expect(page).toHaveURL(/\/mine\/bindMail$/);
  await expect(page.getByRole("heading", { name: "Bind e-mail" })).toBeVisible();

  // Step 1 of 3: a phone is bound, so the first code goes there.
  await expect(page.getByRole("navigation", { name: "Verify identity" })).toBeVisible();
  await skipCodeResendWait(page.request);
  await sendAndEnterCode(page, phonePlayer.account, /^Code sent to /);
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: the new e-mail with a code of its own; a wrong one is refused.
  await expect(page.getByRole("navigation", { name: "New e-mail" })).toBeVisible();
  const address = uniqueEmail("bound");
  await page.getByRole("textbox", { name: "New e-mail" }).fill(address);
  const mark = await outboxMark(page.request);
  await page.getByRole("button", { name: "Send code" }).click();
  await expectToast(page, "Code sent");
  const code = await latestCode(page.request, address, mark);
  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm" }).click();
  // The code error shows beside the code field (issue 22), not as a toast over it.
  await expect(page.getByRole("alert").filter({ hasText: "Verification code wrong" })).toBeVisible();
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();

  // Step 3: done.
  await expect(page.getByRole("navigation", { name: "Done" })).toBeVisible();
  await expect(page.getByText("Your e-mail is bound")).toBeVisible();
  await page.getByRole("button", { name: "Back to the security centre" }).click();
  await expect(page).toHaveURL(/\/mine\/security$/);
  await expect(emailRow).not.toContainText("Not bound");

  // The e-mail now signs in too.
  const login = await page.request.post("/api/login", {
    data: { by: "password", account: address, password: phonePlayer.password },
  });
  expect(((await login.json()) as { code: number }).code).toBe(200);
});

test("a player changes the e-mail: a code to the current one first, then the new one's", async ({ page }) => {
  await signInByApi(page, emailPlayer.account, emailPlayer.password);
  await page.goto("/dist/mine/security");
  await page.locator(".adm-list-item").filter({ hasText: "E-mail" }).click();
  await expect(page).toHaveURL(/\/mine\/changeMail$/);
  await expect(page.getByRole("heading", { name: "Change e-mail" })).toBeVisible();
  await expect(page.getByText(/^Currently bound: /)).toBeVisible();

  // Step 1: prove identity with the e-mail bound now.
  await expect(page.getByRole("navigation", { name: "Verify identity" })).toBeVisible();
  await skipCodeResendWait(page.request);
  await sendAndEnterCode(page, emailPlayer.account, /^Code sent to /);
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: the new address. Without a phone the e-mail cannot be unbound, and the page says why.
  await expect(page.getByRole("navigation", { name: "New e-mail" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unbind e-mail" })).toBeDisabled();
  await expect(
    page.getByText("To unbind the e-mail, bind a phone first so you can still sign in."),
  ).toBeVisible();
  const address = uniqueEmail("changed");
  await page.getByRole("textbox", { name: "New e-mail" }).fill(address);
  await sendAndEnterCode(page, address, "Code sent");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("navigation", { name: "Done" })).toBeVisible();
  await expect(page.getByText("Your e-mail is bound")).toBeVisible();

  // The new address signs in; the old one is no account any more.
  const login = (account: string) =>
    page.request.post("/api/login", { data: { by: "password", account, password: emailPlayer.password } });
  expect(((await (await login(address)).json()) as { code: number }).code).toBe(200);
  expect(((await (await login(emailPlayer.account)).json()) as { code: number }).code).not.toBe(200);
});

test("a player changes the password, cancels the account, and signing in again warns, then withdraws it", async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource: the server responded with a status of 401/);
  problems.allow(/Failed to load resource: the server responded with a status of 409/);
  const player = cancellingPlayer;
  await signInByApi(page, player.account, player.password);
  await page.goto("/dist/mine/security");
  await page.locator(".adm-list-item").filter({ hasText: "Password" }).click();
  await expect(page).toHaveURL(/\/mine\/password$/);
  await page.getByLabel("Current password").fill(player.password);
  await page.getByLabel("New password").fill("short1");
  await page.getByRole("textbox", { name: "Confirm password" }).fill("short1");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  const newPassword = "fresh2026";
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("textbox", { name: "Confirm password" }).fill(newPassword);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expectToast(page, "Password changed");
  await expect(page).toHaveURL(/\/mine\/security$/);

  // Cancellation: consequences, the agreement, a fresh code, a last confirmation.
  await page.locator(".adm-list-item").filter({ hasText: "Cancel account" }).click();
  await expect(page).toHaveURL(/\/mine\/cancel$/);
  await expect(page.getByRole("heading", { name: "Before you cancel your account" })).toBeVisible();
  await expect(page.getByText("You are signed out on every device at once.")).toBeVisible();
  await skipCodeResendWait(page.request);
  await sendAndEnterCode(page, player.account, /^Code sent to /);
  await page.getByRole("button", { name: "Cancel my account" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please confirm that you have read the consequences");
  await page.getByRole("checkbox", { name: "I have read this and want to cancel my account" }).check();
  await page.getByRole("button", { name: "Cancel my account" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel your account?" });
  await expect(confirm).toContainText("Sign in within 14 days if you change your mind.");
  await confirm.getByRole("button", { name: "Cancel my account" }).click();
  await expectToast(
    page,
    /^Cancellation requested\. Your data will be erased on .+ unless you sign in before then\.$/,
  );
  await expect(page).toHaveURL(/\/dist\/mine$/);
  await expect(page.getByText("Not signed in", { exact: true })).toBeVisible();

  // The old password no longer works; the new one does, and withdraws the cancellation.
  const sheet = page.getByRole("dialog", { name: "Sign in" });
  // Being signed out on Mine may already have opened the sign-in sheet; open it only when it is not there.
  const sheetOpen = await sheet.waitFor({ timeout: 3000 }).then(
    () => true,
    () => false,
  );
  if (!sheetOpen) await page.getByRole("button", { name: "Sign in / Register" }).click();
  await sheet.getByLabel("Phone or e-mail").fill(player.account);
  await sheet.getByRole("textbox", { name: "Password", exact: true }).fill(player.password);
  await sheet.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectToast(page, "Account or password wrong");
  await sheet.getByRole("textbox", { name: "Password", exact: true }).fill(newPassword);
  await sheet.getByRole("button", { name: "Sign in", exact: true }).click();
  // A clear warning first: "not now" keeps the cancellation and the player signed out.
  const warning = page
    .getByRole("dialog")
    .filter({ hasText: /will be deleted on [A-Z][a-z]+ \d{1,2}, \d{4}\./ });
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "Not now" }).click();
  await expect(warning).toBeHidden();
  await sheet.getByRole("button", { name: "Sign in", exact: true }).click();
  await page
    .getByRole("dialog")
    .filter({ hasText: /will be deleted on/ })
    .getByRole("button", { name: "Keep my account" })
    .click();
  await expectToast(page, "Welcome back! Your account cancellation has been withdrawn");
  // Signed in again: Mine shows the player (the sheet may have returned to the page it was opened on).
  await page.goto("/dist/mine");
  await expect(page.getByText(/^UID \d+$/)).toBeVisible();
});
