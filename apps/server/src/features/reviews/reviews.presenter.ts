import type { Review } from "@portal/contracts/reviews";
import { presentAuthor } from "../../platform/comments/authors.ts";
import type { OfficialReplyRow, ReviewView } from "./reviews.repository.ts";

/** A review as lists and the reply panel show it; the text is raw (clients escape it). */
export function presentReview(
  view: ReviewView,
  official: OfficialReplyRow | undefined,
  viewerId: number,
): Review {
  const { review } = view;
  return {
    id: review.id,
    appId: review.gameId,
    rating: review.rating,
    content: review.body,
    language: review.language,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    edited: review.editedAt !== null,
    likesCount: review.likesCount,
    repliesCount: review.repliesCount,
    officialReplied: review.officialReplied,
    officialReply: official
      ? { content: official.body, createdAt: official.createdAt.toISOString(), nickname: official.nickname }
      : null,
    liked: Boolean(view.liked),
    mine: review.userId === viewerId,
    author: presentAuthor(view.author),
    // Only its author still sees a review a moderator hid.
    ...(review.hiddenAt ? { hidden: true } : {}),
  };
}
