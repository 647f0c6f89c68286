import { health } from "@portal/contracts/refs/platform";
import { act, renderHook, waitFor } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { apiServer, handle, recordApiCalls, TEST_ORIGIN } from "../testing/api";
import { setupI18n } from "../testing/render";
import { PROBE_LIMIT_MS, useOnline } from "./connection";
import { OFFLINE_COPY_HEADER, OfflineCopy } from "./offline-pages";
import { get, post } from "./request";

beforeAll(() => setupI18n("en"));
afterEach(() => vi.restoreAllMocks());

/** `/api/stats` as the page meets it: the server's answer, the worker's copy (and why), or no network. */
function statsAnswer(answer: "server" | "no network" | keyof typeof OfflineCopy) {
  apiServer.use(
    http.get(`${TEST_ORIGIN}/api/stats`, () => {
      if (answer === "no network") return HttpResponse.error();
      const headers = answer === "server" ? undefined : { [OFFLINE_COPY_HEADER]: OfflineCopy[answer] };
      return HttpResponse.json({ code: 200, msg: "ok", data: null }, { headers });
    }),
  );
  return act(() => get("/api/stats"));
}

/** The player switches back to the portal's tab (or app). */
function comeBackIntoView() {
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

describe("whether the portal reaches its server", () => {
  test("a payload that cannot be sent fails its request but says nothing of the network", async () => {
    const { result } = renderHook(useOnline);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect((await act(() => post("/api/stats", circular))).code).toBe(-1);
    expect(result.current).toBe(true);
  });

  test("the worker's copy served because the network failed says not reached", async () => {
    const { result } = renderHook(useOnline);
    await statsAnswer("unreached");
    expect(result.current).toBe(false);
    await statsAnswer("server");
    expect(result.current).toBe(true);
  });

  test("a copy served because the answer was slow asks the server's liveness: a slow server is still reached", async () => {
    const { result } = renderHook(useOnline);
    const { sent } = recordApiCalls();
    apiServer.use(handle(health, { ok: true, database: "pglite" }));
    await statsAnswer("unreached");
    expect(result.current).toBe(false);
    await statsAnswer("slow");
    await waitFor(() => expect(sent.map((call) => call.path)).toEqual(["/stats", "/stats", "/health"]));
    await waitFor(() => expect(result.current).toBe(true));
  });

  test("a copy served because the answer was slow, on a network that hangs, says not reached once the liveness check runs out of time", async () => {
    const { result } = renderHook(useOnline);
    apiServer.use(http.get(`${TEST_ORIGIN}/api/health`, () => delay("infinite")));
    const asked = Date.now();
    await statsAnswer("slow");
    expect(result.current).toBe(true);
    await waitFor(() => expect(result.current).toBe(false), { timeout: PROBE_LIMIT_MS + 2000 });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(PROBE_LIMIT_MS - 50);
    await statsAnswer("server");
    expect(result.current).toBe(true);
  });

  test("coming back into view while not reached asks the server again, and only then", async () => {
    const { result } = renderHook(useOnline);
    const { sent } = recordApiCalls();
    comeBackIntoView();
    expect(sent).toEqual([]);

    await statsAnswer("no network");
    expect(result.current).toBe(false);
    apiServer.use(http.get(`${TEST_ORIGIN}/api/health`, () => HttpResponse.error()));
    comeBackIntoView();
    await waitFor(() => expect(sent.map((call) => call.path)).toEqual(["/stats", "/health"]));
    expect(result.current).toBe(false);

    // The player signed in to the captive portal: the server answers, no "online" event came.
    apiServer.use(handle(health, { ok: true, database: "pglite" }));
    comeBackIntoView();
    await waitFor(() => expect(result.current).toBe(true));
  });
});
