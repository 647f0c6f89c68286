import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  codeAtServerTime,
  consoleDesktopJourneys,
  expect,
  openFromMenu,
  signInDemoStaff,
} from "./console-support";
import { test } from "./support";

/**
 * Issue 18, content half of "Done when", at 1280×800: the owner adds an editor; the editor creates
 * a game in English and Chinese and a banner, schedules both; once the server's clock passes the
 * time, the portal home (375×812, Chinese) shows them; every step is in the audit log.
 */

consoleDesktopJourneys();

const stamp = Date.now().toString(36);
const editorEmail = `editor-${stamp}@console.local`;
const gameName = `Comet Riders ${stamp}`;
const gameNameZh = `彗星骑士 ${stamp}`;
const bannerZh = `彗星骑士上线 ${stamp}`;
const shot = (name: string) => ({
  path: test.info().outputPath(`console-content-${name}.png`),
  fullPage: true,
});

async function signInOwner(page: Page) {
  await signInDemoStaff(page, "owner@console.local");
  await expect(page.getByRole("menuitem", { name: "Staff" })).toBeVisible();
}

async function signInNewEditor(page: Page) {
  await page.goto("/console/sign-in");
  await page.getByLabel("E-mail").fill(editorEmail);
  await page.getByLabel("Password").fill("editor-first-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  const secret = (await page.getByTestId("totp-secret").innerText()).trim();
  await page.getByLabel("6-digit code").fill(await codeAtServerTime(page, secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: /continue/ }).click();
  await expect(page.getByRole("menuitem", { name: "Games" })).toBeVisible();
}

/** "2026-11-26T10:00" in the browser's zone for a time `minutes` after the server's now. */
function localInput(at: Date) {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

test("an editor creates and schedules a game and a banner; at that time the portal home shows them in Chinese", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two sign-ins (argon2), three uploads and a dozen console pages on a shared machine.
  test.setTimeout(540_000);
  const png = await sharp({ create: { width: 960, height: 400, channels: 3, background: "#5b3cc4" } })
    .png()
    .toBuffer();
  const image = { name: "comet.png", mimeType: "image/png", buffer: png };

  // The owner adds the editor.
  await signInOwner(page);
  await openFromMenu(page, "Staff", /\/console\/staff$/);
  await page.getByRole("button", { name: "Add staff member" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("E-mail").fill(editorEmail);
  await dialog.getByLabel("Name").fill("Edda");
  await dialog.getByLabel("First password").fill("editor-first-pass-1");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("cell", { name: editorEmail })).toBeVisible();

  // The editor: a game with English and Chinese texts, scheduled an hour from the server's now.
  const editorContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  await editorContext.addCookies([{ name: "console_language", value: "en", url: baseURL ?? "" }]);
  const editor = await editorContext.newPage();
  await signInNewEditor(editor);
  await openFromMenu(editor, "Games", /\/console\/content\/games$/);
  await expect(editor.getByRole("cell", { name: "star-voyager" })).toBeVisible();
  await editor.screenshot(shot("games"));
  await editor.getByRole("button", { name: "New game" }).click();
  await editor.getByLabel("Name (English)").fill(gameName);
  await expect(editor.getByText("Players see the English text:").first()).toBeVisible();
  await editor.getByLabel("Name (简体中文)").fill(gameNameZh);
  await editor.getByLabel("Summary (English)").fill("Race comets across the galaxy");
  await editor.getByLabel("Summary (简体中文)").fill("驾驶彗星穿越银河");
  await editor.getByLabel("Address name (slug)").fill(`comet-riders-${stamp}`);
  await editor.getByLabel("Company").fill("Nebula Works");
  await editor.locator("input[type=file]").nth(0).setInputFiles(image);
  await expect(editor.getByRole("img", { name: "Icon" })).toBeVisible();
  await editor.locator("input[type=file]").nth(1).setInputFiles(image);
  await expect(editor.getByRole("img", { name: "Cover" })).toBeVisible();
  await editor.getByLabel("Sync-login secret").fill("comet-sync-secret-0123456789");
  // The server's clock (dev) may be ahead of the browser's: schedule from it.
  const clock = await request.post("/dev/clock", { data: { seconds: 1 } });
  const serverNow = new Date(((await clock.json()) as { data: { now: string } }).data.now);
  // 20 minutes: moving the clock past it stays within the console's 30 idle minutes.
  const publishAt = new Date(serverNow.getTime() + 20 * 60 * 1000);
  await editor.getByText("Publish from").click();
  await editor.getByLabel("Publish at").last().fill(localInput(publishAt));
  await editor.screenshot(shot("game-new"));
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByText("Scheduled").first()).toBeVisible();
  await expect(editor.getByText("Set — type a new one to replace it").first()).toBeVisible();
  const gameId = Number(/games\/(\d+)$/.exec(editor.url())?.[1]);
  expect(gameId).toBeGreaterThan(0);

  // A banner leading to the game, shown from the same time.
  await openFromMenu(editor, "Home banners", /\/console\/content\/banners$/);
  await editor.getByRole("button", { name: "New banner" }).click();
  const bannerDialog = editor.getByRole("dialog");
  await bannerDialog.locator("input[type=file]").setInputFiles(image);
  await expect(bannerDialog.getByRole("img", { name: "Image" })).toBeVisible();
  await bannerDialog.getByLabel("Title (English)").fill(`${gameName} is out`);
  await bannerDialog.getByLabel("Title (简体中文)").fill(bannerZh);
  await bannerDialog.getByLabel("Target link").fill("http://example.com");
  await bannerDialog.getByRole("button", { name: "Save" }).click();
  await expect(bannerDialog.getByText("a portal path starting with / or an https:// address")).toBeVisible();
  await bannerDialog.getByLabel("Target link").fill(`/game/${gameId}`);
  await bannerDialog.getByLabel("From").fill(localInput(publishAt));
  await editor.screenshot(shot("banner-new"));
  await bannerDialog.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByRole("dialog")).toHaveCount(0);
  await expect(editor.getByRole("cell", { name: `/game/${gameId}` })).toBeVisible();
  await editor.screenshot(shot("banners"));

  // …and the game in the hot row.
  await openFromMenu(editor, "Hot and recommended", /\/console\/content\/home$/);
  await editor.getByRole("combobox", { name: "Add a game Hot games" }).fill(gameName);
  await editor.locator(".ant-select-item-option", { hasText: gameName }).click();
  await editor.getByRole("button", { name: "Save" }).click();
  // The banner's own "Saved" may still be on screen (a message lasts 3 s): this save's is the last.
  await expect(editor.getByText("Saved").last()).toBeVisible();
  await editor.screenshot(shot("home-picks"));

  // The portal before the time: nothing of it (asked as a Chinese visitor).
  const before = await request.get("/api/indexInfo", { headers: { cookie: "sys_language=zh" } });
  expect(JSON.stringify(await before.json())).not.toContain(bannerZh);

  // Past that time on the server's clock, the home (a fresh visitor) shows the banner and the game in Chinese.
  const moved = await request.post("/dev/clock", { data: { seconds: 21 * 60 } });
  expect(((await moved.json()) as { code: number }).code).toBe(200);
  const player = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL });
  await player.addCookies([{ name: "sys_language", value: "zh", url: baseURL ?? "" }]);
  const home = await player.newPage();
  // The server's answer first (the home is rendered on the server from the same call, so the browser
  // may never ask for it itself), then the page built from it.
  const after = await request.get("/api/indexInfo", { headers: { cookie: "sys_language=zh" } });
  expect(JSON.stringify(await after.json())).toContain(bannerZh);
  await home.goto("/dist/");
  await expect(home.getByText(bannerZh).first()).toBeAttached({ timeout: 60_000 });
  await expect(home.getByText(gameNameZh).first()).toBeVisible();
  await home.screenshot({ path: test.info().outputPath("portal-home-zh.png") });
  await player.close();

  // The owner finds every step in the audit log.
  await openFromMenu(page, "Audit log", /\/console\/audit$/);
  for (const action of ["staff.create", "game.create", "banner.create", "home.picks"])
    await expect(page.getByRole("row").filter({ hasText: action }).first()).toBeVisible();
  await page.screenshot(shot("audit"));

  // The editor's pages in Simplified Chinese.
  await editor.getByRole("combobox", { name: "Language" }).click();
  await editor.getByText("简体中文").click();
  await openFromMenu(editor, "游戏", /\/console\/content\/games$/);
  await expect(editor.getByText("缺少的翻译").first()).toBeVisible();
  await editor.screenshot(shot("games-zh"));
  await editor.getByRole("cell", { name: `comet-riders-${stamp}` }).click();
  await expect(editor.getByText("玩家看到English文本：").first()).toBeVisible();
  await editor.screenshot({ path: test.info().outputPath("console-content-game-edit-zh.png") });
  await openFromMenu(editor, "首页横幅", /\/console\/content\/banners$/);
  await editor.screenshot(shot("banners-zh"));
  await openFromMenu(editor, "热门与推荐", /\/console\/content\/home$/);
  await editor.screenshot(shot("home-picks-zh"));
  await editorContext.close();
});
