import { boolean, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRef } from "./account.ts";
import { counter, createdAt, primaryId } from "./columns.ts";

/**
 * The moderation flags every player-written text has (reviews, review replies, news comments and
 * replies, forum posts and comments): hidden by a moderator (restorable) or deleted (kept for the
 * record, never shown). Players see a text only while both are null; counts include only those.
 */
export function moderationFlags() {
  return {
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  };
}

/** A reply under a review or a news comment: its author, text, official badge (staff replies), likes and flags. */
export function replyColumns() {
  return {
    userId: userRef(),
    body: text("body").notNull(),
    language: text("language").notNull(),
    official: boolean("official").notNull().default(false),
    likesCount: counter("likes_count"),
    createdAt: createdAt(),
    ...moderationFlags(),
  };
}

/**
 * The word list applied when players post: a `block` word refuses the text, a `mask` word is stored
 * as asterisks. `word` is kept normalized (NFKC, lower case), so each word is listed once.
 */
export const wordList = pgTable(
  "word_list",
  {
    id: primaryId(),
    word: text("word").notNull(),
    mode: text("mode", { enum: ["block", "mask"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("word_list_word").on(t.word)],
);
