import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userRef } from "./account.ts";
import { counter, createdAt, primaryId } from "./columns.ts";
import { gameRef } from "./games.ts";
import { moderationFlags, replyColumns } from "./moderation.ts";

/**
 * A player's rating (1–5) and written review of a game: one per player per game. The body is plain
 * text as typed; clients escape it. Counts move in the same transaction as the rows they count.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: primaryId(),
    gameId: gameRef(),
    userId: userRef(),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    /** The interface language the review was written in. */
    language: text("language").notNull(),
    likesCount: counter("likes_count"),
    repliesCount: counter("replies_count"),
    officialReplied: boolean("official_replied").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set on the first real change: the spec's change flag. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    ...moderationFlags(),
  },
  (t) => [
    // One review per player and game among those not deleted: after a moderator deletes one, its
    // author may write a new one.
    uniqueIndex("reviews_one_per_player").on(t.gameId, t.userId).where(sql`${t.deletedAt} is null`),
    index("reviews_game_newest_idx").on(t.gameId, t.createdAt, t.id),
    index("reviews_game_hottest_idx").on(t.gameId, t.likesCount, t.repliesCount, t.id),
    // Highest first reads this one backwards; lowest first (stars up, newest first) needs its own.
    index("reviews_game_rating_idx").on(t.gameId, t.rating, t.createdAt, t.id),
    // Lowest first is the negated rating down, so its keyset runs one way (reviews.repository.ts).
    index("reviews_game_lowest_idx").on(t.gameId, sql`(-${t.rating})`, t.createdAt, t.id),
    index("reviews_user_idx").on(t.userId),
  ],
);

/** Replies under a review; a reply may answer another reply. Staff (GM) replies are official. */
export const reviewReplies = pgTable(
  "review_replies",
  {
    id: primaryId(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    parentReplyId: integer("parent_reply_id").references((): AnyPgColumn => reviewReplies.id, {
      onDelete: "set null",
    }),
    ...replyColumns(),
  },
  (t) => [
    index("review_replies_review_idx").on(t.reviewId, t.official, t.createdAt),
    // Official first, then oldest first: the thread's keyset (platform/comments/threads.repository.ts).
    index("review_replies_thread_idx").on(t.reviewId, sql`(not ${t.official})`, t.createdAt, t.id),
    index("review_replies_parent_idx").on(t.parentReplyId),
  ],
);

export const reviewLikes = pgTable(
  "review_likes",
  {
    userId: userRef(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reviewId] }), index("review_likes_review_idx").on(t.reviewId)],
);

export const replyLikes = pgTable(
  "reply_likes",
  {
    userId: userRef(),
    replyId: integer("reply_id")
      .notNull()
      .references(() => reviewReplies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.replyId] }), index("reply_likes_reply_idx").on(t.replyId)],
);

/** A player's report of a review, reply or news comment, one per player and target; staff read them later. */
export const contentReports = pgTable(
  "content_reports",
  {
    id: primaryId(),
    userId: userRef(),
    targetType: text("target_type", { enum: ["review", "reply", "newsComment", "newsReply"] }).notNull(),
    targetId: integer("target_id").notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    /** A copy of the reported text, kept if the author later edits or deletes it. */
    snapshot: text("snapshot").notNull(),
    createdAt: createdAt(),
    /** Set when a moderator acts on the target (hide, delete, dismiss): the report leaves the queue. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("content_reports_once").on(t.userId, t.targetType, t.targetId),
    index("content_reports_target_idx").on(t.targetType, t.targetId),
  ],
);
