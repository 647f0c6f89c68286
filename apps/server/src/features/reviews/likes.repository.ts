import { gameLikes } from "../../db/schema/game-social.ts";
import { games } from "../../db/schema/games.ts";
import { replyLikes, reviewLikes, reviewReplies, reviews } from "../../db/schema/reviews.ts";
import type { LikeStore } from "../../platform/likes.ts";

/** Likes on games, reviews and replies: one row per player and target, the count on the target. */
export const likeStores = {
  game: {
    rows: { table: gameLikes, user: gameLikes.userId, target: gameLikes.gameId },
    counted: { table: games, id: games.id, count: games.likesCount },
    missing: "gameNotFound",
  },
  review: {
    rows: { table: reviewLikes, user: reviewLikes.userId, target: reviewLikes.reviewId },
    counted: { table: reviews, id: reviews.id, count: reviews.likesCount },
    missing: "reviewNotFound",
  },
  reply: {
    rows: { table: replyLikes, user: replyLikes.userId, target: replyLikes.replyId },
    counted: { table: reviewReplies, id: reviewReplies.id, count: reviewReplies.likesCount },
    missing: "replyNotFound",
  },
} satisfies Record<string, LikeStore>;
