import { test as base, expect, type Page } from "@playwright/test";
import { type Language, languageCookie, languages } from "@portal/contracts/languages";
import { type FlatRoute, flattenRoutes } from "../apps/web/src/app/routes.ts";
import { demoPlayer, signInByApi } from "./support";

/**
 * The rules that keep the portal polished, walked over every route in all six languages at 375×812
 * (the main pages also at 320 px): no text cut off, no sideways scroll, screen-reader texts in the
 * page's language, no dead ends, no validation message naming an internal field.
 * One page per language; routes open inside the app (no reload); media is not downloaded.
 */

const test = base.extend<{ walker: Page }>({
  walker: async ({ page }, use) => {
    await page.route(/\.(png|jpe?g|webp|gif|mp4|webm|m3u8)(\?.*)?$/, (route) => route.abort());
    await page.route(/youtube|googlevideo|ytimg/, (route) => route.abort());
    await use(page);
  },
});

/** The pages a player meets first; they are also checked at 320 px. */
const mainPages = ["game", "mine", "gift", "news", "forums", "hotGame", "messages", "payment"];

/** Addresses of things that do not exist: each must say so and offer a way back. */
const missing = [
  "/dist/game/999999",
  "/dist/news/999999",
  "/dist/post/999999",
  "/dist/gift/999999",
  "/dist/forum/999999",
  "/dist/user/999999",
  "/dist/payment/success/NOPE0000",
  "/dist/no-such-page",
];

async function routeParams(page: Page) {
  const games = await page.request.get("/api/gameList");
  const appId = ((await games.json()) as { data: { items: { appId: number }[] } }).data.items[0]?.appId;
  const packs = await page.request.get("/api/giftList");
  const giftId = ((await packs.json()) as { data: { items: { giftId: number }[] } }).data.items[0]?.giftId;
  return { appId: String(appId), newsId: "1", giftId: String(giftId), forumId: "1", postId: "1", uid: "1" };
}

function fillPath(route: FlatRoute, params: Record<string, string>): string | null {
  let unknown = false;
  const path = route.path.replace(/\/:[A-Za-z_]+\?/g, "").replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) unknown = true;
    return value ?? "";
  });
  return unknown ? null : `/dist${path === "/" ? "/" : path}`;
}

/** Opens a path inside the running app, as a link would (no reload), and waits until it has settled. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await settle(page);
}

async function settle(page: Page) {
  // Lazy pages and their data show a loading state until ready; a page whose data never comes is
  // checked as it stands after a few seconds (its own journey tests the data).
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          "[data-testid='page-loading'], main .adm-skeleton, main [aria-busy='true']",
        ) && (document.querySelector("main")?.textContent ?? "").trim().length > 0,
      undefined,
      { timeout: 4_000, polling: 100 },
    )
    .catch(() => undefined);
  // Fonts and late layout (badges, counters) settle within a frame or two.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Everything the page breaks of the rules, as readable lines. Runs inside the page. */
function findProblems(language: string): string[] {
  const problems: string[] = [];
  const describe = (el: Element) => {
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const cls = (el.getAttribute("class") ?? "").split(" ")[0] ?? "";
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}> "${text}"`;
  };
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth + 1)
    problems.push(`scrolls sideways: ${root.scrollWidth}px wide at ${window.innerWidth}px`);

  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.display === "none") return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 2 && rect.height > 2;
  };
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== "visible";
  // A row of cards or chips that scrolls sideways on purpose; tabs must fit (none may start off-screen).
  const scroller = (el: Element, style: CSSStyleDeclaration) =>
    (style.overflowX === "auto" || style.overflowX === "scroll") && !el.querySelector("[role='tab']");
  const allowed = (el: Element) =>
    el.closest(
      "[data-clamped], .visually-hidden, .adm-swiper, .adm-notice-bar, [aria-roledescription='carousel'], .adm-image-viewer, video",
    ) !== null;

  for (const el of document.body.querySelectorAll("*")) {
    const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    if (!ownText || allowed(el) || !shown(el)) continue;
    const style = getComputedStyle(el);
    if (clips(style) && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`text cut off: ${describe(el)}`);
      continue;
    }
    if (
      style.webkitLineClamp !== "none" &&
      style.webkitLineClamp !== "" &&
      el.scrollHeight > el.clientHeight + 1
    ) {
      problems.push(`text clamped without "more": ${describe(el)}`);
      continue;
    }
    const rect = el.getBoundingClientRect();
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const around = getComputedStyle(up);
      if (!clips(around)) continue;
      if (scroller(up, around)) break;
      const box = up.getBoundingClientRect();
      if (rect.left < box.left - 1 || rect.right > box.right + 1) {
        problems.push(`text outside its box: ${describe(el)} in ${describe(up)}`);
        break;
      }
    }
  }

  const han = /[\u3400-\u9fff]/;
  const ownScript = /[\u3400-\u9fff\u0e00-\u0e7f]/;
  const latinWords = (text: string) => text.split(/\s+/).filter((w) => /^[A-Za-z]{2,}$/.test(w)).length;
  for (const el of document.querySelectorAll("[aria-label], [title], img[alt]")) {
    for (const name of ["aria-label", "title", "alt"]) {
      const value = el.getAttribute(name);
      if (!value) continue;
      if (["en", "id", "vi", "th"].includes(language) && han.test(value))
        problems.push(`${name} not in the page's language: "${value}"`);
      if (
        ["zh", "zh-hant", "th"].includes(language) &&
        name !== "alt" &&
        !ownScript.test(value) &&
        latinWords(value) >= 3
      )
        problems.push(`${name} left in English: "${value}"`);
    }
  }

  for (const state of document.querySelectorAll("[data-page-state='unavailable'], .adm-error-block")) {
    if (!shown(state)) continue;
    const home = state.querySelector("a[href='/dist/'], a[href='/dist']");
    const back = document.querySelector("main header button, main [class*='back']");
    if (!home && !back) problems.push(`dead end: ${describe(state)}`);
  }

  for (const alert of document.querySelectorAll("[role='alert']")) {
    const text = (alert.textContent ?? "").trim();
    if (
      /^[a-z]+[A-Z][A-Za-z]*\s*:|^(address|name|phone|email|code|password|account|cardSerial)\s*:/.test(text)
    )
      problems.push(`message starts with an internal field name: "${text}"`);
  }
  return problems;
}

async function check(page: Page, where: string, language: Language, found: string[]) {
  const problems = await page.evaluate(findProblems, language);
  found.push(...[...new Set(problems)].map((problem) => `${language} ${where}: ${problem}`));
}

for (const language of languages) {
  test(`every route keeps the rules in ${language}`, async ({ walker: page, baseURL }) => {
    test.setTimeout(240_000);
    await page.context().addCookies([{ name: languageCookie, value: language, url: baseURL ?? "" }]);
    await signInByApi(page, demoPlayer.account, demoPlayer.password);
    const params = await routeParams(page);
    await page.goto("/dist/mine");
    await settle(page);
    // The once-a-day pop-up notice would cover every page.
    const notice = page.locator(".adm-center-popup-wrap").getByRole("button").first();
    if (await notice.isVisible()) await notice.click();

    const found: string[] = [];
    const routes = flattenRoutes().filter((route) => route.entry.page);
    for (const route of routes) {
      const path = fillPath(route, params);
      if (!path) continue;
      const started = Date.now();
      await open(page, path);
      await check(page, route.name, language, found);
      if (process.env.POLISH_TIMES) console.log(`${route.name} ${Date.now() - started} ms`);
    }
    for (const path of missing) {
      await open(page, path);
      await expect(
        page.locator("[data-page-state='unavailable']"),
        `${path} says it is unavailable`,
      ).toBeVisible();
      await check(page, path, language, found);
    }
    await page.setViewportSize({ width: 320, height: 812 });
    for (const route of routes.filter((r) => mainPages.includes(r.name))) {
      const path = fillPath(route, params);
      if (!path) continue;
      await open(page, path);
      await check(page, `${route.name} at 320 px`, language, found);
    }
    if (process.env.POLISH_TIMES) console.log(found.join("\n"));
    expect(found).toEqual([]);
  });
}

test("validation messages never start with an internal field name", async ({ page, baseURL }) => {
  await signInByApi(page, demoPlayer.account, demoPlayer.password);
  const bad: [string, Record<string, unknown>][] = [
    ["/api/bonusDoleProduct", { productId: 1, quantity: 1, address: { name: "", phone: "", address: "" } }],
    ["/api/updateUserInfo", { nickname: "" }],
    ["/api/login", { by: "password", account: "", password: "" }],
  ];
  for (const language of languages) {
    await page.context().addCookies([{ name: languageCookie, value: language, url: baseURL ?? "" }]);
    for (const [url, body] of bad) {
      const answer = (await (await page.request.post(url, { data: body })).json()) as {
        code: number;
        msg: string;
      };
      expect(answer.code, `${url} refuses bad input`).not.toBe(200);
      const names = [...Object.keys(body), ...Object.keys((body.address as object) ?? {})];
      for (const name of names)
        expect(answer.msg, `${language} ${url}`).not.toMatch(new RegExp(`^${name}\\s*:`));
    }
  }
});
