import { randomBytes } from "node:crypto";
import { POST_IMAGE_MAX_SIDE, POST_LIMIT, type postList } from "@portal/contracts/forums";
import type { Language } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { ParsedQuery } from "@portal/contracts/route";
import type { DbOrTx } from "../../db/client.ts";
import { setCountedLike, toggleCounted } from "../../platform/comments/counted-rows.ts";
import type { ModeratedKind } from "../../platform/comments/moderation.ts";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { storeMediaBytes } from "../../platform/media-bytes.ts";
import { addUploadVariants } from "../../platform/media-variants.ts";
import { cursorPage, idWindow } from "../../platform/page-window.ts";
import { checkImage, reencodeImage } from "../../platform/uploaded-image.ts";
import { checkWords } from "../../platform/word-list.ts";
import { likeMessage } from "../messages/messages.service.ts";
import { assertMayPost } from "../players/sanctions.service.ts";
import { countedRows, forumLikes } from "./counts.repository.ts";
import { canModerate, canModerateAll, mayPostIn, presentPost } from "./forums.presenter.ts";
import { removePostFromForum, touchForum } from "./forums.repository.ts";
import { requireForum, withBoards } from "./forums.service.ts";
import { recordAction } from "./moderation.repository.ts";
import * as repo from "./posts.repository.ts";
import { checkWritingRate } from "./writing-rate.ts";

async function presentPostViews(deps: AppDeps, views: repo.PostView[], viewer: SessionUser | null) {
  const images = await repo.findImages(
    deps.database.db,
    views.flatMap((view) => view.post.imageMediaIds),
  );
  const byId = new Map(images.map((image) => [image.id, image]));
  const boardsViewer = await withBoards(deps, viewer);
  return views.map((view) => presentPost(view, byId, boardsViewer));
}

export async function postById(deps: AppDeps, postId: number, viewer: SessionUser | null) {
  const view = await repo.findPostView(deps.database.db, postId, viewer?.id ?? 0);
  if (!view) throw new AppError("postNotFound");
  const [post] = await presentPostViews(deps, [view], viewer);
  if (!post) throw new AppError("postNotFound");
  return post;
}

/** Where visitors' post lists are cached: a new or deleted post forgets them in every process. */
const POSTS_CACHE = "posts:";

/** Posts of a board, of a player, or of every board; visitors share one answer per page. */
export function listPosts(deps: AppDeps, viewer: SessionUser | null, query: ParsedQuery<typeof postList>) {
  const read = async () => {
    if (query.forumId) await requireForum(deps, query.forumId);
    const { rows, total } = await repo.listPostViews(deps.database.db, {
      forumId: query.forumId,
      authorId: query.uid,
      sort: query.sort,
      viewerId: viewer?.id ?? 0,
      ...idWindow(query),
    });
    // A pinned last item has no cursor: the next page is asked for by number.
    const last = rows.at(-1)?.post;
    const lastKey = last && !(query.forumId && last.pinnedAt) ? last.id : undefined;
    return cursorPage(await presentPostViews(deps, rows, viewer), total, query, lastKey);
  };
  return viewer ? read() : deps.publicCache(`${POSTS_CACHE}${JSON.stringify(query)}`, read);
}

export async function listCollected(
  deps: AppDeps,
  viewer: SessionUser,
  page: { page: number; pageSize: number },
) {
  const { rows, total } = await repo.listCollectedViews(
    deps.database.db,
    viewer.id,
    page.pageSize,
    offsetOf(page),
  );
  return toPage(await presentPostViews(deps, rows, viewer), total, page);
}

/** How long an uploaded picture waits to be put in a post before the player's next upload drops it. */
const UNUSED_IMAGE_KEPT_MS = 24 * 3600_000;

/**
 * A post picture: the avatar's checks, then WebP at most 1280 px on its longest side. Pictures the
 * player uploaded more than a day ago and never posted are deleted first.
 */
export async function uploadPostImage(deps: AppDeps, userId: number, upload: Buffer) {
  await checkImage(upload);
  const image = await reencodeImage(upload, (sharp) =>
    sharp.resize(POST_IMAGE_MAX_SIDE, POST_IMAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true }),
  );
  const now = deps.now();
  const db = deps.database.db;
  await repo.deleteUnusedImages(db, userId, new Date(now.getTime() - UNUSED_IMAGE_KEPT_MS));
  const id = await repo.insertImage(db, {
    key: `post:${userId}:${randomBytes(6).toString("hex")}`,
    contentType: "image/webp",
    ...(await storeMediaBytes(deps, image.bytes, "image/webp")),
    width: image.width,
    height: image.height,
    ownerId: userId,
    createdAt: now,
  });
  await addUploadVariants(deps, { id, ownerId: userId }, image.bytes);
  return { id, url: `/api/media/${id}`, width: image.width, height: image.height };
}

/** Pictures of a post must be post pictures the author uploaded. */
async function requireOwnImages(db: DbOrTx, userId: number, ids: number[]) {
  const found = await repo.findImages(db, ids);
  const own = found.filter((image) => image.ownerId === userId && image.key?.startsWith("post:"));
  if (own.length !== ids.length) throw new AppError("imageNotYours");
}

/** The title and text through the word list (one refusal, or both masked). */
async function checkPostWords(deps: AppDeps, input: { title: string; content: string }) {
  const db = deps.database.db;
  return { title: await checkWords(db, input.title), content: await checkWords(db, input.content) };
}

export async function writePost(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
  input: { forumId: number; title: string; content: string; imageIds: number[] },
) {
  await assertMayPost(deps, deps.database.db, user.id);
  const forum = await requireForum(deps, input.forumId);
  if (!mayPostIn(forum.forum, await withBoards(deps, user))) throw new AppError("moderatorsOnly");
  const db = deps.database.db;
  await requireOwnImages(db, user.id, input.imageIds);
  const texts = await checkPostWords(deps, input);
  const now = deps.now();
  const created = await db.transaction(async (tx) => {
    await checkWritingRate(deps, tx, user.id, POST_LIMIT, repo.countPostsSince, "postingTooFast");
    const row = await repo.insertPost(tx, {
      forumId: input.forumId,
      userId: user.id,
      title: texts.title,
      body: texts.content,
      imageMediaIds: input.imageIds,
      language,
      lastReplyAt: now,
      createdAt: now,
    });
    await touchForum(tx, input.forumId, now, 1);
    return row;
  });
  deps.publicCache.invalidate(POSTS_CACHE);
  return postById(deps, created.id, user);
}

/** Only the author edits; pictures taken out of the post are deleted with the change. */
export async function editPost(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
  input: { postId: number; title: string; content: string; imageIds: number[] },
) {
  const db = deps.database.db;
  await assertMayPost(deps, db, user.id);
  const texts = await checkPostWords(deps, input);
  await db.transaction(async (tx) => {
    const post = await repo.lockPost(tx, input.postId);
    if (!post) throw new AppError("postNotFound");
    if (post.userId !== user.id) throw new AppError("notYourPost");
    const kept = new Set(post.imageMediaIds);
    await requireOwnImages(
      tx,
      user.id,
      input.imageIds.filter((id) => !kept.has(id)),
    );
    await repo.updatePost(tx, post.id, {
      title: texts.title,
      body: texts.content,
      imageMediaIds: input.imageIds,
      language,
      editedAt: deps.now(),
    });
    await repo.deleteImages(
      tx,
      post.imageMediaIds.filter((id) => !input.imageIds.includes(id)),
    );
  });
  return postById(deps, input.postId, user);
}

/** The author deletes their post; a GM or moderator deletes any, and it is recorded. */
export async function deletePost(deps: AppDeps, user: SessionUser, postId: number) {
  const viewer = await withBoards(deps, user);
  await deps.database.db.transaction(async (tx) => {
    const post = await repo.lockPost(tx, postId);
    if (!post) throw new AppError("postNotFound");
    const own = post.userId === user.id;
    if (!own && !canModerate(viewer, post.forumId)) throw new AppError("notYourPost");
    await repo.deletePost(tx, postId);
    await removePostFromForum(tx, post.forumId);
    await repo.deleteImages(tx, post.imageMediaIds);
    if (!own)
      await recordAction(
        tx,
        user.id,
        "deletePost",
        ["post", postId],
        { title: post.title, body: post.body, authorId: post.userId, forumId: post.forumId },
        deps.now(),
      );
  });
  deps.publicCache.invalidate(POSTS_CACHE);
  return { postId, deleted: true };
}

/** GMs, moderators and the board's moderators pin or unpin; every change is recorded. */
export async function pinPost(deps: AppDeps, user: SessionUser, postId: number, pinned: boolean) {
  const viewer = await withBoards(deps, user);
  if (!canModerateAll(viewer) && !viewer.moderatedBoards?.size) throw new AppError("moderatorsOnly");
  await deps.database.db.transaction(async (tx) => {
    const post = await repo.lockPost(tx, postId);
    if (!post) throw new AppError("postNotFound");
    if (!canModerate(viewer, post.forumId)) throw new AppError("moderatorsOnly");
    if ((post.pinnedAt !== null) === pinned) return;
    await repo.setPinned(tx, postId, pinned ? deps.now() : null);
    const details = { title: post.title, authorId: post.userId, forumId: post.forumId };
    await recordAction(tx, user.id, pinned ? "pin" : "unpin", ["post", postId], details, deps.now());
  });
  return { postId, pinned };
}

export async function likePost(deps: AppDeps, userId: number, postId: number, liked: boolean) {
  const message = likeMessage(userId, postId, liked, async (tx, id) => {
    const post = await repo.findPost(tx, id);
    return post && { kind: "postLike", owner: post.userId, link: `/post/${id}`, excerpt: post.title };
  });
  const likesCount = await setCountedLike(deps.database.db, forumLikes.post, userId, postId, liked, message);
  return { postId, liked, likesCount };
}

export async function collectPost(deps: AppDeps, userId: number, postId: number, collected: boolean) {
  const target = countedRows.postCollect(userId, postId, deps.now());
  const collectsCount = await toggleCounted(deps.database.db, target, postId, collected, "postNotFound");
  return { postId, collected, collectsCount };
}

/** Forum posts in the moderation queue: the board's post count follows what players see. */
export const postModeration: ModeratedKind = {
  table: repo.moderatedPosts,
  countShown: repo.countShownPost,
};
