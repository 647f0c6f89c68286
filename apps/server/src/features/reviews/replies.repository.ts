import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { replyLikes, reviewReplies, reviews } from "../../db/schema/reviews.ts";
import { countOnParent, moderatedTable } from "../../platform/comments/moderation.ts";
import type { ThreadTables } from "../../platform/comments/threads.repository.ts";

/** Replies under reviews, in the shared thread module's terms. */
export const reviewReplyTables: ThreadTables = {
  replies: reviewReplies,
  subject: reviewReplies.reviewId,
  subjectCount: { id: reviews.id, count: reviews.repliesCount },
  likes: { table: replyLikes, user: replyLikes.userId, target: replyLikes.replyId },
};

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

export const moderatedReviewReplies = moderatedTable(reviewReplies);

/** A reply appears or disappears for players (moderation): the review's count moves with it. */
export const countShownReply = countOnParent(
  reviewReplies.id,
  reviewReplies.reviewId,
  reviews.id,
  reviews.repliesCount,
);
