import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { BrowserContext, Page } from "@playwright/test";
import type { Language } from "@portal/contracts/languages";
import { expect, registerByApi, setLanguage, test, uniqueEmail } from "./support";

/** Issue 21 at 375×812: the portal installs as an app, opens offline, and offers notifications. */

const shots = process.env.E2E_OUTPUT_DIR ?? "test-results/e2e";
const webDist = join(import.meta.dirname, "..", "apps", "web", "dist");
// The service worker's first install fetches the whole shell: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** The page is controlled by the portal's service worker (a reload after its first install). */
async function controlledHome(page: Page) {
  await page.goto("/dist/");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

async function newPage(context: BrowserContext, language: Language, baseURL: string) {
  await setLanguage(context, language, baseURL);
  return context.newPage();
}

test("Chromium reports no installability errors; the manifest is in the player's language", async ({
  context,
  baseURL,
}) => {
  const page = await newPage(context, "zh", baseURL ?? "");
  await controlledHome(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are incognito profiles, where Chromium installs nothing: that one is the
  // browser's, not the portal's. Every error about the manifest, icons or service worker counts.
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
  const manifest = await (await page.request.get("/dist/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ lang: "zh", start_url: "/dist/", display: "standalone" });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
});

for (const language of ["en", "th"] as const) {
  test(`offline, the last seen home opens with the offline notice (${language})`, async ({
    context,
    baseURL,
  }) => {
    const page = await newPage(context, language, baseURL ?? "");
    await controlledHome(page);
    const firstGame = page.getByTestId("game-card").first();
    await expect(firstGame).toBeVisible();
    const name = (await firstGame.textContent()) ?? "";

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("game-card").first()).toHaveText(name);
    // Debian's Chromium 150 gives the reloaded document `navigator.onLine === true` although the
    // network is cut: the notice comes from what the page's requests met (the service worker's copy).
    const notice = page
      .getByRole("status")
      .filter({ hasText: language === "en" ? "You are offline" : "ออฟไลน์" });
    await expect(notice).toBeVisible();
    await page.screenshot({ path: `${shots}/reach-offline-${language}.png` });
    await context.setOffline(false);
  });

  test(`a new version installed while the portal is open offers a reload (${language})`, async ({
    context,
    baseURL,
  }) => {
    const page = await newPage(context, language, baseURL ?? "");
    await controlledHome(page);
    // A new build is deployed while the page is open: the service worker file changes on the server,
    // with the precompressed twins the build writes beside it (the server sends the .br to browsers).
    const worker = join(webDist, "sw.js");
    const current = readFileSync(worker, "utf8");
    const deploy = (text: string) => {
      writeFileSync(worker, text);
      writeFileSync(`${worker}.br`, brotliCompressSync(text));
      writeFileSync(`${worker}.gz`, gzipSync(text));
    };
    try {
      deploy(`${current}\n// next version\n`);
      await page.evaluate(() => navigator.serviceWorker.getRegistration("/dist/").then((r) => r?.update()));
      const prompt = page
        .getByRole("alert")
        .filter({ hasText: language === "en" ? "A new version" : "เวอร์ชันใหม่" });
      await expect(prompt).toBeVisible();
      await page.screenshot({ path: `${shots}/reach-update-${language}.png` });
      await prompt.getByRole("button", { name: language === "en" ? "Reload" : "โหลดใหม่" }).click();
      await expect(prompt).toBeHidden();
    } finally {
      deploy(current);
    }
    await expect(page.getByTestId("game-card").first()).toBeVisible();
  });

  test(`message settings offer notifications per topic; a refused permission stores nothing (${language})`, async ({
    context,
    baseURL,
  }) => {
    const page = await newPage(context, language, baseURL ?? "");
    await registerByApi(page.request, uniqueEmail("push"));
    await controlledHome(page);
    await page.goto("/dist/mine/messages/settings");
    const section = page.getByTestId("push-settings");
    await expect(section.getByRole("switch")).toHaveCount(5);
    await page.screenshot({ path: `${shots}/reach-push-settings-${language}.png` });

    await section.getByRole("switch").first().click();
    await expect(
      page.getByText(
        language === "en" ? "Notifications are blocked for this site" : "การแจ้งเตือนของเว็บไซต์นี้ถูกบล็อก",
      ),
    ).toBeVisible();
    const settings = await (await page.request.get("/api/push/settings")).json();
    expect(settings.data).toMatchObject({ devices: 0, topics: { reply: false } });
  });
}
