import { desc, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { contentReports } from "../../db/schema/reviews.ts";
import type { AppDeps } from "../context.ts";

type ReportedKind = (typeof contentReports.$inferInsert)["targetType"];

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

/** Report a found text once per player (a repeat changes nothing); `snapshot` is the text as it is now. */
export async function reportWriting(
  deps: AppDeps,
  userId: number,
  input: { targetType: ReportedKind; id: number; reason: string; note?: string; snapshot: string },
) {
  await insertReport(deps.database.db, {
    userId,
    targetType: input.targetType,
    targetId: input.id,
    reason: input.reason,
    note: input.note ?? "",
    snapshot: input.snapshot,
    createdAt: deps.now(),
  });
  return { reported: true };
}

/**
 * The moderation queue's rows: every reported text of every kind (reviews, review replies, news
 * comments and replies), one row per target with how many players reported it, most reported and
 * then most recent first.
 */
export async function listReportedItems(db: DbOrTx, page: { limit: number; offset: number }) {
  const reports = sql<number>`cast(count(*) as int)`;
  const lastReportedAt = sql<Date>`max(${contentReports.createdAt})`;
  return db
    .select({
      kind: contentReports.targetType,
      id: contentReports.targetId,
      reports,
      lastReportedAt,
      snapshot: sql<string>`(array_agg(${contentReports.snapshot} order by ${contentReports.createdAt} desc))[1]`,
    })
    .from(contentReports)
    .groupBy(contentReports.targetType, contentReports.targetId)
    .orderBy(desc(reports), desc(lastReportedAt), contentReports.targetType, contentReports.targetId)
    .limit(page.limit)
    .offset(page.offset);
}
