import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { userRef } from "./account.ts";
import { counter, createdAt, primaryId, rowVersion, sortOrder } from "./columns.ts";
import { games } from "./games.ts";
import { moderationFlags, replyColumns } from "./moderation.ts";

/** Texts keyed by language; readers walk the fallback chain and skip items with none in it. */
export type NewsTexts = Record<string, { title: string; summary: string; body: string }>;
export type NoticeTexts = Record<string, { title: string; body: string }>;
export type Names = Record<string, string>;

/** The news tabs (the spec's gameNewsCats), in `sortOrder`. */
export const newsCategories = pgTable("news_categories", {
  id: primaryId(),
  key: text("key").notNull().unique(),
  names: jsonb("names").$type<Names>().notNull(),
  sortOrder: sortOrder(),
  /** Raised by every console save; an edit made from an older version is refused. */
  version: rowVersion(),
});

/**
 * A news article. `texts[lang].body` is HTML sanitized with the allow-list when written (and again
 * when read). Likes and comments are counted on the row in the transaction that adds or removes them.
 */
export const news = pgTable(
  "news",
  {
    id: primaryId(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => newsCategories.id),
    gameId: integer("game_id").references(() => games.id),
    texts: jsonb("texts").$type<NewsTexts>().notNull(),
    coverMediaId: integer("cover_media_id"),
    /** null: a draft; a future time: scheduled. Players see only rows at or before now. */
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
    /** Pinned articles come first in every list. */
    pinned: boolean("pinned").notNull().default(false),
    /** Raised by every console save; an edit made from an older version is refused. */
    version: rowVersion(),
    likesCount: counter("likes_count"),
    commentsCount: counter("comments_count"),
  },
  (t) => [
    index("news_published_idx").on(t.publishedAt.desc(), t.id.desc()),
    index("news_category_idx").on(t.categoryId, t.publishedAt.desc(), t.id.desc()),
    index("news_game_idx").on(t.gameId, t.publishedAt.desc(), t.id.desc()),
  ],
);

/**
 * One like per player and target (the primary key), so a repeated like inserts nothing; the target's
 * count moves only with real rows. `targetId` is the SQL column `column`.
 */
function likeRows(name: string, column: string, target: () => AnyPgColumn, indexed = false) {
  return pgTable(
    name,
    {
      userId: userRef(),
      targetId: integer(column).notNull().references(target, { onDelete: "cascade" }),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.targetId] }),
      ...(indexed ? [index(`${name}_${column.replace(/_id$/, "")}_idx`).on(t.targetId)] : []),
    ],
  );
}

export const newsLikes = likeRows("news_likes", "news_id", () => news.id, true);

/** A player's comment on an article: plain text as typed (clients escape it). */
export const newsComments = pgTable(
  "news_comments",
  {
    id: primaryId(),
    newsId: integer("news_id")
      .notNull()
      .references(() => news.id, { onDelete: "cascade" }),
    userId: userRef(),
    body: text("body").notNull(),
    language: text("language").notNull(),
    likesCount: counter("likes_count"),
    repliesCount: counter("replies_count"),
    createdAt: createdAt(),
    ...moderationFlags(),
  },
  (t) => [
    // Read backwards for newest first: ORDER BY … desc wants nulls first, which a DESC NULLS LAST
    // index (drizzle's .desc()) cannot give, so that one was never used for the order.
    index("news_comments_news_idx").on(t.newsId, t.createdAt, t.id),
  ],
);

/** Replies under a comment; a reply may answer another reply. Staff (GM) replies are official. */
export const newsReplies = pgTable(
  "news_replies",
  {
    id: primaryId(),
    commentId: integer("comment_id")
      .notNull()
      .references(() => newsComments.id, { onDelete: "cascade" }),
    parentReplyId: integer("parent_reply_id").references((): AnyPgColumn => newsReplies.id, {
      onDelete: "set null",
    }),
    ...replyColumns(),
  },
  (t) => [
    // Official first, then oldest first: the thread's keyset (platform/comments/threads.repository.ts).
    index("news_replies_comment_idx").on(t.commentId, sql`(not ${t.official})`, t.createdAt, t.id),
  ],
);

export const newsCommentLikes = likeRows("news_comment_likes", "comment_id", () => newsComments.id);

export const newsReplyLikes = likeRows("news_reply_likes", "reply_id", () => newsReplies.id);

/** System notices (`/notices`), newest first. */
export const systemNotices = pgTable(
  "system_notices",
  {
    id: primaryId(),
    texts: jsonb("texts").$type<NoticeTexts>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("system_notices_published_idx").on(t.publishedAt.desc(), t.id.desc())],
);

/** Which notices a player has read: one row per player and notice. */
export const noticeReads = pgTable(
  "notice_reads",
  {
    userId: userRef(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => systemNotices.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);

/** The video zone. A file video is stored in `media`; a hosted one is its player page's address. */
export const videos = pgTable(
  "videos",
  {
    id: primaryId(),
    titles: jsonb("titles").$type<Names>().notNull(),
    gameId: integer("game_id").references(() => games.id),
    kind: text("kind", { enum: ["file", "frame"] }).notNull(),
    fileMediaId: integer("file_media_id"),
    hostedUrl: text("hosted_url"),
    posterMediaId: integer("poster_media_id"),
    durationSeconds: integer("duration_seconds").notNull(),
    /** null: a draft; a future time: scheduled. Players see only rows at or before now. */
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
    /** Pinned videos come first. */
    pinned: boolean("pinned").notNull().default(false),
    version: rowVersion(),
  },
  (t) => [index("videos_published_idx").on(t.publishedAt.desc(), t.id.desc())],
);
