import { expect, type Page, test } from "@playwright/test";

/**
 * The home comes from the server with its first screen rendered (apps/web/src/entry-server.tsx,
 * platform/page-renderer.ts), and the app hydrates that HTML instead of rendering it again.
 */

const hotGames = { en: "Hot games", th: "เกมยอดนิยม" } as const;
const recommended = { en: "Recommended", th: "เกมแนะนำ" } as const;
const banners = { en: "Featured", th: "แนะนำพิเศษ" } as const;

// No service worker: it would answer the page from its cache on a second visit.
test.use({ serviceWorkers: "block" });

/**
 * Opens the home as rendered by the server. The server's renderer loads in the background from start
 * and a render over its budget falls back to the empty shell, so the first visits may come unrendered.
 */
async function openRenderedHome(page: Page) {
  await expect
    .poll(
      async () => {
        await page.goto("/dist/");
        return page.locator("#rendered-state").count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
}

for (const language of ["en", "th"] as const) {
  test.describe(`without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the home shows its banner and first game rows", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "sys_language", value: language, url: baseURL ?? "" }]);
      await openRenderedHome(page);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const banner = page.getByRole("region", { name: banners[language] }).getByRole("link").first();
      await expect(banner).toBeVisible();
      await expect(banner.locator("img")).toBeVisible();
      for (const name of [hotGames[language], recommended[language]]) {
        const row = page.getByRole("region", { name });
        await expect(row).toBeVisible();
        await expect(row.getByRole("link").first()).toBeVisible();
      }
    });
  });
}

test("with JavaScript the home hydrates without errors and stays interactive", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  // The server's element for the hot row, kept before the app's code runs (the HTML has just been parsed).
  await page.addInitScript((name) => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive")
        (window as { serverRow?: Element | null }).serverRow = document.querySelector(
          `[aria-label="${name}"]`,
        );
    });
  }, hotGames.en);
  await openRenderedHome(page);

  // The rows below the first screen come from the browser's first render after hydration.
  await expect(page.getByRole("heading", { name: "All games" })).toBeVisible();
  const kept = await page.evaluate(() => {
    const server = (window as { serverRow?: Element | null }).serverRow;
    return server != null && server === document.querySelector('[aria-label="Hot games"]');
  });
  expect(kept, "the hydrated page keeps the server's elements").toBe(true);

  // The day's pop-up notice, when the home was rendered with one, covers the page: close it.
  const state = JSON.parse((await page.locator("#rendered-state").textContent()) ?? "{}") as {
    answers?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  const notice = state.answers?.queries.find((query) => query.queryKey[1] === "alertWin")?.state.data;
  if (notice) await page.locator(".adm-center-popup-wrap").getByRole("button").first().click();
  await page.getByRole("region", { name: hotGames.en }).locator('a[href*="/game/"]').first().click();
  await expect(page).toHaveURL(/\/dist\/game\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
