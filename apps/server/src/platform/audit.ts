import type { DbOrTx } from "../db/client.ts";
import { auditEntries } from "../db/schema/staff.ts";

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
