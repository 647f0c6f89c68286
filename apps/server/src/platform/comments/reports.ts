import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { insertNew } from "../../db/rows.ts";
import { forumReports } from "../../db/schema/forums.ts";
import { contentReports } from "../../db/schema/reviews.ts";
import type { AppDeps } from "../context.ts";

export type ReportedKind = (typeof contentReports.$inferInsert)["targetType"];

/**
 * A player's report of something another player wrote (review, reply, news comment), once per
 * player and target; false when they had already reported it. The reported text is kept as it was.
 */
export function insertReport(tx: DbOrTx, values: typeof contentReports.$inferInsert): Promise<boolean> {
  return insertNew(tx, contentReports, values);
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

/** Every kind of reported text: review, review reply, news comment and reply, forum post and comment. */
export const reportedKinds = ["review", "reply", "newsComment", "newsReply", "post", "comment"] as const;
export type ReportedTextKind = (typeof reportedKinds)[number];

export interface QueueFilter {
  kind?: ReportedTextKind;
  /** open: reports nobody acted on yet; resolved: closed by a hide, delete or dismiss. */
  state: "open" | "resolved";
  sort: "mostReported" | "newest";
  limit: number;
  offset: number;
}

/** Reports of both stores (content_reports and forum_reports) as one relation. */
const allReports = sql`(
  select target_type as kind, target_id as id, reason, snapshot, created_at, resolved_at from content_reports
  union all
  select case when comment_id is null then 'post' else 'comment' end, coalesce(comment_id, post_id),
    reason, snapshot, created_at, resolved_at from forum_reports
) as reports`;

export interface QueueRow {
  kind: ReportedTextKind;
  id: number;
  reports: number;
  reasons: string[];
  lastReportedAt: Date;
  snapshot: string;
}

/**
 * The console's moderation queue: one row per reported text across every kind, with how many
 * reports and their reasons, most reported (or most recently reported) first, and the total.
 */
export async function reportQueue(db: DbOrTx, filter: QueueFilter) {
  const where = sql`where ${filter.state === "open" ? sql`resolved_at is null` : sql`resolved_at is not null`}
    ${filter.kind ? sql`and kind = ${filter.kind}` : sql``}`;
  const order =
    filter.sort === "newest"
      ? sql`max(created_at) desc, count(*) desc`
      : sql`count(*) desc, max(created_at) desc`;
  const [page, count] = await Promise.all([
    db.execute<{
      kind: string;
      id: number;
      reports: number;
      reasons: string[];
      last: string | Date;
      snapshot: string;
    }>(sql`
      select kind, id, count(*)::int as reports, array_agg(reason) as reasons, max(created_at) as last,
        (array_agg(snapshot order by created_at desc))[1] as snapshot
      from ${allReports} ${where}
      group by kind, id order by ${order}, kind, id limit ${filter.limit} offset ${filter.offset}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from ${allReports} ${where} group by kind, id) as t`,
    ),
  ]);
  const rows: QueueRow[] = page.rows.map((row) => ({
    kind: row.kind as ReportedTextKind,
    id: Number(row.id),
    reports: Number(row.reports),
    reasons: row.reasons,
    lastReportedAt: new Date(row.last),
    snapshot: row.snapshot,
  }));
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** Closes the open reports of one text (it was hidden, deleted or found fine); answers how many. */
export async function resolveReportsOf(tx: DbOrTx, kind: ReportedTextKind, id: number, at: Date) {
  if (kind === "post" || kind === "comment") {
    const target =
      kind === "post"
        ? and(eq(forumReports.postId, id), isNull(forumReports.commentId))
        : eq(forumReports.commentId, id);
    const rows = await tx
      .update(forumReports)
      .set({ resolvedAt: at })
      .where(and(target, isNull(forumReports.resolvedAt)))
      .returning({ id: forumReports.id });
    return rows.length;
  }
  const rows = await tx
    .update(contentReports)
    .set({ resolvedAt: at })
    .where(
      and(
        eq(contentReports.targetType, kind),
        eq(contentReports.targetId, id),
        isNull(contentReports.resolvedAt),
      ),
    )
    .returning({ id: contentReports.id });
  return rows.length;
}
