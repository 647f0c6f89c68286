import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, primaryId, rowVersion } from "./columns.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Effects on the outside world, written in the same transaction as the change that causes them. */
export const outbox = pgTable(
  "outbox",
  {
    id: primaryId(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** The request that enqueued the job (its `x-request-id`), carried into the job's log lines. */
    requestId: text("request_id"),
  },
  (t) => [index("outbox_pending_idx").on(t.status, t.runAt)],
);

/** Mail and SMS delivered while no SMTP/SMS gateway is configured; listed at /dev/outbox. */
export const devOutbox = pgTable("dev_outbox", {
  id: primaryId(),
  channel: text("channel", { enum: ["mail", "sms"] }).notNull(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdAt: createdAt(),
});

export const pageViews = pgTable(
  "page_views",
  {
    id: primaryId(),
    path: text("path").notNull(),
    firstLink: text("first_link"),
    referrer: text("referrer"),
    system: text("system").notNull(),
    webview: integer("webview").notNull().default(0),
    userId: integer("user_id"),
    language: text("language").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_views_at_idx").on(t.at)],
);

/** Nonces of signed requests seen within the allowed clock skew. */
export const requestNonces = pgTable("request_nonces", {
  nonce: text("nonce").primaryKey(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Images and videos: generated artwork, avatars, post pictures. Served by /api/media/:id with cache
 * headers. The bytes are in `bytes` (MEDIA_STORE=postgres) or in the S3 bucket under `object_key`
 * with their size in `byte_size` (MEDIA_STORE=s3); deleting a row queues its object's deletion.
 * An image's smaller AVIF and WebP copies are rows of their own naming it in `variant_of` (stored
 * the same way, deleted with it); `width` is the copy's own width (platform/media-variants.ts).
 */
export const media = pgTable(
  "media",
  {
    id: primaryId(),
    key: text("key"),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes"),
    objectKey: text("object_key"),
    byteSize: integer("byte_size"),
    width: integer("width"),
    height: integer("height"),
    ownerId: integer("owner_id"),
    variantOf: integer("variant_of").references((): AnyPgColumn => media.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("media_key").on(t.key),
    uniqueIndex("media_variant")
      .on(t.variantOf, t.contentType, t.width)
      .where(sql`${t.variantOf} is not null`),
    check("media_stored_somewhere", sql`${t.bytes} is not null or ${t.objectKey} is not null`),
  ],
);

/** Stored-value (top-up bonus) activities returned by the signed event list. */
export const storedActivities = pgTable("stored_activities", {
  id: primaryId(),
  texts: jsonb("texts").$type<Record<string, { title: string; description: string }>>().notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  appId: integer("app_id"),
  /** The top-up bonus: an order of at least `minAmountMinor` in `currency` earns `bonusPoints`. */
  currency: text("currency"),
  minAmountMinor: integer("min_amount_minor").notNull().default(0),
  bonusPoints: integer("bonus_points").notNull().default(0),
  /**
   * Bonus tiers, lowest first: an order earns the points of the highest tier it reaches. Empty for
   * activities made before tiers (their single tier is `minAmountMinor` / `bonusPoints`, which the
   * console keeps equal to the lowest tier).
   */
  tiers: jsonb("tiers").$type<{ minAmountMinor: number; bonusPoints: number }[]>().notNull().default([]),
  /** Bumped by every console edit: an edit from an older version is refused (staleEdit). */
  version: rowVersion(),
});
