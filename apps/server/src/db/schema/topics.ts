import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { primaryId, rowVersion } from "./columns.ts";
import { games } from "./games.ts";

/** Texts keyed by language (sanitized HTML body); readers walk the fallback chain. */
export type TopicTexts = Record<string, { title: string; summary: string; body: string }>;

/**
 * Topics (the spec's appTopicDetail) and events (its activity list) share one shape: a page of
 * six-language rich text with a cover, optionally about one game. An event also has a window in
 * which it runs; players see it listed only inside that window, and its page only once published.
 */
export const topics = pgTable(
  "topics",
  {
    id: primaryId(),
    kind: text("kind", { enum: ["topic", "event"] }).notNull(),
    gameId: integer("game_id").references(() => games.id),
    texts: jsonb("texts").$type<TopicTexts>().notNull(),
    coverMediaId: integer("cover_media_id"),
    /** Events only: when it runs (null: no limit on that side). */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** null: a draft; a future time: scheduled. Players see only rows at or before now. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    pinned: boolean("pinned").notNull().default(false),
    /** Raised by every console save; an edit made from an older version is refused. */
    version: rowVersion(),
  },
  (t) => [
    index("topics_kind_published_idx").on(t.kind, t.publishedAt.desc(), t.id.desc()),
    index("topics_game_idx").on(t.gameId, t.kind),
  ],
);
