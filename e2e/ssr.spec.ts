import type { Page } from "@playwright/test";
// Every test fails on a page error or console error (support.ts).
import { demoPlayer, expect, signInByApi, test } from "./support";

/**
 * The home and the pages Lighthouse measures come from the server with their first screen rendered
 * (apps/web/src/entry-server.tsx, platform/page-renderer.ts), and the app hydrates that HTML instead of
 * rendering it again.
 */

const hotGames = { en: "Hot games", th: "เกมยอดนิยม" } as const;
const recommended = { en: "Recommended", th: "เกมแนะนำ" } as const;
const banners = { en: "Featured", th: "แนะนำพิเศษ" } as const;

// No service worker: it would answer the page from its cache on a second visit.
test.use({ serviceWorkers: "block" });

/**
 * Opens `path` as rendered by the server. The server's renderer loads in the background from start
 * and a render over its budget falls back to the empty shell, so the first visits may come unrendered.
 */
async function openRendered(page: Page, path = "/dist/") {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return page.locator("#rendered-state").count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
}
const openRenderedHome = (page: Page) => openRendered(page);

/** Opens `path` as rendered by the server and waits until the app has hydrated it (it then reports the page view). */
async function openHydrated(page: Page, path: string) {
  await expect
    .poll(
      async () => {
        const viewed = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/stats");
        viewed.catch(() => undefined);
        await page.goto(path);
        if ((await page.locator("#rendered-state").count()) === 0) return false;
        await viewed;
        return true;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** The demo content's most popular game and its first forum board (by id). */
async function demoIds(page: Page) {
  const games = (await (await page.request.get("/api/gameList?sort=hot")).json()) as {
    data: { items: { appId: number }[] };
  };
  const appId = games.data.items[0]?.appId;
  const boards = (await (await page.request.get(`/api/forums?appId=${appId}`)).json()) as {
    data: { id: number }[];
  };
  return { appId, forumId: boards.data[0]?.id };
}

/** Each page's title (its h1; the game's is its name) and what its first screen shows below it, by language. */
const otherPages = [
  {
    name: "game detail",
    path: ({ appId }: { appId?: number }) => `/dist/game/${appId}`,
    title: null,
    main: (page: Page, language: "en" | "th") =>
      page.getByRole("heading", { level: 2, name: { en: "Introduction", th: "แนะนำเกม" }[language] }),
  },
  {
    name: "news",
    path: () => "/dist/news",
    title: { en: "News", th: "ข่าว" },
    main: (page: Page) => page.locator('main a[href*="/news/"]').first(),
  },
  {
    name: "game list",
    path: () => "/dist/games",
    title: { en: "Game catalogue", th: "คลังเกม" },
    main: (page: Page) => page.locator('main a[href*="/game/"]').first(),
  },
  {
    name: "gift centre",
    path: () => "/dist/gift/giftCenter",
    title: { en: "Gift centre", th: "ศูนย์ของขวัญ" },
    main: (page: Page) => page.getByRole("toolbar").getByRole("button").nth(1),
  },
  {
    name: "points mall",
    path: () => "/dist/gift/mall",
    title: { en: "Points mall", th: "ร้านแลกแต้ม" },
    main: (page: Page) => page.getByRole("tablist").first(),
  },
  {
    name: "forum board",
    path: ({ forumId }: { forumId?: number }) => `/dist/forum/${forumId}`,
    title: null,
    main: (page: Page) => page.locator('main a[href*="/post/"]').first(),
  },
];

for (const language of ["en", "th"] as const) {
  test.describe(`without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the home shows its banner and first game rows", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "sys_language", value: language, url: baseURL ?? "" }]);
      await openRenderedHome(page);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      // Until the app has hydrated the page, a tap would do nothing: the page does not take it.
      await expect(page.locator("#root")).toHaveCSS("pointer-events", "none");
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

for (const language of ["en", "th"] as const) {
  test.describe(`without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the game page, news, game list, gift centre, points mall, forum board and (signed in) top-up show their first screen", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: "sys_language", value: language, url: baseURL ?? "" }]);
      const ids = await demoIds(page);
      for (const shown of otherPages) {
        await test.step(shown.name, async () => {
          await openRendered(page, shown.path(ids));
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          const title = page.getByRole("heading", { level: 1 });
          await expect(title).toBeVisible();
          if (shown.title) await expect(title).toHaveText(shown.title[language]);
          await expect(shown.main(page, language)).toBeVisible();
        });
      }
      await test.step("top-up, signed in", async () => {
        await signInByApi(page, demoPlayer.account, demoPlayer.password);
        await openRendered(page, "/dist/payment");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          { en: "Top up", th: "เติมเงิน" }[language],
        );
        await expect(
          page
            .getByRole("region", { name: { en: "Game", th: "เกม" }[language], exact: true })
            .getByRole("button")
            .first(),
        ).toBeVisible();
      });
    });
  });
}

test("with JavaScript the game page, the news and the top-up hydrate without errors and stay interactive", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
  const { appId } = await demoIds(page);
  await openHydrated(page, `/dist/game/${appId}`);
  // Below the first screen, the reviews come once the page runs.
  await expect(page.getByRole("heading", { name: /Ratings/ })).toBeVisible();
  await page.getByRole("tab", { name: "Gifts" }).click();
  await expect(page).toHaveURL(new RegExp(`/dist/game/${appId}/gift$`));

  await openHydrated(page, "/dist/news");
  const second = page.getByRole("tab").nth(1);
  await second.click();
  await expect(page).toHaveURL(/\/dist\/news\?cat=\d+$/);
  await expect(second).toHaveAttribute("aria-selected", "true");

  // The top-up: once hydrated, the flow picks the recent game, its last server and role.
  await signInByApi(page, demoPlayer.account, demoPlayer.password);
  await openHydrated(page, "/dist/payment");
  await expect(page.getByTestId("role-card")).toBeVisible();
});

test("with JavaScript the home hydrates without errors and stays interactive", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
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
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("#root")).toHaveCSS("pointer-events", "auto");
  // The page's scripts were asked for only once it had painted (platform/web-shell.ts's loader):
  // they do not share a slow link with the style sheet and the banner it paints with.
  const timing = await page.evaluate(() => ({
    painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/dist/assets/") && entry.name.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.painted);

  // The day's pop-up notice, when the home was rendered with one, covers the page: close it.
  const state = JSON.parse((await page.locator("#rendered-state").textContent()) ?? "{}") as {
    answers?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  const notice = state.answers?.queries.find((query) => query.queryKey[1] === "alertWin")?.state.data;
  if (notice) await page.locator(".adm-center-popup-wrap").getByRole("button").first().click();
  await page.getByRole("region", { name: hotGames.en }).locator('a[href*="/game/"]').first().click();
  await expect(page).toHaveURL(/\/dist\/game\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
