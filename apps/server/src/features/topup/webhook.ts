import { z } from "zod";
import {
  checkWebhookSignature,
  type ProviderNotice,
  type WebhookEvent,
} from "../../adapters/payment-gateway.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { notify } from "../messages/messages.service.ts";
import { markPaid } from "./delivery.ts";
import type { OrderRow } from "./topup.repository.ts";
import * as repo from "./topup.repository.ts";

const webhookEvent = z.object({
  id: z.string().min(1).max(80),
  type: z.enum(["payment.succeeded", "payment.failed"]),
  orderNo: z.string().min(1).max(40),
  ref: z.string().max(80),
  amountMinor: z.number().int(),
  currency: z.string().min(3).max(3),
  occurredAt: z.iso.datetime(),
});

export type WebhookOutcome =
  | "paid"
  | "failed"
  | "expired"
  | "ignored"
  | "review"
  | "mismatch"
  | "duplicate"
  | "unknownOrder";

/**
 * What a payment whose amount or currency is not the order's does: the sandbox keeps it for staff
 * review; a provider's Checkout Session carries the amount we set, so a different one is refused
 * outright (recorded and logged, the order unchanged).
 */
export type MismatchPolicy = "review" | "refuse";

/** Verifies a webhook's signature and timestamp, then applies its event once. */
export async function receiveWebhook(deps: AppDeps, headers: Record<string, unknown>, rawBody: string) {
  const check = checkWebhookSignature(deps.config.PAYMENT_WEBHOOK_SECRET, headers, rawBody, deps.now());
  if (check !== "ok") throw new AppError(check);
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new AppError("badInput", { field: "body" });
  }
  const event = webhookEvent.safeParse(parsed);
  if (!event.success) throw new AppError("badInput", { field: "body" });
  return applyPaymentEvent(deps, event.data);
}

/**
 * One transaction per event: the event id is recorded first (a replay stops there), the order is
 * locked, and its status moves only forward. A payment whose amount or currency differs, or that
 * came after the order expired, is kept and flagged for review, never delivered on its own.
 */
export async function applyPaymentEvent(
  deps: AppDeps,
  event: WebhookEvent,
  mismatch: MismatchPolicy = "review",
): Promise<WebhookOutcome> {
  return deps.database.db.transaction(async (tx) => {
    const fresh = await repo.recordPaymentEvent(tx, {
      eventId: event.id,
      orderNo: event.orderNo,
      type: event.type,
      amountMinor: event.amountMinor,
      currency: event.currency,
      outcome: "received",
      receivedAt: deps.now(),
    });
    if (!fresh) return "duplicate";
    const order = await repo.lockOrder(tx, event.orderNo);
    const outcome = !order ? "unknownOrder" : await applyToOrder(tx, deps, order, event, mismatch);
    await repo.setEventOutcome(tx, event.id, outcome);
    return outcome;
  });
}

function applyToOrder(
  tx: DbOrTx,
  deps: AppDeps,
  order: OrderRow,
  event: WebhookEvent,
  mismatch: MismatchPolicy,
): Promise<WebhookOutcome> {
  const differs = event.amountMinor !== order.amountMinor || event.currency !== order.currency;
  if (mismatch === "refuse" && differs) return Promise.resolve("mismatch");
  if (event.type === "payment.succeeded") return applySuccess(tx, deps, order, event);
  if (event.type === "payment.expired") return applyExpiry(tx, order);
  return applyFailure(tx, order);
}

async function applySuccess(
  tx: DbOrTx,
  deps: AppDeps,
  order: OrderRow,
  event: WebhookEvent,
): Promise<WebhookOutcome> {
  if (!["pending", "failed", "expired"].includes(order.status)) return "ignored";
  const paidAt = new Date(event.occurredAt);
  const reviewReason =
    event.amountMinor !== order.amountMinor || event.currency !== order.currency
      ? "amountMismatch"
      : paidAt.getTime() > order.expiresAt.getTime()
        ? "paidAfterExpiry"
        : // A declined order gave its coupon back; paid after all, it needs it again.
          order.couponId !== null && !(await repo.retakeCoupon(tx, order.couponId, order.orderNo))
          ? "couponReused"
          : null;
  if (reviewReason) {
    await repo.moveOrder(tx, order.orderNo, [order.status], { status: "review", reviewReason, paidAt });
    return "review";
  }
  return (await markPaid(tx, order, paidAt, deps)) ? "paid" : "ignored";
}

/** The provider closed an unpaid checkout: a pending order expires; any later state stays as it is. */
async function applyExpiry(tx: DbOrTx, order: OrderRow): Promise<WebhookOutcome> {
  const expired = await repo.moveOrder(tx, order.orderNo, ["pending"], { status: "expired" });
  if (!expired) return "ignored";
  await repo.releaseCoupon(tx, order.orderNo);
  return "expired";
}

async function applyFailure(tx: DbOrTx, order: OrderRow): Promise<WebhookOutcome> {
  const failed = await repo.moveOrder(tx, order.orderNo, ["pending"], { status: "failed" });
  if (!failed) return "ignored";
  await repo.releaseCoupon(tx, order.orderNo);
  await notify(tx, {
    userId: order.userId,
    kind: "orderFailed",
    subject: `order:${order.orderNo}`,
    link: `/payment/fail/${order.orderNo}`,
    params: { orderNo: order.orderNo },
  });
  return "failed";
}

/**
 * A payment provider's own webhook (Stripe): its signature is checked by the provider's SDK over
 * the raw body, then its event goes through the same order state machine as the sandbox's.
 * Events the portal does not act on are recorded once, so a replay is still a duplicate.
 */
export async function receiveProviderWebhook(
  deps: AppDeps,
  headers: Record<string, unknown>,
  rawBody: Buffer,
): Promise<{ outcome: WebhookOutcome; notice: ProviderNotice }> {
  const read = deps.gateway.readWebhook;
  if (!read) throw new AppError("notFound");
  const notice = await read.call(deps.gateway, rawBody, headers);
  if (notice.kind === "event")
    return { outcome: await applyPaymentEvent(deps, notice.event, "refuse"), notice };
  const fresh = await repo.recordPaymentEvent(deps.database.db, {
    eventId: notice.eventId,
    orderNo: notice.orderNo ?? "",
    type: notice.type,
    amountMinor: 0,
    currency: "",
    outcome: "ignored",
    receivedAt: deps.now(),
  });
  return { outcome: fresh ? "ignored" : "duplicate", notice };
}
