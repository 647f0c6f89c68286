import { inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { attemptCounters } from "../db/schema/account.ts";

/** How many attempts a key has made in its current window, and when that window ends. */
export interface AttemptCount {
  tries: number;
  resetsAt: Date;
}

/**
 * Counts one attempt for `key` with one atomic statement, before the attempt is checked, so that
 * concurrent attempts each see a different count. A window starts with the first attempt and
 * lasts `windowMs`; an attempt after it starts a new window.
 */
export async function countAttempt(db: DbOrTx, key: string, windowMs: number, now: Date) {
  const at = now.toISOString();
  const expired = sql`attempt_counters.window_started_at <= ${at}::timestamptz - ${`${windowMs} milliseconds`}::interval`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, tries: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        tries: sql`CASE WHEN ${expired} THEN 1 ELSE attempt_counters.tries + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${at}::timestamptz ELSE attempt_counters.window_started_at END`,
      },
    })
    .returning({ tries: attemptCounters.tries, startedAt: attemptCounters.windowStartedAt });
  if (!row) throw new Error("attempt counter returned nothing");
  return { tries: row.tries, resetsAt: new Date(row.startedAt.getTime() + windowMs) };
}

/** The attempts of `key` in its current window, without counting one. */
export async function peekAttempts(db: DbOrTx, key: string, windowMs: number, now: Date) {
  const [row] = await db
    .select({ tries: attemptCounters.tries, startedAt: attemptCounters.windowStartedAt })
    .from(attemptCounters)
    .where(sql`${attemptCounters.key} = ${key}`);
  if (!row || row.startedAt.getTime() + windowMs <= now.getTime()) return { tries: 0, resetsAt: now };
  return { tries: row.tries, resetsAt: new Date(row.startedAt.getTime() + windowMs) };
}

/** Gives back one counted attempt (it succeeded, so it is not held against the key). */
export async function refundAttempt(db: DbOrTx, key: string) {
  await db
    .update(attemptCounters)
    .set({ tries: sql`greatest(${attemptCounters.tries} - 1, 0)` })
    .where(sql`${attemptCounters.key} = ${key}`);
}

export async function forgetAttempts(db: DbOrTx, keys: string[]) {
  if (keys.length > 0) await db.delete(attemptCounters).where(inArray(attemptCounters.key, keys));
}

/** Longer than the longest window any caller counts in (a day for code sends). */
export const ATTEMPT_KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/** Deletes counters whose window ended long ago: a later attempt would start a new window anyway. */
export async function forgetStaleAttempts(db: DbOrTx, now: Date) {
  const stale = await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.windowStartedAt, new Date(now.getTime() - ATTEMPT_KEEP_MS)))
    .returning({ key: attemptCounters.key });
  return stale.length;
}

/** Whole minutes until `resetsAt`, at least 1: what a refusal tells the player to wait. */
export function minutesUntil(resetsAt: Date, now: Date) {
  return Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 60_000));
}
