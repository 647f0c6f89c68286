import type { Tx } from "../../db/client.ts";
import { type AuditEntry, auditedChange } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";

/** The public-cache keys of what players read of the top-up catalogue. */
export const TOPUP_CACHE = "topup:";

export type CatalogueAudit = AuditEntry;

/**
 * One staff change of the top-up catalogue: the change and its audit entry in one transaction,
 * then the players' cached catalogue forgotten in every process.
 */
export async function changeCatalogue<T>(
  deps: AppDeps,
  by: ConsoleStaff,
  change: (tx: Tx) => Promise<{ result: T; audit: CatalogueAudit }>,
): Promise<T> {
  return auditedChange(
    deps,
    by,
    async (tx, audit) => {
      const { result, audit: entry } = await change(tx);
      await audit(entry);
      return result;
    },
    TOPUP_CACHE,
  );
}
