import type { DbOrTx, Tx } from "../db/client.ts";
import { auditEntries } from "../db/schema/staff.ts";
import type { AppDeps } from "./context.ts";

export interface AuditChange {
  /** null: a command on the server (`npm run console:owner`), not a staff member. */
  staffId: number | null;
  at: Date;
  /** `<subject type>.<verb>`, e.g. `staff.create`, `staff.changeRole`. */
  action: string;
  subject: { type: string; id: string | number };
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit row. Call it with the transaction of the change it records, so the row exists
 * exactly when the change does. There is no update or delete path (and a trigger refuses both).
 */
export async function recordAudit(tx: DbOrTx, change: AuditChange) {
  await tx.insert(auditEntries).values({
    staffId: change.staffId,
    at: change.at,
    action: change.action,
    subjectType: change.subject.type,
    subjectId: String(change.subject.id),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** An audit entry as a change names it; who and when come from the change's staff member and clock. */
export type AuditEntry = Omit<AuditChange, "staffId" | "at">;
export type Audit = (entry: AuditEntry) => Promise<void>;

/**
 * One staff change and its audit entries in one transaction. With `cacheKey`, the players' cached
 * reads under that key are then dropped in every process, so they see the change on their next request.
 */
export async function auditedChange<T>(
  deps: Pick<AppDeps, "database" | "now" | "publicCache">,
  by: { id: number },
  change: (tx: Tx, audit: Audit) => Promise<T>,
  cacheKey?: string,
): Promise<T> {
  const result = await deps.database.db.transaction((tx) =>
    change(tx, (entry) => recordAudit(tx, { staffId: by.id, at: deps.now(), ...entry })),
  );
  if (cacheKey !== undefined) deps.publicCache.invalidate(cacheKey);
  return result;
}
