import type { ErrorName } from "@portal/contracts/errors";
import type { likeTargets } from "@portal/contracts/reviews";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import * as likes from "./likes.repository.ts";
import { isMissingParent } from "./reviews.service.ts";

type LikeTarget = (typeof likeTargets)[number];

const targets = {
  game: { set: likes.setGameLike, bump: likes.bumpGameLikes, missing: "gameNotFound" },
  review: { set: likes.setReviewLike, bump: likes.bumpReviewLikes, missing: "reviewNotFound" },
  reply: { set: likes.setReplyLike, bump: likes.bumpReplyLikes, missing: "replyNotFound" },
} satisfies Record<LikeTarget, { set: unknown; bump: unknown; missing: ErrorName }>;

/**
 * Like (liked: true) or unlike a game, review or reply. The like row and the count change in one
 * transaction, and the count moves only when a row was really added or removed: double clicks,
 * two tabs and replays leave the true count.
 */
export async function setLike(deps: AppDeps, userId: number, target: LikeTarget, id: number, liked: boolean) {
  const { set, bump, missing } = targets[target];
  try {
    const likesCount = await deps.database.db.transaction(async (tx) => {
      if ((await bump(tx, id, 0)) === undefined) return undefined;
      const changed = await set(tx, userId, id, liked);
      return bump(tx, id, changed ? (liked ? 1 : -1) : 0);
    });
    if (likesCount === undefined) throw new AppError(missing);
    return { target, id, liked, likesCount };
  } catch (error) {
    if (isMissingParent(error)) throw new AppError(missing);
    throw error;
  }
}
