import type { Language } from "@portal/contracts/languages";
import { formatMinor, type OrderStatus } from "@portal/contracts/topup";
import type { DbOrTx } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { notify } from "../messages/messages.service.ts";
import { addRechargeTotal, pointsBookedFor, takePointsUpTo } from "../points/ledger.service.ts";
import { completeDelivery, queueDelivery } from "./delivery.ts";
import type { OrderRow, RefundRow } from "./topup.repository.ts";
import * as repo from "./topup.repository.ts";

/**
 * Support actions on orders, each with the staff member's reason and its audit row in the
 * transaction of the change. Refunds go through the payment adapter; see docs/console.md (Orders).
 */

export interface StaffAct {
  staffId: number;
  reason: string;
}

/** Statuses whose money the provider holds: these can be refunded. */
const REFUNDABLE: OrderStatus[] = ["paid", "delivered", "review"];

async function requireOrder(db: DbOrTx, orderNo: string) {
  const order = await repo.findOrder(db, orderNo);
  if (!order) throw new AppError("orderNotFound");
  return order;
}

/** What staff and the audit see of an order (no e-mail, no card digits). */
const auditView = (order: OrderRow) => ({
  status: order.status,
  amountMinor: order.amountMinor,
  refundedMinor: order.refundedMinor,
  currency: order.currency,
  reviewReason: order.reviewReason,
});

async function audited<T>(
  deps: AppDeps,
  act: StaffAct,
  action: string,
  orderNo: string,
  change: (
    tx: DbOrTx,
    before: OrderRow,
  ) => Promise<{ after: OrderRow; result: T; extra?: object } | { unchanged: T }>,
) {
  return deps.database.db.transaction(async (tx) => {
    const before = await repo.lockOrder(tx, orderNo);
    if (!before) throw new AppError("orderNotFound");
    const changed = await change(tx, before);
    // Another request did it first (a repeated click): nothing changed, nothing to audit.
    if ("unchanged" in changed) return changed.unchanged;
    const { after, result, extra } = changed;
    await recordAudit(tx, {
      staffId: act.staffId,
      at: deps.now(),
      action,
      subject: { type: "order", id: orderNo },
      before: auditView(before),
      after: { ...auditView(after), reason: act.reason, ...extra },
    });
    return result;
  });
}

const notAllowed = (order: OrderRow) => new AppError("orderActionNotAllowed", { status: order.status });

/** A paid order (or one in review) goes to the game server again; the outbox delivers it. */
export function retryDelivery(deps: AppDeps, act: StaffAct, orderNo: string) {
  return audited(deps, act, "order.retryDelivery", orderNo, async (tx, order) => {
    if (order.status !== "paid" && order.status !== "review") throw notAllowed(order);
    const after =
      order.status === "review"
        ? await repo.moveOrder(tx, orderNo, ["review"], { status: "paid", reviewReason: null })
        : order;
    if (!after) throw notAllowed(order);
    await queueDelivery(tx, orderNo);
    return { after, result: after };
  });
}

/** The goods reached the role another way: delivered now, the player credited as by a delivery. */
export function markDelivered(deps: AppDeps, act: StaffAct, orderNo: string) {
  return audited(deps, act, "order.markDelivered", orderNo, async (tx, order) => {
    const after = await completeDelivery(tx, deps, orderNo, ["paid", "review"], null);
    if (!after) throw notAllowed(order);
    return { after, result: after };
  });
}

/** A review order staff settle outside the portal: failed, nothing delivered or refunded here. */
export function closeReview(deps: AppDeps, act: StaffAct, orderNo: string) {
  return audited(deps, act, "order.closeReview", orderNo, async (tx, order) => {
    const after = await repo.moveOrder(tx, orderNo, ["review"], { status: "failed" });
    if (!after) throw notAllowed(order);
    return { after, result: after };
  });
}

/**
 * Settles an order in review: deliver (retry), refund in full (the click's key required), or close.
 * Answers the order as it is now.
 */
export async function resolveReview(
  deps: AppDeps,
  act: StaffAct,
  input: { orderNo: string; resolution: "deliver" | "refund" | "close"; idempotencyKey?: string },
) {
  const db = deps.database.db;
  const order = await requireOrder(db, input.orderNo);
  if (order.status !== "review") throw notAllowed(order);
  if (input.resolution === "deliver") return retryDelivery(deps, act, order.orderNo);
  if (input.resolution === "close") return closeReview(deps, act, order.orderNo);
  if (!input.idempotencyKey)
    throw new AppError("badInput", { field: "idempotencyKey" }, "validation:required");
  await refund(deps, act.staffId, {
    orderNo: order.orderNo,
    reason: act.reason,
    idempotencyKey: input.idempotencyKey,
  });
  return requireOrder(db, order.orderNo);
}

/** The order as the console shows it, with its refunds, delivery attempts and payment events. */
export async function orderRecord(db: DbOrTx, orderNo: string) {
  const order = await requireOrder(db, orderNo);
  const [refunds, attempts, events] = await Promise.all([
    repo.refundsOf(db, orderNo),
    repo.deliveryAttemptsOf(db, orderNo),
    repo.paymentEventsOf(db, orderNo),
  ]);
  const goods = await repo.findGoods(db, order.gameId, order.goodsId, { activeOnly: false });
  return { order, goods, refunds, attempts, events };
}

/** What may still be refunded of an order: 0 unless its money is held. */
export const refundableOf = (order: OrderRow) =>
  REFUNDABLE.includes(order.status) ? order.amountMinor - order.refundedMinor : 0;

/** Whether the gateway can refund part of a payment (the gateway's `partialRefunds`). */
export const partialRefundsAllowed = (deps: AppDeps, order: OrderRow) =>
  order.status === "delivered" && !(paysThroughProvider(order) && !deps.gateway.partialRefunds);

/** Orders paid from the wallet or with a portal prepaid card never reached the provider. */
const paysThroughProvider = (order: OrderRow) => order.gatewayRef !== null;

export interface RefundInput {
  orderNo: string;
  amountMinor?: number;
  reason: string;
  idempotencyKey: string;
}

/**
 * Refunds (part of) a paid order. The click's key makes repeats and concurrent clicks find one
 * refund: the order row is locked while the refund row is written, so of 20 concurrent clicks one
 * asks the provider and the others answer its row. What is left to refund counts refunds still in
 * flight, so two staff members cannot refund more than was paid between them.
 */
export async function refund(deps: AppDeps, staffId: number, input: RefundInput): Promise<RefundRow> {
  const db = deps.database.db;
  const earlier = await repo.findRefundByKey(db, input.orderNo, input.idempotencyKey);
  if (earlier && stuck(deps, earlier))
    return settle(deps, staffId, await requireOrder(db, input.orderNo), earlier);
  if (earlier) return earlier;
  const reserved = await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, input.orderNo);
    if (!order) throw new AppError("orderNotFound");
    const again = await repo.findRefundByKey(tx, input.orderNo, input.idempotencyKey);
    if (again) return { row: again, order, fresh: false };
    if (!REFUNDABLE.includes(order.status))
      throw new AppError("orderNotRefundable", { status: order.status });
    const left = refundableOf(order) - (await repo.refundsInFlight(tx, input.orderNo));
    const amount = input.amountMinor ?? left;
    if (left <= 0 || amount > left)
      throw new AppError("refundTooLarge", {
        left: formatMinor(Math.max(left, 0), order.currency, "en"),
      });
    if (amount < order.amountMinor - order.refundedMinor || order.refundedMinor > 0) {
      if (paysThroughProvider(order) && !deps.gateway.partialRefunds)
        throw new AppError("refundPartialUnsupported");
      if (order.status !== "delivered") throw new AppError("refundPartialNotDelivered");
    }
    const row = await repo.insertRefund(tx, {
      orderNo: order.orderNo,
      amountMinor: amount,
      currency: order.currency,
      reason: input.reason,
      staffId,
      idempotencyKey: input.idempotencyKey,
      createdAt: deps.now(),
    });
    return { row, order, fresh: true };
  });
  if (!reserved.fresh) return reserved.row;
  return settle(deps, staffId, reserved.order, reserved.row);
}

/** How long a refund may wait for the provider's answer before a repeat of its click asks again. */
export const REFUND_STUCK_MS = 60_000;

/**
 * A refund still `requested` long after it was asked: the process stopped before the provider's
 * answer was written. The same click asks the provider again with the same key (the provider answers
 * the first refund, never a second) and settles it.
 */
const stuck = (deps: AppDeps, row: RefundRow) =>
  row.status === "requested" && deps.now().getTime() - row.createdAt.getTime() >= REFUND_STUCK_MS;

async function askProvider(deps: AppDeps, order: OrderRow, row: RefundRow) {
  if (!order.gatewayRef) return { refundId: `WALLET-${row.id}`, status: "succeeded" as const };
  const answer = await deps.gateway.refund({
    orderNo: order.orderNo,
    gatewayRef: order.gatewayRef,
    currency: order.currency,
    amountMinor: row.amountMinor,
    idempotencyKey: `refund-${order.orderNo}-${row.id}`,
  });
  return { refundId: answer.refundId, status: answer.status };
}

async function settle(deps: AppDeps, staffId: number, order: OrderRow, row: RefundRow) {
  const act = { staffId, reason: row.reason };
  let answer: Awaited<ReturnType<typeof askProvider>>;
  try {
    answer = await askProvider(deps, order, row);
    if (answer.status === "failed") throw new AppError("refundRefused");
  } catch (error) {
    await audited(deps, act, "order.refundFailed", order.orderNo, async (tx, locked) => {
      const failed = await repo.settleRefund(tx, row.id, {
        status: "failed",
        providerRefundId: null,
        completedAt: deps.now(),
      });
      if (!failed) return { unchanged: null };
      return { after: locked, result: null, extra: { refundId: row.id, amountMinor: row.amountMinor } };
    });
    throw error instanceof AppError ? error : new AppError("refundRefused");
  }
  return audited<RefundRow>(deps, act, "order.refund", order.orderNo, async (tx, locked) => {
    const settled = await repo.settleRefund(tx, row.id, {
      status: "succeeded",
      providerRefundId: answer.refundId,
      completedAt: deps.now(),
    });
    if (!settled)
      return { unchanged: (await repo.findRefundByKey(tx, row.orderNo, row.idempotencyKey)) ?? row };
    const after = await repo.addRefunded(tx, order.orderNo, row.amountMinor);
    const whole = after.refundedMinor === after.amountMinor;
    const final = whole ? await repo.moveOrder(tx, order.orderNo, REFUNDABLE, { status: "refunded" }) : after;
    const reversed = await reverseGrants(tx, locked, settled, after.refundedMinor);
    if (!order.gatewayRef) await repo.creditWallet(tx, order.userId, order.currency, row.amountMinor);
    await notify(tx, {
      userId: order.userId,
      kind: "orderRefunded",
      subject: `refund:${settled.id}`,
      link: "/mine/rechargeHistory",
      params: {
        orderNo: order.orderNo,
        amount: formatMinor(row.amountMinor, order.currency, order.language as Language),
      },
    });
    return {
      after: final ?? after,
      result: settled,
      extra: { refundId: settled.id, amountMinor: row.amountMinor, ...reversed },
    };
  });
}

/** The share of `whole` that refunding from `before` to `after` of `amount` gives back (rounded down, cumulative). */
const shareOf = (whole: number, before: number, after: number, amount: number) =>
  Math.floor((whole * after) / amount) - Math.floor((whole * before) / amount);

/**
 * Takes back what the order granted, in proportion to the money refunded: points (the order's and
 * its top-up bonus) and VIP progress, the recharge total, and — once refunded in full — the coupon.
 * Only a delivered order granted anything. Points already spent stay spent: the balance goes to
 * zero at most, and the shortfall is written in the audit row.
 */
async function reverseGrants(tx: DbOrTx, order: OrderRow, refund: RefundRow, refundedAfter: number) {
  const refundedBefore = refundedAfter - refund.amountMinor;
  const whole = refundedAfter === order.amountMinor;
  if (whole && order.couponId !== null) await repo.releaseCoupon(tx, order.orderNo);
  if (order.status !== "delivered") return { pointsDue: 0, pointsTaken: 0 };
  const share = (n: number) => shareOf(n, refundedBefore, refundedAfter, order.amountMinor);
  const bonus = await pointsBookedFor(tx, order.userId, "stored-activity", `:${order.orderNo}`);
  const orderPoints = share(order.points);
  const pointsDue = orderPoints + share(bonus);
  const pointsTaken = await takePointsUpTo(tx, order.userId, pointsDue, {
    reason: "refund",
    reference: `refund:${refund.id}`,
    details: { orderNo: order.orderNo, due: pointsDue },
  });
  if (orderPoints > 0) await repo.takeVipPoints(tx, order.userId, orderPoints);
  await addRechargeTotal(tx, {
    userId: order.userId,
    gameId: order.gameId,
    currency: order.currency,
    amountMinor: -refund.amountMinor,
  });
  return { pointsDue, pointsTaken };
}
