import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbOrTx } from "../db/client.ts";
import { outbox } from "../db/schema/platform.ts";
import { withDeadline } from "./deadline.ts";
import { currentRequestId, withRequestId } from "./request-context.ts";

export type OutboxHandler = ((payload: Record<string, unknown>) => Promise<void>) & {
  /** Jobs that wait on something outside (a role that is offline) keep trying longer, less often. */
  retry?: { maxAttempts: number; maxBackoffSeconds: number };
};
export type OutboxHandlers = Record<string, OutboxHandler>;

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 60;
/** How long `stop()` waits for the running job by default. */
export const OUTBOX_STOP_DEADLINE_MS = 10_000;

/**
 * Call inside the transaction that makes the change the job reports (the request's id goes along).
 * `runAt`: not before then (a scheduled job); default now.
 */
export async function enqueue(db: DbOrTx, kind: string, payload: Record<string, unknown>, runAt?: Date) {
  await db.insert(outbox).values({ kind, payload, requestId: currentRequestId() ?? null, runAt });
}

/** Whether a due job has waited more than `minutes` (no worker takes jobs: readiness fails). */
export async function outboxStuck(db: Db, minutes: number): Promise<boolean> {
  const stuck = await db.execute<{ stuck: boolean }>(sql`select exists (select 1 from outbox
    where status = 'pending' and run_at < now() - make_interval(mins => ${minutes})) as stuck`);
  return stuck.rows[0]?.stuck === true;
}

type LeasedJob = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** Also the lease's token: a job taken again by another worker has a higher count. */
  attempts: number;
  /** The request that enqueued it, if any. */
  requestId: string | null;
};

/**
 * Runs up to `limit` due jobs one after another. Each is leased alone with SKIP LOCKED (any number
 * of processes can run this), its lease renewed while the handler runs, so a slow job is never
 * picked up a second time while a job whose process died is taken again once its lease ends.
 */
export async function runDueJobs(
  db: Db,
  handlers: OutboxHandlers,
  log?: FastifyBaseLogger,
  limit = 20,
  leaseSeconds = LEASE_SECONDS,
  shouldContinue: () => boolean = () => true,
): Promise<number> {
  let ran = 0;
  while (ran < limit && shouldContinue()) {
    const job = await leaseNextJob(db, leaseSeconds);
    if (!job) break;
    await runLeasedJob(db, handlers, job, leaseSeconds, log);
    ran++;
  }
  return ran;
}

async function leaseNextJob(db: Db, leaseSeconds: number): Promise<LeasedJob | undefined> {
  const leased = await db.execute<LeasedJob>(sql`
    UPDATE outbox SET attempts = attempts + 1, run_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = (
      SELECT id FROM outbox WHERE status = 'pending' AND run_at <= now()
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, attempts, request_id AS "requestId"`);
  return leased.rows[0];
}

async function runLeasedJob(
  db: Db,
  handlers: OutboxHandlers,
  job: LeasedJob,
  leaseSeconds: number,
  log?: FastifyBaseLogger,
) {
  const handler = handlers[job.kind];
  const jobLog = log?.child({ reqId: job.requestId ?? undefined, job: job.id, kind: job.kind });
  const lease = keepLeased(db, job, leaseSeconds, jobLog);
  try {
    if (!handler) throw new Error(`no handler for ${job.kind}`);
    // Jobs the handler enqueues in turn carry the same request id.
    await withRequestId(job.requestId ?? `outbox-${job.id}`, () => handler(job.payload));
    await lease.end();
    // Delivered: keep the record, drop the content (it may hold a code).
    await db.execute(sql`UPDATE outbox SET status = 'done', done_at = now(), payload = '{}'::jsonb
      WHERE id = ${job.id} AND attempts = ${job.attempts}`);
    jobLog?.info({ attempts: job.attempts }, "outbox job done");
  } catch (error) {
    await lease.end();
    const message = error instanceof Error ? error.message : String(error);
    const retry = handler?.retry ?? { maxAttempts: MAX_ATTEMPTS, maxBackoffSeconds: 2 ** 10 };
    const backoff = Math.min(2 ** Math.min(job.attempts, 10), retry.maxBackoffSeconds);
    const status = job.attempts >= retry.maxAttempts ? "failed" : "pending";
    await db.execute(sql`UPDATE outbox SET status = ${status}, last_error = ${message.slice(0, 500)},
      run_at = now() + make_interval(secs => ${backoff}) WHERE id = ${job.id} AND attempts = ${job.attempts}`);
    jobLog?.warn({ attempts: job.attempts }, "outbox job failed");
  }
}

/** Pushes the job's lease forward every third of it until `end()`, which waits out a renewal in flight. */
function keepLeased(db: Db, job: LeasedJob, leaseSeconds: number, log?: FastifyBaseLogger) {
  let renewing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(
    () => {
      renewing = db
        .execute(sql`UPDATE outbox SET run_at = now() + make_interval(secs => ${leaseSeconds})
          WHERE id = ${job.id} AND attempts = ${job.attempts} AND status = 'pending'`)
        .catch((error) => log?.warn({ err: error, job: job.id }, "outbox lease renewal failed"));
    },
    Math.max(50, (leaseSeconds * 1000) / 3),
  );
  return {
    end: async () => {
      clearInterval(timer);
      await renewing;
    },
  };
}

/** Stops the worker: it takes no new job and waits for the running one, at most `deadlineMs`. */
export type StopOutboxWorker = (deadlineMs?: number) => Promise<void>;

export function startOutboxWorker(
  db: Db,
  handlers: OutboxHandlers,
  log: FastifyBaseLogger,
  intervalMs = 500,
  leaseSeconds = LEASE_SECONDS,
): StopOutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const keepGoing = () => !stopped;
  const tick = async () => {
    if (stopped) return;
    try {
      while (!stopped && (await runDueJobs(db, handlers, log, 20, leaseSeconds, keepGoing)) > 0) {}
    } catch (error) {
      log.error({ err: error }, "outbox worker");
    }
    if (!stopped) timer = setTimeout(schedule, intervalMs);
  };
  const schedule = () => {
    running = tick();
  };
  timer = setTimeout(schedule, intervalMs);
  return async (deadlineMs = OUTBOX_STOP_DEADLINE_MS) => {
    stopped = true;
    clearTimeout(timer);
    if (!(await withDeadline(running, deadlineMs)))
      log.warn("outbox worker: a job was still running at the stop deadline");
  };
}
