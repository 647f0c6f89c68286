import type * as contract from "@portal/contracts/console/orders";
import { formatMinor } from "@portal/contracts/topup";
import type { orderRecord } from "../topup/support.service.ts";

type Record_ = Awaited<ReturnType<typeof orderRecord>>;
type OrderRow = Record_["order"];
type RefundRow = Record_["refunds"][number];
type AuditRow = { entry: { at: Date; action: string; after: unknown }; staffName: string | null };

export function presentOrderSummary(
  order: OrderRow,
  names: { nickname: string; gameName: string },
): contract.ConsoleOrderSummary {
  return {
    orderNo: order.orderNo,
    playerId: order.userId,
    playerNickname: names.nickname,
    gameId: order.gameId,
    gameName: names.gameName,
    method: order.method,
    currency: order.currency,
    amountMinor: order.amountMinor,
    refundedMinor: order.refundedMinor,
    status: order.status,
    reviewReason: order.reviewReason,
    gatewayRef: order.gatewayRef,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

export function presentRefund(row: RefundRow, staffName: string | null): contract.OrderRefund {
  return {
    id: row.id,
    amountMinor: row.amountMinor,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    providerRefundId: row.providerRefundId,
    staffName,
    createdAt: row.createdAt.toISOString(),
  };
}

const reasonOf = (after: unknown) =>
  after && typeof after === "object" && "reason" in after && typeof after.reason === "string"
    ? after.reason
    : null;

/** Everything that happened to the order, oldest first. */
export function presentTimeline(
  record: Record_,
  audit: AuditRow[],
  staff: Map<number, string>,
): contract.TimelineEntry[] {
  const { order } = record;
  const money = (minor: number) => formatMinor(minor, order.currency, "en");
  const entries: contract.TimelineEntry[] = [
    {
      at: order.createdAt.toISOString(),
      kind: "created",
      title: order.method,
      detail: money(order.amountMinor),
      staffName: null,
    },
    ...record.events.map((event) => ({
      at: event.receivedAt.toISOString(),
      kind: "paymentEvent" as const,
      title: event.type,
      detail: `${event.outcome} · ${formatMinor(event.amountMinor, event.currency, "en")}`,
      staffName: null,
    })),
    ...record.attempts.map((attempt) => ({
      at: attempt.at.toISOString(),
      kind: "deliveryAttempt" as const,
      title: attempt.outcome,
      detail: attempt.answer,
      staffName: null,
    })),
    ...record.refunds.map((refund) => ({
      at: (refund.completedAt ?? refund.createdAt).toISOString(),
      kind: "refund" as const,
      title: refund.status,
      detail: `${money(refund.amountMinor)}${refund.providerRefundId ? ` · ${refund.providerRefundId}` : ""}`,
      staffName: refund.staffId ? (staff.get(refund.staffId) ?? null) : null,
    })),
    ...audit.map(({ entry, staffName }) => ({
      at: entry.at.toISOString(),
      kind: "staffAction" as const,
      title: entry.action,
      detail: reasonOf(entry.after),
      staffName,
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
