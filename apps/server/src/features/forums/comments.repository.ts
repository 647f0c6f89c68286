import { and, asc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, creationOrder, keysetPage, rowsWithTotal } from "../../db/paging.ts";
import { insertRow } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import { commentLikes, postComments, posts } from "../../db/schema/forums.ts";
import { authorColumns } from "../../platform/comments/authors.ts";
import { moderatedTable, shown } from "../../platform/comments/moderation.ts";

const answered = alias(users, "answered_user");

/** Comments with author, whom they answer, and whether the viewer liked each (0: visitor). */
function selectCommentViews(db: DbOrTx, viewerId: number) {
  return db
    .select({
      comment: postComments,
      author: authorColumns,
      replyTo: { uid: answered.id, nickname: answered.nickname },
      liked: sql<boolean>`${commentLikes.userId} is not null`,
    })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .leftJoin(answered, eq(answered.id, postComments.replyToUserId))
    .leftJoin(
      commentLikes,
      and(eq(commentLikes.commentId, postComments.id), eq(commentLikes.userId, viewerId)),
    );
}

export type CommentView = NonNullable<Awaited<ReturnType<typeof findCommentView>>>;

export async function findCommentView(db: DbOrTx, commentId: number, viewerId: number) {
  const [row] = await selectCommentViews(db, viewerId).where(
    and(eq(postComments.id, commentId), shown(postComments)),
  );
  return row;
}

const commentOrder = creationOrder(postComments, postComments.id, "oldest");

/**
 * Top-level comments of a post, or sub-comments of a comment; oldest first, `offset` rows in or
 * after the comment `after`.
 */
export async function listCommentViews(
  db: DbOrTx,
  options: {
    postId?: number;
    parentId?: number;
    viewerId: number;
    limit: number;
    offset: number;
    after?: number;
  },
) {
  const where = and(
    shown(postComments),
    options.parentId
      ? eq(postComments.parentId, options.parentId)
      : and(eq(postComments.postId, options.postId ?? 0), isNull(postComments.parentId)),
  );
  // A post's top-level total is kept with the rows (a trigger); a comment's answers are counted.
  const counted = options.parentId
    ? countRows(db, postComments, where)
    : db
        .select({ n: posts.topCommentsCount })
        .from(posts)
        .where(eq(posts.id, options.postId ?? 0));
  return rowsWithTotal(
    keysetPage(selectCommentViews(db, options.viewerId).$dynamic(), commentOrder, where, options),
    counted,
  );
}

/** The first `perParent` sub-comments of each of these comments, oldest first. */
export async function firstSubCommentViews(
  db: DbOrTx,
  parentIds: number[],
  viewerId: number,
  perParent: number,
) {
  if (!parentIds.length) return [];
  const ranked = db
    .select({
      id: postComments.id,
      rank: sql<number>`row_number() over (partition by ${postComments.parentId} order by ${postComments.createdAt}, ${postComments.id})`.as(
        "rank",
      ),
    })
    .from(postComments)
    .where(and(inArray(postComments.parentId, parentIds), shown(postComments)))
    .as("ranked");
  return selectCommentViews(db, viewerId)
    .innerJoin(ranked, eq(ranked.id, postComments.id))
    .where(lte(ranked.rank, perParent))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
}

export async function findComment(db: DbOrTx, commentId: number) {
  const [row] = await db
    .select()
    .from(postComments)
    .where(and(eq(postComments.id, commentId), shown(postComments)));
  return row;
}

export type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

export function insertComment(tx: DbOrTx, values: typeof postComments.$inferInsert) {
  return insertRow(tx, postComments, values);
}

export async function countSubComment(tx: DbOrTx, parentId: number, delta: number) {
  await tx
    .update(postComments)
    .set({ subCommentsCount: sql`greatest(${postComments.subCommentsCount} + ${delta}, 0)` })
    .where(eq(postComments.id, parentId));
}

/** Deletes a comment (its sub-comments go with it); answers how many comments went. */
export async function deleteComment(tx: DbOrTx, commentId: number) {
  const [row] = await tx
    .delete(postComments)
    .where(eq(postComments.id, commentId))
    .returning({ subCommentsCount: postComments.subCommentsCount });
  return row ? 1 + row.subCommentsCount : 0;
}

/** How many comments the player wrote since `since` (the rate limit). */
export async function countCommentsSince(tx: DbOrTx, userId: number, since: Date) {
  const [row] = await countRows(
    tx,
    postComments,
    and(eq(postComments.userId, userId), gt(postComments.createdAt, since)),
  );
  return row?.n ?? 0;
}

export const moderatedComments = moderatedTable(postComments);

/**
 * A comment appears or disappears for players (moderation). The post's count includes sub-comments:
 * a top-level comment takes its shown sub-comments with it; a sub-comment moves its parent's count,
 * and the post's only while the parent is shown.
 */
export async function countShownComment(tx: DbOrTx, commentId: number, delta: 1 | -1) {
  const parent = alias(postComments, "parent_comment");
  const [row] = await tx
    .select({
      postId: postComments.postId,
      parentId: postComments.parentId,
      subComments: postComments.subCommentsCount,
      parentShown: sql<boolean>`${parent.id} is not null and ${parent.hiddenAt} is null and ${parent.deletedAt} is null`,
    })
    .from(postComments)
    .leftJoin(parent, eq(parent.id, postComments.parentId))
    .where(eq(postComments.id, commentId));
  if (!row) return;
  if (row.parentId) await countSubComment(tx, row.parentId, delta);
  const postDelta = row.parentId ? (row.parentShown ? delta : 0) : delta * (1 + row.subComments);
  if (postDelta)
    await tx
      .update(posts)
      .set({ commentsCount: sql`greatest(${posts.commentsCount} + ${postDelta}, 0)` })
      .where(eq(posts.id, row.postId));
}
