import type { Comment, Forum, Post } from "@portal/contracts/forums";
import { type Language, textAlongChain } from "@portal/contracts/languages";
import { presentAuthor } from "../../platform/comments/authors.ts";
import type { SessionUser } from "../../platform/context.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import type { CommentView } from "./comments.repository.ts";
import type { ForumRow } from "./forums.repository.ts";
import type { PostView } from "./posts.repository.ts";

/** A signed-in player with the boards the console made them moderator of (`withBoards`). */
export type ForumViewer = SessionUser & { moderatedBoards?: ReadonlySet<number> };

/** GMs, moderators and admins pin, and delete what anyone wrote. */
export const canModerateAll = (viewer: SessionUser | null) =>
  Boolean(viewer?.roles.some((role) => role === "gm" || role === "moderator" || role === "admin"));

/** …and a board's own moderators do the same on that board. */
export const canModerate = (viewer: ForumViewer | null, forumId: number) =>
  canModerateAll(viewer) || Boolean(viewer?.moderatedBoards?.has(forumId));

/** Announcements are the publisher's: only GMs and moderators post there. */
export const mayPostIn = (forum: { id: number; kind: string }, viewer: ForumViewer | null) =>
  forum.kind !== "announcements" || canModerate(viewer, forum.id);

export function presentForum(
  row: ForumRow,
  names: Map<number, string>,
  viewer: ForumViewer | null,
  language: Language,
): Forum {
  const { forum } = row;
  return {
    id: forum.id,
    appId: forum.gameId,
    gameName: names.get(forum.gameId) ?? "",
    gameIcon: mediaUrl(row.iconMediaId),
    kind: forum.kind,
    name: textAlongChain(forum.names, language)?.text ?? null,
    intro: textAlongChain(forum.intros, language)?.text ?? null,
    icon: mediaUrl(forum.iconMediaId),
    postsCount: forum.postsCount,
    followersCount: forum.followersCount,
    lastActivityAt: forum.lastActivityAt?.toISOString() ?? null,
    followed: Boolean(row.followed),
    canPost: mayPostIn(forum, viewer),
    canModerate: canModerate(viewer, forum.id),
  };
}

export type ImageRow = { id: number; width: number | null; height: number | null };

/** A post as lists and the detail page show it; the text is raw (clients render it as text). */
export function presentPost(view: PostView, images: Map<number, ImageRow>, viewer: ForumViewer | null): Post {
  const { post } = view;
  const mine = post.userId === viewer?.id;
  const moderator = canModerate(viewer, post.forumId);
  return {
    id: post.id,
    forumId: post.forumId,
    appId: view.appId,
    kind: view.kind,
    title: post.title,
    content: post.body,
    images: post.imageMediaIds.flatMap((id) => {
      const image = images.get(id);
      return image ? [{ id, url: mediaUrl(id), width: image.width ?? 0, height: image.height ?? 0 }] : [];
    }),
    pinned: post.pinnedAt !== null,
    edited: post.editedAt !== null,
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    collectsCount: post.collectsCount,
    liked: Boolean(view.liked),
    collected: Boolean(view.collected),
    mine,
    createdAt: post.createdAt.toISOString(),
    lastReplyAt: post.lastReplyAt.toISOString(),
    author: presentAuthor(view.author),
    can: { edit: mine, delete: mine || moderator, pin: moderator },
  };
}

export function presentComment(view: CommentView, viewer: ForumViewer | null, forumId: number): Comment {
  const { comment } = view;
  const mine = comment.userId === viewer?.id;
  return {
    id: comment.id,
    postId: comment.postId,
    parentId: comment.parentId,
    replyTo:
      view.replyTo?.uid != null ? { uid: view.replyTo.uid, nickname: view.replyTo.nickname ?? "" } : null,
    content: comment.body,
    likesCount: comment.likesCount,
    subCommentsCount: comment.subCommentsCount,
    liked: Boolean(view.liked),
    mine,
    createdAt: comment.createdAt.toISOString(),
    author: presentAuthor(view.author),
    can: { delete: mine || canModerate(viewer, forumId) },
  };
}
