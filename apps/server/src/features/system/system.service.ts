import { ping } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { latestDevOutbox } from "./system.repository.ts";

/** Liveness: whether the database answers, and which kind it is. */
export async function health(deps: AppDeps) {
  return { ok: await ping(deps.database.db), database: deps.database.kind };
}

/** Readiness: refused (503) while the database does not answer. */
export async function readiness(deps: AppDeps) {
  if (!(await ping(deps.database.db).catch(() => false))) throw new AppError("serviceUnavailable");
  return { ready: true as const, database: deps.database.kind };
}

/** Mail and SMS kept while no gateway is configured (outside production only). */
export function devOutbox(deps: AppDeps) {
  return latestDevOutbox(deps.database.db);
}
