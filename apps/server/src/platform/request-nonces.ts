import { SIGNATURE_MAX_SKEW_MS } from "@portal/contracts/signature";
import { lt } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { insertNew } from "../db/rows.ts";
import { requestNonces } from "../db/schema/platform.ts";

/**
 * Records a signed request's one-time key; false when it was already used. Keys are kept for
 * twice the allowed clock skew, longer than any link or request carrying them stays valid.
 */
export async function useOnce(db: DbOrTx, key: string, now: Date): Promise<boolean> {
  await db
    .delete(requestNonces)
    .where(lt(requestNonces.seenAt, new Date(now.getTime() - 2 * SIGNATURE_MAX_SKEW_MS)));
  return insertNew(db, requestNonces, { nonce: key, seenAt: now });
}
