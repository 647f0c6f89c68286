import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type ReferenceConfig,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { counter, createdAt, primaryId, sortOrder } from "./columns.ts";

export const gameTypes = [
  "rpg",
  "action",
  "strategy",
  "casual",
  "card",
  "sports",
  "moba",
  "simulation",
] as const;
export const platforms = ["ios", "android", "web"] as const;

export const games = pgTable(
  "games",
  {
    /** The appId players and game servers know the game by. */
    id: primaryId(),
    slug: text("slug").notNull().unique(),
    type: text("type", { enum: gameTypes }).notNull(),
    platforms: text("platforms").array().notNull(),
    status: text("status", { enum: ["released", "upcoming"] }).notNull(),
    releaseDate: date("release_date"),
    company: text("company").notNull(),
    version: text("version").notNull(),
    iconMediaId: integer("icon_media_id"),
    coverMediaId: integer("cover_media_id"),
    screenshotMediaIds: integer("screenshot_media_ids").array().notNull().default([]),
    videoUrl: text("video_url"),
    links: jsonb("links")
      .$type<{ official?: string; social?: string; community?: string; cafe?: string }>()
      .notNull()
      .default({}),
    downloads: jsonb("downloads")
      .$type<{ ios?: string; android?: string; web?: string }>()
      .notNull()
      .default({}),
    hot: boolean("hot").notNull().default(false),
    recommended: boolean("recommended").notNull().default(false),
    likesCount: counter("likes_count"),
    followsCount: counter("follows_count"),
    /** Reservations on the portal: exactly the rows of `reservations`. */
    reservationsCount: counter("reservations_count"),
    /** Pre-registrations taken elsewhere (app stores, events); added to the total players see. */
    reservationsElsewhere: integer("reservations_elsewhere").notNull().default(0),
    ratingCount: counter("rating_count"),
    ratingSum: integer("rating_sum").notNull().default(0),
    rating: real("rating").notNull().default(0),
    /**
     * How many reviews gave 1…5 stars. Kept by triggers on `reviews` (migration 0004), so every
     * writer keeps them right; the score summary and the review-list totals read them, not the reviews.
     */
    ratingStars1: integer("rating_stars_1").notNull().default(0),
    ratingStars2: integer("rating_stars_2").notNull().default(0),
    ratingStars3: integer("rating_stars_3").notNull().default(0),
    ratingStars4: integer("rating_stars_4").notNull().default(0),
    ratingStars5: integer("rating_stars_5").notNull().default(0),
    /**
     * The player account that speaks for the game (a GM account): staff answer players as it from
     * the console, and players see its name with the official badge, never the staff member's.
     */
    officialUserId: integer("official_user_id").references(() => users.id),
    /** HMAC secret the game signs sync-login parameters with. Never sent to clients. */
    syncSecret: text("sync_secret").notNull(),
    sortOrder: sortOrder(),
    /** Place in the home's hot row among the games marked hot (the console orders it). */
    hotOrder: integer("hot_order").notNull().default(0),
    /**
     * When players first see the game: null is a draft (never shown), a future time is scheduled.
     * Compared with the server clock (`now()`), so every public list hides what is not yet out.
     * Games added outside the console (seed, tests) are published from the epoch on.
     */
    publishAt: timestamp("publish_at", { withTimezone: true }).default(sql`'1970-01-01T00:00:00Z'`),
    /** Raised by every console save; an edit made from an older version is refused. */
    rowVersion: integer("row_version").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index("games_status_idx").on(t.status),
    // One index per catalogue order (nulls placed as the queries' ORDER BY places them), so a page
    // is an index range, not a sort of every game.
    index("games_newest_idx").on(t.releaseDate.desc().nullsLast(), t.id.desc().nullsFirst()),
    index("games_rating_order_idx").on(t.rating.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id),
    index("games_hot_idx").on(
      t.hot.desc().nullsFirst(),
      sql`(${t.likesCount} + ${t.followsCount} + ${t.reservationsCount} + ${t.ratingCount}) desc`,
      t.rating.desc().nullsFirst(),
      t.id,
    ),
    index("games_popularity_idx").on(
      sql`(${t.likesCount} + ${t.followsCount} + ${t.reservationsCount} + ${t.ratingCount}) desc`,
      t.rating.desc().nullsFirst(),
      t.id,
    ),
  ],
);

/** The game a row belongs to (`game_id`, required). */
export function gameRef(actions?: ReferenceConfig["actions"]) {
  return integer("game_id")
    .notNull()
    .references(() => games.id, actions);
}

/** A game's texts in one language; readers fall back zh-hant → zh → en. */
/**
 * Where a game's server takes protocol requests (docs/game-server-protocol.md) and the secret both
 * sides sign with. Its own table, so no query that feeds a player page can carry the secret.
 */
export const gameServerEndpoints = pgTable("game_server_endpoints", {
  gameId: integer("game_id")
    .primaryKey()
    .references(() => games.id),
  /** Base URL; the protocol paths (/servers, /roles, /role, /deliveries) are appended. */
  url: text("url").notNull(),
  /** HMAC-SHA256 key for requests and answers. Never logged, never sent to a client. */
  secret: text("secret").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const gameTexts = pgTable(
  "game_texts",
  {
    gameId: gameRef(),
    language: text("language").notNull(),
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    intro: text("intro").notNull().default(""),
    updateNotes: text("update_notes").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.language] }),
    index("game_texts_name_idx").on(t.language, t.name),
  ],
);
