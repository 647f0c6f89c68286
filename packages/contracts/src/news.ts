import { z } from "zod";
import { appId } from "./games.ts";
import { cursorPaged, cursorPageQuery, entityId, paged, pageQuery } from "./paging.ts";
import { author, commentText, likeRoute, replyText, reportRoute, threadReply } from "./reviews.ts";
import { defineRoute } from "./route.ts";

/**
 * News with its comments and threaded replies, system notices and the video zone. Texts are in the
 * player's language along the fallback chain; an item with no text in the chain is not listed.
 * An article's body is HTML the server sanitized with an allow-list; comments are plain text, with
 * the same limits, likes and reports as game reviews.
 */

/** A news comment is 1–500 characters and a reply 1–300, as reviews and their replies. */
export {
  REPLY_MAX_CHARS as NEWS_REPLY_MAX_CHARS,
  REVIEW_MAX_CHARS as NEWS_COMMENT_MAX_CHARS,
} from "./reviews.ts";

export const newsCategory = z.object({ id: z.number(), key: z.string(), name: z.string() });

export const newsCard = z.object({
  id: z.number(),
  categoryId: z.number(),
  /** The game the news is about, or null for portal-wide news. */
  game: z.object({ appId: z.number(), name: z.string() }).nullable(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  publishedAt: z.string(),
  likesCount: z.number(),
  commentsCount: z.number(),
});
export type NewsCard = z.infer<typeof newsCard>;

export const newsArticle = newsCard.extend({
  /** Sanitized HTML: no scripts, event handlers, styles or javascript: links; images load lazily. */
  body: z.string(),
  liked: z.boolean(),
  /** The language the text was found in along the fallback chain. */
  language: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticle>;

export const newsComment = z.object({
  id: z.number(),
  newsId: z.number(),
  content: z.string(),
  likesCount: z.number(),
  repliesCount: z.number(),
  liked: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  author,
});
export type NewsComment = z.infer<typeof newsComment>;

export const newsReply = threadReply.extend({ commentId: z.number() });
export type NewsReply = z.infer<typeof newsReply>;

export const gameNewsCats = defineRoute({
  method: "GET",
  path: "/gameNewsCats",
  data: z.array(newsCategory),
});

/** News of one category (or all), newest first. */
export const news = defineRoute({
  method: "GET",
  path: "/news",
  query: z.object({ categoryId: entityId.optional(), ...pageQuery }),
  data: paged(newsCard),
});

/** The news of one game, newest first. */
export const gameNews = defineRoute({
  method: "GET",
  path: "/gameNews",
  query: z.object({ appId, ...pageQuery }),
  data: paged(newsCard),
});

/** One article; unknown (or without text in the player's languages) is 404 newsNotFound. */
export const newsDetail = defineRoute({
  method: "GET",
  path: "/news/:newsId",
  data: newsArticle,
});

/** An article's comments, newest first. */
export const newsComments = defineRoute({
  method: "GET",
  path: "/newsComments",
  query: z.object({ newsId: entityId, ...cursorPageQuery }),
  data: cursorPaged(newsComment),
});

/** The reply panel's head: one comment. */
export const newsReplyInfo = defineRoute({
  method: "GET",
  path: "/newsReplyInfo",
  query: z.object({ commentId: entityId }),
  data: z.object({ comment: newsComment }),
});

/** A comment's replies, oldest first (a thread reads top-down); official ones come first. */
export const newsRepliesList = defineRoute({
  method: "GET",
  path: "/newsRepliesList",
  query: z.object({ commentId: entityId, ...cursorPageQuery }),
  data: cursorPaged(newsReply),
});

/** Comment on an article (plain text, 1–500 characters). */
export const addNewsComment = defineRoute({
  method: "POST",
  path: "/addNewsComment",
  body: z.object({ newsId: entityId, content: commentText }),
  data: newsComment,
  signedIn: true,
});

/** Reply to a comment or to one of its replies (1–300 characters). A GM's reply is official. */
export const addNewsReply = defineRoute({
  method: "POST",
  path: "/addNewsReply",
  body: z.object({ commentId: entityId, parentReplyId: entityId.optional(), content: replyText }),
  data: newsReply,
  signedIn: true,
});

export const newsLikeTargets = ["news", "comment", "reply"] as const;

/** Like (liked: true) or unlike an article, a comment or a reply; repeating it changes nothing. */
export const newsLike = likeRoute("/newsLike", newsLikeTargets);

/** Report a comment or reply with a reason; reporting it again is harmless. */
export const reportNewsComment = reportRoute("/reportNewsComment", ["comment", "reply"]);
