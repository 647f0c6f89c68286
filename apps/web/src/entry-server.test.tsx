import * as forums from "@portal/contracts/refs/forums";
import * as games from "@portal/contracts/refs/games";
import * as gifts from "@portal/contracts/refs/gifts";
import * as messages from "@portal/contracts/refs/messages";
import * as news from "@portal/contracts/refs/news";
import * as platform from "@portal/contracts/refs/platform";
import { eventList } from "@portal/contracts/refs/platform";
import * as profile from "@portal/contracts/refs/profile";
import * as reviews from "@portal/contracts/refs/reviews";
import * as topics from "@portal/contracts/refs/topics";
import { waitFor } from "@testing-library/react";
import { act, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { App } from "./app/App";
import { preloadPage } from "./app/router";
import { createRenderer, type RenderedPage, type RenderRequest } from "./entry-server";
import { forumBoard, forumPost } from "./features/forums/test-fixtures";
import { gameDetailFixture, gameFixture, pageOf } from "./features/games/test-fixtures";
import { giftPack } from "./features/gifts/test-fixtures";
import { newsCard } from "./features/news/test-fixtures";
import { topupHandlers } from "./features/topup/test-fixtures";
import { loadAntdLocale } from "./lib/antd-locale";
import { answerApi, handle, refuse, TEST_ORIGIN } from "./testing/api";
import { setSignedIn } from "./testing/render";

const catalogues = import.meta.glob<object>("../../../packages/i18n/locales/*/*.json", { import: "default" });
const readCatalogue = async (language: string, namespace: string) =>
  (await catalogues[`../../../packages/i18n/locales/${language}/${namespace}.json`]?.()) ?? {};
/** A catalogue's text (`key`: "title" or "catalogue.title"), as the page shows it (no values to fill). */
async function text(language: string, namespace: string, key: string) {
  const found = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      await readCatalogue(language, namespace),
    );
  if (typeof found !== "string") throw new Error(`no text ${namespace}:${key} in ${language}`);
  return found.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** What every page asks for, before and after hydration. */
const everyPage = [
  handle(platform.pageView, null),
  handle(profile.accessStatus, { blocked: false, kind: null, reason: null, until: null, country: null }),
];

const homeInfo = {
  banners: [{ id: 1, image: "/api/media/9", link: "/game/1", title: "Season <four>" }],
  hot: [gameFixture(1, { name: "Dragon Realm" })],
  recommended: [gameFixture(2, { name: "Sky Racers" })],
  guessLike: [gameFixture(3, { name: "Candy Garden" })],
  followed: [],
};

/** The home's calls; `down`: its main call fails. */
function homeApi({ down = false } = {}) {
  return answerApi(
    ...everyPage,
    handle(games.indexInfo, () => (down ? refuse(500, "down", 500) : homeInfo)),
    handle(games.alertWin, null),
    handle(games.gameList, pageOf([gameFixture(20, { name: "Listed" })], 1, false)),
    handle(topics.activity, { events: [], topics: [] }),
  );
}

const render = createRenderer(readCatalogue);
/** The app's addresses (under /dist/ in a build; tests run under /). */
const home = import.meta.env.BASE_URL;
const request = (url: string, language = "en", cookie = ""): RenderRequest => ({
  url,
  language,
  cookie,
  userAgent: "Mozilla/5.0 (Linux; Android 14)",
  // The API as the server answers it in-process: here, the tests' msw handlers.
  fetch: (input, init) => fetch(new URL(String(input), TEST_ORIGIN), init),
});
const renderAt = (url: string, language = "en", cookie = "") =>
  render(request(url, language, cookie), new AbortController().signal);

/**
 * Hydrates the server's HTML of `url` as the browser would (main.tsx), answering its calls with `api`:
 * the element `selector` finds before and after (the same one when hydration kept the server's elements),
 * React's mismatch reports and the calls the browser made.
 */
async function hydrateInBrowser(
  page: RenderedPage,
  url: string,
  selector: string,
  api: () => ReturnType<typeof answerApi>,
) {
  window.history.replaceState(null, "", url);
  // Without the image preloads React writes before the page (happy-dom would fetch them; React does
  // not hydrate them).
  document.body.innerHTML = `<div id="root">${page.html.replace(/<link [^>]*>/g, "")}</div>`;
  const container = document.getElementById("root") as HTMLElement;
  const before = container.querySelector(selector);
  expect(before).not.toBeNull();
  // React's server renderer leaves its last render's context values on the context objects (it resets
  // them when it next renders), which a client render in the same process would read: an empty render
  // clears them. (The server's renderer runs in a process of its own.)
  await prerender(<div />);
  await preloadPage(url);
  const antdLocale = await loadAntdLocale(page.state.language);
  const mismatches: unknown[] = [];
  const calls = api();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App antdLocale={antdLocale} answers={page.state.answers} />
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  // The app runs as usual once hydrated: it reports the page view.
  await waitFor(() => expect(calls.sent.map((call) => call.path)).toContain("/stats"));
  const after = container.querySelector(selector);
  act(() => root?.unmount());
  return { before, after, mismatches, paths: calls.sent.map((call) => call.path) };
}

describe("the home rendered on the server", () => {
  beforeAll(() => {
    window.history.replaceState(null, "", home);
  });

  test("has its first screen (banner, hot and recommended rows) and the answers it was rendered from", async () => {
    const calls = homeApi();
    const page = await renderAt(home);
    expect(page).toBeDefined();
    const html = page?.html ?? "";
    expect(html).toContain('aria-label="Hot games"');
    expect(html).toContain("Dragon Realm");
    expect(html).toContain("Sky Racers");
    expect(html).toContain("Season &lt;four&gt;");
    // The rows below the first screen follow in the browser (a deferred render).
    expect(html).not.toContain("Candy Garden");
    // Nothing the CSP would refuse.
    expect(html).not.toContain("<script");
    expect(page?.state.language).toBe("en");
    expect(page?.state.namespaces).toEqual(expect.arrayContaining(["common", "shell", "games"]));
    const keys = page?.state.answers.queries.map((query) => query.queryKey[1]);
    expect(keys).toEqual(expect.arrayContaining(["home", "alertWin", "list"]));
    expect(calls.sent.map((call) => call.path)).toEqual(
      expect.arrayContaining(["/indexInfo", "/alertWin", "/gameList"]),
    );
  });

  test("is in the visitor's language", async () => {
    homeApi();
    const page = await renderAt(home, "th");
    expect(page?.html).toContain('aria-label="เกมยอดนิยม"');
    expect(page?.html).toContain("เกมแนะนำ");
    expect(page?.state.language).toBe("th");
  });

  test("gives each of two concurrent renders its own language", async () => {
    homeApi();
    const [en, th] = await Promise.all([renderAt(home, "en"), renderAt(home, "th")]);
    expect(en?.html).toContain('aria-label="Hot games"');
    expect(en?.html).not.toContain("เกม");
    expect(en?.state.language).toBe("en");
    expect(th?.html).toContain('aria-label="เกมยอดนิยม"');
    expect(th?.html).not.toContain("Hot games");
    expect(th?.state.language).toBe("th");
  });

  test("shares a signed-out page only between browsers that show it alike", async () => {
    const { visitorVariant } = await import("./entry-server");
    const android = "Mozilla/5.0 (Linux; Android 14) Chrome/131";
    expect(visitorVariant(android)).toBe(visitorVariant("Mozilla/5.0 (Linux; Android 10) Firefox/120"));
    expect(visitorVariant(android)).not.toBe(visitorVariant("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)"));
    expect(visitorVariant(android)).not.toBe(visitorVariant(`${android} GamePortalApp/2`));
  });

  test("hydrates in the browser without a mismatch, keeping the server's elements", async () => {
    homeApi();
    const page = await renderAt(home);
    if (!page) throw new Error("the home was not rendered");
    const hydrated = await hydrateInBrowser(page, home, '[aria-label="Hot games"]', homeApi);
    expect(hydrated.mismatches).toEqual([]);
    // Its answers came with the page: the browser asks for none of them again.
    expect(hydrated.paths).not.toContain("/indexInfo");
    // The same element, not a client render's copy.
    expect(hydrated.after).toBe(hydrated.before);
  });

  test("leaves a page to the browser when one of its calls failed", async () => {
    homeApi({ down: true });
    expect(await renderAt(home)).toBeUndefined();
  });

  test("renders only the routes marked for it", async () => {
    expect(await renderAt(`${home}mine/settings`)).toBeUndefined();
  });

  test("stops a render that is no longer wanted", async () => {
    homeApi();
    const controller = new AbortController();
    controller.abort();
    expect(await render(request(home), controller.signal)).toBeUndefined();
  });
});

/** Long ago at 23:30 UTC: a date the visitor's time zone may move to the next day. */
const lateEvening = "2026-01-05T23:30:00.000Z";

/** One of the other pages the server renders (route-preloads.ts), with its calls' answers. */
interface RenderedPageCase {
  name: string;
  url: string;
  /** Signed in as this player. */
  uid?: number;
  api: () => ReturnType<typeof answerApi>;
  /** What its first screen shows (names and titles from the answers, in the HTML as written). */
  shows: string[];
  /** A catalogue text it shows ([namespace, key]), checked in English and Thai. */
  heading: [string, string];
  /** Its calls, each asked for once by the server and not again by the browser. */
  calls: string[];
  /** An element hydration keeps. */
  element: string;
}

const pages: RenderedPageCase[] = [
  {
    name: "game detail",
    url: `${home}game/1`,
    api: () =>
      answerApi(
        ...everyPage,
        handle(games.game, gameDetailFixture()),
        handle(topics.activity, {
          events: [
            {
              id: 4,
              kind: "event",
              title: "Double points",
              summary: "",
              cover: "",
              game: { appId: 1, name: "Dragon Realm" },
              startsAt: lateEvening,
              endsAt: null,
              publishedAt: lateEvening,
            },
          ],
          topics: [],
        }),
        handle(reviews.gameScoreDetail, { appId: 1, average: 4.2, count: 12, distribution: [] }),
        handle(reviews.gameCommentsList, pageOf([])),
      ),
    shows: [
      "<h1",
      "Dragon Realm",
      "Dragon Realm is an open-world adventure.",
      "Double points",
      'fetchPriority="high"',
    ],
    heading: ["gameDetail", "intro"],
    calls: ["/game/1", "/activity"],
    element: "h1",
  },
  {
    name: "news",
    url: `${home}news`,
    api: () =>
      answerApi(
        ...everyPage,
        handle(news.gameNewsCats, [{ id: 2, key: "guides", name: "Guides" }]),
        handle(news.news, pageOf([newsCard({ publishedAt: lateEvening })])),
      ),
    // Dates in UTC while the page hydrates, wherever the server is (lib/render-clock.ts).
    shows: ["Five openings", "Guides", "Jan 5, 2026"],
    heading: ["news", "title"],
    calls: ["/gameNewsCats", "/news"],
    element: "h2",
  },
  {
    name: "game list",
    url: `${home}games`,
    api: () =>
      answerApi(...everyPage, handle(games.gameList, pageOf([gameFixture(5, { name: "Ocean Empire" })]))),
    shows: ["Ocean Empire"],
    heading: ["games", "catalogue.title"],
    calls: ["/gameList"],
    element: 'a[href$="/game/5"]',
  },
  {
    name: "gift centre",
    url: `${home}gift/giftCenter`,
    api: () =>
      answerApi(
        ...everyPage,
        handle(gifts.giftGameList, [{ appId: 1, name: "Dragon Realm", icon: "", packs: 1 }]),
        handle(gifts.giftList, pageOf([giftPack({ validUntil: lateEvening })])),
      ),
    shows: ["Starter pack", "Jan 5, 2026"],
    heading: ["gifts", "centre.title"],
    calls: ["/giftGameList", "/giftList"],
    element: "h1",
  },
  {
    name: "points mall",
    url: `${home}gift/mall`,
    api: () =>
      answerApi(
        ...everyPage,
        handle(gifts.bonusIndex, {
          balance: null,
          general: [],
          vip: [],
          birthday: [],
          treasureBox: { cost: 30, odds: [] },
        }),
        handle(
          gifts.bonusGetOtherProduct,
          pageOf([
            {
              productId: 3,
              section: "general" as const,
              physical: false,
              name: "Gem bundle",
              contents: "50 gems",
              instructions: "",
              pointsCost: 100,
              stock: 50,
              minVipLevel: 0,
              blocked: null,
            },
          ]),
        ),
      ),
    shows: ["Gem bundle"],
    heading: ["gifts", "mall.title"],
    calls: ["/bonusIndex", "/bonusGetOtherProduct"],
    element: "h1",
  },
  {
    name: "forum board",
    url: `${home}forum/3`,
    api: () =>
      answerApi(
        ...everyPage,
        handle(forums.forumDetail, forumBoard({ intro: "News from the team" })),
        handle(forums.postList, pageOf([forumPost({ lastReplyAt: lateEvening })])),
      ),
    shows: ["News from the team", "Raid tips", "Jan 5, 2026"],
    heading: ["forums", "sort.label"],
    calls: ["/forum", "/post"],
    element: 'a[href$="/post/7"]',
  },
  {
    name: "top-up",
    url: `${home}payment`,
    // Player 7, signed in (the readable sign-in cookie; the session's own goes along in a real request).
    uid: 7,
    api: topupApi,
    // The whole first screen: the recent game, its last server, the role card, the region's goods and methods.
    shows: [
      "Star Quest",
      "Double diamonds",
      "Asia-1",
      'data-testid="role-card">Hero',
      "60 Diamonds",
      "$0.99",
    ],
    heading: ["topup", "game"],
    calls: [
      "/topupGames",
      "/getRegion",
      "/v1/event/list",
      "/getServerList",
      "/getRolelist",
      "/getGoodsList",
      "/v1/pay/getThirdPaymentList",
      "/discountCoupons",
    ],
    element: '[data-testid="role-card"]',
  },
];

/** The top-up's calls for a signed-in player, all answered on the server. */
function topupApi() {
  return answerApi(
    ...everyPage,
    handle(messages.refreshMessage, {
      system: 0,
      reply: 0,
      like: 0,
      follow: 0,
      mail: 0,
      total: 0,
      next: 60_000,
    }),
    // The flow's other answers, with an activity running (its banner).
    handle(eventList, [
      { id: 1, title: "Double diamonds", description: "", startsAt: lateEvening, endsAt: lateEvening },
    ]),
    ...topupHandlers(),
  );
}

describe.each(pages)(
  "the $name rendered on the server",
  ({ url, api, shows, heading, calls, element, uid }) => {
    const cookie = uid ? `user=${uid}` : "";
    afterEach(() => setSignedIn(null));

    test("has its first screen in the visitor's language, from one call each", async () => {
      const sent = api();
      const page = await renderAt(url, "en", cookie);
      for (const shown of [...shows, await text("en", ...heading)]) expect(page?.html).toContain(shown);
      for (const path of calls) expect(sent.sent.filter((call) => call.path === path)).toHaveLength(1);
      api();
      const thai = await renderAt(url, "th", cookie);
      expect(thai?.state.language).toBe("th");
      expect(thai?.html).toContain(await text("th", ...heading));
    }, 20_000); // The first render of a page loads its modules: seconds on a loaded machine.

    test("hydrates without a mismatch or asking again for its answers", async () => {
      api();
      const page = await renderAt(url, "en", cookie);
      if (!page) throw new Error(`${url} was not rendered`);
      if (uid) setSignedIn(uid);
      const hydrated = await hydrateInBrowser(page, url, element, api);
      expect(hydrated.mismatches).toEqual([]);
      for (const path of calls) expect(hydrated.paths).not.toContain(path);
      expect(hydrated.after).toBe(hydrated.before);
    });
  },
);

test("a page still asking at the last render allowed is sent as it stands, without asking further", async () => {
  const sent = topupApi();
  const page = await createRenderer(readCatalogue, 2)(
    request(`${home}payment`, "en", "user=7"),
    new AbortController().signal,
  );
  expect(page?.html).toContain("Star Quest");
  expect(page?.html).not.toContain('data-testid="role-card">Hero');
  expect(sent.sent.map((call) => call.path)).not.toContain("/getRolelist");
  expect(Object.keys(page?.state.answers.queries ?? {}).length).toBeGreaterThan(0);
}, 20_000);

test("a visitor at a page that needs sign-in gets it from the browser (the login sheet)", async () => {
  topupApi();
  expect(await renderAt(`${home}payment`)).toBeUndefined();
});

describe("the top-up rendered on the server", () => {
  afterEach(() => setSignedIn(null));

  test.each(["en", "th"])(
    "holds the role card, the goods and the region's methods in %s",
    async (language) => {
      topupApi();
      const page = await renderAt(`${home}payment`, language, "user=7");
      const html = page?.html ?? "";
      for (const key of ["role", "goods", "region"])
        expect(html).toContain(await text(language, "topup", key));
      expect(html).toMatch(/data-testid="role-card">Hero(<!-- -->)? · (<!-- -->)?.*42/);
      expect(html).toContain("60 Diamonds");
      // The methods come with the page, for the item the player picks first.
      const methods = page?.state.answers.queries.find((query) => query.queryKey[1] === "methods");
      expect(methods?.state.data).toMatchObject({ methods: [{ id: "card" }, { id: "ppCard" }] });
    },
  );

  test("in the game's webview starts from the sync-login's game, server and role, on the server and once hydrated", async () => {
    const webview = "Mozilla/5.0 (Linux; Android 14) GamePortalApp/1.0";
    const synced = `syncChoice=${encodeURIComponent(JSON.stringify({ appId: "5", serverId: "s2", roleId: "r9" }))}`;
    topupApi();
    const page = await render(
      { ...request(`${home}payment`, "en", `user=7; ${synced}`), userAgent: webview },
      new AbortController().signal,
    );
    if (!page) throw new Error("the top-up was not rendered");
    expect(page.html).toMatch(/data-testid="role-card">Nova/);
    setSignedIn(7);
    // biome-ignore lint/suspicious/noDocumentCookie: the browser's cookie, as the sync-login left it
    document.cookie = `${synced}; path=/`;
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(webview);
    try {
      const hydrated = await hydrateInBrowser(page, `${home}payment`, '[data-testid="role-card"]', topupApi);
      expect(hydrated.mismatches).toEqual([]);
      expect(hydrated.paths).not.toContain("/getRolelist");
      expect(hydrated.after).toBe(hydrated.before);
    } finally {
      vi.restoreAllMocks();
      // biome-ignore lint/suspicious/noDocumentCookie: as above
      document.cookie = "syncChoice=; max-age=0; path=/";
    }
  });
});
