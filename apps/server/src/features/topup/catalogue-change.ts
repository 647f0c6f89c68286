import type { Tx } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";

/** The public-cache keys of what players read of the top-up catalogue. */
export const TOPUP_CACHE = "topup:";

export interface CatalogueAudit {
  action: string;
  subject: { type: string; id: string | number };
  before: unknown;
  after: unknown;
}

/**
 * One staff change of the top-up catalogue: the change and its audit entry in one transaction,
 * then the players' cached catalogue forgotten in every process.
 */
export async function changeCatalogue<T>(
  deps: AppDeps,
  by: ConsoleStaff,
  change: (tx: Tx) => Promise<{ result: T; audit: CatalogueAudit }>,
): Promise<T> {
  const result = await deps.database.db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    await recordAudit(tx, { staffId: by.id, at: deps.now(), ...audit });
    return result;
  });
  deps.publicCache.invalidate(TOPUP_CACHE);
  return result;
}
