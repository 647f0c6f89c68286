import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { setupI18n } from "../testing/render";
import { ApiError, call, get, post } from "./request";

beforeAll(() => setupI18n("en"));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A server that never answers: the request ends only when its signal aborts it. */
const stubFetchThatNeverAnswers = () =>
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    ),
  );

describe("request helper", () => {
  test("times out after 5000 ms with code -1", async () => {
    vi.useFakeTimers();
    stubFetchThatNeverAnswers();
    const pending = get("/api/slow");
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({
      code: -1,
      status: false,
      data: null,
      msg: "The request timed out, please try again",
    });
  });

  test("a non-JSON answer becomes code -1", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>502 Bad Gateway</html>", { status: 502 })),
    );
    expect(await get("/api/x")).toMatchObject({
      code: -1,
      status: false,
      msg: "Sorry, the server is having a problem",
    });
  });

  test("a network error becomes code -1", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await post("/api/x", { a: 1 })).toMatchObject({
      code: -1,
      status: false,
      msg: "Network problem, please check your connection",
    });
  });

  test("GET puts params in the query string and sends cookies", async () => {
    const fetch = vi.fn(async () => json({ code: 200, msg: "ok", data: 1 }));
    vi.stubGlobal("fetch", fetch);
    const result = await get("/api/list", { page: 2, kind: "hot", empty: "", none: undefined });
    expect(result).toEqual({ code: 200, msg: "ok", data: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/list?page=2&kind=hot");
    expect(init).toMatchObject({ method: "GET", credentials: "include", body: undefined });
  });

  test("POST sends a JSON body and cookies", async () => {
    const fetch = vi.fn(async () => json({ code: 200, msg: "ok", data: null }));
    vi.stubGlobal("fetch", fetch);
    await post("/api/login", { by: "password", account: "a@b.co" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/login");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ by: "password", account: "a@b.co" });
  });

  test("call() returns data on 200 and throws the server's msg otherwise", async () => {
    const route = { method: "GET", path: "/thing/:id", data: z.object({ id: z.number() }) } as const;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ code: 200, msg: "", data: { id: 7 } })),
    );
    expect(await call(route, { params: { id: 7 } })).toEqual({ id: 7 });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ code: 4041, msg: "Game not found", data: null }, 404)),
    );
    const error = await call(route, { params: { id: 8 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 4041, message: "Game not found" });
  });

  test("call() stops its request when the caller's signal aborts, and throws instead of answering", async () => {
    stubFetchThatNeverAnswers();
    const route = { method: "GET", path: "/slow", data: z.number() } as const;
    const caller = new AbortController();
    const pending = call(route, { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    expect(await pending).toMatchObject({ name: "AbortError" });
  });
});
