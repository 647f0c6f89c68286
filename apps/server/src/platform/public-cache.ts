/**
 * A short-lived, per-process cache for answers that are the same for every visitor: the home rows,
 * game lists and a game's reviews as a visitor sees them. Under load, concurrent requests for the
 * same key share one query (the stored value is the promise), which is what keeps p99 low. Counts
 * on these lists may lag by at most the TTL; the game page, a player's own ties and the answer to a
 * player's action always read the database. A change that must show at once (a new post, an
 * operator's edit) calls `invalidate(prefix)` after its transaction: the answers whose keys start
 * with the prefix are forgotten here and, on PostgreSQL, in every other process
 * (public-cache-sync.ts, LISTEN/NOTIFY).
 */
export type PublicCache = (<T>(key: string, load: () => Promise<T>) => Promise<T>) & {
  /** Forgets the answers whose key starts with `prefix` ("" for all), here and in every process sharing it. */
  invalidate(prefix: string): void;
  /** Forgets them in this process only (a notice from another process). */
  forget(prefix: string): void;
  /** Where `invalidate` also tells the other processes (set by `shareInvalidations`). */
  share(publish: (prefix: string) => void): void;
};

/** Marks the key of an answer made of other answers (a rendered page): forgetting any answer forgets it too. */
const DEPENDENT = "\u0000";
export const dependentKey = (key: string) => DEPENDENT + key;

export function createPublicCache(
  ttlMs: number,
  { maxEntries = 2000, now = () => Date.now() }: { maxEntries?: number; now?: () => number } = {},
): PublicCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  let publish = (_prefix: string) => {};
  const cache = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return load();
    const time = now();
    const hit = entries.get(key);
    if (hit && hit.expires > time) return hit.value as Promise<T>;
    const entry = { expires: time + ttlMs, value: load() as Promise<unknown> };
    entries.delete(key);
    entries.set(key, entry);
    // A failure is not remembered: the next request tries again.
    entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry.value as Promise<T>;
  };
  const forget = (prefix: string) => {
    for (const key of [...entries.keys()])
      if (key.startsWith(prefix) || key.startsWith(DEPENDENT)) entries.delete(key);
  };
  return Object.assign(cache, {
    forget,
    invalidate: (prefix: string) => {
      forget(prefix);
      publish(prefix);
    },
    share: (to: (prefix: string) => void) => {
      publish = to;
    },
  });
}
