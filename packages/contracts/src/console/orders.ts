import { z } from "zod";
import { entityId, wholeNumber } from "../paging.ts";
import { orderStatuses } from "../topup.ts";
import { consoleArea } from "./route.ts";

const ordersSupport = consoleArea("orders.support");

export const ORDER_PAGE_SIZE_MAX = 100;
export const ORDER_ACTION_REASON_MAX = 200;
/** Larger than any order; a bigger figure is bad input, not a database error. */
const REFUND_MINOR_MAX = 10 ** 12;
/** Resolutions of an order in `review`. */
export const reviewResolutions = ["deliver", "refund", "close"] as const;
export const refundStatuses = ["requested", "succeeded", "failed"] as const;

const reason = z
  .string({ error: "validation:required" })
  .trim()
  .min(1, "validation:required")
  .max(ORDER_ACTION_REASON_MAX, "validation:tooLong");
const orderNo = z
  .string({ error: "validation:required" })
  .trim()
  .min(1, "validation:required")
  .max(40, "validation:invalid");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation:tooLong")
    .optional()
    .transform((value) => value || undefined);
const day = z.iso.date({ error: "validation:invalid" });
/** The console's key for one click: a repeated or concurrent click refunds once. */
const clickKey = z
  .string({ error: "validation:required" })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "validation:invalid");

export const consoleOrderSummary = z.object({
  orderNo: z.string(),
  playerId: z.number(),
  playerNickname: z.string(),
  gameId: z.number(),
  gameName: z.string(),
  method: z.string(),
  currency: z.string(),
  amountMinor: z.number(),
  refundedMinor: z.number(),
  status: z.enum(orderStatuses),
  reviewReason: z.string().nullable(),
  gatewayRef: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type ConsoleOrderSummary = z.infer<typeof consoleOrderSummary>;

/**
 * Orders by any mix of filters, newest first. `player` is an id (digits), an e-mail (with @) or a
 * nickname. Keyset paging: pass the answer's `nextCursor` back as `cursor`.
 */
export const searchOrders = ordersSupport.get({
  path: "/console/orders",
  query: z
    .object({
      orderNo: optionalText(40),
      player: optionalText(120),
      gameId: entityId.optional(),
      status: z.enum(orderStatuses, { error: "validation:invalid" }).optional(),
      from: day.optional(),
      to: day.optional(),
      providerRef: optionalText(120),
      cursor: z
        .string()
        .regex(/^\d{13}_[A-Za-z0-9]{1,40}$/, "validation:invalid")
        .optional(),
      limit: wholeNumber(1, ORDER_PAGE_SIZE_MAX, "validation:pageSizeRange").default(20),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "validation:invalid", path: ["to"] }),
  data: z.object({ items: z.array(consoleOrderSummary), nextCursor: z.string().nullable() }),
});

export const orderRefund = z.object({
  id: z.number(),
  amountMinor: z.number(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(refundStatuses),
  providerRefundId: z.string().nullable(),
  staffName: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

export const timelineKinds = ["created", "paymentEvent", "deliveryAttempt", "refund", "staffAction"] as const;
export const timelineEntry = z.object({
  at: z.string(),
  kind: z.enum(timelineKinds),
  /** What happened: the event type, the attempt's outcome, the refund's status, the audit action. */
  title: z.string(),
  /** The details: the game server's answer, amounts, the staff member's reason. */
  detail: z.string().nullable(),
  staffName: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const consoleOrderDetail = z.object({
  order: consoleOrderSummary.extend({
    serverName: z.string(),
    roleName: z.string(),
    goodsName: z.string(),
    region: z.string(),
    priceMinor: z.number(),
    discountMinor: z.number(),
    points: z.number(),
    language: z.string(),
    deliveredAt: z.string().nullable(),
    gameReceiptId: z.string().nullable(),
    deliveryError: z.string().nullable(),
  }),
  provider: z.enum(["sandbox", "stripe"]),
  /** What may still be refunded; 0 when the order cannot be refunded. */
  refundableMinor: z.number(),
  /** Whether a refund of less than what is left is possible (the provider and the order allow it). */
  partialRefund: z.boolean(),
  refunds: z.array(orderRefund),
  timeline: z.array(timelineEntry),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetail>;

export const getConsoleOrder = ordersSupport.get({
  path: "/console/orders/detail",
  query: z.object({ orderNo }),
  data: consoleOrderDetail,
});

/** Money back through the provider: the rest of the order when `amountMinor` is absent. */
export const refundOrder = ordersSupport.post({
  path: "/console/orders/refund",
  body: z.object({
    orderNo,
    amountMinor: wholeNumber(1, REFUND_MINOR_MAX).optional(),
    reason,
    idempotencyKey: clickKey,
  }),
  data: orderRefund,
});

const orderAction = z.object({ orderNo, reason });
const actionResult = z.object({ orderNo: z.string(), status: z.enum(orderStatuses) });

/** Sends a paid (or reviewed) order's goods to the game server again. */
export const retryOrderDelivery = ordersSupport.post({
  path: "/console/orders/retry-delivery",
  body: orderAction,
  data: actionResult,
});

/** The goods reached the player another way: the order is delivered and credits the player. */
export const markOrderDelivered = ordersSupport.post({
  path: "/console/orders/mark-delivered",
  body: orderAction,
  data: actionResult,
});

/** An order in `review`: deliver it (retry), refund it in full, or close it (failed, nothing granted). */
export const resolveReviewOrder = ordersSupport.post({
  path: "/console/orders/resolve",
  body: orderAction.extend({
    resolution: z.enum(reviewResolutions, { error: "validation:invalid" }),
    idempotencyKey: clickKey.optional(),
  }),
  data: actionResult,
});

export const reconciliationPayment = z.object({
  ref: z.string(),
  orderNo: z.string().nullable(),
  amountMinor: z.number(),
  currency: z.string(),
  at: z.string(),
});
export const reconciliationOrder = z.object({
  orderNo: z.string(),
  gatewayRef: z.string().nullable(),
  method: z.string(),
  amountMinor: z.number(),
  currency: z.string(),
  status: z.enum(orderStatuses),
  paidAt: z.string(),
});

/** One day (UTC): provider payments without a paid order, and paid orders without a provider payment. */
export const orderReconciliation = ordersSupport.get({
  path: "/console/orders/reconciliation",
  query: z.object({ day }),
  data: z.object({
    day: z.string(),
    provider: z.enum(["sandbox", "stripe"]),
    providerPayments: z.number(),
    paidOrders: z.number(),
    paymentsWithoutOrder: z.array(reconciliationPayment),
    ordersWithoutPayment: z.array(reconciliationOrder),
  }),
});
