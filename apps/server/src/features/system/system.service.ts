import { ping } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { outboxStuck } from "../../platform/outbox.ts";
import { latestDevOutbox } from "./system.repository.ts";

/** Liveness: whether the database answers, and which kind it is. */
export async function health(deps: AppDeps) {
  return { ok: await ping(deps.database.db), database: deps.database.kind };
}

/** Readiness: refused (503) while the database does not answer or the outbox is stuck. */
export async function readiness(deps: AppDeps) {
  const db = deps.database.db;
  if (!(await ping(db).catch(() => false))) throw new AppError("serviceUnavailable");
  if (await outboxStuck(db, deps.config.OUTBOX_STUCK_MINUTES)) throw new AppError("serviceUnavailable");
  return { ready: true as const, database: deps.database.kind };
}

/** Mail and SMS kept while no gateway is configured (outside production only). */
export function devOutbox(deps: AppDeps) {
  return latestDevOutbox(deps.database.db);
}
