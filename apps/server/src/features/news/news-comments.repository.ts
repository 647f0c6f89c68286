import type { newsLikeTargets } from "@portal/contracts/news";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { creationOrder, keysetPage, rowsWithTotal } from "../../db/paging.ts";
import { findRowWhere, insertRow } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import {
  news,
  newsCommentLikes,
  newsComments,
  newsLikes as newsLikeRows,
  newsReplies,
  newsReplyLikes,
} from "../../db/schema/news.ts";
import { authorColumns } from "../../platform/comments/authors.ts";
import { type LikeStore, likeStore } from "../../platform/comments/counted-rows.ts";
import { countOnParent, moderatedTable, shown } from "../../platform/comments/moderation.ts";
import type { ThreadTables } from "../../platform/comments/threads.repository.ts";

export async function findComment(db: DbOrTx, commentId: number) {
  return findRowWhere(db, newsComments, and(eq(newsComments.id, commentId), shown(newsComments)));
}

export type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

/** Comments with their authors and whether the viewer liked each (viewer 0: a visitor). */
function selectCommentViews(db: DbOrTx, viewerId: number) {
  return db
    .select({
      comment: newsComments,
      author: authorColumns,
      liked: sql<boolean>`${newsCommentLikes.userId} is not null`,
    })
    .from(newsComments)
    .innerJoin(users, eq(users.id, newsComments.userId))
    .leftJoin(
      newsCommentLikes,
      and(eq(newsCommentLikes.targetId, newsComments.id), eq(newsCommentLikes.userId, viewerId)),
    );
}

export type CommentView = NonNullable<Awaited<ReturnType<typeof findCommentView>>>;

export async function findCommentView(db: DbOrTx, commentId: number, viewerId: number) {
  const [row] = await selectCommentViews(db, viewerId).where(
    and(eq(newsComments.id, commentId), shown(newsComments)),
  );
  return row;
}

const commentOrder = creationOrder(newsComments, newsComments.id, "newest");

/**
 * An article's comments, newest first, `offset` rows in or after the comment `after`; the total is
 * the article's comment count (moved with every comment and moderation), not a count of rows.
 */
export async function listCommentViews(
  db: DbOrTx,
  options: { newsId: number; viewerId: number; limit: number; offset: number; after?: number },
) {
  const where = and(eq(newsComments.newsId, options.newsId), shown(newsComments));
  return rowsWithTotal(
    keysetPage(selectCommentViews(db, options.viewerId).$dynamic(), commentOrder, where, options),
    db.select({ n: news.commentsCount }).from(news).where(eq(news.id, options.newsId)),
  );
}

/** The comment, and the article's comment count moved in the same transaction. */
export async function insertComment(tx: DbOrTx, values: typeof newsComments.$inferInsert) {
  const row = await insertRow(tx, newsComments, values);
  await tx
    .update(news)
    .set({ commentsCount: sql`${news.commentsCount} + 1` })
    .where(eq(news.id, values.newsId));
  return row;
}

/** Replies under news comments, in the shared thread module's terms. */
export const newsReplyTables: ThreadTables = {
  replies: newsReplies,
  subject: newsReplies.commentId,
  subjectCount: { id: newsComments.id, count: newsComments.repliesCount },
  likes: { table: newsReplyLikes, user: newsReplyLikes.userId, target: newsReplyLikes.targetId },
};

/** One more reply under the comment (moved in the reply's transaction). */
export async function countReplyOnComment(tx: DbOrTx, commentId: number) {
  await tx
    .update(newsComments)
    .set({ repliesCount: sql`${newsComments.repliesCount} + 1` })
    .where(eq(newsComments.id, commentId));
}

/** Likes on articles, comments and replies: one row per player and target, the count on the target. */
export const newsLikes = {
  news: likeStore(newsLikeRows, newsLikeRows.targetId, news, news.likesCount, "newsNotFound"),
  comment: likeStore(
    newsCommentLikes,
    newsCommentLikes.targetId,
    newsComments,
    newsComments.likesCount,
    "newsCommentNotFound",
  ),
  reply: likeStore(
    newsReplyLikes,
    newsReplyLikes.targetId,
    newsReplies,
    newsReplies.likesCount,
    "newsReplyNotFound",
  ),
} satisfies Record<(typeof newsLikeTargets)[number], LikeStore>;

export const moderatedNewsComments = moderatedTable(newsComments);
export const moderatedNewsReplies = moderatedTable(newsReplies);

/** A comment appears or disappears for players (moderation): the article's comment count follows. */
export const countShownComment = countOnParent(
  newsComments.id,
  newsComments.newsId,
  news.id,
  news.commentsCount,
);

/** A reply appears or disappears for players (moderation): its comment's reply count follows. */
export const countShownReply = countOnParent(
  newsReplies.id,
  newsReplies.commentId,
  newsComments.id,
  newsComments.repliesCount,
);
