import { type author, type Reply, type Review, STAR_POINTS_PER_LEVEL } from "@portal/contracts/reviews";
import type { z } from "zod";
import type { ReplyView } from "./replies.repository.ts";
import type { OfficialReplyRow, ReviewView } from "./reviews.repository.ts";

const mediaUrl = (id: number | null) => (id ? `/api/media/${id}` : "");

type AuthorRow = ReviewView["author"];

export function presentAuthor(row: AuthorRow): z.infer<typeof author> {
  return {
    uid: row.uid,
    nickname: row.nickname,
    avatar: mediaUrl(row.avatarMediaId),
    vip: row.vipLevel > 0,
    vipLevel: row.vipLevel,
    level: Math.floor(row.starPoints / STAR_POINTS_PER_LEVEL) + 1,
    staff: row.roles.includes("gm"),
  };
}

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
  };
}

export function presentReply(view: ReplyView, viewerId: number): Reply {
  const { reply } = view;
  return {
    id: reply.id,
    reviewId: reply.reviewId,
    parentReplyId: reply.parentReplyId,
    replyTo:
      view.replyTo?.uid != null ? { uid: view.replyTo.uid, nickname: view.replyTo.nickname ?? "" } : null,
    content: reply.body,
    official: reply.official,
    likesCount: reply.likesCount,
    liked: Boolean(view.liked),
    mine: reply.userId === viewerId,
    createdAt: reply.createdAt.toISOString(),
    author: presentAuthor(view.author),
  };
}
