import { describe, expect, test } from "vitest";
import { createSessionCache, type LookedUpSession } from "./session-cache.ts";

const TTL = 5000;
const row = (id: number): LookedUpSession => ({
  id,
  roles: ["player"],
  bannedUntil: null,
  banReason: null,
  language: "en",
  expiresAt: new Date("2099-01-01"),
});

/** A cache on a clock the test moves, and a lookup that counts its reads of `stored`. */
function cacheOnClock() {
  const clock = { time: 0 };
  const cache = createSessionCache(TTL, { maxEntries: 3, now: () => clock.time });
  const stored = new Map<string, LookedUpSession>();
  let reads = 0;
  const lookup = (hash: string) =>
    cache.lookup(hash, async () => {
      reads++;
      return stored.get(hash);
    });
  return { clock, cache, stored, lookup, reads: () => reads };
}

describe("the session cache", () => {
  test("keeps a found session for its lifetime, never a miss", async () => {
    const { clock, stored, lookup, reads } = cacheOnClock();
    expect(await lookup("a")).toBeUndefined();
    stored.set("a", row(1));
    expect(await lookup("a")).toEqual(row(1));
    expect(reads()).toBe(2);
    stored.delete("a");
    clock.time = TTL - 1;
    expect(await lookup("a")).toEqual(row(1));
    expect(reads()).toBe(2);
    clock.time = TTL;
    expect(await lookup("a")).toBeUndefined();
    expect(reads()).toBe(3);
  });

  test("forgetting a player forgets each of their sessions and no one else's", async () => {
    const { cache, stored, lookup, reads } = cacheOnClock();
    stored.set("a1", row(1)).set("a2", row(1)).set("b", row(2));
    for (const hash of ["a1", "a2", "b"]) await lookup(hash);
    stored.clear();
    cache.forgetPlayer(1);
    expect(await lookup("a1")).toBeUndefined();
    expect(await lookup("a2")).toBeUndefined();
    expect(await lookup("b")).toEqual(row(2));
    expect(reads()).toBe(5);
  });

  test("a lookup that began before a forgetting keeps nothing (it may have read the old row)", async () => {
    const { cache, stored, lookup, reads } = cacheOnClock();
    stored.set("a", row(1));
    let release = () => {};
    const slow = cache.lookup("a", async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return row(1);
    });
    cache.forgetPlayer(1);
    stored.delete("a");
    release();
    expect(await slow).toEqual(row(1));
    expect(await lookup("a")).toBeUndefined();
    expect(reads()).toBe(1);
  });

  test("holds at most maxEntries sessions, dropping the oldest", async () => {
    const { stored, lookup, reads } = cacheOnClock();
    for (const [i, hash] of ["a", "b", "c", "d"].entries()) {
      stored.set(hash, row(i));
      await lookup(hash);
    }
    await lookup("d");
    expect(reads()).toBe(4);
    await lookup("a");
    expect(reads()).toBe(5);
  });

  test("shared: serves nothing before it listens, nor while the listener is down, nor for a lifetime after", async () => {
    const { clock, cache, stored, lookup, reads } = cacheOnClock();
    const told: number[] = [];
    const sharing = cache.share((id) => told.push(id));
    stored.set("a", row(1));
    await lookup("a");
    await lookup("a");
    expect(reads()).toBe(2);
    sharing.listening(true);
    await lookup("a");
    await lookup("a");
    expect(reads()).toBe(3);
    cache.forgetPlayer(1);
    expect(told).toEqual([1]);

    sharing.listening(false);
    await lookup("a");
    await lookup("a");
    expect(reads()).toBe(5);
    sharing.listening(true);
    clock.time += TTL - 1;
    await lookup("a");
    await lookup("a");
    expect(reads()).toBe(7);
    clock.time += 1;
    await lookup("a");
    await lookup("a");
    expect(reads()).toBe(8);
  });

  test("a lifetime of 0 keeps nothing", async () => {
    const cache = createSessionCache(0);
    let reads = 0;
    const load = async () => {
      reads++;
      return row(1);
    };
    await cache.lookup("a", load);
    await cache.lookup("a", load);
    expect(reads).toBe(2);
  });
});
