import { orderStatuses } from "@portal/contracts/topup";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
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
import { createdAt, primaryId, rowVersion, sortOrder } from "./columns.ts";
import { gameRef, games } from "./games.ts";
import { staffMembers } from "./staff.ts";

/** What a game sells at top-up: prices per currency in the currency's minor unit. */
export const topupGoods = pgTable(
  "topup_goods",
  {
    id: primaryId(),
    gameId: gameRef(),
    /** The game server's item code, sent with the delivery. */
    sku: text("sku").notNull(),
    names: jsonb("names").$type<Record<string, string>>().notNull(),
    prices: jsonb("prices").$type<Record<string, number>>().notNull(),
    /** Portal points (and VIP progress) a delivered order earns. */
    points: integer("points").notNull().default(0),
    sortOrder: sortOrder(),
    active: boolean("active").notNull().default(true),
    /** Bumped by every console edit: an edit from an older version is refused (staleEdit). */
    version: rowVersion(),
  },
  (t) => [index("topup_goods_game_idx").on(t.gameId, t.sortOrder)],
);

/**
 * Servers of a game entered by hand in the console. When a game has any, players choose among
 * these; otherwise the game server's own list (game-server protocol) is offered.
 */
export const topupServers = pgTable(
  "topup_servers",
  {
    gameId: gameRef(),
    serverId: text("server_id").notNull(),
    name: text("name").notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.serverId] })],
);

/**
 * The version of a game's hand-entered server list (no row: version 1, never saved). Every save
 * raises it; a save made from an older version is refused (staleEdit), so two operators never
 * overwrite each other's list unseen.
 */
export const topupServerLists = pgTable("topup_server_lists", {
  gameId: integer("game_id")
    .primaryKey()
    .references(() => games.id),
  version: integer("version").notNull(),
});

/**
 * The payment methods a region offers, in the order players see them; the console turns them on
 * and off. What a method is (variant, validity) stays in code (`paymentMethodKinds` in contracts).
 */
export const paymentRegionMethods = pgTable(
  "payment_region_methods",
  {
    region: text("region").notNull(),
    methodId: text("method_id").notNull(),
    sortOrder: sortOrder(),
    enabled: boolean("enabled").notNull().default(true),
    version: rowVersion(),
  },
  (t) => [primaryKey({ columns: [t.region, t.methodId] })],
);

/**
 * What a coupon takes off, on what spend and games, and when it is valid: a campaign's terms, which
 * issuing copies onto each coupon it gives.
 */
const couponTerms = () => ({
  kind: text("kind", { enum: ["percent", "amount"] }).notNull(),
  /** Percent off (1–99), or the amount off in `currency`'s minor unit. */
  value: integer("value").notNull(),
  /** For amount coupons and the minimum spend; null for percentage coupons without minimum. */
  currency: text("currency"),
  minSpendMinor: bigint("min_spend_minor", { mode: "number" }).notNull().default(0),
  /** The games it pays for, or null for every game. */
  gameIds: integer("game_ids").array(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
});

/**
 * A coupon campaign: what its coupons take off and when they are valid. Issuing it to a player or
 * a segment adds one `coupons` row per player (unique per campaign and player).
 */
export const couponCampaigns = pgTable(
  "coupon_campaigns",
  {
    id: primaryId(),
    name: text("name").notNull(),
    ...couponTerms(),
    createdAt: createdAt(),
    version: rowVersion(),
  },
  (t) => [
    check("coupon_campaigns_value_positive", sql`${t.value} > 0`),
    check("coupon_campaigns_window", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A top-up order. The amount is the server's (goods price − coupon); status moves only forward
 * through conditional updates, so a replayed or late webhook finds nothing to change.
 */
export const topupOrders = pgTable(
  "topup_orders",
  {
    orderNo: text("order_no").primaryKey(),
    userId: userRef(),
    /** The client's key: a double tap finds the first order instead of making a second. */
    idempotencyKey: text("idempotency_key").notNull(),
    gameId: gameRef(),
    serverId: text("server_id").notNull(),
    serverName: text("server_name").notNull(),
    roleId: text("role_id").notNull(),
    roleName: text("role_name").notNull(),
    roleLevel: integer("role_level").notNull(),
    /** The game account (open id) that owns the role: the delivery names it to the game server. */
    gameOpenId: text("game_open_id"),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => topupGoods.id),
    region: text("region").notNull(),
    method: text("method").notNull(),
    currency: text("currency").notNull(),
    priceMinor: bigint("price_minor", { mode: "number" }).notNull(),
    discountMinor: bigint("discount_minor", { mode: "number" }).notNull().default(0),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    couponId: integer("coupon_id"),
    points: integer("points").notNull().default(0),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    /** Why staff must look: amountMismatch, paidAfterExpiry, couponReused, roleNotFound, deliveryGaveUp. */
    reviewReason: text("review_reason"),
    email: text("email"),
    /** The player's language when ordering: receipts and e-mail orders are written in it. */
    language: text("language").notNull().default("en"),
    cardSerialLast4: text("card_serial_last4"),
    payUrl: text("pay_url"),
    gatewayRef: text("gateway_ref"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The game server's receipt for the delivery (the same on every repeat of the request). */
    gameReceiptId: text("game_receipt_id"),
    /** The game server's last refusal or failure, kept when the order goes to review. */
    deliveryError: text("delivery_error"),
    /** What went back to the player so far (sum of `order_refunds`); never above `amount_minor`. */
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("topup_orders_idempotency_idx").on(t.userId, t.idempotencyKey),
    // The order history pages by (created_at, order_no): see docs/architecture.md, "Lists".
    index("topup_orders_user_idx").on(t.userId, t.createdAt, t.orderNo),
    index("topup_orders_open_idx").on(t.status, t.expiresAt),
    /** The console's order search: newest first (keyset), and by the provider's reference. */
    index("topup_orders_created_idx").on(t.createdAt, t.orderNo),
    index("topup_orders_gateway_ref_idx").on(t.gatewayRef),
    check("topup_orders_amount_positive", sql`${t.amountMinor} > 0 AND ${t.amountMinor} <= ${t.priceMinor}`),
    check(
      "topup_orders_refund_within_amount",
      sql`${t.refundedMinor} >= 0 AND ${t.refundedMinor} <= ${t.amountMinor}`,
    ),
  ],
);

/**
 * One refund of an order through the payment provider, full or partial, asked by a staff member.
 * `idempotency_key` is the console's key for the click: a repeated or concurrent click finds this row.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: primaryId(),
    orderNo: text("order_no")
      .notNull()
      .references(() => topupOrders.orderNo),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull(),
    staffId: integer("staff_id").references(() => staffMembers.id),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The provider's refund id once it answered. */
    providerRefundId: text("provider_refund_id"),
    status: text("status", { enum: ["requested", "succeeded", "failed"] })
      .notNull()
      .default("requested"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("order_refunds_idempotency_idx").on(t.orderNo, t.idempotencyKey),
    index("order_refunds_created_idx").on(t.createdAt),
    check("order_refunds_amount_positive", sql`${t.amountMinor} > 0`),
  ],
);

/** Every webhook event the gateway sent, once (its id is the key): replays insert nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    eventId: text("event_id").primaryKey(),
    orderNo: text("order_no").notNull(),
    type: text("type").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** What the event did: paid, failed, ignored, review. */
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_order_idx").on(t.orderNo)],
);

/** Discount coupons a player holds: a percentage or an amount off, for some games or all. */
export const coupons = pgTable(
  "coupons",
  {
    id: primaryId(),
    userId: userRef(),
    ...couponTerms(),
    /** The order that used it; a coupon is used once (taken with a conditional update). */
    usedOrderNo: text("used_order_no"),
    /** The campaign that issued it (null for coupons given otherwise): one per player per campaign. */
    campaignId: integer("campaign_id").references(() => couponCampaigns.id),
  },
  (t) => [
    index("coupons_user_idx").on(t.userId),
    uniqueIndex("coupons_campaign_user_idx").on(t.campaignId, t.userId),
  ],
);

/** The player's stored-value balance in the portal, per currency (minor units). */
export const walletBalances = pgTable(
  "wallet_balances",
  {
    userId: userRef(),
    currency: text("currency").notNull(),
    balanceMinor: bigint("balance_minor", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    check("wallet_balances_not_negative", sql`${t.balanceMinor} >= 0`),
  ],
);

/** The sandbox gateway's own books: one payment per order it was asked to collect. */
export const sandboxPayments = pgTable("sandbox_payments", {
  ref: text("ref").primaryKey(),
  orderNo: text("order_no").notNull().unique(),
  amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  method: text("method").notNull(),
  status: text("status", { enum: ["open", "succeeded", "failed", "refunded"] })
    .notNull()
    .default("open"),
  returnUrl: text("return_url").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** The simulated game server: servers, roles (by the game's open id) and deliveries. */
export const sandboxGameServers = pgTable(
  "sandbox_game_servers",
  {
    gameId: integer("game_id").notNull(),
    serverId: text("server_id").notNull(),
    name: text("name").notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.serverId] })],
);

export const sandboxGameRoles = pgTable(
  "sandbox_game_roles",
  {
    gameId: integer("game_id").notNull(),
    serverId: text("server_id").notNull(),
    roleId: text("role_id").notNull(),
    openId: text("open_id").notNull(),
    name: text("name").notNull(),
    level: integer("level").notNull(),
    /** An offline role cannot take a delivery; the portal retries with backoff. */
    online: boolean("online").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.serverId, t.roleId] }),
    index("sandbox_game_roles_open_idx").on(t.gameId, t.openId),
  ],
);

/** One row per delivered order: the idempotency key is the order number. */
export const sandboxGameDeliveries = pgTable("sandbox_game_deliveries", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  gameId: integer("game_id").notNull(),
  serverId: text("server_id").notNull(),
  roleId: text("role_id").notNull(),
  sku: text("sku").notNull(),
  quantity: integer("quantity").notNull().default(1),
  /** What the simulated game answers for this order number, every time it is asked. */
  receiptId: text("receipt_id").notNull().default(sql`('rcpt_' || md5(random()::text))`),
  /** How many times the portal asked (retries after a lost answer land here, not in a second row). */
  requests: integer("requests").notNull().default(1),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each time the portal asked the game server to deliver an order, and what it answered. */
export const orderDeliveryAttempts = pgTable(
  "order_delivery_attempts",
  {
    id: primaryId(),
    orderNo: text("order_no")
      .notNull()
      .references(() => topupOrders.orderNo),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** delivered, refused (the game server said no), failed (no answer / error: retried). */
    outcome: text("outcome", { enum: ["delivered", "refused", "failed"] }).notNull(),
    /** The game server's receipt id, or its error text (at most 500 characters). */
    answer: text("answer"),
  },
  (t) => [index("order_delivery_attempts_order_idx").on(t.orderNo, t.at)],
);
