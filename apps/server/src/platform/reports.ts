import type { DbOrTx } from "../db/client.ts";
import { contentReports } from "../db/schema/reviews.ts";

/**
 * A player's report of something another player wrote (review, reply, news comment), once per
 * player and target; false when they had already reported it. The reported text is kept as it was.
 */
export async function insertReport(tx: DbOrTx, values: typeof contentReports.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(contentReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  return rows.length > 0;
}
