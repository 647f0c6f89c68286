import { afterEach, describe, expect, test, vi } from "vitest";
import { FIRST_LINK_KEY, reportPageView } from "./stats";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("page views", () => {
  test("keep the first link once and post to /api/stats", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: "", data: null })));
    vi.stubGlobal("fetch", fetch);

    await reportPageView({ path: "/news", href: "http://portal.test/dist/news?from=ad&sign=secret&tm=1" });
    await reportPageView({
      path: "/mine",
      href: "http://portal.test/dist/mine",
      referrer: "http://portal.test/dist/news",
    });

    expect(sessionStorage.getItem(FIRST_LINK_KEY)).toBe("http://portal.test/dist/news?from=ad");
    const bodies = fetch.mock.calls.map((call) =>
      JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
    );
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe("/api/stats");
    expect(bodies[1]).toMatchObject({
      path: "/mine",
      firstLink: "http://portal.test/dist/news?from=ad",
      referrer: "http://portal.test/dist/news",
      webview: false,
    });
    expect(["android", "ios", "pc"]).toContain(bodies[1].system);
  });
});
