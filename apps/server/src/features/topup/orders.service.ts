import { randomInt } from "node:crypto";
import { contentFallback, type Language } from "@portal/contracts/languages";
import type { DataOf, ParsedBody } from "@portal/contracts/route";
import {
  type Order,
  orderResult,
  type PaymentRegion,
  type pay,
  paymentRegions,
  regionMethod,
} from "@portal/contracts/topup";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { enqueue } from "../../platform/outbox.ts";
import { cursorPage, type PageAsked, pageWindow } from "../../platform/page-window.ts";
import { publicLink } from "../../platform/public-links.ts";
import { qrCodeImage } from "../../platform/qr-code.ts";
import { playerEmail } from "../account/account.service.ts";
import { listCardsByIds } from "../games/games.service.ts";
import { offeredMethod, ownedRole } from "./catalogue.service.ts";
import { couponDiscount } from "./coupons.service.ts";
import { markPaid } from "./delivery.ts";
import { checkPrepaidCard, redeemPrepaidCard } from "./prepaid-cards.service.ts";
import type { OrderRow } from "./topup.repository.ts";
import * as repo from "./topup.repository.ts";

type PayBody = ParsedBody<typeof pay>;
type PayAnswer = DataOf<typeof pay>;

/** TP + date + 10 random digits: unique enough, and a player can read it out to customer service. */
function newOrderNo(now: Date) {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  return `TP${day}${String(randomInt(0, 1e10)).padStart(10, "0")}`;
}

/**
 * Places an order. The amount is the goods price in the region's currency less the coupon; the
 * client's figure is ignored. The idempotency key makes a double tap answer the first order.
 */
export async function placeOrder(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
  body: PayBody,
): Promise<PayAnswer> {
  const db = deps.database.db;
  // The role check (the game server) runs beside the reads; its error counts only where it is awaited.
  const checkedRole = ownedRole(deps, user.id, body.appId, body.serverId, body.roleId);
  checkedRole.catch(() => {});
  const [existing, method, goods] = await Promise.all([
    repo.findOrderByKey(db, user.id, body.idempotencyKey),
    offeredMethod(deps, body.region, body.method),
    repo.findGoods(db, body.appId, body.goodsId),
  ]);
  if (existing) return answerAgain(deps, existing, body.cardSerial);

  if (!method) throw new AppError("paymentMethodUnavailable");
  if (method.variant === "prepaidCard" && !body.cardSerial)
    throw new AppError("badInput", { field: "cardSerial" }, "validation:prepaidCardInvalid");
  if (method.variant === "prepaidCard" && !body.cardPin)
    throw new AppError("badInput", { field: "cardPin" }, "validation:prepaidPinInvalid");
  const email = method.variant === "email" ? await boundEmail(db, user.id) : null;
  const currency = paymentRegions[body.region].currency;
  const priceMinor = goods?.prices[currency];
  if (!goods || priceMinor === undefined) throw new AppError("goodsNotFound");
  const role = await checkedRole;
  const now = deps.now();
  const coupon = body.couponId
    ? await couponDiscount(db, user.id, body.couponId, { gameId: body.appId, currency, priceMinor, now })
    : null;

  const amountMinor = priceMinor - (coupon?.discountMinor ?? 0);
  // Publisher-issued cards are checked before the order exists and redeemed in its transaction.
  const card =
    body.cardSerial && body.cardPin && method.variant === "prepaidCard"
      ? await checkPrepaidCard(deps, user.id, {
          serial: body.cardSerial,
          pin: body.cardPin,
          region: body.region,
          currency,
          amountMinor,
          language,
        })
      : null;

  const orderNo = newOrderNo(now);
  const place = async (tx: DbOrTx) => {
    const row = await repo.insertOrder(tx, {
      orderNo,
      userId: user.id,
      idempotencyKey: body.idempotencyKey,
      gameId: body.appId,
      serverId: body.serverId,
      serverName: role.serverName,
      roleId: role.roleId,
      roleName: role.name,
      roleLevel: role.level,
      gameOpenId: role.openId,
      goodsId: goods.id,
      region: body.region,
      method: method.id,
      currency,
      priceMinor,
      discountMinor: coupon?.discountMinor ?? 0,
      amountMinor,
      couponId: coupon?.id ?? null,
      points: goods.points,
      email,
      language,
      cardSerialLast4: body.cardSerial?.slice(-4) ?? null,
      expiresAt: new Date(now.getTime() + method.validityMinutes * 60_000),
      createdAt: now,
    });
    // Two taps raced past the first lookup: the second finds the first's order.
    if (!row) return null;
    if (coupon && !(await repo.takeCoupon(tx, coupon.id, user.id, orderNo, now)))
      throw new AppError("couponInvalid");
    if (method.variant === "wallet") await payFromWallet(tx, deps, row, now);
    if (card) await redeemPrepaidCard(tx, deps, card, row);
    return row;
  };
  // The order alone is one statement: a transaction only when a coupon, wallet or card writes with it.
  const together = coupon || card || method.variant === "wallet";
  const placed = together ? await db.transaction(place) : await place(db);
  if (!placed) {
    const first = await repo.findOrderByKey(db, user.id, body.idempotencyKey);
    if (!first) throw new Error("order vanished");
    return answerAgain(deps, first, body.cardSerial);
  }
  if (method.variant === "wallet" || card) return payAnswer(deps, { ...placed, status: "paid" });
  return payAnswer(deps, await openPayment(deps, placed, body.cardSerial));
}

/**
 * The same tap again (a double tap, or a retry after the answer was lost): the first order, with
 * its payment opened if the first request stopped before the gateway answered.
 */
async function answerAgain(deps: AppDeps, order: OrderRow, cardSerial?: string) {
  const method = regionMethod(order.region as keyof typeof paymentRegions, order.method);
  const gatewayPaid = method?.variant === "wallet";
  if (order.status !== "pending" || order.payUrl || gatewayPaid) return payAnswer(deps, order);
  return payAnswer(deps, await openPayment(deps, order, cardSerial));
}

async function boundEmail(db: DbOrTx, userId: number) {
  const email = await playerEmail(db, userId);
  if (!email) throw new AppError("paymentEmailRequired");
  return email;
}

/** Wallet payments take the balance and pay the order in one transaction. */
async function payFromWallet(tx: DbOrTx, deps: AppDeps, order: OrderRow, now: Date) {
  if (!(await repo.debitWallet(tx, order.userId, order.currency, order.amountMinor)))
    throw new AppError("balanceInsufficient");
  await markPaid(tx, order, now, deps);
}

/** Asks the gateway to collect; a prepaid card it refuses fails the order (and frees the coupon). */
async function openPayment(deps: AppDeps, order: OrderRow, cardSerial?: string): Promise<OrderRow> {
  const db = deps.database.db;
  const method = regionMethod(order.region as keyof typeof paymentRegions, order.method);
  if (!method) throw new Error(`unknown method ${order.method}`);
  let payUrl: string;
  let gatewayRef: string;
  try {
    ({ payUrl, ref: gatewayRef } = await deps.gateway.createPayment({
      orderNo: order.orderNo,
      amountMinor: order.amountMinor,
      currency: order.currency,
      region: order.region as PaymentRegion,
      method,
      returnUrl: `/dist/payment/pending/${order.orderNo}`,
      placedAt: order.createdAt,
      expiresAt: order.expiresAt,
      email: order.email ?? undefined,
      cardSerial,
    }));
  } catch (error) {
    await db.transaction(async (tx) => {
      if (await repo.moveOrder(tx, order.orderNo, ["pending"], { status: "failed" }))
        await repo.releaseCoupon(tx, order.orderNo);
    });
    throw error;
  }
  // Only the request that records the pay link sends the e-mail order (in one transaction with it).
  const record = async (tx: DbOrTx) => {
    const opened = await repo.setPayUrl(tx, order.orderNo, { payUrl, gatewayRef });
    if (opened && order.email)
      await enqueue(tx, "mail", emailOrder(deps, order, publicLink(deps.config, payUrl)));
  };
  await (order.email ? db.transaction(record) : record(db));
  return { ...order, payUrl, gatewayRef };
}

function emailOrder(deps: AppDeps, order: OrderRow, link: string) {
  const language = order.language as Language;
  const params = { orderNo: order.orderNo, role: order.roleName, server: order.serverName, link };
  return {
    to: order.email,
    subject: deps.t(language, "topup:emailOrderSubject", params),
    text: deps.t(language, "topup:emailOrderText", params),
  };
}

async function payAnswer(deps: AppDeps, order: OrderRow): Promise<PayAnswer> {
  const base = {
    orderNo: order.orderNo,
    amountMinor: order.amountMinor,
    currency: order.currency,
    status: order.status,
  };
  const method = regionMethod(order.region as keyof typeof paymentRegions, order.method);
  const url = order.payUrl ?? "";
  if (order.status !== "pending" || !method || !url) return { ...base, next: { kind: "result" } };
  if (method.variant === "redirect") return { ...base, next: { kind: "redirect", url } };
  if (method.variant === "email") return { ...base, next: { kind: "email", email: order.email ?? "" } };
  if (method.variant !== "qr") return { ...base, next: { kind: "result" } };
  // The QR code carries the page to pay on: the sandbox bank page, or the provider's Checkout URL.
  const qrText = publicLink(deps.config, url);
  return {
    ...base,
    next: {
      kind: "qr",
      qrText,
      qrImage: await qrCodeImage(qrText),
      bankUrl: url,
      expiresAt: order.expiresAt.toISOString(),
      validityMinutes: method.validityMinutes,
    },
  };
}

/** An unpaid order past its validity expires (and frees its coupon) when it is next looked at. */
async function expireIfDue(deps: AppDeps, order: OrderRow): Promise<OrderRow> {
  if (order.status !== "pending" || order.expiresAt.getTime() > deps.now().getTime()) return order;
  return deps.database.db.transaction(async (tx) => {
    const expired = await repo.moveOrder(tx, order.orderNo, ["pending"], { status: "expired" });
    if (!expired) return (await repo.findOrder(tx, order.orderNo)) ?? order;
    await repo.releaseCoupon(tx, order.orderNo);
    return expired;
  });
}

/** The player's own order; anyone else's is "not found" (its existence is not revealed). */
async function ownOrder(deps: AppDeps, userId: number, orderNo: string) {
  const order = await repo.findOrder(deps.database.db, orderNo);
  if (!order || order.userId !== userId) throw new AppError("orderNotFound");
  return expireIfDue(deps, order);
}

export async function orderStatus(deps: AppDeps, userId: number, orderNo: string) {
  const order = await ownOrder(deps, userId, orderNo);
  return { orderNo: order.orderNo, status: order.status, result: orderResult(order.status) };
}

export async function orderInfo(deps: AppDeps, userId: number, language: Language, orderNo: string) {
  const order = await ownOrder(deps, userId, orderNo);
  const [presented] = await presentOrders(deps, language, [order]);
  if (!presented) throw new AppError("orderNotFound");
  return presented;
}

export async function history(deps: AppDeps, userId: number, language: Language, page: PageAsked) {
  const db = deps.database.db;
  const [rows, total] = await Promise.all([
    repo.pageOfOrders(db, userId, pageWindow(page)),
    repo.countOrders(db, userId),
  ]);
  const fresh = await Promise.all(rows.map((row) => expireIfDue(deps, row)));
  return cursorPage(await presentOrders(deps, language, fresh), total, page, rows.at(-1)?.orderNo);
}

async function presentOrders(deps: AppDeps, language: Language, rows: OrderRow[]): Promise<Order[]> {
  const db = deps.database.db;
  const chain = contentFallback(language);
  const [cards, bought] = await Promise.all([
    listCardsByIds(db, chain, [...new Set(rows.map((r) => r.gameId))]),
    repo.goodsNames(db, [...new Set(rows.map((r) => r.goodsId))]),
  ]);
  const names = new Map(cards.map((c) => [c.id, c.name]));
  const goods = new Map(
    bought.map((item) => [item.id, textAlongChain(item.names, chain, "anyText")?.text ?? ""]),
  );
  return rows.map((row) => ({
    orderNo: row.orderNo,
    appId: row.gameId,
    gameName: names.get(row.gameId) ?? "",
    serverId: row.serverId,
    serverName: row.serverName,
    roleId: row.roleId,
    roleName: row.roleName,
    roleLevel: row.roleLevel,
    goodsName: goods.get(row.goodsId) ?? "",
    region: row.region,
    method: row.method,
    currency: row.currency,
    priceMinor: row.priceMinor,
    discountMinor: row.discountMinor,
    amountMinor: row.amountMinor,
    status: row.status,
    result: orderResult(row.status),
    email: row.email,
    cardSerialLast4: row.cardSerialLast4,
    payUrl: row.status === "pending" ? row.payUrl : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  }));
}

/** Whether the player has an order still open at `now` (an account cannot be cancelled then). */
export function hasOpenOrder(db: DbOrTx, userId: number, now: Date) {
  return repo.hasOpenOrder(db, userId, now);
}
