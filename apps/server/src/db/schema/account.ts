import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  type ReferenceConfig,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, primaryId } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: primaryId(),
    email: text("email"),
    phone: text("phone"),
    passwordHash: text("password_hash"),
    nickname: text("nickname").notNull(),
    avatarMediaId: integer("avatar_media_id"),
    gender: text("gender", { enum: ["male", "female", "unset"] })
      .notNull()
      .default("unset"),
    birthday: date("birthday"),
    bio: text("bio").notNull().default(""),
    country: text("country"),
    region: text("region"),
    roles: text("roles").array().notNull().default(sql`ARRAY['player']::text[]`),
    vipLevel: integer("vip_level").notNull().default(0),
    vipPoints: integer("vip_points").notNull().default(0),
    starPoints: integer("star_points").notNull().default(0),
    bannedUntil: timestamp("banned_until", { withTimezone: true }),
    banReason: text("ban_reason"),
    /** Until when the player may not post (reviews, replies, comments, forum posts); set by staff. */
    /** The portal language the player last used while signed in (broadcasts to a language segment). */
    language: text("language"),
    mutedUntil: timestamp("muted_until", { withTimezone: true }),
    muteReason: text("mute_reason"),
    consentPersonalDataAt: timestamp("consent_personal_data_at", { withTimezone: true }),
    consentNoticesAt: timestamp("consent_notices_at", { withTimezone: true }),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_phone_key").on(t.phone),
  ],
);

/** The player a row belongs to (`user_id`, required). */
export function userRef(actions?: ReferenceConfig["actions"]) {
  return integer("user_id")
    .notNull()
    .references(() => users.id, actions);
}

export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: userRef(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: primaryId(),
    target: text("target").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("verification_codes_target_idx").on(t.target, t.createdAt)],
);

/**
 * Attempts counted per key (an account's sign-ins, an address's code sends, …) in a fixed window
 * that starts with the first attempt. Each attempt is one atomic upsert before its check.
 */
export const attemptCounters = pgTable("attempt_counters", {
  key: text("key").primaryKey(),
  tries: integer("tries").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/** A player's identity inside a game (sync-login from the game's webview). */
export const gameAccounts = pgTable(
  "game_accounts",
  {
    appId: integer("app_id").notNull(),
    openId: text("open_id").notNull(),
    userId: userRef(),
    lastServerId: text("last_server_id"),
    lastRoleId: text("last_role_id"),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("game_accounts_key").on(t.appId, t.openId)],
);

export const consentLog = pgTable("consent_log", {
  id: primaryId(),
  userId: userRef(),
  kind: text("kind").notNull(),
  granted: boolean("granted").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
