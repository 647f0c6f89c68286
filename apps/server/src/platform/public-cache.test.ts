import { describe, expect, test } from "vitest";
import { createPublicCache } from "./public-cache.ts";

function counter() {
  let calls = 0;
  return {
    load: async () => ++calls,
    get calls() {
      return calls;
    },
  };
}

describe("public cache", () => {
  test("concurrent requests for one key share one load, until the TTL runs out", async () => {
    let time = 0;
    const cache = createPublicCache(2000, { maxEntries: 100, now: () => time });
    const source = counter();
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache("home:en", source.load)));
    expect(new Set(answers)).toEqual(new Set([1]));
    time = 1999;
    expect(await cache("home:en", source.load)).toBe(1);
    time = 2000;
    expect(await cache("home:en", source.load)).toBe(2);
    expect(await cache("home:th", source.load)).toBe(3);
  });

  test("a failed load is not remembered", async () => {
    const cache = createPublicCache(2000, { maxEntries: 100, now: () => 0 });
    await expect(cache("k", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache("k", async () => "back")).toBe("back");
  });

  test("at most maxEntries keys are kept, the oldest go first", async () => {
    const cache = createPublicCache(2000, { maxEntries: 2, now: () => 0 });
    const source = counter();
    await cache("a", source.load);
    await cache("b", source.load);
    await cache("c", source.load);
    expect(await cache("b", source.load)).toBe(2);
    expect(await cache("a", source.load)).toBe(4);
  });

  test("TTL 0 always loads", async () => {
    const cache = createPublicCache(0);
    const source = counter();
    await cache("k", source.load);
    await cache("k", source.load);
    expect(source.calls).toBe(2);
  });

  test("invalidate forgets the keys with the prefix at once and tells the other processes", async () => {
    const cache = createPublicCache(60_000, { now: () => 0 });
    const told: string[] = [];
    cache.share((prefix) => told.push(prefix));
    const source = counter();
    await cache("posts:1", source.load);
    await cache("home:en", source.load);
    cache.invalidate("posts:");
    expect(await cache("posts:1", source.load)).toBe(3);
    expect(await cache("home:en", source.load)).toBe(2);
    expect(told).toEqual(["posts:"]);
    cache.forget("home:");
    expect(await cache("home:en", source.load)).toBe(4);
    expect(told).toEqual(["posts:"]);
  });
});
