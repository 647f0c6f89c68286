import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, primaryId, rowVersion, sortOrder } from "./columns.ts";

export type NoticeTexts = Record<string, { title: string; body: string; button?: string }>;
export type BannerTexts = Record<string, { title: string }>;

/** The home pop-up notice (the spec's alertWin), shown while its window is open; texts per language. */
export const homeNotices = pgTable(
  "home_notices",
  {
    id: primaryId(),
    texts: jsonb("texts").$type<NoticeTexts>().notNull(),
    imageMediaId: integer("image_media_id"),
    /** Where the notice's button leads: a portal path (/game/3) or an https address. */
    link: text("link"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** Of the notices running at once, a pinned one pops up first. */
    pinned: boolean("pinned").notNull().default(false),
    /** Raised by every console save; an edit made from an older version is refused. */
    version: rowVersion(),
  },
  (t) => [index("home_notices_window_idx").on(t.startsAt, t.endsAt)],
);

/** The home banner carousel, in `sortOrder`; a banner may have a window too. */
export const banners = pgTable(
  "banners",
  {
    id: primaryId(),
    imageMediaId: integer("image_media_id").notNull(),
    link: text("link").notNull(),
    texts: jsonb("texts").$type<BannerTexts>().notNull(),
    sortOrder: sortOrder(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Raised by every console save; an edit made from an older version is refused. */
    version: rowVersion(),
  },
  (t) => [index("banners_order_idx").on(t.sortOrder)],
);
