import type { AppDeps } from "../../platform/context.ts";
import { type AuditFilter, countAuditEntries, findAuditEntries } from "./audit.repository.ts";

/** One page of the audit log, newest first, with the number of entries the filter matches. */
export async function auditPage(deps: AppDeps, filter: AuditFilter, limit: number, offset: number) {
  const db = deps.database.db;
  const [rows, total] = await Promise.all([
    findAuditEntries(db, filter, limit, offset),
    countAuditEntries(db, filter),
  ]);
  return { rows, total };
}
