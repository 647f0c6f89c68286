import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbOrTx } from "../db/client.ts";
import { outbox } from "../db/schema/platform.ts";

export type OutboxHandler = ((payload: Record<string, unknown>) => Promise<void>) & {
  /** Jobs that wait on something outside (a role that is offline) keep trying longer, less often. */
  retry?: { maxAttempts: number; maxBackoffSeconds: number };
};
export type OutboxHandlers = Record<string, OutboxHandler>;

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 60;

/** Call inside the transaction that makes the change the job reports. */
export async function enqueue(db: DbOrTx, kind: string, payload: Record<string, unknown>) {
  await db.insert(outbox).values({ kind, payload });
}

type ClaimedJob = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
};

/**
 * Claims due jobs with SKIP LOCKED (any number of processes can run this), leasing them for a
 * minute so a job whose process died is picked up again, then runs each outside any transaction.
 */
export async function runDueJobs(
  db: Db,
  handlers: OutboxHandlers,
  log?: FastifyBaseLogger,
  limit = 20,
  leaseSeconds = LEASE_SECONDS,
): Promise<number> {
  const claimed = await db.execute<ClaimedJob>(sql`
    UPDATE outbox SET attempts = attempts + 1, run_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT id FROM outbox WHERE status = 'pending' AND run_at <= now()
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, attempts`);
  for (const job of claimed.rows) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(job.payload);
      // Delivered: keep the record, drop the content (it may hold a code).
      await db.execute(
        sql`UPDATE outbox SET status = 'done', done_at = now(), payload = '{}'::jsonb WHERE id = ${job.id}`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = handler?.retry ?? { maxAttempts: MAX_ATTEMPTS, maxBackoffSeconds: 2 ** 10 };
      const backoff = Math.min(2 ** Math.min(job.attempts, 10), retry.maxBackoffSeconds);
      const status = job.attempts >= retry.maxAttempts ? "failed" : "pending";
      await db.execute(sql`UPDATE outbox SET status = ${status}, last_error = ${message.slice(0, 500)},
        run_at = now() + make_interval(secs => ${backoff}) WHERE id = ${job.id}`);
      log?.warn({ job: job.id, kind: job.kind, attempts: job.attempts }, "outbox job failed");
    }
  }
  return claimed.rows.length;
}

export function startOutboxWorker(
  db: Db,
  handlers: OutboxHandlers,
  log: FastifyBaseLogger,
  intervalMs = 500,
  leaseSeconds = LEASE_SECONDS,
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    if (stopped) return;
    try {
      while (!stopped && (await runDueJobs(db, handlers, log, 20, leaseSeconds)) > 0) {}
    } catch (error) {
      log.error({ err: error }, "outbox worker");
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
