import type { Page } from "@playwright/test";
import { type FlatRoute, flattenRoutes } from "../apps/web/src/app/routes.ts";
import { demoPlayer, expect, signInByApi, test } from "./support.ts";

/**
 * Issue #2: every route of the route table renders, for a visitor and for the demo player. Only
 * reads: it runs beside the journeys that write (playwright.config.ts).
 */

/** Real values for the route table's parameters; optional ones are left out. */
async function routeParams(page: Page) {
  const games = await page.request.get("/api/gameList");
  const appId = ((await games.json()) as { data: { items: { appId: number }[] } }).data.items[0]?.appId;
  expect(appId, "a seeded game").toBeTruthy();
  const packs = await page.request.get("/api/giftList");
  const giftId = ((await packs.json()) as { data: { items: { giftId: number }[] } }).data.items[0]?.giftId;
  expect(giftId, "a seeded pack").toBeTruthy();
  const activity = await page.request.get("/api/activity");
  const topicId = ((await activity.json()) as { data: { topics: { id: number }[] } }).data.topics[0]?.id;
  expect(topicId, "a seeded topic").toBeTruthy();
  return {
    topicId: String(topicId),
    appId: String(appId),
    newsId: "1",
    giftId: String(giftId),
    order_no: "E2E0000001",
    forumId: "1",
    postId: "1",
    uid: "1",
  } as Record<string, string>;
}

function fillPath(route: FlatRoute, params: Record<string, string>): string {
  const path = route.path.replace(/\/:[A-Za-z_]+\?/g, "").replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no value for :${name} in ${route.path}`);
    return value;
  });
  return `/dist${path === "/" ? "/" : path}`;
}

/** Every route shows something readable: not blank, not the error screen, not "not found". */
async function visitEveryRoute(page: Page, problems: { found: string[]; reset: () => void }) {
  const params = await routeParams(page);
  const routes = flattenRoutes();
  expect(routes.length).toBeGreaterThan(30);
  const failures: string[] = [];
  // Requests under way: a route is done once none is left (cheaper than "networkidle"'s 500 ms).
  let inFlight = 0;
  page.on("request", () => {
    inFlight += 1;
  });
  const settled = () => {
    inFlight -= 1;
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  let previous: FlatRoute | undefined;
  for (const route of routes) {
    const url = fillPath(route, params);
    problems.reset();
    await page.goto(url);
    const main = page.locator("main");
    // Lazy pages and their first data show the page-loading state until they are ready.
    await expect(page.getByTestId("page-loading")).toHaveCount(0);
    await expect.poll(() => inFlight, { intervals: [50], message: `requests of ${url} settle` }).toBe(0);
    // A redirect (e.g. changePhone → bindPhone while no phone is bound) may show an empty main
    // for a moment while the next page's code loads; blank means still empty after that.
    const readable = await expect(main)
      .toHaveText(/\S/, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!readable) failures.push(`${route.name} (${url}): blank page`);
    if (await page.getByText("Sorry, the server is having a problem").isVisible())
      failures.push(`${route.name} (${url}): error screen`);
    if (await page.getByText("This page does not exist.").isVisible())
      failures.push(`${route.name} (${url}): not found`);
    // A made-up order number is nobody's order: its result page says so, and the browser logs the 404
    // (the page's last status poll may be logged just after the next route has opened).
    const afterOrder = [route, previous].some((visited) => visited?.path.includes(":order_no"));
    const expected = afterOrder ? /status of 404/ : null;
    const found = problems.found.filter((problem) => !expected?.test(problem));
    failures.push(...found.map((problem) => `${route.name} (${url}): ${problem}`));
    previous = route;
  }
  problems.reset();
  return failures;
}

// About forty pages, each waited for until its requests settle: minutes on a loaded machine.
test("every route of the route table renders for a visitor", async ({ page, problems }) => {
  test.setTimeout(300_000);
  expect(await visitEveryRoute(page, problems)).toEqual([]);
});

test("every route of the route table renders for a signed-in player", async ({ page, problems }) => {
  test.setTimeout(300_000);
  await signInByApi(page, demoPlayer.account, demoPlayer.password);
  expect(await visitEveryRoute(page, problems)).toEqual([]);
});
