import * as games from "@portal/contracts/refs/games";
import * as platform from "@portal/contracts/refs/platform";
import * as profile from "@portal/contracts/refs/profile";
import * as topics from "@portal/contracts/refs/topics";
import { waitFor } from "@testing-library/react";
import { act, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { beforeAll, describe, expect, test } from "vitest";
import { App } from "./app/App";
import { preloadPage } from "./app/router";
import { createRenderer, type RenderRequest } from "./entry-server";
import { gameFixture, pageOf } from "./features/games/test-fixtures";
import { loadAntdLocale } from "./lib/antd-locale";
import { answerApi, handle, refuse, TEST_ORIGIN } from "./testing/api";

const catalogues = import.meta.glob<object>("../../../packages/i18n/locales/*/*.json", { import: "default" });
const readCatalogue = async (language: string, namespace: string) =>
  (await catalogues[`../../../packages/i18n/locales/${language}/${namespace}.json`]?.()) ?? {};

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
    handle(games.indexInfo, () => (down ? refuse(500, "down", 500) : homeInfo)),
    handle(games.alertWin, null),
    handle(games.gameList, pageOf([gameFixture(20, { name: "Listed" })], 1, false)),
    handle(topics.activity, { events: [], topics: [] }),
    handle(platform.pageView, null),
    handle(profile.accessStatus, { blocked: false, kind: null, reason: null, until: null, country: null }),
  );
}

const render = createRenderer(readCatalogue);
/** The home's address (/dist/ in a build; tests run under /). */
const home = import.meta.env.BASE_URL;
const request = (url: string, language = "en"): RenderRequest => ({
  url,
  language,
  cookie: "",
  userAgent: "Mozilla/5.0 (Linux; Android 14)",
  // The API as the server answers it in-process: here, the tests' msw handlers.
  fetch: (input, init) => fetch(new URL(String(input), TEST_ORIGIN), init),
});
const renderHome = (language = "en") => render(request(home, language), new AbortController().signal);

describe("the home rendered on the server", () => {
  beforeAll(() => {
    window.history.replaceState(null, "", home);
  });

  test("has its first screen (banner, hot and recommended rows) and the answers it was rendered from", async () => {
    const calls = homeApi();
    const page = await renderHome();
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
    const page = await renderHome("th");
    expect(page?.html).toContain('aria-label="เกมยอดนิยม"');
    expect(page?.html).toContain("เกมแนะนำ");
    expect(page?.state.language).toBe("th");
  });

  test("gives each of two concurrent renders its own language", async () => {
    homeApi();
    const [en, th] = await Promise.all([renderHome("en"), renderHome("th")]);
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
    const page = await renderHome();
    if (!page) throw new Error("the home was not rendered");

    // Without the image preloads React writes before the page (happy-dom would fetch them; React does
    // not hydrate them).
    document.body.innerHTML = `<div id="root">${page.html.replace(/<link [^>]*>/g, "")}</div>`;
    const container = document.getElementById("root") as HTMLElement;
    const row = container.querySelector('[aria-label="Hot games"]');
    expect(row).not.toBeNull();
    // React's server renderer leaves its last render's context values on the context objects (it resets
    // them when it next renders), which a client render in the same process would read: an empty render
    // clears them. (The server's renderer runs in a process of its own.)
    await prerender(<div />);
    await preloadPage(home);
    const antdLocale = await loadAntdLocale("en");
    const mismatches: unknown[] = [];
    const afterHydration = homeApi();
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
    expect(mismatches).toEqual([]);
    // Its answers came with the page: the browser asks for none of them again.
    expect(afterHydration.sent.map((call) => call.path)).not.toEqual(expect.arrayContaining(["/indexInfo"]));
    // The same element, not a client render's copy.
    expect(container.querySelector('[aria-label="Hot games"]')).toBe(row);
    // The app runs as usual once hydrated: it reports the page view.
    await waitFor(() => expect(afterHydration.sent.map((call) => call.path)).toContain("/stats"));
    act(() => root?.unmount());
  });

  test("leaves a page to the browser when one of its calls failed", async () => {
    homeApi({ down: true });
    expect(await renderHome()).toBeUndefined();
  });

  test("renders only the routes marked for it", async () => {
    expect(await render(request(`${home}mine/settings`), new AbortController().signal)).toBeUndefined();
  });

  test("stops a render that is no longer wanted", async () => {
    homeApi();
    const controller = new AbortController();
    controller.abort();
    expect(await render(request(home), controller.signal)).toBeUndefined();
  });
});
