import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, rowsWithTotal } from "../../db/paging.ts";
import { insertNew } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import { forumReports, moderationActions, postComments, posts } from "../../db/schema/forums.ts";

/** A player's report; false when they had already reported this target (it counts once). */
export function insertReport(tx: DbOrTx, values: typeof forumReports.$inferInsert) {
  return insertNew(tx, forumReports, values);
}

type Action = (typeof moderationActions.$inferInsert)["action"];
type TargetType = (typeof moderationActions.$inferInsert)["targetType"];

/** Who did what to which post or comment, and when; `details` keeps the target as it was. */
export async function recordAction(
  tx: DbOrTx,
  actorId: number,
  action: Action,
  [targetType, targetId]: [TargetType, number],
  details: Record<string, unknown>,
  createdAt: Date,
) {
  await tx.insert(moderationActions).values({ actorId, action, targetType, targetId, details, createdAt });
}

/** The board of a reported target (a comment's through its post), null when it is gone: SQL. */
const reportBoard = sql`(select p.forum_id from ${posts} p where p.id = coalesce(${forumReports.postId},
  (select c.post_id from ${postComments} c where c.id = ${forumReports.commentId})))`;

/** Open reports grouped by target, most reported first; `boards`: only those of these boards. */
export async function listReportedTargets(db: DbOrTx, limit: number, offset: number, boards?: number[]) {
  const open = and(
    isNull(forumReports.resolvedAt),
    boards
      ? boards.length
        ? sql`${reportBoard} in (${sql.join(
            boards.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`
      : undefined,
  );
  return rowsWithTotal(
    db
      .select({
        postId: forumReports.postId,
        commentId: forumReports.commentId,
        reportsCount: sql<number>`cast(count(*) as int)`,
        reasons: sql<string[]>`array_agg(${forumReports.reason})`,
        lastReportedAt: sql<Date>`max(${forumReports.createdAt})`.mapWith((value) => new Date(value)),
      })
      .from(forumReports)
      .where(open)
      .groupBy(forumReports.postId, forumReports.commentId)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${forumReports.createdAt})`))
      .limit(limit)
      .offset(offset),
    db
      .select({
        n: sql<number>`cast(count(distinct (${forumReports.postId}, ${forumReports.commentId})) as int)`,
      })
      .from(forumReports)
      .where(open),
  );
}

export async function postsWithAuthors(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: posts.id, postId: posts.id, text: posts.title, uid: users.id, nickname: users.nickname })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(inArray(posts.id, ids));
}

export async function commentsWithAuthors(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: postComments.id,
      postId: postComments.postId,
      text: postComments.body,
      uid: users.id,
      nickname: users.nickname,
    })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(inArray(postComments.id, ids));
}

/** Closes the open reports of one target; answers how many. */
export async function resolveReports(tx: DbOrTx, target: "post" | "comment", id: number, at: Date) {
  const rows = await tx
    .update(forumReports)
    .set({ resolvedAt: at })
    .where(
      and(
        isNull(forumReports.resolvedAt),
        target === "post" ? eq(forumReports.postId, id) : eq(forumReports.commentId, id),
      ),
    )
    .returning({ id: forumReports.id });
  return rows.length;
}

export async function listActions(db: DbOrTx, limit: number, offset: number) {
  return rowsWithTotal(
    db
      .select({ action: moderationActions, nickname: users.nickname })
      .from(moderationActions)
      .innerJoin(users, eq(users.id, moderationActions.actorId))
      .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
      .limit(limit)
      .offset(offset),
    countRows(db, moderationActions, undefined),
  );
}

/** The board a post or comment is on, whatever its state; undefined when there is no such text. */
export async function boardOfTarget(db: DbOrTx, target: "post" | "comment", id: number) {
  const [row] =
    target === "post"
      ? await db.select({ forumId: posts.forumId }).from(posts).where(eq(posts.id, id))
      : await db
          .select({ forumId: posts.forumId })
          .from(postComments)
          .innerJoin(posts, eq(posts.id, postComments.postId))
          .where(eq(postComments.id, id));
  return row?.forumId;
}
