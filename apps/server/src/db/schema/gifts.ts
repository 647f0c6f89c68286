import { treasurePrizeKinds } from "@portal/contracts/gifts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userRef, users } from "./account.ts";
import { createdAt, primaryId, rowVersion, sortOrder } from "./columns.ts";
import { gameRef, games } from "./games.ts";

/** A pack's or product's texts per language; readers fall back zh-hant → zh → en. */
export type OfferTexts = Record<string, { name: string; contents: string; instructions: string }>;

/** What unlocks a mission pack: a sign-in streak, a top-up total in the pack's game, or a reservation. */
export type PackTask =
  | { kind: "signStreak"; days: number }
  | { kind: "recharge"; currency: string; amountMinor: number }
  | { kind: "reservation" };

/**
 * A gift pack of a game. Its codes are rows of `gift_codes`; what is left is the count of unclaimed
 * rows (no counter to contend on). Conditions are columns so the list can say which one is missing.
 */
export const giftPacks = pgTable(
  "gift_packs",
  {
    id: primaryId(),
    gameId: gameRef(),
    texts: jsonb("texts").$type<OfferTexts>().notNull(),
    /** The schedule: listed and claimable from `startsAt` (null: at once) until `validUntil`. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    pointsCost: integer("points_cost").notNull().default(0),
    minVipLevel: integer("min_vip_level").notNull().default(0),
    needsDailySignIn: boolean("needs_daily_sign_in").notNull().default(false),
    needsReservation: boolean("needs_reservation").notNull().default(false),
    needsEmail: boolean("needs_email").notNull().default(false),
    /** Set on mission packs: claimable once the task is done. */
    task: jsonb("task").$type<PackTask>(),
    sortOrder: sortOrder(),
    /** Handed out only through the publisher's mail: never listed, never claimable on the pack pages. */
    mailOnly: boolean("mail_only").notNull().default(false),
    /** Bumped by each console edit; an edit made from an older version is refused. */
    rowVersion: integer("row_version").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index("gift_packs_game_idx").on(t.gameId, t.sortOrder),
    check("gift_packs_cost_not_negative", sql`${t.pointsCost} >= 0`),
  ],
);

/** The pool of a pack's codes. A claim takes one unclaimed row; a player holds at most one per pack. */
export const giftCodes = pgTable(
  "gift_codes",
  {
    id: primaryId(),
    packId: integer("pack_id")
      .notNull()
      .references(() => giftPacks.id),
    code: text("code").notNull(),
    userId: integer("user_id").references(() => users.id),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("gift_codes_code_idx").on(t.packId, t.code),
    // Claimed codes only: an imported or generated code costs no entry here until a player takes it.
    uniqueIndex("gift_codes_one_per_player_idx").on(t.packId, t.userId).where(sql`${t.userId} is not null`),
    index("gift_codes_free_idx").on(t.packId, t.id).where(sql`${t.userId} is null`),
    index("gift_codes_owner_idx").on(t.userId, t.claimedAt).where(sql`${t.userId} is not null`),
  ],
);

/** One row per player per calendar day (in the player's time zone, fixed at the first sign-in). */
export const dailySignIns = pgTable(
  "daily_sign_ins",
  {
    userId: userRef(),
    day: date("day").notNull(),
    timeZone: text("time_zone").notNull(),
    streak: integer("streak").notNull(),
    points: integer("points").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("daily_sign_ins_day_idx").on(t.userId, t.day)],
);

export const mallSections = ["general", "vip", "birthday"] as const;

/** A product of the points mall. `stock` only moves by a conditional update, so it never goes below zero. */
export const mallProducts = pgTable(
  "mall_products",
  {
    id: primaryId(),
    section: text("section", { enum: mallSections }).notNull(),
    /** Physical products are posted to the address given at exchange. */
    physical: boolean("physical").notNull().default(false),
    gameId: integer("game_id").references(() => games.id),
    texts: jsonb("texts").$type<OfferTexts>().notNull(),
    pointsCost: integer("points_cost").notNull(),
    stock: integer("stock").notNull(),
    minVipLevel: integer("min_vip_level").notNull().default(0),
    sortOrder: sortOrder(),
    /** Off: players no longer see or exchange it. */
    enabled: boolean("enabled").notNull().default(true),
    /** The most one player may exchange in all (null: no limit). */
    perPlayerLimit: integer("per_player_limit"),
    /** Raised by every console save; an edit made from an older version is refused. */
    version: rowVersion(),
  },
  (t) => [
    index("mall_products_section_idx").on(t.section, t.sortOrder),
    check("mall_products_stock_not_negative", sql`${t.stock} >= 0`),
    check("mall_products_cost_positive", sql`${t.pointsCost} > 0`),
  ],
);

export interface DeliveryAddress {
  name: string;
  phone: string;
  address: string;
}

export const mallExchanges = pgTable(
  "mall_exchanges",
  {
    id: primaryId(),
    userId: userRef(),
    productId: integer("product_id")
      .notNull()
      .references(() => mallProducts.id),
    quantity: integer("quantity").notNull(),
    points: integer("points").notNull(),
    address: jsonb("address").$type<DeliveryAddress>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("mall_exchanges_user_idx").on(t.userId, t.id),
    index("mall_exchanges_user_product_idx").on(t.userId, t.productId),
  ],
);

/** Each opening of the treasure box and what it gave. */
export const treasureDraws = pgTable(
  "treasure_draws",
  {
    id: primaryId(),
    userId: userRef(),
    prize: text("prize").notNull(),
    pointsCost: integer("points_cost").notNull(),
    pointsWon: integer("points_won").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("treasure_draws_user_idx").on(t.userId, t.id)],
);

/**
 * The treasure box's prizes: each drawn with chance weight / (sum of the weights of the prizes in
 * stock). `stock` null: unlimited; else it only moves by a conditional update and never goes below 0.
 */
export const treasurePrizes = pgTable(
  "treasure_prizes",
  {
    id: primaryId(),
    prize: text("prize", { enum: treasurePrizeKinds }).notNull(),
    points: integer("points").notNull(),
    weight: integer("weight").notNull(),
    stock: integer("stock"),
    sortOrder: sortOrder(),
  },
  (t) => [
    uniqueIndex("treasure_prizes_prize_idx").on(t.prize),
    check("treasure_prizes_weight_not_negative", sql`${t.weight} >= 0`),
    check("treasure_prizes_points_not_negative", sql`${t.points} >= 0`),
    check("treasure_prizes_stock_not_negative", sql`${t.stock} >= 0`),
  ],
);

/** The rules of points the console edits, one row each, with the version a stale edit is refused by. */
export interface RewardRules {
  /** Points of the n-th day of a sign-in streak; the last repeats for longer streaks. */
  signIn: { points: number[] };
  /** Points one opening of the treasure box costs. */
  treasureBox: { cost: number };
}

export const rewardRules = pgTable("reward_rules", {
  key: text("key", { enum: ["signIn", "treasureBox"] }).primaryKey(),
  value: jsonb("value").notNull(),
  version: rowVersion(),
});
