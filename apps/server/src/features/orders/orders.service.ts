import type * as contract from "@portal/contracts/console/orders";
import type { Language } from "@portal/contracts/languages";
import type { DataOf, ParsedBody, ParsedQuery } from "@portal/contracts/route";
import type { AppDeps } from "../../platform/context.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { gameNamesIn } from "../games/games.service.ts";
import * as support from "../topup/support.service.ts";
import { presentOrderSummary, presentRefund, presentTimeline } from "./orders.presenter.ts";
import * as repo from "./orders.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

const cursorOf = (row: { createdAt: Date; orderNo: string }) => `${row.createdAt.getTime()}_${row.orderNo}`;
function afterOf(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [ms, orderNo] = cursor.split("_");
  return { createdAt: new Date(Number(ms)), orderNo: orderNo ?? "" };
}

/** Orders by the staff member's filters, newest first, a page at a time (keyset). */
export async function searchOrders(
  deps: AppDeps,
  language: Language,
  query: ParsedQuery<typeof contract.searchOrders>,
): Promise<DataOf<typeof contract.searchOrders>> {
  const db = deps.database.db;
  const rows = await repo.searchOrders(
    db,
    {
      orderNo: query.orderNo,
      player: query.player,
      gameId: query.gameId,
      status: query.status,
      from: query.from ? dayStart(query.from) : undefined,
      to: query.to ? new Date(dayStart(query.to).getTime() + DAY_MS) : undefined,
      providerRef: query.providerRef,
      after: afterOf(query.cursor),
    },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const games = await gameNamesIn(
    db,
    page.map((row) => row.order.gameId),
    language,
  );
  const last = page.at(-1);
  return {
    items: page.map((row) =>
      presentOrderSummary(row.order, {
        nickname: row.nickname,
        gameName: games.get(row.order.gameId) ?? "",
      }),
    ),
    nextCursor: rows.length > query.limit && last ? cursorOf(last.order) : null,
  };
}

/** The order page: the order, what can still be refunded, its refunds and its timeline. */
export async function orderDetail(
  deps: AppDeps,
  language: Language,
  orderNo: string,
): Promise<contract.ConsoleOrderDetail> {
  const db = deps.database.db;
  const record = await support.orderRecord(db, orderNo);
  const { order } = record;
  const [audit, staff, games, nickname] = await Promise.all([
    repo.orderAudit(db, orderNo),
    repo.staffNames(
      db,
      record.refunds.flatMap((refund) => (refund.staffId ? [refund.staffId] : [])),
    ),
    gameNamesIn(db, [order.gameId], language),
    repo.nicknameOf(db, order.userId),
  ]);
  const goodsNames = record.goods?.names ?? {};
  return {
    order: {
      ...presentOrderSummary(order, { nickname, gameName: games.get(order.gameId) ?? "" }),
      serverName: order.serverName,
      roleName: order.roleName,
      goodsName: goodsNames[language] ?? goodsNames.en ?? Object.values(goodsNames)[0] ?? "",
      region: order.region,
      priceMinor: order.priceMinor,
      discountMinor: order.discountMinor,
      points: order.points,
      language: order.language,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      gameReceiptId: order.gameReceiptId,
      deliveryError: order.deliveryError,
    },
    provider: deps.gateway.provider,
    refundableMinor: support.refundableOf(order),
    partialRefund: support.partialRefundsAllowed(deps, order),
    refunds: record.refunds.map((refund) =>
      presentRefund(refund, refund.staffId ? (staff.get(refund.staffId) ?? null) : null),
    ),
    timeline: presentTimeline(record, audit, staff),
  };
}

const actOf = (staff: ConsoleStaff, reason: string) => ({ staffId: staff.id, reason });
const statusOf = (order: { orderNo: string; status: contract.ConsoleOrderSummary["status"] }) => ({
  orderNo: order.orderNo,
  status: order.status,
});

export async function refund(
  deps: AppDeps,
  staff: ConsoleStaff,
  body: ParsedBody<typeof contract.refundOrder>,
) {
  const row = await support.refund(deps, staff.id, body);
  return presentRefund(row, staff.name);
}

export async function retryDelivery(
  deps: AppDeps,
  staff: ConsoleStaff,
  body: { orderNo: string; reason: string },
) {
  return statusOf(await support.retryDelivery(deps, actOf(staff, body.reason), body.orderNo));
}

export async function markDelivered(
  deps: AppDeps,
  staff: ConsoleStaff,
  body: { orderNo: string; reason: string },
) {
  return statusOf(await support.markDelivered(deps, actOf(staff, body.reason), body.orderNo));
}

export async function resolveReview(
  deps: AppDeps,
  staff: ConsoleStaff,
  body: ParsedBody<typeof contract.resolveReviewOrder>,
) {
  return statusOf(await support.resolveReview(deps, actOf(staff, body.reason), body));
}

/**
 * One UTC day: the provider's payments that have no paid order, and the orders paid that day
 * (through the provider) whose payment the provider does not list within a day either side.
 */
export async function reconciliation(
  deps: AppDeps,
  day: string,
): Promise<DataOf<typeof contract.orderReconciliation>> {
  const db = deps.database.db;
  const from = dayStart(day);
  const to = new Date(from.getTime() + DAY_MS);
  const [around, orders] = await Promise.all([
    deps.gateway.listPayments(new Date(from.getTime() - DAY_MS), new Date(to.getTime() + DAY_MS)),
    repo.paidProviderOrders(db, from, to),
  ]);
  const payments = around.filter((p) => p.at >= from && p.at < to);
  const known = await repo.ordersByNumber(
    db,
    payments.flatMap((p) => (p.orderNo ? [p.orderNo] : [])),
  );
  const paidNos = new Set(
    known.filter((o) => (repo.PAID_STATUSES as readonly string[]).includes(o.status)).map((o) => o.orderNo),
  );
  const refs = new Set(around.map((p) => p.ref));
  return {
    day,
    provider: deps.gateway.provider,
    providerPayments: payments.length,
    paidOrders: orders.length,
    paymentsWithoutOrder: payments
      .filter((p) => !p.orderNo || !paidNos.has(p.orderNo))
      .map((p) => ({ ...p, at: p.at.toISOString() })),
    ordersWithoutPayment: orders
      .filter((o) => !o.gatewayRef || !refs.has(o.gatewayRef))
      .map((o) => ({
        orderNo: o.orderNo,
        gatewayRef: o.gatewayRef,
        method: o.method,
        amountMinor: o.amountMinor,
        currency: o.currency,
        status: o.status,
        paidAt: (o.paidAt ?? o.createdAt).toISOString(),
      })),
  };
}
