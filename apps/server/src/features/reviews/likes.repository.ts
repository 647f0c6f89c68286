import { gameLikes } from "../../db/schema/game-social.ts";
import { games } from "../../db/schema/games.ts";
import { replyLikes, reviewLikes, reviewReplies, reviews } from "../../db/schema/reviews.ts";
import { type LikeStore, likeStore } from "../../platform/comments/counted-rows.ts";

/** Likes on games, reviews and replies: one row per player and target, the count on the target. */
export const likeStores = {
  game: likeStore(gameLikes, gameLikes.gameId, games, games.likesCount, "gameNotFound"),
  review: likeStore(reviewLikes, reviewLikes.reviewId, reviews, reviews.likesCount, "reviewNotFound"),
  reply: likeStore(replyLikes, replyLikes.replyId, reviewReplies, reviewReplies.likesCount, "replyNotFound"),
} satisfies Record<string, LikeStore>;
