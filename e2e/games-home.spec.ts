import { expect, type Page, test } from "@playwright/test";

/** Games journeys at phone size: home, infinite load, catalogue filters and search, hot games, My Game. */

const listCards = '[data-testid="game-list"] [data-testid="game-card"]';

/** The scroll position once a (smooth) scroll has come to rest. */
async function restingScrollY(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(150);
  }
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
});

/** How many games players see now: the seeded 12, and any a console journey has published since. */
async function gamesShown(page: Page): Promise<number> {
  const answer = await page.request.get("/api/gameList");
  const total = ((await answer.json()) as { data: { total: number } }).data.total;
  expect(total).toBeGreaterThanOrEqual(12);
  return total;
}

test("home shows the notice once, banners, game rows, and loads more games near the bottom", async ({
  page,
}) => {
  const total = await gamesShown(page);
  await page.goto("/dist/");
  const notice = page.getByRole("dialog");
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Close" }).click();
  await expect(notice).toBeHidden();

  await expect(page.getByTestId("banner").first()).toBeVisible();
  // The banners turn by themselves (every 3 s, the browser's smooth scroll) and snap to one banner.
  const track = page.getByRole("region", { name: "Featured" }).getByTestId("banner").first().locator("..");
  const secondBanner = await track.evaluate(
    (row) => (row.children[1] as HTMLElement).offsetLeft - (row.children[0] as HTMLElement).offsetLeft,
  );
  await expect.poll(() => track.evaluate((row) => row.scrollLeft), { timeout: 10_000 }).toBe(secondBanner);
  await expect(page.getByRole("region", { name: "Hot games" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recommended" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Guess you like" })).toBeVisible();

  // The first page holds 10 of the games; the rest arrive when the end comes near.
  await expect(page.locator(listCards)).toHaveCount(10);
  await page.mouse.wheel(0, 20_000);
  await expect(page.locator(listCards)).toHaveCount(total);
  await expect(page.getByText("No more data")).toBeVisible();
  await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();

  // Keep-alive: leave for a game and come back to the same place.
  const scrolled = await restingScrollY(page);
  expect(scrolled).toBeGreaterThan(500);
  await page.locator(listCards).last().click();
  await expect(page).toHaveURL(/\/dist\/game\/\d+$/);
  await page.goBack();
  await expect(page.locator(listCards)).toHaveCount(total);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);

  // Also when coming back through the footer tabs (a new navigation, not "back").
  await page.mouse.wheel(0, -200);
  const there = await restingScrollY(page);
  const tabs = page.getByRole("navigation", { name: "Main navigation" });
  await tabs.getByRole("link", { name: "Game" }).click();
  await expect(page).toHaveURL(/\/dist\/hotGame$/);
  await tabs.getByRole("link", { name: "Home" }).click();
  await expect(page.locator(listCards)).toHaveCount(total);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(there - 100);

  await page.getByRole("button", { name: "Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);

  // The notice was seen: a new visit does not show it again.
  await page.reload();
  await expect(page.getByTestId("banner").first()).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the catalogue filters, sorts and searches by name", async ({ page }) => {
  await page.goto("/dist/games");
  await expect(page.locator(listCards).first()).toBeVisible();
  const all = await page.locator(listCards).count();
  expect(all).toBeGreaterThanOrEqual(10);

  await page.getByText("Status", { exact: true }).click();
  await page.locator(".adm-selector-item", { hasText: "Pre-registration open" }).click();
  await expect.poll(() => page.locator(listCards).count()).toBeLessThan(all);
  const cards = page.locator(listCards);
  for (let i = 0; i < (await cards.count()); i++) {
    await expect(cards.nth(i).getByText("Pre-register", { exact: true })).toBeVisible();
  }

  await page.getByRole("tab", { name: "Top rated" }).click();
  await page.getByPlaceholder("Search by game name").fill("Star");
  await expect(page.locator(listCards)).toHaveCount(1);
  await expect(page.locator(listCards).first()).toContainText("Star Voyager");

  await page.getByPlaceholder("Search by game name").fill("no such game at all");
  await expect(page.getByText("No content")).toBeVisible();
});

test("hot games list the popular games", async ({ page }) => {
  const total = await gamesShown(page);
  await page.goto("/dist/hotGame");
  await expect(page.getByRole("heading", { name: "Hot games" })).toBeVisible();
  await expect(page.locator(listCards)).toHaveCount(10);
  await page.mouse.wheel(0, 20_000);
  await expect(page.locator(listCards)).toHaveCount(total);
  await expect(page.getByText("No more data")).toBeVisible();
});

test("a signed-in player finds followed and reserved games in My Game", async ({ page }) => {
  const login = await page.request.post("/api/login", {
    data: { by: "password", account: "demo@portal.local", password: "demo1234" },
  });
  expect((await login.json()).code).toBe(200);
  const follow = await page.request.post("/api/concernGame", { data: { appId: 1, follow: true } });
  expect((await follow.json()).code).toBe(200);
  const reserve = await page.request.post("/api/subscribe", { data: { appId: 9 } });
  expect((await reserve.json()).code).toBe(200);

  await page.goto("/dist/mine/myGame");
  await expect(page.getByRole("heading", { name: "My Game" })).toBeVisible();
  await expect(page.locator(listCards).filter({ hasText: "Dragon Realm" })).toBeVisible();
  await page.getByRole("tab", { name: "Reserved" }).click();
  await expect(page.locator(listCards).filter({ hasText: "Star Voyager" })).toBeVisible();
  await page.getByRole("tab", { name: "Recently played" }).click();
  await expect(
    page.getByText("Games you open appear here").or(page.locator(listCards).first()),
  ).toBeVisible();

  // Home shows the followed row for this player.
  await page.goto("/dist/");
  await expect(page.getByRole("region", { name: "Games I follow" })).toBeVisible();
});
