import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userRef, users } from "./account.ts";
import { createdAt, primaryId } from "./columns.ts";
import { gameRef } from "./games.ts";

/**
 * The points ledger: append-only, one row per earning or spending. `reason` + `reference` name what caused
 * it (sign-in day, mall exchange, order number…) and are unique per player, so a retried or replayed
 * award writes nothing the second time.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: primaryId(),
    userId: userRef(),
    /** Positive when earned, negative when spent. */
    delta: bigint("delta", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    reference: text("reference").notNull(),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("points_ledger_cause_idx").on(t.userId, t.reason, t.reference),
    index("points_ledger_user_idx").on(t.userId, t.createdAt),
    // The points log pages by id, newest first.
    index("points_ledger_user_log_idx").on(t.userId, t.id),
  ],
);

/**
 * The running sum of a player's ledger, moved in the same transaction as each ledger row. Spending is
 * a conditional update (`balance >= cost`), so concurrent spends can never take it below zero; the
 * check constraint is the last line of defence.
 */
export const pointsBalances = pgTable(
  "points_balances",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id),
    balance: integer("balance").notNull().default(0),
  },
  (t) => [check("points_balances_not_negative", sql`${t.balance} >= 0`)],
);

/**
 * What a player has topped up in a game, per currency, in the currency's minor unit. Written once per
 * delivered order (the top-up feature); read by mission gifts that unlock at a cumulative amount.
 */
export const rechargeTotals = pgTable(
  "recharge_totals",
  {
    userId: userRef(),
    gameId: gameRef(),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId, t.currency] })],
);
