import type { Language } from "@portal/contracts/languages";
import type { NewsReply, newsLikeTargets } from "@portal/contracts/news";
import { type DbOrTx, isMissingParent } from "../../db/client.ts";
import { setCountedLike } from "../../platform/comments/counted-rows.ts";
import type { ModeratedKind } from "../../platform/comments/moderation.ts";
import {
  findReply,
  listThread,
  type ReplyThread,
  replyInThread,
  reportInThread,
} from "../../platform/comments/threads.ts";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { cursorPage, idWindow, type PageAsked } from "../../platform/page-window.ts";
import { checkWords } from "../../platform/word-list.ts";
import { likeMessage, notify } from "../messages/messages.service.ts";
import { assertMayPost } from "../players/sanctions.service.ts";
import { presentComment } from "./news.presenter.ts";
import { newsExists } from "./news.repository.ts";
import * as comments from "./news-comments.repository.ts";

/**
 * Comments on news and their threaded replies: the same rules as game reviews' replies (plain
 * text, counts moved with the rows, official GM replies, likes and reports once per player).
 */

type Page = PageAsked;

async function requireNews(deps: AppDeps, newsId: number) {
  if (!(await newsExists(deps.database.db, newsId, deps.now()))) throw new AppError("newsNotFound");
}

async function _requireComment(deps: AppDeps, commentId: number) {
  const comment = await comments.findComment(deps.database.db, commentId);
  if (!comment) throw new AppError("newsCommentNotFound");
  return comment;
}

/** A visitor's page is the same for every visitor; a player's carries their own likes. */
export function listComments(deps: AppDeps, viewer: SessionUser | null, query: Page & { newsId: number }) {
  const load = async () => {
    await requireNews(deps, query.newsId);
    const viewerId = viewer?.id ?? 0;
    const { rows, total } = await comments.listCommentViews(deps.database.db, {
      newsId: query.newsId,
      viewerId,
      ...idWindow(query),
    });
    return cursorPage(
      rows.map((row) => presentComment(row, viewerId)),
      total,
      query,
      rows.at(-1)?.comment.id,
    );
  };
  return viewer ? load() : deps.publicCache(`newsComments:${JSON.stringify(query)}`, load);
}

async function commentById(deps: AppDeps, commentId: number, viewerId: number) {
  const view = await comments.findCommentView(deps.database.db, commentId, viewerId);
  if (!view) throw new AppError("newsCommentNotFound");
  return presentComment(view, viewerId);
}

/** The reply panel's head. */
export async function commentPanel(deps: AppDeps, commentId: number, viewer: SessionUser | null) {
  return { comment: await commentById(deps, commentId, viewer?.id ?? 0) };
}

export function listReplies(deps: AppDeps, viewer: SessionUser | null, query: Page & { commentId: number }) {
  const { commentId, ...page } = query;
  return listThread(deps, newsThread, viewer, { subjectId: commentId, ...page });
}

/** Comment on an article; its comment count moves in the same transaction. */
export async function addComment(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
  input: { newsId: number; content: string },
) {
  await assertMayPost(deps, deps.database.db, user.id);
  await requireNews(deps, input.newsId);
  const content = await checkWords(deps.database.db, input.content);
  try {
    const created = await deps.database.db.transaction((tx) =>
      comments.insertComment(tx, {
        newsId: input.newsId,
        userId: user.id,
        body: content,
        language,
        createdAt: deps.now(),
      }),
    );
    return commentById(deps, created.id, user.id);
  } catch (error) {
    if (isMissingParent(error)) throw new AppError("newsNotFound");
    throw error;
  }
}

/** Replies under news comments: the comment's count moves, the answered author hears of it. */
const newsThread: ReplyThread<comments.CommentRow, NewsReply> = {
  tables: comments.newsReplyTables,
  subjectMissing: "newsCommentNotFound",
  replyMissing: "newsReplyNotFound",
  reportedAs: { subject: "newsComment", reply: "newsReply" },
  findSubject: comments.findComment,
  onReply: async (tx, reply) => {
    await comments.countReplyOnComment(tx, reply.subject.id);
    await notify(tx, {
      userId: reply.parent ? reply.parent.userId : reply.subject.userId,
      kind: "newsCommentReply",
      subject: `newsReply:${reply.replyId}`,
      link: `/news/${reply.subject.newsId}`,
      actorId: reply.actorId,
      excerpt: reply.content,
    });
  },
  present: (reply, commentId) => Object.assign(reply, { commentId }),
};

/** Reply to a comment or one of its replies. A GM's reply is official. */
export async function addReply(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
  input: { commentId: number; parentReplyId?: number; content: string },
) {
  await assertMayPost(deps, deps.database.db, user.id);
  const { commentId, ...reply } = input;
  return replyInThread(deps, newsThread, user, language, { subjectId: commentId, ...reply });
}

/** Whose comment or reply a like is on (an article is the publisher's: nobody is told). */
const likedContent = {
  comment: async (tx: DbOrTx, id: number) => {
    const comment = await comments.findComment(tx, id);
    return (
      comment && {
        kind: "newsCommentLike" as const,
        owner: comment.userId,
        link: `/news/${comment.newsId}`,
        excerpt: comment.body,
      }
    );
  },
  reply: async (tx: DbOrTx, id: number) => {
    const reply = await findReply(tx, newsThread, id);
    const comment = reply && (await comments.findComment(tx, reply.subjectId));
    return (
      reply &&
      comment && {
        kind: "newsCommentLike" as const,
        owner: reply.userId,
        link: `/news/${comment.newsId}`,
        excerpt: reply.body,
      }
    );
  },
};

/** Like or unlike an article, comment or reply; repeating it changes nothing. */
export async function setNewsLike(
  deps: AppDeps,
  userId: number,
  input: { target: (typeof newsLikeTargets)[number]; id: number; liked: boolean },
) {
  const likesCount = await setCountedLike(
    deps.database.db,
    comments.newsLikes[input.target],
    userId,
    input.id,
    input.liked,
    input.target === "news"
      ? undefined
      : likeMessage(userId, input.id, input.liked, likedContent[input.target]),
  );
  return { ...input, likesCount };
}

/** Report a comment or reply once per player; the reported text is kept as it was. */
export function reportComment(
  deps: AppDeps,
  userId: number,
  input: { target: "comment" | "reply"; id: number; reason: string; note?: string },
) {
  return reportInThread(deps, newsThread, userId, { ...input, onReply: input.target === "reply" });
}

/** News comments in the moderation queue: the article's comment count follows what players see. */
export const newsCommentModeration: ModeratedKind = {
  table: comments.moderatedNewsComments,
  countShown: comments.countShownComment,
};

/** News comment replies in the moderation queue: the comment's reply count follows. */
export const newsReplyModeration: ModeratedKind = {
  table: comments.moderatedNewsReplies,
  countShown: comments.countShownReply,
};
