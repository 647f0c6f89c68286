import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { type RewardRules, rewardRules } from "../db/schema/gifts.ts";

/**
 * One rule of points as the console set it (the sign-in calendar, the treasure box's cost), with
 * its version. `lock`: held until the transaction ends, for the console's save.
 */
export async function rewardRule<K extends keyof RewardRules>(db: DbOrTx, key: K, lock = false) {
  const query = db.select().from(rewardRules).where(eq(rewardRules.key, key));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new Error(`the ${key} rule is missing`);
  return { value: row.value as RewardRules[K], version: row.version };
}
