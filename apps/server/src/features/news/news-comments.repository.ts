import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/account.ts";
import { news, newsCommentLikes, newsComments, newsReplies, newsReplyLikes } from "../../db/schema/news.ts";
import { authorColumns } from "../../platform/comments.ts";

const countRows = sql<number>`cast(count(*) as int)`;

export async function findComment(db: DbOrTx, commentId: number) {
  const [row] = await db.select().from(newsComments).where(eq(newsComments.id, commentId));
  return row;
}

export async function findReply(db: DbOrTx, replyId: number) {
  const [row] = await db.select().from(newsReplies).where(eq(newsReplies.id, replyId));
  return row;
}

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
  const [row] = await selectCommentViews(db, viewerId).where(eq(newsComments.id, commentId));
  return row;
}

/** An article's comments, newest first. */
export async function listCommentViews(
  db: DbOrTx,
  options: { newsId: number; viewerId: number; limit: number; offset: number },
) {
  const where = eq(newsComments.newsId, options.newsId);
  const [rows, [count]] = await Promise.all([
    selectCommentViews(db, options.viewerId)
      .where(where)
      .orderBy(desc(newsComments.createdAt), desc(newsComments.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: countRows }).from(newsComments).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The comment, and the article's comment count moved in the same transaction. */
export async function insertComment(tx: DbOrTx, values: typeof newsComments.$inferInsert) {
  const [row] = await tx.insert(newsComments).values(values).returning({ id: newsComments.id });
  if (!row) throw new Error("comment insert returned nothing");
  await tx
    .update(news)
    .set({ commentsCount: sql`${news.commentsCount} + 1` })
    .where(eq(news.id, values.newsId));
  return row;
}

/** The reply, and its comment's reply count moved in the same transaction. */
export async function insertReply(tx: DbOrTx, values: typeof newsReplies.$inferInsert) {
  const [row] = await tx.insert(newsReplies).values(values).returning({ id: newsReplies.id });
  if (!row) throw new Error("reply insert returned nothing");
  await tx
    .update(newsComments)
    .set({ repliesCount: sql`${newsComments.repliesCount} + 1` })
    .where(eq(newsComments.id, values.commentId));
  return row;
}

const parent = alias(newsReplies, "parent_reply");
const parentAuthor = alias(users, "parent_author");

/** Replies with author, the author they answer, and whether the viewer liked each (0: visitor). */
function selectReplyViews(db: DbOrTx, viewerId: number) {
  return db
    .select({
      reply: newsReplies,
      author: authorColumns,
      replyTo: { uid: parentAuthor.id, nickname: parentAuthor.nickname },
      liked: sql<boolean>`${newsReplyLikes.userId} is not null`,
    })
    .from(newsReplies)
    .innerJoin(users, eq(users.id, newsReplies.userId))
    .leftJoin(parent, eq(parent.id, newsReplies.parentReplyId))
    .leftJoin(parentAuthor, eq(parentAuthor.id, parent.userId))
    .leftJoin(
      newsReplyLikes,
      and(eq(newsReplyLikes.targetId, newsReplies.id), eq(newsReplyLikes.userId, viewerId)),
    );
}

export type NewsReplyView = NonNullable<Awaited<ReturnType<typeof findReplyView>>>;

export async function findReplyView(db: DbOrTx, replyId: number, viewerId: number) {
  const [row] = await selectReplyViews(db, viewerId).where(eq(newsReplies.id, replyId));
  return row;
}

/** A comment's thread: official replies first, then oldest first. */
export async function listReplyViews(
  db: DbOrTx,
  options: { commentId: number; viewerId: number; limit: number; offset: number },
) {
  const where = eq(newsReplies.commentId, options.commentId);
  const [rows, [count]] = await Promise.all([
    selectReplyViews(db, options.viewerId)
      .where(where)
      .orderBy(desc(newsReplies.official), asc(newsReplies.createdAt), asc(newsReplies.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: countRows }).from(newsReplies).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
