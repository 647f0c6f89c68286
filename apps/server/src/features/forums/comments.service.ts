import { COMMENT_LIMIT, SUB_COMMENT_PREVIEW } from "@portal/contracts/forums";
import type { Language } from "@portal/contracts/languages";
import { isMissingParent } from "../../db/client.ts";
import { setCountedLike } from "../../platform/comments/counted-rows.ts";
import type { ModeratedKind } from "../../platform/comments/moderation.ts";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { cursorPage, idWindow, type PageAsked } from "../../platform/page-window.ts";
import { checkWords } from "../../platform/word-list.ts";
import { likeMessage, notify } from "../messages/messages.service.ts";
import { assertMayPost } from "../players/sanctions.service.ts";
import * as repo from "./comments.repository.ts";
import { forumLikes } from "./counts.repository.ts";
import { canModerate, type ForumViewer, presentComment } from "./forums.presenter.ts";
import { touchForum } from "./forums.repository.ts";
import { withBoards } from "./forums.service.ts";
import { recordAction } from "./moderation.repository.ts";
import { countCommentsOnPost, findPost } from "./posts.repository.ts";
import { checkWritingRate } from "./writing-rate.ts";

type Page = PageAsked;

/** The board a post is on (what a board moderator's rights depend on); 0 when the post is not shown. */
async function boardOf(deps: AppDeps, postId: number) {
  return (await findPost(deps.database.db, postId))?.forumId ?? 0;
}

export async function commentById(deps: AppDeps, commentId: number, viewer: SessionUser | null) {
  const view = await repo.findCommentView(deps.database.db, commentId, viewer?.id ?? 0);
  if (!view) throw new AppError("commentNotFound");
  return presentComment(view, await withBoards(deps, viewer), await boardOf(deps, view.comment.postId));
}

async function listComments(
  deps: AppDeps,
  viewer: ForumViewer | null,
  where: ({ postId: number } | { parentId: number }) & { forumId: number },
  page: Page,
) {
  const { rows, total } = await repo.listCommentViews(deps.database.db, {
    ...where,
    viewerId: viewer?.id ?? 0,
    ...idWindow(page),
  });
  return cursorPage(
    rows.map((row) => presentComment(row, viewer, where.forumId)),
    total,
    page,
    rows.at(-1)?.comment.id,
  );
}

/** Top-level comments, each with its first sub-comments. */
export async function postComments(deps: AppDeps, postId: number, viewer: SessionUser | null, page: Page) {
  const db = deps.database.db;
  const post = await findPost(db, postId);
  if (!post) throw new AppError("postNotFound");
  const forumId = post.forumId;
  const boardsViewer = await withBoards(deps, viewer);
  const heads = await listComments(deps, boardsViewer, { postId, forumId }, page);
  const previews = await repo.firstSubCommentViews(
    db,
    heads.items.filter((head) => head.subCommentsCount > 0).map((head) => head.id),
    viewer?.id ?? 0,
    SUB_COMMENT_PREVIEW,
  );
  return {
    ...heads,
    items: heads.items.map((head) => ({
      ...head,
      preview: previews
        .filter((view) => view.comment.parentId === head.id)
        .map((view) => presentComment(view, boardsViewer, forumId)),
    })),
  };
}

export async function subComments(deps: AppDeps, commentId: number, viewer: SessionUser | null, page: Page) {
  const comment = await repo.findComment(deps.database.db, commentId);
  if (!comment) throw new AppError("commentNotFound");
  const forumId = await boardOf(deps, comment.postId);
  return listComments(deps, await withBoards(deps, viewer), { parentId: commentId, forumId }, page);
}

/**
 * Writes a comment: the rate limit, the row, the post's count and latest reply, the board's latest
 * activity and (for a sub-comment) the parent's count, in one transaction.
 */
async function insertComment(
  deps: AppDeps,
  user: SessionUser,
  values: {
    postId: number;
    forumId: number;
    parentId: number | null;
    replyToUserId: number | null;
    body: string;
    language: Language;
  },
  /** Who hears of it: the post's author, or the author of the comment answered. */
  notice: { userId: number; kind: "postComment" | "commentReply" },
) {
  await assertMayPost(deps, deps.database.db, user.id);
  const now = deps.now();
  const body = await checkWords(deps.database.db, values.body);
  try {
    const created = await deps.database.db.transaction(async (tx) => {
      await checkWritingRate(deps, tx, user.id, COMMENT_LIMIT, repo.countCommentsSince, "commentingTooFast");
      const row = await repo.insertComment(tx, { ...values, body, userId: user.id, createdAt: now });
      await countCommentsOnPost(tx, values.postId, 1, now);
      if (values.parentId) await repo.countSubComment(tx, values.parentId, 1);
      await touchForum(tx, values.forumId, now);
      await notify(tx, {
        ...notice,
        subject: `postComment:${row.id}`,
        link: `/post/${values.postId}`,
        actorId: user.id,
        excerpt: values.body,
      });
      return row;
    });
    return commentById(deps, created.id, user);
  } catch (error) {
    if (isMissingParent(error)) throw new AppError(values.parentId ? "commentNotFound" : "postNotFound");
    throw error;
  }
}

export async function addComment(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
  postId: number,
  body: string,
) {
  const post = await findPost(deps.database.db, postId);
  if (!post) throw new AppError("postNotFound");
  return insertComment(
    deps,
    user,
    {
      postId,
      forumId: post.forumId,
      parentId: null,
      replyToUserId: null,
      body,
      language,
    },
    { userId: post.userId, kind: "postComment" },
  );
}

/** Under a top-level comment; answering a sub-comment files it under the same top-level one. */
export async function addSubComment(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
  commentId: number,
  body: string,
) {
  const db = deps.database.db;
  const answered = await repo.findComment(db, commentId);
  if (!answered) throw new AppError("commentNotFound");
  const post = await findPost(db, answered.postId);
  if (!post) throw new AppError("postNotFound");
  return insertComment(
    deps,
    user,
    {
      postId: answered.postId,
      forumId: post.forumId,
      parentId: answered.parentId ?? answered.id,
      replyToUserId: answered.parentId ? answered.userId : null,
      body,
      language,
    },
    { userId: answered.userId, kind: "commentReply" },
  );
}

export async function likeComment(deps: AppDeps, userId: number, commentId: number, liked: boolean) {
  const message = likeMessage(userId, commentId, liked, async (tx, id) => {
    const comment = await repo.findComment(tx, id);
    return (
      comment && {
        kind: "commentLike",
        owner: comment.userId,
        link: `/post/${comment.postId}`,
        excerpt: comment.body,
      }
    );
  });
  const likesCount = await setCountedLike(
    deps.database.db,
    forumLikes.comment,
    userId,
    commentId,
    liked,
    message,
  );
  return { commentId, liked, likesCount };
}

/** The author deletes their comment; a GM or moderator deletes any, and it is recorded. */
export async function deleteComment(deps: AppDeps, user: SessionUser, commentId: number) {
  const db = deps.database.db;
  const comment = await repo.findComment(db, commentId);
  if (!comment) throw new AppError("commentNotFound");
  const own = comment.userId === user.id;
  if (!own && !canModerate(await withBoards(deps, user), await boardOf(deps, comment.postId)))
    throw new AppError("notYourComment");
  const removed = await db.transaction(async (tx) => {
    const count = await repo.deleteComment(tx, commentId);
    if (!count) return 0;
    await countCommentsOnPost(tx, comment.postId, -count);
    if (comment.parentId) await repo.countSubComment(tx, comment.parentId, -1);
    if (!own)
      await recordAction(
        tx,
        user.id,
        "deleteComment",
        ["comment", commentId],
        { body: comment.body, authorId: comment.userId, postId: comment.postId },
        deps.now(),
      );
    return count;
  });
  if (!removed) throw new AppError("commentNotFound");
  return { commentId, deleted: true };
}

/** Forum comments in the moderation queue: the post's and the parent's counts follow what players see. */
export const commentModeration: ModeratedKind = {
  table: repo.moderatedComments,
  countShown: repo.countShownComment,
};
