import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account.ts";
import { pointsLedger } from "../../db/schema/points.ts";
import {
  coupons,
  orderRefunds,
  sandboxGameRoles,
  sandboxPayments,
  topupOrders,
} from "../../db/schema/topup.ts";
import { giveRoles } from "../../db/seed/seed-topup.ts";
import { auditEntriesOf } from "../../testing/audit.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { addCoupon, newKey, orderRowOf, payBody, pressSandbox, topupSetup } from "../../testing/topup.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { pointsBalance, rechargeTotal } from "../points/ledger.service.ts";

/** Orders for support on the sandbox gateway (whole refunds only); Stripe: refunds-stripe.test.ts. */
const TOKEN = "metrics-token-for-orders-0001";
let agent: TestClient;
let moderator: TestClient;
const t = useTestApp({ METRICS_TOKEN: TOKEN });
beforeAll(async () => {
  agent = (await signedInStaff(t, "supportAgent")).client;
  moderator = (await signedInStaff(t, "communityModerator")).client;
});

const HOUR = 60 * 60 * 1000;
type PayData = { orderNo: string; amountMinor: number; currency: string; next: { url?: string } };
type Detail = {
  order: { status: string; refundedMinor: number; playerNickname: string };
  refundableMinor: number;
  partialRefund: boolean;
  refunds: { id: number; status: string; amountMinor: number; staffName: string | null }[];
  timeline: { kind: string; title: string; detail: string | null; staffName: string | null }[];
};
type Refund = { id: number; status: string; amountMinor: number; providerRefundId: string | null };

/** A player's order paid on the sandbox's page (and delivered unless `deliver: false`). */
async function paidOrder(
  options: { deliver?: boolean; couponId?: (userId: number) => Promise<number> } = {},
) {
  const s = await topupSetup(t);
  const couponId = options.couponId ? await options.couponId(s.player.id) : undefined;
  const placed = await s.player.client.post<PayData>("/api/pay", payBody(s, couponId ? { couponId } : {}));
  expect(placed.code).toBe(200);
  if (options.deliver === false)
    await t.database.db.delete(sandboxGameRoles).where(eq(sandboxGameRoles.roleId, s.roleId));
  await pressSandbox(t, placed.data.next.url ?? "", "succeeded");
  await t.drainOutbox();
  return { s, orderNo: placed.data.orderNo, amountMinor: placed.data.amountMinor };
}

const orderRow = (orderNo: string) => orderRowOf(t, orderNo);
const detail = async (orderNo: string) =>
  (await agent.get<Detail>("/api/console/orders/detail", { orderNo })).data;
const refund = (body: Record<string, unknown>, client = agent) =>
  client.post<Refund>("/api/console/orders/refund", {
    reason: "Player asked",
    idempotencyKey: newKey(),
    ...body,
  });
const refundRows = (orderNo: string) =>
  t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderNo, orderNo));
const auditOf = (orderNo: string) => auditEntriesOf(t, { subjectType: "order", subjectId: orderNo });
async function vipPoints(userId: number) {
  const [row] = await t.database.db.select({ vip: users.vipPoints }).from(users).where(eq(users.id, userId));
  return row?.vip ?? 0;
}

describe("finding orders", () => {
  it("by number, player (id, e-mail, nickname), game, status, day and provider reference, a page at a time", async () => {
    const { s, orderNo } = await paidOrder();
    const second = await s.player.client.post<PayData>("/api/pay", payBody(s));
    const third = await s.player.client.post<PayData>("/api/pay", payBody(s));
    const row = await orderRow(orderNo);
    const [player] = await t.database.db.select().from(users).where(eq(users.id, s.player.id));
    const find = async (query: Record<string, string>) => {
      const answer = await agent.get<{ items: { orderNo: string }[]; nextCursor: string | null }>(
        "/api/console/orders",
        query,
      );
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      return answer.data;
    };
    const numbers = async (query: Record<string, string>) => (await find(query)).items.map((o) => o.orderNo);
    // Newest first; orders of the same moment by number (the keyset's tiebreak).
    const mine = [third.data.orderNo, second.data.orderNo, orderNo].sort().reverse();
    expect(await numbers({ orderNo })).toEqual([orderNo]);
    expect(await numbers({ player: String(s.player.id) })).toEqual(mine);
    expect(await numbers({ player: (player?.email ?? "").toUpperCase() })).toEqual(mine);
    expect(await numbers({ player: player?.nickname ?? "" })).toEqual(expect.arrayContaining(mine));
    expect(await numbers({ gameId: String(s.gameId) })).toEqual(mine);
    expect(await numbers({ gameId: String(s.gameId), status: "delivered" })).toEqual([orderNo]);
    expect(await numbers({ gameId: String(s.gameId), status: "pending" })).toHaveLength(2);
    expect(await numbers({ providerRef: row.gatewayRef ?? "" })).toEqual([orderNo]);
    const today = t.clock.now.toISOString().slice(0, 10);
    const tomorrow = new Date(t.clock.now.getTime() + 24 * HOUR).toISOString().slice(0, 10);
    expect(await numbers({ gameId: String(s.gameId), from: today, to: today })).toEqual(mine);
    expect(await numbers({ gameId: String(s.gameId), from: tomorrow })).toEqual([]);

    const first = await find({ gameId: String(s.gameId), limit: "2" });
    expect(first.items.map((o) => o.orderNo)).toEqual(mine.slice(0, 2));
    const next = await find({ gameId: String(s.gameId), limit: "2", cursor: first.nextCursor ?? "" });
    expect(next).toEqual({ items: [expect.objectContaining({ orderNo: mine[2] })], nextCursor: null });
  });

  it("bad filters are refused with a message", async () => {
    for (const query of <Record<string, string>[]>[
      { status: "lost" },
      { from: "2026-13-01" },
      { from: "2026-02-02", to: "2026-02-01" },
      { cursor: "x" },
      { limit: "1000" },
    ]) {
      const answer = await agent.get("/api/console/orders", query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.msg).not.toMatch(/validation:/);
    }
    expect((await moderator.get("/api/console/orders", {})).code).toBe(5103);
  });
});

describe("refunds on the sandbox (whole payments)", () => {
  it("a full refund takes back points, VIP progress, the recharge total and the coupon, tells the player, and is audited", async () => {
    const { s, orderNo, amountMinor } = await paidOrder({
      couponId: (userId) => addCoupon(t, userId),
    });
    const db = t.database.db;
    expect(await pointsBalance(db, s.player.id)).toBe(s.gem60.points);
    expect(await vipPoints(s.player.id)).toBe(s.gem60.points);
    expect((await detail(orderNo)).refundableMinor).toBe(amountMinor);

    const answer = await refund({ orderNo, reason: "Bought by mistake" });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data).toMatchObject({
      status: "succeeded",
      amountMinor,
      providerRefundId: expect.any(String),
    });
    const order = await orderRow(orderNo);
    expect(order).toMatchObject({ status: "refunded", refundedMinor: amountMinor });
    expect(await pointsBalance(db, s.player.id)).toBe(0);
    expect(await vipPoints(s.player.id)).toBe(0);
    expect(await rechargeTotal(db, s.player.id, s.gameId, "USD")).toBe(0);
    const [coupon] = await db
      .select()
      .from(coupons)
      .where(eq(coupons.id, order.couponId ?? 0));
    expect(coupon?.usedOrderNo).toBeNull();
    const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, orderNo));
    expect(payment?.status).toBe("refunded");

    const system = await s.player.client.get<{ items: { kind: string; params: Record<string, string> }[] }>(
      "/api/systemMessages",
    );
    expect(system.data.items[0]).toMatchObject({
      kind: "orderRefunded",
      params: { orderNo, amount: `$${(amountMinor / 100).toFixed(2)}` },
    });
    const log = await s.player.client.get<{ items: { delta: number; reason: string }[] }>("/api/scoreLog");
    expect(log.data.items[0]).toEqual(expect.objectContaining({ delta: -s.gem60.points, reason: "refund" }));

    const audit = await auditOf(orderNo);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        "order.refund",
        expect.objectContaining({ status: "delivered", refundedMinor: 0 }),
        expect.objectContaining({
          status: "refunded",
          refundedMinor: amountMinor,
          reason: "Bought by mistake",
          pointsDue: s.gem60.points,
          pointsTaken: s.gem60.points,
        }),
      ],
    ]);
    const page = await detail(orderNo);
    expect(page.refundableMinor).toBe(0);
    expect(page.timeline.map((e) => e.kind)).toEqual([
      "created",
      "paymentEvent",
      "deliveryAttempt",
      "refund",
      "staffAction",
    ]);
    expect(page.timeline.find((e) => e.kind === "staffAction")).toMatchObject({
      title: "order.refund",
      detail: "Bought by mistake",
      staffName: expect.any(String),
    });

    // Once refunded in full, nothing more can be refunded.
    expect(await refund({ orderNo })).toMatchObject({ status: 409, code: 5215 });
  });

  it("points the player already spent stay spent: the balance goes to zero, the shortfall is audited", async () => {
    const { s, orderNo } = await paidOrder();
    await agent.post("/api/console/players/points", { playerId: s.player.id, delta: -4, reason: "spent" });
    expect((await refund({ orderNo })).code).toBe(200);
    expect(await pointsBalance(t.database.db, s.player.id)).toBe(0);
    const [entry] = await auditOf(orderNo);
    expect(entry?.after).toMatchObject({ pointsDue: s.gem60.points, pointsTaken: s.gem60.points - 4 });
  });

  it("refuses unpaid, pending and expired orders, partial refunds on the sandbox and too much; nothing changes", async () => {
    const s = await topupSetup(t);
    const pending = await s.player.client.post<PayData>("/api/pay", payBody(s));
    const expired = await s.player.client.post<PayData>("/api/pay", payBody(s));
    await t.database.db
      .update(topupOrders)
      .set({ status: "expired" })
      .where(eq(topupOrders.orderNo, expired.data.orderNo));
    for (const [orderNo, status] of [
      [pending.data.orderNo, "pending"],
      [expired.data.orderNo, "expired"],
    ] as const) {
      const answer = await refund({ orderNo });
      expect(answer).toMatchObject({ status: 409, code: 5215 });
      expect(answer.msg).toBe(`Only a paid order can be refunded: this order is ${status}`);
      expect(await refundRows(orderNo)).toEqual([]);
    }
    const { orderNo, amountMinor } = await paidOrder();
    expect(await refund({ orderNo, amountMinor: amountMinor - 1 })).toMatchObject({
      status: 409,
      code: 5217,
    });
    expect(await refund({ orderNo, amountMinor: amountMinor + 1 })).toMatchObject({
      code: 5216,
      msg: "At most $0.99 can still be refunded for this order",
    });
    expect((await refund({ orderNo, amountMinor: 0 })).status).toBe(400);
    expect((await refund({ orderNo, reason: " " })).status).toBe(400);
    expect((await refund({ orderNo, idempotencyKey: "short" })).status).toBe(400);
    expect(await refund({ orderNo: "TP-none" })).toMatchObject({ status: 404 });
    expect(await refund({ orderNo }, moderator)).toMatchObject({ code: 5103 });
    expect(await refundRows(orderNo)).toEqual([]);
    expect(await auditOf(orderNo)).toEqual([]);
    expect((await orderRow(orderNo)).status).toBe("delivered");
  });

  it("the same click repeated answers the same refund", async () => {
    const { orderNo } = await paidOrder();
    const idempotencyKey = newKey();
    const first = await refund({ orderNo, idempotencyKey });
    const again = await refund({ orderNo, idempotencyKey });
    expect(again.data).toEqual(first.data);
    expect(await refundRows(orderNo)).toHaveLength(1);
  });

  it("a refund whose provider answer was lost is settled by a repeat of its click, once; meanwhile it holds its amount", async () => {
    const { orderNo, amountMinor } = await paidOrder();
    const idempotencyKey = newKey();
    // The process stopped after writing the row, before the provider's answer was recorded.
    const [row] = await t.database.db
      .insert(orderRefunds)
      .values({ orderNo, amountMinor, currency: "USD", reason: "r", idempotencyKey, createdAt: t.clock.now })
      .returning();
    expect(await refund({ orderNo })).toMatchObject({ code: 5216 });
    expect((await refund({ orderNo, idempotencyKey })).data).toMatchObject({
      id: row?.id,
      status: "requested",
    });
    await t.database.db
      .update(orderRefunds)
      .set({ createdAt: new Date(t.clock.now.getTime() - 2 * 60_000) })
      .where(eq(orderRefunds.orderNo, orderNo));
    const answers = await Promise.all([1, 2, 3].map(() => refund({ orderNo, idempotencyKey })));
    expect(answers.map((a) => a.data.id)).toEqual([row?.id, row?.id, row?.id]);
    expect(await orderRow(orderNo)).toMatchObject({ status: "refunded", refundedMinor: amountMinor });
    expect((await refundRows(orderNo)).map((r) => r.status)).toEqual(["succeeded"]);
    expect((await auditOf(orderNo)).map((a) => a.action)).toEqual(["order.refund"]);
  });

  it("counts refunds by status in /metrics", async () => {
    const scrape = async () => {
      const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      const line = res.body.split("\n").find((l) => l.startsWith('portal_refunds{status="succeeded"} '));
      return line ? Number(line.split(" ")[1]) : 0;
    };
    const before = await scrape();
    const { orderNo } = await paidOrder();
    await refund({ orderNo });
    expect(await scrape()).toBe(before + 1);
  });
});

describe("delivery actions", () => {
  it("an order in review: retry delivery sends it again; the attempts and the staff action are on its timeline", async () => {
    const { s, orderNo } = await paidOrder({ deliver: false });
    expect(await orderRow(orderNo)).toMatchObject({ status: "review", reviewReason: "roleNotFound" });
    await giveRoles(t.database.db, s.player.id, s.gameId);
    const retried = await agent.post("/api/console/orders/retry-delivery", {
      orderNo,
      reason: "Role restored",
    });
    expect(retried.data).toEqual({ orderNo, status: "paid" });
    await t.drainOutbox();
    expect((await orderRow(orderNo)).status).toBe("delivered");
    expect(await pointsBalance(t.database.db, s.player.id)).toBe(s.gem60.points);
    const page = await detail(orderNo);
    expect(page.timeline.filter((e) => e.kind === "deliveryAttempt").map((e) => e.title)).toEqual([
      "refused",
      "delivered",
    ]);
    expect(page.timeline.find((e) => e.kind === "staffAction")).toMatchObject({
      title: "order.retryDelivery",
      detail: "Role restored",
    });
    // A delivered order cannot be delivered again.
    expect(
      await agent.post("/api/console/orders/retry-delivery", { orderNo, reason: "again" }),
    ).toMatchObject({ status: 409, code: 5219 });
  });

  it("mark delivered by hand credits the player once; resolve review: close and refund", async () => {
    const marked = await paidOrder({ deliver: false });
    const answer = await agent.post("/api/console/orders/mark-delivered", {
      orderNo: marked.orderNo,
      reason: "Given in game by the GM",
    });
    expect(answer.data).toEqual({ orderNo: marked.orderNo, status: "delivered" });
    expect(await pointsBalance(t.database.db, marked.s.player.id)).toBe(marked.s.gem60.points);
    expect(
      await agent.post("/api/console/orders/mark-delivered", { orderNo: marked.orderNo, reason: "twice" }),
    ).toMatchObject({ code: 5219 });
    expect(await pointsBalance(t.database.db, marked.s.player.id)).toBe(marked.s.gem60.points);

    const closed = await paidOrder({ deliver: false });
    const resolve = (body: Record<string, unknown>) =>
      agent.post<{ status: string }>("/api/console/orders/resolve", { reason: "Checked", ...body });
    expect((await resolve({ orderNo: closed.orderNo, resolution: "close" })).data.status).toBe("failed");
    expect(await resolve({ orderNo: closed.orderNo, resolution: "close" })).toMatchObject({ code: 5219 });

    const refunded = await paidOrder({ deliver: false });
    expect((await resolve({ orderNo: refunded.orderNo, resolution: "refund" })).status).toBe(400);
    const done = await resolve({ orderNo: refunded.orderNo, resolution: "refund", idempotencyKey: newKey() });
    expect(done.data.status).toBe("refunded");
    // Nothing was granted (never delivered): no points move.
    expect(await pointsBalance(t.database.db, refunded.s.player.id)).toBe(0);
    expect((await resolve({ orderNo: marked.orderNo, resolution: "deliver" })).code).toBe(5219);
    expect((await resolve({ orderNo: marked.orderNo, resolution: "other" })).status).toBe(400);
  });
});

describe("reconciliation (sandbox)", () => {
  it("lists provider payments without a paid order and paid orders without a provider payment", async () => {
    const { orderNo } = await paidOrder();
    const lost = await paidOrder();
    await t.database.db
      .update(sandboxPayments)
      .set({ status: "open" })
      .where(eq(sandboxPayments.orderNo, lost.orderNo));
    const stray = `SBXSTRAY${newKey().toUpperCase()}`;
    await t.database.db.insert(sandboxPayments).values({
      ref: stray,
      orderNo: `TPSTRAY${newKey()}`,
      amountMinor: 500,
      currency: "USD",
      method: "card",
      status: "succeeded",
      returnUrl: "/",
      expiresAt: t.clock.now,
      createdAt: t.clock.now,
    });
    const day = t.clock.now.toISOString().slice(0, 10);
    const answer = await agent.get<{
      paymentsWithoutOrder: { ref: string }[];
      ordersWithoutPayment: { orderNo: string }[];
      providerPayments: number;
    }>("/api/console/orders/reconciliation", { day });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data.paymentsWithoutOrder.map((p) => p.ref)).toContain(stray);
    expect(answer.data.ordersWithoutPayment.map((o) => o.orderNo)).toContain(lost.orderNo);
    expect(answer.data.ordersWithoutPayment.map((o) => o.orderNo)).not.toContain(orderNo);
    expect((await agent.get("/api/console/orders/reconciliation", { day: "yesterday" })).status).toBe(400);
  });
});

describe("concurrent clicks (PostgreSQL where available)", () => {
  it("20 concurrent clicks of one refund make one refund row and one provider refund", async () => {
    const { s, orderNo } = await paidOrder();
    const idempotencyKey = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund({ orderNo, idempotencyKey })));
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await refundRows(orderNo)).toHaveLength(1);
    expect((await orderRow(orderNo)).refundedMinor).toBe(s.gem60.prices.USD);
    const taken = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, s.player.id), eq(pointsLedger.reason, "refund")));
    expect(taken[0]?.n).toBe(1);
  });

  it("20 clicks with different keys refund the order once; the others are told nothing is left", async () => {
    const { orderNo } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund({ orderNo })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.code === 5216 || a.code === 5215)).toBe(true);
    expect(await refundRows(orderNo)).toHaveLength(1);
  });
});
