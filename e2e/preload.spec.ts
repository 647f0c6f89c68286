import { expect, type Page, test } from "@playwright/test";

/**
 * The server's HTML shell of an address preloads the page's first calls and catalogues
 * (platform/web-shell.ts): the page asks for each of them itself, and the browser answers it from the
 * preload — each goes over the network once, not a second time after the code has run.
 */

type Asked = Window & { askedUrls?: string[] };

// No service worker: two seconds after the network goes quiet it would fetch every catalogue again
// for the offline cache (start-offline-shell.tsx), a second request a slow machine sees before the
// check ends. The offline shell has its own journeys (reach.spec.ts).
test.use({ serviceWorkers: "block" });

test.beforeEach(async ({ context, baseURL, page }) => {
  await context.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
  // What the page's own code asks fetch() for, beside what goes over the network.
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as Asked).askedUrls = asked;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return original(input, init);
    };
  });
});

const local = (url: string) => {
  const { pathname, search } = new URL(url, "http://localhost");
  return pathname + search;
};

async function expectPreloadsUsedOnce(page: Page, path: string, shown: (page: Page) => Promise<void>) {
  const sent: string[] = [];
  page.on("request", (request) => sent.push(local(request.url())));
  await page.goto(path);
  await shown(page);
  // A page the server rendered asks for its scripts and texts once painted (platform/web-shell.ts).
  if ((await page.locator("#rendered-state").count()) > 0)
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const preloads = await page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  // A page the server rendered (the home, within the server's render budget: e2e/ssr.spec.ts) has its
  // calls' answers in the page: the shell preloads none of them and the page asks for none.
  const rendered = (await page.locator("#rendered-state").count()) > 0;
  expect(preloads.some((href) => href.startsWith("/api/"))).toBe(!rendered);
  if (rendered)
    expect((await page.evaluate(() => (window as Asked).askedUrls ?? [])).map(local)).not.toContain(
      "/api/indexInfo",
    );
  expect(preloads.some((href) => href.startsWith("/dist/locales/en/"))).toBe(true);
  await expect
    .poll(async () => (await page.evaluate(() => (window as Asked).askedUrls ?? [])).map(local))
    .toEqual(expect.arrayContaining(preloads));
  for (const href of preloads)
    expect(
      sent.filter((url) => url === href),
      href,
    ).toHaveLength(1);
}

test("home: its calls and texts come from the shell's preloads, or with the page", async ({ page }) => {
  await expectPreloadsUsedOnce(page, "/dist/", async () => {
    await expect(page.getByRole("region", { name: "Hot games" })).toBeVisible();
  });
});

test("game detail: its calls and texts come from the shell's preloads", async ({ page }) => {
  const games = await (await page.request.get("/api/gameList?sort=hot")).json();
  const appId = (games as { data: { items: { appId: number }[] } }).data.items[0]?.appId;
  await expectPreloadsUsedOnce(page, `/dist/game/${appId}`, async () => {
    await expect(page.getByRole("heading", { name: "Introduction" })).toBeVisible();
  });
});

test("news: its calls and texts come from the shell's preloads", async ({ page }) => {
  await expectPreloadsUsedOnce(page, "/dist/news", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
