import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { gameLikes } from "../../db/schema/game-social.ts";
import { games } from "../../db/schema/games.ts";
import { replyLikes, reviewLikes, reviewReplies, reviews } from "../../db/schema/reviews.ts";

/**
 * Likes on games, reviews and replies. Each like is one row per player and target; `setXLike`
 * answers whether a row was really added or removed, and `bumpXLikes` moves the count by that
 * much in the same transaction (0 only reads it).
 */

export async function setGameLike(tx: DbOrTx, userId: number, gameId: number, liked: boolean) {
  const rows = liked
    ? await tx
        .insert(gameLikes)
        .values({ userId, gameId })
        .onConflictDoNothing()
        .returning({ id: gameLikes.gameId })
    : await tx
        .delete(gameLikes)
        .where(and(eq(gameLikes.userId, userId), eq(gameLikes.gameId, gameId)))
        .returning({ id: gameLikes.gameId });
  return rows.length > 0;
}

export async function setReviewLike(tx: DbOrTx, userId: number, reviewId: number, liked: boolean) {
  const rows = liked
    ? await tx
        .insert(reviewLikes)
        .values({ userId, reviewId })
        .onConflictDoNothing()
        .returning({ id: reviewLikes.reviewId })
    : await tx
        .delete(reviewLikes)
        .where(and(eq(reviewLikes.userId, userId), eq(reviewLikes.reviewId, reviewId)))
        .returning({ id: reviewLikes.reviewId });
  return rows.length > 0;
}

export async function setReplyLike(tx: DbOrTx, userId: number, replyId: number, liked: boolean) {
  const rows = liked
    ? await tx
        .insert(replyLikes)
        .values({ userId, replyId })
        .onConflictDoNothing()
        .returning({ id: replyLikes.replyId })
    : await tx
        .delete(replyLikes)
        .where(and(eq(replyLikes.userId, userId), eq(replyLikes.replyId, replyId)))
        .returning({ id: replyLikes.replyId });
  return rows.length > 0;
}

export async function bumpGameLikes(tx: DbOrTx, gameId: number, delta: number) {
  const [row] =
    delta === 0
      ? await tx.select({ likesCount: games.likesCount }).from(games).where(eq(games.id, gameId))
      : await tx
          .update(games)
          .set({ likesCount: sql`${games.likesCount} + ${delta}` })
          .where(eq(games.id, gameId))
          .returning({ likesCount: games.likesCount });
  return row?.likesCount;
}

export async function bumpReviewLikes(tx: DbOrTx, reviewId: number, delta: number) {
  const [row] =
    delta === 0
      ? await tx.select({ likesCount: reviews.likesCount }).from(reviews).where(eq(reviews.id, reviewId))
      : await tx
          .update(reviews)
          .set({ likesCount: sql`${reviews.likesCount} + ${delta}` })
          .where(eq(reviews.id, reviewId))
          .returning({ likesCount: reviews.likesCount });
  return row?.likesCount;
}

export async function bumpReplyLikes(tx: DbOrTx, replyId: number, delta: number) {
  const [row] =
    delta === 0
      ? await tx
          .select({ likesCount: reviewReplies.likesCount })
          .from(reviewReplies)
          .where(eq(reviewReplies.id, replyId))
      : await tx
          .update(reviewReplies)
          .set({ likesCount: sql`${reviewReplies.likesCount} + ${delta}` })
          .where(eq(reviewReplies.id, replyId))
          .returning({ likesCount: reviewReplies.likesCount });
  return row?.likesCount;
}
