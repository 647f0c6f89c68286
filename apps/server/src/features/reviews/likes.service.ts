import type { likeTargets } from "@portal/contracts/reviews";
import type { AppDeps } from "../../platform/context.ts";
import { setCountedLike } from "../../platform/likes.ts";
import { likeStores } from "./likes.repository.ts";

/** Like (liked: true) or unlike a game, review or reply; repeating it changes nothing. */
export async function setLike(
  deps: AppDeps,
  userId: number,
  target: (typeof likeTargets)[number],
  id: number,
  liked: boolean,
) {
  const likesCount = await setCountedLike(deps.database.db, likeStores[target], userId, id, liked);
  return { target, id, liked, likesCount };
}
