import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import { createPublicCache, type PublicCache } from "./public-cache.ts";
import { shareInvalidations } from "./public-cache-sync.ts";

const log = { warn: () => {} } as never;

/** One process's cache: its own pool on the shared database, sharing invalidations. */
async function processCache(database: Database) {
  const cache = createPublicCache(60_000);
  const stop = await shareInvalidations(cache, database, log);
  return { cache, stop };
}

/** Loads `key` until the answer is `expected` (the notice arrives asynchronously), at most 5 s. */
async function untilAnswer(cache: PublicCache, key: string, load: () => Promise<number>, expected: number) {
  const deadline = Date.now() + 5000;
  let answer = await cache(key, load);
  while (answer !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
    answer = await cache(key, load);
  }
  return answer;
}

let shared: Database & { url?: string };

/** Two processes' caches, each on its own pool of the shared PostgreSQL database, stopped after `run`. */
async function withTwoProcesses(url: string, run: (a: PublicCache, b: PublicCache) => Promise<void>) {
  const second = await openDatabase({ url, dataDir: "" });
  const a = await processCache(shared);
  const b = await processCache(second);
  try {
    await run(a.cache, b.cache);
  } finally {
    await a.stop();
    await b.stop();
    await second.close();
  }
}
beforeAll(async () => {
  shared = await openTestDatabase();
});
afterAll(() => shared.close());

describe("public cache across processes", () => {
  test("an invalidation in one process makes every process load again (PostgreSQL LISTEN/NOTIFY)", async () => {
    if (!shared.url) return expect(shared.listen).toBeUndefined();
    await withTwoProcesses(shared.url, async (a, b) => {
      let version = 1;
      const load = async () => version;
      expect(await a("posts:1", load)).toBe(1);
      expect(await b("posts:1", load)).toBe(1);
      expect(await b("home:en", load)).toBe(1);
      version = 2;
      expect(await b("posts:1", load)).toBe(1);
      a.invalidate("posts:");
      expect(await a("posts:1", load)).toBe(2);
      expect(await untilAnswer(b, "posts:1", load, 2)).toBe(2);
      expect(await b("home:en", load)).toBe(1);
    });
  });

  test("a lost listening connection forgets the whole cache, then listens again", async () => {
    if (!shared.url) return;
    await withTwoProcesses(shared.url, async (a, b) => {
      let version = 1;
      const load = async () => version;
      expect(await b("home:en", load)).toBe(1);
      version = 2;
      await shared.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
      );
      expect(await untilAnswer(b, "home:en", load, 2)).toBe(2);
      version = 3;
      // Once b listens again (it retries every second), an invalidation from a reaches it.
      const deadline = Date.now() + 5000;
      let answer = await b("home:en", load);
      while (answer !== 3 && Date.now() < deadline) {
        a.invalidate("home:");
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await b("home:en", load);
      }
      expect(answer).toBe(3);
    });
  });

  test("on PGlite (one process) invalidation stays in the process", async () => {
    if (shared.url) return;
    const { cache, stop } = await processCache(shared);
    let version = 1;
    const load = async () => version;
    await cache("posts:1", load);
    version = 2;
    cache.invalidate("posts:");
    expect(await cache("posts:1", load)).toBe(2);
    await stop();
  });
});
