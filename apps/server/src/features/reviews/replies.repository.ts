import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/account.ts";
import { replyLikes, reviewReplies, reviews } from "../../db/schema/reviews.ts";
import { authorColumns } from "../../platform/comments.ts";

export async function findReply(db: DbOrTx, replyId: number) {
  const [row] = await db.select().from(reviewReplies).where(eq(reviewReplies.id, replyId));
  return row;
}

export async function insertReply(tx: DbOrTx, values: typeof reviewReplies.$inferInsert) {
  const [row] = await tx.insert(reviewReplies).values(values).returning({ id: reviewReplies.id });
  if (!row) throw new Error("reply insert returned nothing");
  return row;
}

/** One more reply on the review; an official one also sets "official replied". */
export async function countReplyOnReview(tx: DbOrTx, reviewId: number, official: boolean) {
  await tx
    .update(reviews)
    .set({
      repliesCount: sql`${reviews.repliesCount} + 1`,
      ...(official ? { officialReplied: true } : {}),
    })
    .where(eq(reviews.id, reviewId));
}

const parent = alias(reviewReplies, "parent_reply");
const parentAuthor = alias(users, "parent_author");

/** Replies with author, the author they answer, and whether the viewer liked each (0: visitor). */
function selectReplyViews(db: DbOrTx, viewerId: number) {
  return db
    .select({
      reply: reviewReplies,
      author: authorColumns,
      replyTo: { uid: parentAuthor.id, nickname: parentAuthor.nickname },
      liked: sql<boolean>`${replyLikes.userId} is not null`,
    })
    .from(reviewReplies)
    .innerJoin(users, eq(users.id, reviewReplies.userId))
    .leftJoin(parent, eq(parent.id, reviewReplies.parentReplyId))
    .leftJoin(parentAuthor, eq(parentAuthor.id, parent.userId))
    .leftJoin(replyLikes, and(eq(replyLikes.replyId, reviewReplies.id), eq(replyLikes.userId, viewerId)));
}

export type ReplyView = NonNullable<Awaited<ReturnType<typeof findReplyView>>>;

export async function findReplyView(db: DbOrTx, replyId: number, viewerId: number) {
  const [row] = await selectReplyViews(db, viewerId).where(eq(reviewReplies.id, replyId));
  return row;
}

/** A review's thread: official replies first, then oldest first. */
export async function listReplyViews(
  db: DbOrTx,
  options: { reviewId: number; viewerId: number; limit: number; offset: number; officialOnly?: boolean },
) {
  const where = and(
    eq(reviewReplies.reviewId, options.reviewId),
    options.officialOnly ? eq(reviewReplies.official, true) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    selectReplyViews(db, options.viewerId)
      .where(where)
      .orderBy(desc(reviewReplies.official), asc(reviewReplies.createdAt), asc(reviewReplies.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: sql<number>`cast(count(*) as int)` }).from(reviewReplies).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
