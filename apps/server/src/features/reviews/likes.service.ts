import type { likeTargets } from "@portal/contracts/reviews";
import type { DbOrTx } from "../../db/client.ts";
import { setCountedLike } from "../../platform/comments/counted-rows.ts";
import { findReply } from "../../platform/comments/threads.ts";
import type { AppDeps } from "../../platform/context.ts";
import { likeMessage } from "../messages/messages.service.ts";
import { likeStores } from "./likes.repository.ts";
import { reviewReplyTables } from "./replies.repository.ts";
import * as repo from "./reviews.repository.ts";
import { reviewLink } from "./reviews.service.ts";

/** Who hears of a like on a review or reply, and where the message leads. */
const likedContent = {
  game: undefined,
  review: async (tx: DbOrTx, id: number) => {
    const review = await repo.findReview(tx, id);
    return (
      review && {
        kind: "reviewLike" as const,
        owner: review.userId,
        link: reviewLink(review),
        excerpt: review.body,
      }
    );
  },
  reply: async (tx: DbOrTx, id: number) => {
    const reply = await findReply(tx, { tables: reviewReplyTables }, id);
    const review = reply && (await repo.findReview(tx, reply.subjectId));
    return (
      reply &&
      review && {
        kind: "replyLike" as const,
        owner: reply.userId,
        link: reviewLink(review),
        excerpt: reply.body,
      }
    );
  },
};

/** Like (liked: true) or unlike a game, review or reply; repeating it changes nothing. */
export async function setLike(
  deps: AppDeps,
  userId: number,
  target: (typeof likeTargets)[number],
  id: number,
  liked: boolean,
) {
  const find = likedContent[target];
  const likesCount = await setCountedLike(
    deps.database.db,
    likeStores[target],
    userId,
    id,
    liked,
    find && likeMessage(userId, id, liked, find),
  );
  return { target, id, liked, likesCount };
}
