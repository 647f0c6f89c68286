/**
 * A short-lived, per-process cache for answers that are the same for every visitor: the home rows,
 * game lists and a game's reviews as a visitor sees them. Under load, concurrent requests for the
 * same key share one query (the stored value is the promise), which is what keeps p99 low. Counts
 * on these lists may lag by at most the TTL; the game page, a player's own ties and the answer to a
 * player's action always read the database.
 */
export type PublicCache = (<T>(key: string, load: () => Promise<T>) => Promise<T>) & {
  /** Forgets every answer: a console save shows on the next request in this process. */
  clear(): void;
};

export function createPublicCache(
  ttlMs: number,
  { maxEntries = 2000, now = () => Date.now() }: { maxEntries?: number; now?: () => number } = {},
): PublicCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
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
  return Object.assign(cache, { clear: () => entries.clear() });
}
