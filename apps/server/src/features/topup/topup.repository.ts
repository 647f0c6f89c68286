import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { creationOrder, keysetPage, windowPlaceholders } from "../../db/paging.ts";
import { prepared } from "../../db/prepared.ts";
import { findRow, findRowWhere, insertRow } from "../../db/rows.ts";
import { gameAccounts, users } from "../../db/schema/account.ts";
import { storedActivities } from "../../db/schema/platform.ts";
import { vipLevels } from "../../db/schema/profile.ts";
import {
  coupons,
  orderDeliveryAttempts,
  orderRefunds,
  paymentEvents,
  topupGoods,
  topupOrders,
  walletBalances,
} from "../../db/schema/topup.ts";

export type OrderRow = typeof topupOrders.$inferSelect;
export type GoodsRow = typeof topupGoods.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;

export async function findGoods(db: DbOrTx, gameId: number, goodsId: number, { activeOnly = true } = {}) {
  const query = prepared(db, `goods_${activeOnly ? "active" : "any"}`, (name) =>
    db
      .select()
      .from(topupGoods)
      .where(
        and(
          eq(topupGoods.id, sql.placeholder("goodsId")),
          eq(topupGoods.gameId, sql.placeholder("gameId")),
          activeOnly ? eq(topupGoods.active, true) : undefined,
        ),
      )
      .prepare(name),
  );
  const [row] = await query.execute({ goodsId, gameId });
  return row;
}

export function listGoods(db: DbOrTx, gameId: number) {
  return db
    .select()
    .from(topupGoods)
    .where(and(eq(topupGoods.gameId, gameId), eq(topupGoods.active, true)))
    .orderBy(asc(topupGoods.sortOrder), asc(topupGoods.id));
}

export async function gamesWithGoods(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ gameId: topupGoods.gameId })
    .from(topupGoods)
    .where(eq(topupGoods.active, true));
  return rows.map((r) => r.gameId);
}

/** The player's game accounts: open ids per game, last server and role, most recent first. */
export function gameAccountsOf(db: DbOrTx, userId: number, gameId?: number) {
  return db
    .select()
    .from(gameAccounts)
    .where(
      gameId === undefined
        ? eq(gameAccounts.userId, userId)
        : and(eq(gameAccounts.userId, userId), eq(gameAccounts.appId, gameId)),
    )
    .orderBy(desc(gameAccounts.lastSeenAt));
}

/** The player's latest orders, one query for "recent games" and "last roles first". */
export function recentOrders(db: DbOrTx, userId: number, gameId?: number, limit = 20) {
  return db
    .select({
      gameId: topupOrders.gameId,
      serverId: topupOrders.serverId,
      roleId: topupOrders.roleId,
      createdAt: topupOrders.createdAt,
    })
    .from(topupOrders)
    .where(
      gameId === undefined
        ? eq(topupOrders.userId, userId)
        : and(eq(topupOrders.userId, userId), eq(topupOrders.gameId, gameId)),
    )
    .orderBy(desc(topupOrders.createdAt))
    .limit(limit);
}

export async function findOrder(db: DbOrTx, orderNo: string) {
  return findRowWhere(db, topupOrders, eq(topupOrders.orderNo, orderNo));
}

export async function lockOrder(db: DbOrTx, orderNo: string) {
  return findRowWhere(db, topupOrders, eq(topupOrders.orderNo, orderNo), true);
}

export async function findOrderByKey(db: DbOrTx, userId: number, idempotencyKey: string) {
  const query = prepared(db, "order_by_key", (name) =>
    db
      .select()
      .from(topupOrders)
      .where(
        and(
          eq(topupOrders.userId, sql.placeholder("userId")),
          eq(topupOrders.idempotencyKey, sql.placeholder("idempotencyKey")),
        ),
      )
      .prepare(name),
  );
  const [row] = await query.execute({ userId, idempotencyKey });
  return row;
}

export async function insertOrder(db: DbOrTx, values: typeof topupOrders.$inferInsert) {
  const [row] = await db.insert(topupOrders).values(values).onConflictDoNothing().returning();
  return row;
}

/** Expires the player's unpaid orders past their validity and gives their coupons back. */
export async function expireDueOrders(db: DbOrTx, userId: number, now: Date) {
  const expired = await db
    .update(topupOrders)
    .set({ status: "expired" })
    .where(
      and(eq(topupOrders.userId, userId), eq(topupOrders.status, "pending"), lte(topupOrders.expiresAt, now)),
    )
    .returning({ orderNo: topupOrders.orderNo });
  if (expired.length === 0) return;
  await db
    .update(coupons)
    .set({ usedOrderNo: null })
    .where(
      inArray(
        coupons.usedOrderNo,
        expired.map((o) => o.orderNo),
      ),
    );
}

/** Records the gateway's pay link once; answers false when another request already did. */
export async function setPayUrl(db: DbOrTx, orderNo: string, values: { payUrl: string; gatewayRef: string }) {
  const rows = await db
    .update(topupOrders)
    .set(values)
    .where(and(eq(topupOrders.orderNo, orderNo), isNull(topupOrders.payUrl)))
    .returning({ orderNo: topupOrders.orderNo });
  return rows.length > 0;
}

/** Moves an order from one of `from` to `to`; answers the row only when this call moved it. */
export async function moveOrder(
  db: DbOrTx,
  orderNo: string,
  from: OrderRow["status"][],
  values: Partial<OrderRow> & { status: OrderRow["status"] },
) {
  const [row] = await db
    .update(topupOrders)
    .set(values)
    .where(and(eq(topupOrders.orderNo, orderNo), inArray(topupOrders.status, from)))
    .returning();
  return row;
}

const orderHistory = creationOrder(topupOrders, topupOrders.orderNo, "newest");

/** The player's orders, newest first, `offset` rows in or after the order numbered `after`. */
export function pageOfOrders(
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number; after?: string },
) {
  const query = prepared(db, `orders_page${page.after === undefined ? "" : "_after"}`, (name) =>
    keysetPage(
      db.select().from(topupOrders).$dynamic(),
      orderHistory,
      eq(topupOrders.userId, sql.placeholder("userId")),
      windowPlaceholders(page.after !== undefined),
    ).prepare(name),
  );
  return query.execute({ userId, ...page });
}

export async function countOrders(db: DbOrTx, userId: number) {
  const query = prepared(db, "orders_count", (name) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(topupOrders)
      .where(eq(topupOrders.userId, sql.placeholder("userId")))
      .prepare(name),
  );
  const [row] = await query.execute({ userId });
  return row?.n ?? 0;
}

/** The names of these goods (active or not), for the orders that bought them. */
export function goodsNames(db: DbOrTx, goodsIds: number[]) {
  const query = prepared(db, "goods_names", (name) =>
    db
      .select({ id: topupGoods.id, names: topupGoods.names })
      .from(topupGoods)
      .where(sql`${topupGoods.id} = any(${sql.placeholder("ids")})`)
      .prepare(name),
  );
  return query.execute({ ids: goodsIds });
}

export async function hasOpenOrder(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db
    .select({ orderNo: topupOrders.orderNo })
    .from(topupOrders)
    .where(
      and(
        eq(topupOrders.userId, userId),
        or(
          inArray(topupOrders.status, ["paid", "review"]),
          and(eq(topupOrders.status, "pending"), gt(topupOrders.expiresAt, now)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a webhook event once; answers false for a replay (same event id). */
export async function recordPaymentEvent(db: DbOrTx, values: typeof paymentEvents.$inferInsert) {
  const rows = await db.insert(paymentEvents).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function setEventOutcome(db: DbOrTx, eventId: string, outcome: string) {
  await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, eventId));
}

export function couponsOf(db: DbOrTx, userId: number) {
  return db.select().from(coupons).where(eq(coupons.userId, userId)).orderBy(asc(coupons.endsAt));
}

export async function findCoupon(db: DbOrTx, couponId: number) {
  return findRow(db, coupons, couponId);
}

/** Takes an unused, valid coupon for an order; answers false when another order got it first. */
export async function takeCoupon(db: DbOrTx, couponId: number, userId: number, orderNo: string, now: Date) {
  const rows = await db
    .update(coupons)
    .set({ usedOrderNo: orderNo })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.userId, userId),
        isNull(coupons.usedOrderNo),
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** The order's coupon, unless another order took it after this one gave it back. */
export async function retakeCoupon(db: DbOrTx, couponId: number, orderNo: string) {
  const rows = await db
    .update(coupons)
    .set({ usedOrderNo: orderNo })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.usedOrderNo), eq(coupons.usedOrderNo, orderNo))))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** An order that will not be paid gives its coupon back. */
export async function releaseCoupon(db: DbOrTx, orderNo: string) {
  await db.update(coupons).set({ usedOrderNo: null }).where(eq(coupons.usedOrderNo, orderNo));
}

export async function walletBalance(db: DbOrTx, userId: number, currency: string) {
  const [row] = await db
    .select({ balance: walletBalances.balanceMinor })
    .from(walletBalances)
    .where(and(eq(walletBalances.userId, userId), eq(walletBalances.currency, currency)));
  return row?.balance ?? 0;
}

export function listWalletBalances(db: DbOrTx, userId: number) {
  return db
    .select({ currency: walletBalances.currency, balanceMinor: walletBalances.balanceMinor })
    .from(walletBalances)
    .where(eq(walletBalances.userId, userId))
    .orderBy(asc(walletBalances.currency));
}

/** Takes `amount` from the wallet or answers false; the condition is the lock against overspending. */
export async function debitWallet(db: DbOrTx, userId: number, currency: string, amount: number) {
  const rows = await db
    .update(walletBalances)
    .set({ balanceMinor: sql`${walletBalances.balanceMinor} - ${amount}` })
    .where(
      and(
        eq(walletBalances.userId, userId),
        eq(walletBalances.currency, currency),
        sql`${walletBalances.balanceMinor} >= ${amount}`,
      ),
    )
    .returning({ balance: walletBalances.balanceMinor });
  return rows.length > 0;
}

export async function addVipPoints(db: DbOrTx, userId: number, points: number) {
  await db
    .update(users)
    .set({
      vipPoints: sql`${users.vipPoints} + ${points}`,
      // The highest level whose threshold (set in the console) the new total reaches; never lower.
      vipLevel: sql`greatest(${users.vipLevel}, (SELECT coalesce(max(${vipLevels.level}), 0) FROM ${vipLevels} WHERE ${vipLevels.minPoints} <= ${users.vipPoints} + ${points}))`,
    })
    .where(eq(users.id, userId));
}

/** Top-up bonus events running at `at` for the game that an order in `currency` may earn. */
export function bonusActivities(db: DbOrTx, gameId: number, currency: string, at: Date) {
  return db
    .select()
    .from(storedActivities)
    .where(
      and(
        lte(storedActivities.startsAt, at),
        gt(storedActivities.endsAt, at),
        eq(storedActivities.currency, currency),
        gt(storedActivities.bonusPoints, 0),
        or(isNull(storedActivities.appId), eq(storedActivities.appId, gameId)),
      ),
    );
}

/** VIP progress back down by `points` (never below zero); the level follows the points down. */
export async function takeVipPoints(db: DbOrTx, userId: number, points: number) {
  const left = sql`greatest(${users.vipPoints} - ${points}, 0)`;
  await db
    .update(users)
    .set({ vipPoints: left, vipLevel: sql`least(${users.vipLevel}, ${left} / 1000)` })
    .where(eq(users.id, userId));
}

/** Stored value back to the player (refunds of orders paid from the wallet or a portal card). */
export async function creditWallet(db: DbOrTx, userId: number, currency: string, amount: number) {
  await db
    .insert(walletBalances)
    .values({ userId, currency, balanceMinor: amount })
    .onConflictDoUpdate({
      target: [walletBalances.userId, walletBalances.currency],
      set: { balanceMinor: sql`${walletBalances.balanceMinor} + ${amount}` },
    });
}

export async function recordDeliveryAttempt(
  db: DbOrTx,
  values: { orderNo: string; at: Date; outcome: "delivered" | "refused" | "failed"; answer: string | null },
) {
  await db.insert(orderDeliveryAttempts).values({ ...values, answer: values.answer?.slice(0, 500) ?? null });
}

export function deliveryAttemptsOf(db: DbOrTx, orderNo: string) {
  return db
    .select()
    .from(orderDeliveryAttempts)
    .where(eq(orderDeliveryAttempts.orderNo, orderNo))
    .orderBy(asc(orderDeliveryAttempts.at), asc(orderDeliveryAttempts.id));
}

export function paymentEventsOf(db: DbOrTx, orderNo: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderNo, orderNo))
    .orderBy(asc(paymentEvents.receivedAt));
}

export async function findRefundByKey(db: DbOrTx, orderNo: string, idempotencyKey: string) {
  return findRowWhere(
    db,
    orderRefunds,
    and(eq(orderRefunds.orderNo, orderNo), eq(orderRefunds.idempotencyKey, idempotencyKey)),
  );
}

export function refundsOf(db: DbOrTx, orderNo: string) {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderNo, orderNo))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

/** What refunds asked of the provider and not yet answered hold of the order. */
export async function refundsInFlight(db: DbOrTx, orderNo: string) {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${orderRefunds.amountMinor}), 0)::bigint` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderNo, orderNo), eq(orderRefunds.status, "requested")));
  return Number(row?.sum ?? 0);
}

export async function insertRefund(db: DbOrTx, values: typeof orderRefunds.$inferInsert) {
  return insertRow(db, orderRefunds, values);
}

/** Settles a requested refund once; answers the row only when this call settled it. */
export async function settleRefund(
  db: DbOrTx,
  id: number,
  values: { status: "succeeded" | "failed"; providerRefundId: string | null; completedAt: Date },
) {
  const [row] = await db
    .update(orderRefunds)
    .set(values)
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, "requested")))
    .returning();
  return row;
}

export async function addRefunded(db: DbOrTx, orderNo: string, amount: number) {
  const [row] = await db
    .update(topupOrders)
    .set({ refundedMinor: sql`${topupOrders.refundedMinor} + ${amount}` })
    .where(eq(topupOrders.orderNo, orderNo))
    .returning();
  if (!row) throw new Error(`order ${orderNo} missing`);
  return row;
}
