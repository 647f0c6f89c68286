import type { FastifyBaseLogger } from "fastify";

/** A chore answers how many rows it cleared, for the log. */
export type Chore = () => Promise<number>;

/**
 * Runs each chore once at start and then every `intervalMs` (an hour) in every server process.
 * Chores are idempotent, so processes running them at once do no harm; a failing chore is logged
 * and does not stop the others.
 */
export function startHousekeeping(
  chores: Record<string, Chore>,
  log: FastifyBaseLogger,
  intervalMs = 60 * 60 * 1000,
) {
  const run = () => runChores(chores, log);
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export async function runChores(chores: Record<string, Chore>, log: FastifyBaseLogger) {
  for (const [name, chore] of Object.entries(chores)) {
    try {
      const count = await chore();
      if (count > 0) log.info({ count }, name);
    } catch (error) {
      log.error({ err: error }, `housekeeping: ${name}`);
    }
  }
}
