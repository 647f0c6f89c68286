import { and, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auditEntries, staffMembers } from "../../db/schema/staff.ts";

export interface AuditFilter {
  staffId?: number;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  from?: Date;
  to?: Date;
}

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.staffId === undefined ? undefined : eq(auditEntries.staffId, filter.staffId),
    filter.action ? eq(auditEntries.action, filter.action) : undefined,
    filter.subjectType ? eq(auditEntries.subjectType, filter.subjectType) : undefined,
    filter.subjectId ? eq(auditEntries.subjectId, filter.subjectId) : undefined,
    filter.from ? gte(auditEntries.at, filter.from) : undefined,
    filter.to ? lte(auditEntries.at, filter.to) : undefined,
  );
}

/** Newest first, with the staff member's name. */
export async function findAuditEntries(db: DbOrTx, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select({
      id: auditEntries.id,
      at: auditEntries.at,
      staffId: auditEntries.staffId,
      staffName: staffMembers.name,
      action: auditEntries.action,
      subjectType: auditEntries.subjectType,
      subjectId: auditEntries.subjectId,
      before: auditEntries.before,
      after: auditEntries.after,
    })
    .from(auditEntries)
    .leftJoin(staffMembers, eq(staffMembers.id, auditEntries.staffId))
    .where(conditions(filter))
    .orderBy(desc(auditEntries.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditEntries(db: DbOrTx, filter: AuditFilter) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEntries)
    .where(conditions(filter));
  return row?.n ?? 0;
}
