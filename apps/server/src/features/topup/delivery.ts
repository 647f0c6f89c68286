import type { Language } from "@portal/contracts/languages";
import { formatMinor } from "@portal/contracts/topup";
import { GameServerRefusal, type ItemDelivery } from "../../adapters/game-server.ts";
import {
  signWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from "../../adapters/payment-gateway.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { enqueue, type OutboxHandler, type OutboxHandlers } from "../../platform/outbox.ts";
import { playerEmail } from "../account/account.service.ts";
import { announceRechargePacks } from "../gifts/unlocks.service.ts";
import { notify } from "../messages/messages.service.ts";
import { addRechargeTotal, awardPoints, rechargeTotal } from "../points/ledger.service.ts";
import { SANDBOX_WEBHOOK_JOB } from "./sandbox/gateway.ts";
import { activityBonus } from "./stored-activity-bonus.ts";
import type { OrderRow } from "./topup.repository.ts";
import * as repo from "./topup.repository.ts";

export const DELIVERY_JOB = "topup-delivery";

/**
 * The order is paid: in the same transaction, queue the goods for the game server and the
 * receipt for the player's e-mail. Answers false when the order was not payable (already moved).
 */
export async function markPaid(tx: DbOrTx, order: OrderRow, paidAt: Date, deps: AppDeps) {
  const paid = await repo.moveOrder(tx, order.orderNo, ["pending", "failed", "expired"], {
    status: "paid",
    paidAt,
  });
  if (!paid) return false;
  await queueDelivery(tx, order.orderNo);
  const email = await playerEmail(tx, order.userId);
  if (email) await enqueue(tx, "mail", receipt(deps, paid, email));
  return true;
}

function receipt(deps: AppDeps, order: OrderRow, to: string) {
  const language = order.language as Language;
  const params = {
    orderNo: order.orderNo,
    amount: formatMinor(order.amountMinor, order.currency, language),
    role: order.roleName,
    server: order.serverName,
  };
  return {
    to,
    subject: deps.t(language, "topup:receiptSubject", params),
    text: deps.t(language, "topup:receiptText", params),
  };
}

/** How long a paid order's delivery is retried before staff must look (from the moment it was paid). */
export const DELIVERY_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Gives a paid order's goods to the role over the game-server protocol. The game server keys the
 * delivery by order number, so a retry after a lost answer gives nothing twice; the order, points,
 * VIP progress and recharge totals move once, guarded by the status change. A refusal (the role
 * or server does not exist) sends the order to review at once; other failures are retried (the
 * outbox's backoff) until the window closes, then the order goes to review with the last error.
 */
export async function deliverOrder(deps: AppDeps, orderNo: string) {
  const db = deps.database.db;
  const order = await repo.findOrder(db, orderNo);
  if (order?.status !== "paid") return;
  const delivery = await deliveryOf(deps, order);
  // No game account to deliver to: no retry can help, staff must look at it.
  if (!delivery.openId) return sendToReview(deps, order, "roleNotFound", "no game account for this order");
  let receipt: { receiptId: string };
  try {
    receipt = await deps.gameServer.deliver(delivery);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const refused = error instanceof GameServerRefusal;
    await repo.recordDeliveryAttempt(db, {
      orderNo,
      at: deps.now(),
      outcome: refused ? "refused" : "failed",
      answer: message,
    });
    if (refused)
      return sendToReview(
        deps,
        order,
        error.code === "role_not_found" ? "roleNotFound" : "serverUnknown",
        message,
      );
    const paidAt = order.paidAt ?? order.createdAt;
    if (deps.now().getTime() - paidAt.getTime() >= DELIVERY_RETRY_WINDOW_MS)
      return sendToReview(deps, order, "deliveryGaveUp", message);
    throw error;
  }
  await db.transaction(async (tx) => {
    await repo.recordDeliveryAttempt(tx, {
      orderNo,
      at: deps.now(),
      outcome: "delivered",
      answer: receipt.receiptId,
    });
    await completeDelivery(tx, deps, orderNo, ["paid"], receipt.receiptId);
  });
}

/**
 * The order's goods reached the role: it becomes delivered (from one of `from`) and credits the
 * player once — the status change guards it. Answers the delivered order, or undefined when it had
 * moved on already.
 */
export async function completeDelivery(
  tx: DbOrTx,
  deps: AppDeps,
  orderNo: string,
  from: OrderRow["status"][],
  receiptId: string | null,
) {
  const delivered = await repo.moveOrder(tx, orderNo, from, {
    status: "delivered",
    deliveredAt: deps.now(),
    gameReceiptId: receiptId,
    deliveryError: null,
  });
  if (!delivered) return undefined;
  await creditPlayer(tx, delivered, deps.now());
  await notify(tx, {
    userId: delivered.userId,
    kind: "orderDelivered",
    subject: `order:${orderNo}`,
    link: `/payment/success/${orderNo}`,
    params: { orderNo },
  });
  return delivered;
}

/** Queues the order's delivery (again): the outbox runs deliverOrder. */
export async function queueDelivery(tx: DbOrTx, orderNo: string) {
  await enqueue(tx, DELIVERY_JOB, { orderNo });
}

async function deliveryOf(deps: AppDeps, order: OrderRow): Promise<ItemDelivery> {
  const db = deps.database.db;
  const goods = await repo.findGoods(db, order.gameId, order.goodsId, { activeOnly: false });
  // Orders placed before the order kept its game account: the player's account for the game.
  const openId =
    order.gameOpenId ?? (await repo.gameAccountsOf(db, order.userId, order.gameId))[0]?.openId ?? "";
  return {
    idempotencyKey: order.orderNo,
    gameId: order.gameId,
    openId,
    serverId: order.serverId,
    roleId: order.roleId,
    sku: goods?.sku ?? String(order.goodsId),
    quantity: 1,
  };
}

type DeliveryReviewReason = "roleNotFound" | "serverUnknown" | "deliveryGaveUp";

async function sendToReview(deps: AppDeps, order: OrderRow, reason: DeliveryReviewReason, error: string) {
  await repo.moveOrder(deps.database.db, order.orderNo, ["paid"], {
    status: "review",
    reviewReason: reason,
    deliveryError: error.slice(0, 500),
  });
}

async function creditPlayer(tx: DbOrTx, order: OrderRow, now: Date) {
  const before = await rechargeTotal(tx, order.userId, order.gameId, order.currency);
  await addRechargeTotal(tx, {
    userId: order.userId,
    gameId: order.gameId,
    currency: order.currency,
    amountMinor: order.amountMinor,
  });
  const after = before + order.amountMinor;
  await announceRechargePacks(tx, order.userId, { ...order, before, after }, now);
  if (order.points > 0) {
    await awardPoints(tx, order.userId, order.points, { reason: "order", reference: order.orderNo });
    await repo.addVipPoints(tx, order.userId, order.points);
  }
  const paidAt = order.paidAt ?? order.createdAt;
  for (const activity of await repo.bonusActivities(tx, order.gameId, order.currency, paidAt)) {
    const bonus = activityBonus(activity, order.amountMinor);
    if (bonus === 0) continue;
    await awardPoints(tx, order.userId, bonus, {
      reason: "stored-activity",
      reference: `${activity.id}:${order.orderNo}`,
    });
  }
}

/** The sandbox gateway posts its webhook to our own server over HTTP, signed like a real gateway. */
async function postSandboxWebhook(deps: AppDeps, payload: Record<string, unknown>) {
  const body = JSON.stringify(payload.event);
  const timestamp = deps.now().getTime();
  const { status } = await deps.selfRequest("/api/pay/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(deps.config.PAYMENT_WEBHOOK_SECRET, timestamp, body),
    },
    body,
  });
  if (status !== 200) throw new Error(`webhook answered ${status}`);
}

export function topupOutboxHandlers(deps: AppDeps): OutboxHandlers {
  const delivery: OutboxHandler = (payload) => deliverOrder(deps, String(payload.orderNo));
  // A game server may be down or a role offline for a while: keep trying, at most every 5 minutes.
  // deliverOrder itself gives up after DELIVERY_RETRY_WINDOW_MS (24 h); the attempt cap is a backstop.
  delivery.retry = { maxAttempts: 2000, maxBackoffSeconds: 300 };
  const webhook: OutboxHandler = (payload) => postSandboxWebhook(deps, payload);
  webhook.retry = { maxAttempts: 50, maxBackoffSeconds: 30 };
  return { [DELIVERY_JOB]: delivery, [SANDBOX_WEBHOOK_JOB]: webhook };
}
