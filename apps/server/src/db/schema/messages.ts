import { broadcastSegments } from "@portal/contracts/console/broadcasts";
import { sql } from "drizzle-orm";
import {
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
import { createdAt, primaryId, rowVersion } from "./columns.ts";
import { games } from "./games.ts";
import { giftPacks } from "./gifts.ts";
import { staffMembers } from "./staff.ts";

/**
 * A player's personal messages. A reply or a system event is one row; likes on one thing and follows by
 * one player are one row each, keyed by `subject` (the unique index), so "A and 12 others liked your
 * review" is a single message whose actors are in `message_actors`.
 */
export const messages = pgTable(
  "messages",
  {
    id: primaryId(),
    userId: userRef(),
    type: text("type", { enum: ["system", "reply", "like", "follow"] }).notNull(),
    kind: text("kind").notNull(),
    /** What it is about, e.g. "review:12"; grouped kinds share one row per subject. */
    subject: text("subject").notNull(),
    link: text("link").notNull(),
    /** The latest actor (null for system messages) and how many there are. */
    actorId: integer("actor_id").references(() => users.id),
    actorCount: integer("actor_count").notNull().default(1),
    excerpt: text("excerpt").notNull().default(""),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("messages_subject_idx").on(t.userId, t.kind, t.subject),
    index("messages_list_idx").on(t.userId, t.type, t.createdAt, t.id),
    index("messages_unread_idx").on(t.userId, t.type).where(sql`${t.readAt} IS NULL`),
    // A broadcast notice's counts (kind and subject), and the messages about a deleted subject.
    index("messages_subject_kind_idx").on(t.subject, t.kind),
  ],
);

/**
 * How many messages of each type (`box`: system, reply, like, follow) and personal mails (`mail`) a
 * player has: the lists' totals. Kept by triggers on `messages` and `mails` (migration `counters`),
 * in the transaction of every write; a message whose subject is deleted goes with it (also a trigger).
 */
export const inboxCounts = pgTable(
  "inbox_counts",
  {
    userId: userRef({ onDelete: "cascade" }),
    box: text("box").notNull(),
    total: integer("total").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.box] })],
);

/** Who is behind a grouped message; a like taken back removes its actor (and the message with the last one). */
export const messageActors = pgTable(
  "message_actors",
  {
    messageId: integer("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.actorId] })],
);

/** Message types a player switched off; no row means on. */
export const messageSettings = pgTable(
  "message_settings",
  {
    userId: userRef(),
    type: text("type", { enum: ["system", "reply", "like", "follow"] }).notNull(),
    enabled: boolean("enabled").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * The publisher's mail: to one player, to VIP level N and above, or to everyone. A broadcast is one
 * row; each reader's read and claim state is a row of `mail_states`. A console broadcast's mail
 * (`segment`) reaches exactly the players who have a `mail_states` row: its delivery rows.
 */
export const mails = pgTable(
  "mails",
  {
    id: primaryId(),
    audience: text("audience", { enum: ["player", "vip", "everyone", "segment"] }).notNull(),
    userId: integer("user_id").references(() => users.id),
    minVipLevel: integer("min_vip_level"),
    /** Texts per language code. */
    title: jsonb("title").$type<Record<string, string>>().notNull(),
    body: jsonb("body").$type<Record<string, string>>().notNull(),
    /** A mail-only pack: claiming the mail hands the reader one of its codes, into their game box. */
    giftPackId: integer("gift_pack_id").references(() => giftPacks.id),
    gameId: integer("game_id").references(() => games.id),
    sentBy: integer("sent_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // Keyset pages, newest first: a player's own mail, and the few mails sent to many.
    index("mails_player_idx").on(t.userId, t.createdAt, t.id),
    index("mails_broadcast_idx").on(t.createdAt, t.id).where(sql`${t.audience} <> 'player'`),
    index("mails_time_idx").on(t.createdAt),
  ],
);

export const mailStates = pgTable(
  "mail_states",
  {
    mailId: integer("mail_id")
      .notNull()
      .references(() => mails.id),
    userId: userRef(),
    readAt: timestamp("read_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.userId] })],
);

/**
 * A console broadcast: a system notice or a mail to a segment of players, now or at `send_at`. The
 * outbox delivers it in batches up the player ids (`cursor`: the last id done); each player's
 * delivery is one row with a unique (broadcast, player) key — a `mail_states` row of its mail, or a
 * `messages` row with subject `broadcast:<id>` — so each player gets exactly one.
 */
export const broadcasts = pgTable(
  "broadcasts",
  {
    id: primaryId(),
    channel: text("channel", { enum: ["notice", "mail"] }).notNull(),
    segment: text("segment", { enum: broadcastSegments }).notNull(),
    gameId: integer("game_id").references(() => games.id),
    minVipLevel: integer("min_vip_level"),
    language: text("language"),
    title: jsonb("title").$type<Record<string, string>>().notNull(),
    body: jsonb("body").$type<Record<string, string>>().notNull(),
    giftPackId: integer("gift_pack_id").references(() => giftPacks.id),
    /** The mail players read (mail broadcasts). */
    mailId: integer("mail_id").references(() => mails.id),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["scheduled", "sending", "sent", "cancelled"] })
      .notNull()
      .default("scheduled"),
    /** How many players the segment had when it was composed (the preview). */
    segmentSize: integer("segment_size").notNull(),
    cursor: integer("cursor").notNull().default(0),
    version: rowVersion(),
    createdBy: integer("created_by").references(() => staffMembers.id),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("broadcasts_created_idx").on(t.createdAt)],
);
