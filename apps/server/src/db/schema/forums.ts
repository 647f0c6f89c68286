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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userRef, users } from "./account.ts";
import { counter, createdAt, primaryId, rowVersion, sortOrder } from "./columns.ts";
import { gameRef } from "./games.ts";
import { moderationFlags } from "./moderation.ts";

/**
 * Boards (one per game and kind), posts with pictures, comments with sub-comments, likes,
 * bookmarks, follows, reports and the record of what GMs and moderators did. Texts are plain text
 * as typed; clients render them as text. Counts move in the same transaction as the rows they count.
 */
export const forums = pgTable(
  "forums",
  {
    id: primaryId(),
    gameId: gameRef(),
    /**
     * What the board is for (announcements take posts from GMs and moderators only). Its name and
     * intro come from the catalogue by kind unless the console gave its own (`names`, `intros`).
     */
    kind: text("kind", { enum: ["announcements", "discussion", "guides", "fanart"] }).notNull(),
    /** Six-language name and intro set in the console ("" or missing: the kind's catalogue text). */
    names: jsonb("names").$type<Partial<Record<string, string>>>().notNull().default({}),
    intros: jsonb("intros").$type<Partial<Record<string, string>>>().notNull().default({}),
    /** The board's own icon (a content image); null shows the game's icon. */
    iconMediaId: integer("icon_media_id"),
    /** Off: players no longer see the board, its posts stay. */
    enabled: boolean("enabled").notNull().default(true),
    sortOrder: sortOrder(),
    /** Raised by every console save; an edit made from an older version is refused. */
    version: rowVersion(),
    postsCount: counter("posts_count"),
    followersCount: counter("followers_count"),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("forums_game_kind").on(t.gameId, t.kind)],
);

/** Players a board's staff made moderators of that board: they pin and delete there like a GM. */
export const forumModerators = pgTable(
  "forum_moderators",
  {
    forumId: integer("forum_id")
      .notNull()
      .references(() => forums.id, { onDelete: "cascade" }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.forumId, t.userId] }), index("forum_moderators_user_idx").on(t.userId)],
);

export const forumFollows = pgTable(
  "forum_follows",
  {
    userId: userRef(),
    forumId: integer("forum_id")
      .notNull()
      .references(() => forums.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.forumId] })],
);

export const posts = pgTable(
  "posts",
  {
    id: primaryId(),
    forumId: integer("forum_id")
      .notNull()
      .references(() => forums.id),
    userId: userRef(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Pictures in the order shown, each a media row the author uploaded. */
    imageMediaIds: integer("image_media_ids").array().notNull().default(sql`ARRAY[]::integer[]`),
    language: text("language").notNull(),
    /** Set by a GM or moderator: pinned posts come first, newest pin first. */
    pinnedAt: timestamp("pinned_at", { withTimezone: true }),
    likesCount: counter("likes_count"),
    commentsCount: counter("comments_count"),
    /**
     * Top-level comments players see (neither hidden nor deleted): the comment list's total. Kept by
     * triggers on `post_comments` (migration `counters`), like every total of a growing list.
     */
    topCommentsCount: counter("top_comments_count"),
    collectsCount: counter("collects_count"),
    lastReplyAt: timestamp("last_reply_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    ...moderationFlags(),
  },
  (t) => [
    // Each sort of a board (pinned first) and of the all-boards feed, as the keysets of
    // posts.repository.ts read them; "hottest" is the expression likes + comments.
    index("posts_forum_reply_idx").on(
      t.forumId,
      t.pinnedAt.desc().nullsLast(),
      t.lastReplyAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("posts_forum_newest_idx").on(
      t.forumId,
      t.pinnedAt.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("posts_forum_hottest_idx").on(
      t.forumId,
      t.pinnedAt.desc().nullsLast(),
      sql`(${t.likesCount} + ${t.commentsCount}) desc`,
      t.id.desc().nullsFirst(),
    ),
    index("posts_feed_reply_idx").on(t.lastReplyAt, t.id),
    index("posts_feed_newest_idx").on(t.createdAt, t.id),
    index("posts_feed_hottest_idx").on(
      sql`(${t.likesCount} + ${t.commentsCount}) desc`,
      t.id.desc().nullsFirst(),
    ),
    index("posts_forum_pinned_idx").on(t.forumId, t.pinnedAt),
    index("posts_user_idx").on(t.userId, t.createdAt),
  ],
);

/** A comment on a post; a sub-comment sits under a top-level comment and may answer someone. */
export const postComments = pgTable(
  "post_comments",
  {
    id: primaryId(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** The top-level comment this one sits under (null: a top-level comment). */
    parentId: integer("parent_id").references((): AnyPgColumn => postComments.id, { onDelete: "cascade" }),
    /** The player a sub-comment answers. */
    replyToUserId: integer("reply_to_user_id").references(() => users.id),
    userId: userRef(),
    body: text("body").notNull(),
    language: text("language").notNull(),
    likesCount: counter("likes_count"),
    subCommentsCount: counter("sub_comments_count"),
    createdAt: createdAt(),
    ...moderationFlags(),
  },
  (t) => [
    index("post_comments_post_idx").on(t.postId, t.parentId, t.createdAt, t.id),
    // A post's top-level comments in order: "parent_id is null" is no equality to the planner, so
    // the index above cannot give created_at order; this partial one can.
    index("post_comments_top_idx").on(t.postId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index("post_comments_parent_idx").on(t.parentId, t.createdAt, t.id),
    index("post_comments_user_idx").on(t.userId, t.createdAt),
  ],
);

export const postLikes = pgTable(
  "post_likes",
  {
    userId: userRef(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const commentLikes = pgTable(
  "comment_likes",
  {
    userId: userRef(),
    commentId: integer("comment_id")
      .notNull()
      .references(() => postComments.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] })],
);

/** Bookmarks, listed on Mine newest first. */
export const postCollects = pgTable(
  "post_collects",
  {
    userId: userRef(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index("post_collects_user_idx").on(t.userId, t.createdAt),
  ],
);

export const userFollows = pgTable(
  "user_follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id),
    followeeId: integer("followee_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index("user_follows_followee_idx").on(t.followeeId),
  ],
);

/**
 * A player's report of a post or comment: one per player and target, so repeated reports count
 * once. Reports go with their target when it is deleted; `resolvedAt` closes them otherwise.
 */
export const forumReports = pgTable(
  "forum_reports",
  {
    id: primaryId(),
    userId: userRef(),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    commentId: integer("comment_id").references(() => postComments.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    /** A copy of the reported text, kept if the author later edits it. */
    snapshot: text("snapshot").notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("forum_reports_post_once").on(t.userId, t.postId).where(sql`${t.postId} is not null`),
    uniqueIndex("forum_reports_comment_once")
      .on(t.userId, t.commentId)
      .where(sql`${t.commentId} is not null`),
    index("forum_reports_open_idx").on(t.resolvedAt, t.createdAt),
  ],
);

/** What GMs and moderators did: who, what, when, to which target (kept after the target is gone). */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: primaryId(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id),
    action: text("action", {
      enum: ["pin", "unpin", "deletePost", "deleteComment", "dismissReports", "hide", "restore"],
    }).notNull(),
    targetType: text("target_type", { enum: ["post", "comment"] }).notNull(),
    targetId: integer("target_id").notNull(),
    /** The target as it was (title, text, author), for the record. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("moderation_actions_at_idx").on(t.createdAt)],
);
