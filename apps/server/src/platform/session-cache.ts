import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";

/** What a request's session lookup answers: the signed-in player's looked-up row and the session's expiry. */
export interface LookedUpSession {
  id: number;
  roles: string[];
  bannedUntil: Date | null;
  banReason: string | null;
  language: string | null;
  expiresAt: Date;
}

/**
 * A short-lived, bounded, per-process cache of session lookups, keyed by the session token's hash
 * (as the lookup is). A miss is never kept. Every change that ends a player's sessions or changes
 * what the lookup answers (sign-out, password change, staff ending sessions, cancellation, bans)
 * calls `forgetPlayer` after its transaction: the player's sessions are forgotten here and, on
 * PostgreSQL, in every other process (`shareSessionInvalidations`, LISTEN/NOTIFY). While that listening
 * connection is down, and for one lifetime after it listens again, the cache serves nothing.
 */
export interface SessionCache {
  /** The session behind `tokenHash`: from the cache while it is fresh, else from `load` (kept when found). */
  lookup(
    tokenHash: string,
    load: () => Promise<LookedUpSession | undefined>,
  ): Promise<LookedUpSession | undefined>;
  /** Changes the cached row of a session this process just wrote (a slid expiry, the kept language). */
  update(tokenHash: string, change: Partial<LookedUpSession>): void;
  /** After a change to the player's sessions or row committed: forgets them here and in every process. */
  forgetPlayer(userId: number): void;
  /** Forgets the player's sessions in this process only (a notice from another process). */
  forget(userId: number): void;
  /**
   * Shares invalidations with other processes through `publish`. Nothing is served before the first
   * `listening(true)`, nor after a `listening(false)` (notices may be missed) until one lifetime
   * after the next `listening(true)`.
   */
  share(publish: (userId: number) => void): { listening(on: boolean): void };
}

export function createSessionCache(
  ttlMs: number,
  { maxEntries = 10_000, now = () => performance.now() }: { maxEntries?: number; now?: () => number } = {},
): SessionCache {
  const entries = new Map<string, { expires: number; row: LookedUpSession }>();
  /** Bumped by every forgetting: a lookup that began before it keeps nothing (it may have read the old row). */
  let epoch = 0;
  /** The cache serves and keeps nothing before this time (Infinity: not listening). */
  let trustedFrom = 0;
  let publish = (_userId: number) => {};
  const trusted = (time: number) => ttlMs > 0 && time >= trustedFrom;
  const forget = (userId: number) => {
    epoch++;
    for (const [key, entry] of entries) if (entry.row.id === userId) entries.delete(key);
  };
  const forgetAll = () => {
    epoch++;
    entries.clear();
  };
  return {
    async lookup(tokenHash, load) {
      const time = now();
      if (!trusted(time)) return load();
      const hit = entries.get(tokenHash);
      if (hit && hit.expires > time) return hit.row;
      const began = epoch;
      const row = await load();
      if (row && began === epoch && trusted(now())) {
        entries.delete(tokenHash);
        entries.set(tokenHash, { expires: time + ttlMs, row });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return row;
    },
    update(tokenHash, change) {
      const entry = entries.get(tokenHash);
      if (entry) entry.row = { ...entry.row, ...change };
    },
    forgetPlayer(userId) {
      forget(userId);
      publish(userId);
    },
    forget,
    share(to) {
      publish = to;
      trustedFrom = Number.POSITIVE_INFINITY;
      forgetAll();
      let missed = false;
      return {
        listening(on) {
          forgetAll();
          if (!on) missed = true;
          trustedFrom = !on ? Number.POSITIVE_INFINITY : missed ? now() + ttlMs : now();
        },
      };
    },
  };
}

/** The PostgreSQL channel on which processes tell each other whose sessions to forget. */
export const SESSION_CACHE_CHANNEL = "portal_sessions";

/**
 * Makes `cache.forgetPlayer(id)` reach every process on the same PostgreSQL database: NOTIFY with
 * the player's id (nothing secret), heard by every process (this one too). While the listening
 * connection is down the cache serves nothing (see `share`). On PGlite (one process) it stays local.
 * Answers a function that stops listening.
 */
export async function shareSessionInvalidations(
  cache: SessionCache,
  database: Database,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (!database.listen) return async () => {};
  const sharing = cache.share((userId) => {
    database.db
      .execute(sql`select pg_notify(${SESSION_CACHE_CHANNEL}, ${String(userId)})`)
      .catch((error) => log.warn({ err: error, userId }, "session cache: other processes not told"));
  });
  return database.listen(
    SESSION_CACHE_CHANNEL,
    (payload) => cache.forget(Number(payload)),
    () => sharing.listening(false),
    () => sharing.listening(true),
  );
}
