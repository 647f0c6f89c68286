import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import type { PublicCache } from "./public-cache.ts";

/** The PostgreSQL channel on which processes tell each other which public answers to forget. */
export const PUBLIC_CACHE_CHANNEL = "portal_public_cache";

/**
 * Makes `cache.invalidate(prefix)` reach every process on the same PostgreSQL database: it sends
 * NOTIFY with the prefix, and every process (this one too) LISTENs and forgets those keys. A lost
 * listening connection forgets everything (notices may have been missed) and reconnects. On PGlite
 * (one process) invalidation stays in this process. Answers a function that stops listening.
 */
export async function shareInvalidations(
  cache: PublicCache,
  database: Database,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (!database.listen) return async () => {};
  const stop = await database.listen(
    PUBLIC_CACHE_CHANNEL,
    (prefix) => cache.forget(prefix),
    () => cache.forget(""),
  );
  cache.share((prefix) => {
    database.db
      .execute(sql`select pg_notify(${PUBLIC_CACHE_CHANNEL}, ${prefix})`)
      .catch((error) => log.warn({ err: error, prefix }, "public cache: other processes not told"));
  });
  return stop;
}
