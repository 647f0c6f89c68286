import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userRef } from "./account.ts";
import { createdAt, primaryId } from "./columns.ts";
import { gameRef } from "./games.ts";

/**
 * A player's ties to a game. Each is one row per player and game (the primary key), so a repeated
 * follow, like or reservation inserts nothing and the counts on `games` move only with real rows.
 */
const playerGameColumns = () => ({
  userId: userRef(),
  gameId: gameRef(),
  createdAt: createdAt(),
});

export const gameFollows = pgTable("game_follows", playerGameColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.gameId] }),
  index("game_follows_game_idx").on(t.gameId),
]);

export const gameLikes = pgTable("game_likes", playerGameColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.gameId] }),
  index("game_likes_game_idx").on(t.gameId),
]);

/** Pre-registrations of upcoming games; cancelling deletes the row. */
export const reservations = pgTable("reservations", playerGameColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.gameId] }),
  index("reservations_game_idx").on(t.gameId),
]);

/** Games a player opened on the portal; with game_accounts (sync-login) this is "recently played". */
export const gameVisits = pgTable(
  "game_visits",
  {
    userId: userRef(),
    gameId: gameRef(),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    index("game_visits_user_idx").on(t.userId, t.visitedAt),
  ],
);

export type MilestoneTexts = Record<string, { title: string; reward: string }>;

/** Pre-registration goals of a game: reaching `threshold` reservations unlocks the reward for everyone. */
export const reservationMilestones = pgTable(
  "reservation_milestones",
  {
    id: primaryId(),
    gameId: gameRef(),
    threshold: integer("threshold").notNull(),
    texts: jsonb("texts").$type<MilestoneTexts>().notNull(),
    rewardMediaId: integer("reward_media_id"),
  },
  (t) => [uniqueIndex("reservation_milestones_key").on(t.gameId, t.threshold)],
);

/** Every tap on a download button, per platform (visitors too). */
export const downloadReports = pgTable(
  "download_reports",
  {
    id: primaryId(),
    gameId: gameRef(),
    platform: text("platform").notNull(),
    channel: text("channel"),
    userId: integer("user_id"),
    language: text("language").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("download_reports_game_idx").on(t.gameId, t.at)],
);
