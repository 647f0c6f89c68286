import { z } from "zod";
import { appId } from "./games.ts";
import { cursorPaged, cursorPageQuery, entityId, paged, pageQuery } from "./paging.ts";
import { author, plainText, reportNote, reportReasons } from "./reviews.ts";
import { defineRoute } from "./route.ts";
import { invalid } from "./validation.ts";

/**
 * Forums: boards per game, posts with pictures, comments and sub-comments, likes, bookmarks,
 * follows, reports and moderation. Texts are plain text (line breaks kept) returned raw; clients
 * render them as text, so markup in a post never runs.
 */

export const POST_TITLE_MAX_CHARS = 60;
export const POST_BODY_MAX_CHARS = 5000;
export const COMMENT_MAX_CHARS = 500;
export const POST_IMAGES_MAX = 9;
/** Rate limits, counted in the database per player over a sliding window. */
export const POST_LIMIT = { count: 5, windowMinutes: 10 } as const;
export const COMMENT_LIMIT = { count: 30, windowMinutes: 10 } as const;
/** Longest side of a stored post picture. */
export const POST_IMAGE_MAX_SIDE = 1280;
export const POST_IMAGE_FIELD = "file";

export const forumKinds = ["announcements", "discussion", "guides", "fanart"] as const;
export const postSorts = ["reply", "newest", "hottest"] as const;
export const complainTargets = ["post", "comment"] as const;

const flag = z.boolean(invalid);

/**
 * A player's switch on one item (like, bookmark, follow): the body names the item and its new state;
 * the answer repeats both with the item's count after the change.
 */
function toggleRoute<const P extends string, I extends string, S extends string, C extends string>(
  path: P,
  idKey: I,
  stateKey: S,
  countKey: C,
) {
  type Body = Record<I, typeof entityId> & Record<S, typeof flag>;
  type Answer = Record<I | C, z.ZodNumber> & Record<S, z.ZodBoolean>;
  return defineRoute({
    method: "POST",
    path,
    body: z.object({ [idKey]: entityId, [stateKey]: flag } as Body),
    data: z.object({ [idKey]: z.number(), [stateKey]: z.boolean(), [countKey]: z.number() } as Answer),
    signedIn: true,
  });
}

export const postTitle = plainText(POST_TITLE_MAX_CHARS, "validation:postTitleRequired").refine(
  (text) => !text.includes("\n"),
  "validation:singleLine",
);
export const postBody = plainText(POST_BODY_MAX_CHARS, "validation:postBodyRequired");
export const commentText = plainText(COMMENT_MAX_CHARS, "validation:commentRequired");
const imageIds = z
  .array(entityId, invalid)
  .superRefine((ids, ctx) => {
    if (ids.length > POST_IMAGES_MAX)
      ctx.addIssue({ code: "custom", message: "validation:tooManyImages", params: { max: POST_IMAGES_MAX } });
    else if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", message: "validation:invalid" });
  })
  .default([]);

export const forum = z.object({
  id: z.number(),
  appId: z.number(),
  gameName: z.string(),
  gameIcon: z.string(),
  kind: z.enum(forumKinds),
  /** The board's own name and intro in the reader's language; null: the kind's catalogue text. */
  name: z.string().nullable(),
  intro: z.string().nullable(),
  /** The board's own icon; "" for none (the game's icon stands for it). */
  icon: z.string(),
  postsCount: z.number(),
  followersCount: z.number(),
  lastActivityAt: z.string().nullable(),
  followed: z.boolean(),
  /** Announcements take posts from GMs and moderators only. */
  canPost: z.boolean(),
  /** The viewer is a GM or moderator, or the console made them a moderator of this board. */
  canModerate: z.boolean(),
});
export type Forum = z.infer<typeof forum>;

/** What the viewer may do with a post or comment; the server decides, the web only shows it. */
export const permissions = z.object({ edit: z.boolean(), delete: z.boolean(), pin: z.boolean() });

export const postImage = z.object({ id: z.number(), url: z.string(), width: z.number(), height: z.number() });

export const post = z.object({
  id: z.number(),
  forumId: z.number(),
  appId: z.number(),
  kind: z.enum(forumKinds),
  title: z.string(),
  content: z.string(),
  images: z.array(postImage),
  pinned: z.boolean(),
  edited: z.boolean(),
  likesCount: z.number(),
  commentsCount: z.number(),
  collectsCount: z.number(),
  liked: z.boolean(),
  collected: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  lastReplyAt: z.string(),
  author,
  can: permissions,
});
export type Post = z.infer<typeof post>;

export const comment = z.object({
  id: z.number(),
  postId: z.number(),
  parentId: z.number().nullable(),
  replyTo: z.object({ uid: z.number(), nickname: z.string() }).nullable(),
  content: z.string(),
  likesCount: z.number(),
  subCommentsCount: z.number(),
  liked: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  author,
  can: z.object({ delete: z.boolean() }),
});
export type Comment = z.infer<typeof comment>;

/** Boards, of one game or of every game (games in catalogue order, then board order). */
export const forums = defineRoute({
  method: "GET",
  path: "/forums",
  query: z.object({ appId: appId.optional() }),
  data: z.array(forum),
});

export const forumDetail = defineRoute({
  method: "GET",
  path: "/forum",
  query: z.object({ forumId: entityId }),
  data: forum,
});

/**
 * Posts, pinned first, then by latest reply (the default), newest or hottest. Of one board, of one
 * author (a player page), or of every board.
 */
export const postList = defineRoute({
  method: "GET",
  path: "/post",
  query: z.object({
    forumId: entityId.optional(),
    uid: entityId.optional(),
    sort: z.enum(postSorts, invalid).default("reply"),
    ...cursorPageQuery,
  }),
  data: cursorPaged(post),
});

export const postDetail = defineRoute({
  method: "GET",
  path: "/postDetail",
  query: z.object({ postId: entityId }),
  data: post,
});

/** Multipart with one image in the field "file"; answers the stored picture to attach to a post. */
export const uploadImg = defineRoute({
  method: "POST",
  path: "/uploadImg",
  data: postImage,
  signedIn: true,
});

export const addPost = defineRoute({
  method: "POST",
  path: "/addPost",
  body: z.object({ forumId: entityId, title: postTitle, content: postBody, imageIds }),
  data: post,
  signedIn: true,
});

/** The author changes their own post (anyone else: 403 notYourPost). */
export const updatePost = defineRoute({
  method: "POST",
  path: "/updatePost",
  body: z.object({ postId: entityId, title: postTitle, content: postBody, imageIds }),
  data: post,
  signedIn: true,
});

/** A GM or moderator pins (or unpins) a post; recorded in the moderation log. */
export const stick = defineRoute({
  method: "POST",
  path: "/stick",
  body: z.object({ postId: entityId, pinned: flag }),
  data: z.object({ postId: z.number(), pinned: z.boolean() }),
  signedIn: true,
});

export const postLike = toggleRoute("/postLike", "postId", "liked", "likesCount");

export const postCollect = toggleRoute("/postCollect", "postId", "collected", "collectsCount");

/** The player's bookmarks, newest bookmark first (Mine). */
export const postCollectList = defineRoute({
  method: "GET",
  path: "/postCollectList",
  query: z.object({ ...pageQuery }),
  data: paged(post),
  signedIn: true,
});

/** The author deletes their post; a GM or moderator deletes any (recorded). */
export const delPost = defineRoute({
  method: "POST",
  path: "/delPost",
  body: z.object({ postId: entityId }),
  data: z.object({ postId: z.number(), deleted: z.boolean() }),
  signedIn: true,
});

/** Follow (followed: true) or unfollow a player; following oneself is refused. */
export const concernUser = toggleRoute("/concernUser", "uid", "followed", "followersCount");

export const concernForum = toggleRoute("/concernForum", "forumId", "followed", "followersCount");

/** A player page: who they are, how many follow them and whom they follow. */
export const forumUser = defineRoute({
  method: "GET",
  path: "/forumUser",
  query: z.object({ uid: entityId }),
  data: z.object({
    author,
    bio: z.string(),
    postsCount: z.number(),
    followersCount: z.number(),
    followingCount: z.number(),
    followed: z.boolean(),
    mine: z.boolean(),
  }),
});

export const complainReasons = defineRoute({
  method: "GET",
  path: "/complainReasons",
  data: z.array(z.object({ key: z.enum(reportReasons), label: z.string() })),
});

/** Report a post or comment; a player's repeated reports of one target count once. */
export const complain = defineRoute({
  method: "POST",
  path: "/complain",
  body: z.object({
    target: z.enum(complainTargets, invalid),
    id: entityId,
    reason: z.enum(reportReasons, invalid),
    note: reportNote,
  }),
  data: z.object({ reported: z.boolean() }),
  signedIn: true,
});

export const commentLike = toggleRoute("/commentLike", "commentId", "liked", "likesCount");

/** One comment (the head of a sub-comment thread). */
export const commentInfo = defineRoute({
  method: "GET",
  path: "/commentInfo",
  query: z.object({ commentId: entityId }),
  data: comment,
});

/** Sub-comments shown under a top-level comment in the list (the rest open in a sheet). */
export const SUB_COMMENT_PREVIEW = 2;

/** A top-level comment with its first sub-comments. */
export const threadHead = comment.extend({ preview: z.array(comment) });
export type ThreadHead = z.infer<typeof threadHead>;

/** A post's top-level comments, oldest first, each with its first SUB_COMMENT_PREVIEW sub-comments. */
export const commentList = defineRoute({
  method: "GET",
  path: "/commentList",
  query: z.object({ postId: entityId, ...cursorPageQuery }),
  data: cursorPaged(threadHead),
});

/** Sub-comments under a top-level comment, oldest first. */
export const subCommentList = defineRoute({
  method: "GET",
  path: "/subCommentList",
  query: z.object({ commentId: entityId, ...cursorPageQuery }),
  data: cursorPaged(comment),
});

export const addComment = defineRoute({
  method: "POST",
  path: "/addComment",
  body: z.object({ postId: entityId, content: commentText }),
  data: comment,
  signedIn: true,
});

/** Reply under a top-level comment, or to a sub-comment of it (answering its author). */
export const addSubComment = defineRoute({
  method: "POST",
  path: "/addSubComment",
  body: z.object({ commentId: entityId, content: commentText }),
  data: comment,
  signedIn: true,
});

/** The author deletes their comment; a GM or moderator deletes any (recorded). */
export const delComment = defineRoute({
  method: "POST",
  path: "/delComment",
  body: z.object({ commentId: entityId }),
  data: z.object({ commentId: z.number(), deleted: z.boolean() }),
  signedIn: true,
});

export const reportedItem = z.object({
  target: z.enum(complainTargets),
  id: z.number(),
  postId: z.number(),
  /** The post's title, or the comment's text. */
  excerpt: z.string(),
  author: z.object({ uid: z.number(), nickname: z.string() }),
  reportsCount: z.number(),
  reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number() })),
  lastReportedAt: z.string(),
});

/** GMs and moderators: open reports of every board; a board's moderators: those of their boards. */
export const moderationQueue = defineRoute({
  method: "GET",
  path: "/moderationQueue",
  query: z.object({ ...pageQuery }),
  data: paged(reportedItem),
  signedIn: true,
});

/** GMs and moderators (a board's moderators on their boards): close a target's reports (recorded). */
export const dismissReports = defineRoute({
  method: "POST",
  path: "/dismissReports",
  body: z.object({ target: z.enum(complainTargets, invalid), id: entityId }),
  data: z.object({ dismissed: z.number() }),
  signedIn: true,
});

/**
 * GMs and moderators, and a board's moderators on their boards: hide a post or comment from players
 * (its open reports close) or show it again. Recorded with the player who did it.
 */
export const hideReported = defineRoute({
  method: "POST",
  path: "/hideReported",
  body: z.object({ target: z.enum(complainTargets, invalid), id: entityId, hidden: z.boolean(invalid) }),
  data: z.object({ changed: z.boolean(), state: z.enum(["shown", "hidden", "deleted"]) }),
  signedIn: true,
});

export const moderationAction = z.object({
  id: z.number(),
  actor: z.object({ uid: z.number(), nickname: z.string() }),
  action: z.enum(["pin", "unpin", "deletePost", "deleteComment", "dismissReports", "hide", "restore"]),
  target: z.enum(complainTargets),
  targetId: z.number(),
  summary: z.string(),
  at: z.string(),
});

/** GMs and moderators: who did what, newest first. */
export const moderationLog = defineRoute({
  method: "GET",
  path: "/moderationLog",
  query: z.object({ ...pageQuery }),
  data: paged(moderationAction),
  signedIn: true,
});
