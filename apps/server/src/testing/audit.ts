import { and, count, eq } from "drizzle-orm";
import { auditEntries } from "../db/schema/staff.ts";
import type { TestApp } from "./test-app.ts";

/** Which audit entries a test looks at: each field given must match. */
export interface AuditFilter {
  action?: string;
  subjectType?: string;
  subjectId?: number | string;
}

/** The audit log's entries that match `filter`, in the order they were written. */
export function auditEntriesOf(t: TestApp, filter: AuditFilter) {
  const { action, subjectType, subjectId } = filter;
  return t.database.db
    .select()
    .from(auditEntries)
    .where(
      and(
        action === undefined ? undefined : eq(auditEntries.action, action),
        subjectType === undefined ? undefined : eq(auditEntries.subjectType, subjectType),
        subjectId === undefined ? undefined : eq(auditEntries.subjectId, String(subjectId)),
      ),
    )
    .orderBy(auditEntries.id);
}

/** How many entries the audit log holds: a refused change adds none. */
export async function auditCount(t: TestApp) {
  const [row] = await t.database.db.select({ n: count() }).from(auditEntries);
  return row?.n ?? 0;
}
