import type { Language } from "@portal/contracts/languages";
import { presentAuthor } from "../../platform/comments/authors.ts";
import { setRow, toggleCounted } from "../../platform/comments/counted-rows.ts";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { gameNamesIn } from "../games/games.service.ts";
import { notify, withdraw } from "../messages/messages.service.ts";
import { countedRows } from "./counts.repository.ts";
import { type ForumViewer, presentForum } from "./forums.presenter.ts";
import * as repo from "./forums.repository.ts";
import { countPostsBy } from "./posts.repository.ts";

/** The viewer with the boards the console made them moderator of (what `canModerate` checks). */
export async function withBoards(deps: AppDeps, viewer: SessionUser): Promise<ForumViewer>;
export async function withBoards(deps: AppDeps, viewer: SessionUser | null): Promise<ForumViewer | null>;
export async function withBoards(deps: AppDeps, viewer: SessionUser | null): Promise<ForumViewer | null> {
  if (!viewer) return null;
  return { ...viewer, moderatedBoards: new Set(await repo.boardsModeratedBy(deps.database.db, viewer.id)) };
}

/** Boards of one game or of all; a visitor's answer is the same for every visitor. */
export function listForums(deps: AppDeps, user: SessionUser | null, language: Language, appId?: number) {
  const read = async () => {
    const viewer = await withBoards(deps, user);
    const rows = await repo.listForums(deps.database.db, viewer?.id ?? 0, appId);
    const names = await gameNamesIn(
      deps.database.db,
      rows.map((row) => row.forum.gameId),
      language,
    );
    return rows.map((row) => presentForum(row, names, viewer, language));
  };
  return user ? read() : deps.publicCache(`forums:${appId ?? 0}:${language}`, read);
}

export async function requireForum(deps: AppDeps, forumId: number, viewerId = 0) {
  const row = await repo.findForum(deps.database.db, forumId, viewerId);
  if (!row) throw new AppError("forumNotFound");
  return row;
}

export async function forumDetail(
  deps: AppDeps,
  forumId: number,
  viewer: SessionUser | null,
  language: Language,
) {
  const row = await requireForum(deps, forumId, viewer?.id ?? 0);
  const names = await gameNamesIn(deps.database.db, [row.forum.gameId], language);
  return presentForum(row, names, await withBoards(deps, viewer), language);
}

export async function followForum(deps: AppDeps, userId: number, forumId: number, followed: boolean) {
  const target = countedRows.forumFollow(userId, forumId);
  const followersCount = await toggleCounted(deps.database.db, target, forumId, followed, "forumNotFound");
  return { forumId, followed, followersCount };
}

async function requirePlayer(deps: AppDeps, uid: number) {
  const user = await repo.findUser(deps.database.db, uid);
  if (!user || user.anonymisedAt) throw new AppError("userNotFound");
  return user;
}

/** A player page: who they are, their post count and follower figures. */
export async function playerPage(deps: AppDeps, uid: number, viewer: SessionUser | null) {
  const user = await requirePlayer(deps, uid);
  const db = deps.database.db;
  const [figures, postsCount] = await Promise.all([
    repo.followFigures(db, uid, viewer?.id ?? 0),
    countPostsBy(db, uid),
  ]);
  return {
    author: presentAuthor({ ...user, uid: user.id }),
    bio: user.bio,
    postsCount,
    followersCount: figures.followers,
    followingCount: figures.following,
    followed: Boolean(figures.followed),
    mine: viewer?.id === uid,
  };
}

/** Follow or unfollow a player (not oneself); repeating it changes nothing. */
export async function followPlayer(deps: AppDeps, followerId: number, uid: number, followed: boolean) {
  if (followerId === uid) throw new AppError("followSelf");
  await requirePlayer(deps, uid);
  await deps.database.db.transaction(async (tx) => {
    const changed = await setRow(tx, countedRows.playerFollow(followerId, uid), followed);
    if (!changed) return;
    // A new follower is one message per follower; unfollowing takes it back.
    const event = {
      userId: uid,
      kind: "newFollower" as const,
      subject: `user:${followerId}`,
      actorId: followerId,
    };
    if (followed) await notify(tx, { ...event, link: `/user/${followerId}` });
    else await withdraw(tx, event);
  });
  const figures = await repo.followFigures(deps.database.db, uid, followerId);
  return { uid, followed: Boolean(figures.followed), followersCount: figures.followers };
}
