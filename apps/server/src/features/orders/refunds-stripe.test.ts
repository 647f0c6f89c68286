import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderRefunds, topupOrders } from "../../db/schema/topup.ts";
import { auditEntriesOf } from "../../testing/audit.ts";
import type { StripeFake } from "../../testing/fakes/stripe-fake.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestApp, TestClient } from "../../testing/test-app.ts";
import { createStripeTestApp, newKey, orderRowOf, payBody, topupSetup } from "../../testing/topup.ts";
import { pointsBalance, rechargeTotal } from "../points/ledger.service.ts";

/** Refunds and reconciliation through the real Stripe adapter (the SDK) against the local fake. */
const SECRET_KEY = "sk_test_portal_refunds_01";
const WEBHOOK_SECRET = "whsec_portal_refunds_01";

let t: TestApp;
let fake: StripeFake;
let close: () => Promise<void>;
let agent: TestClient;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    publicUrl: "https://portal.example.com",
  }));
  agent = (await signedInStaff(t, "supportAgent")).client;
});
afterAll(() => close());

type Refund = { id: number; status: string; amountMinor: number };

/** A gem300 order paid on the fake's Checkout, delivered unless `deliver: false`. */
async function paidOrder({ deliver = true } = {}) {
  const s = await topupSetup(t);
  const placed = await s.player.client.post<{ orderNo: string; amountMinor: number }>(
    "/api/pay",
    payBody(s, { goodsId: s.gem300.id }),
  );
  expect(placed.code).toBe(200);
  const session = [...fake.sessions.values()].find((one) => one.metadata.orderNo === placed.data.orderNo);
  if (!session) throw new Error("no session");
  await fake.pay(session.id);
  if (deliver) await t.drainOutbox();
  return { s, orderNo: placed.data.orderNo, amountMinor: placed.data.amountMinor, session };
}
const refund = (body: Record<string, unknown>) =>
  agent.post<Refund>("/api/console/orders/refund", { reason: "Goodwill", idempotencyKey: newKey(), ...body });
const providerRefunds = (paymentIntent: unknown) =>
  fake.refunds.filter((r) => r.payment_intent === paymentIntent);
const orderRow = (orderNo: string) => orderRowOf(t, orderNo);

describe("refunds through Stripe", () => {
  it("partial refunds take back points and the recharge total in proportion, never more than was paid", async () => {
    const { s, orderNo, amountMinor, session } = await paidOrder();
    const db = t.database.db;
    const points = s.gem300.points;
    expect(await pointsBalance(db, s.player.id)).toBe(points);
    const detail = await agent.get<{ partialRefund: boolean; provider: string }>(
      "/api/console/orders/detail",
      {
        orderNo,
      },
    );
    expect(detail.data).toMatchObject({ partialRefund: true, provider: "stripe" });

    const part = Math.floor(amountMinor / 3);
    // Two refunds of the same amount are two refunds at the provider (each click has its key).
    for (const n of [1, 2]) {
      const answer = await refund({ orderNo, amountMinor: part });
      expect(answer.code, answer.msg).toBe(200);
      expect(await pointsBalance(db, s.player.id)).toBe(
        points - Math.floor((points * part * n) / amountMinor),
      );
      expect(await rechargeTotal(db, s.player.id, s.gameId, "USD")).toBe(amountMinor - part * n);
    }
    expect(providerRefunds(session.payment_intent).map((r) => r.amount)).toEqual([part, part]);
    expect(await orderRow(orderNo)).toMatchObject({ status: "delivered", refundedMinor: part * 2 });

    const left = amountMinor - part * 2;
    expect(await refund({ orderNo, amountMinor: left + 1 })).toMatchObject({ status: 409, code: 5216 });
    expect((await refund({ orderNo })).data).toMatchObject({ status: "succeeded", amountMinor: left });
    expect(await orderRow(orderNo)).toMatchObject({ status: "refunded", refundedMinor: amountMinor });
    expect(await pointsBalance(db, s.player.id)).toBe(0);
    expect(await rechargeTotal(db, s.player.id, s.gameId, "USD")).toBe(0);
    expect(providerRefunds(session.payment_intent)).toHaveLength(3);
  });

  it("a partial refund of an order not delivered yet is refused; a whole one is not", async () => {
    const { orderNo, amountMinor } = await paidOrder({ deliver: false });
    expect(await refund({ orderNo, amountMinor: 1 })).toMatchObject({ status: 409, code: 5218 });
    expect((await refund({ orderNo })).data).toMatchObject({ amountMinor, status: "succeeded" });
    expect((await orderRow(orderNo))?.status).toBe("refunded");
  });

  it("20 concurrent clicks make one Stripe refund and one row", async () => {
    const { orderNo, session } = await paidOrder();
    const idempotencyKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund({ orderNo, amountMinor: 100, idempotencyKey })),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(providerRefunds(session.payment_intent)).toHaveLength(1);
    const rows = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderNo, orderNo));
    expect(rows).toHaveLength(1);
  });

  it("a refund Stripe refuses is recorded as failed, audited, and changes nothing else", async () => {
    const { orderNo, session } = await paidOrder();
    // Someone refunded it in Stripe's dashboard already: Stripe refuses ours.
    fake.refunds.push({
      id: "re_dash",
      object: "refund",
      amount: session.amount_total,
      payment_intent: session.payment_intent,
    });
    const answer = await refund({ orderNo });
    expect(answer).toMatchObject({ status: 409, code: 4821 });
    const rows = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderNo, orderNo));
    expect(rows.map((r) => r.status)).toEqual(["failed"]);
    const audit = await auditEntriesOf(t, { subjectType: "order", subjectId: orderNo });
    expect(audit.map((a) => a.action)).toEqual(["order.refundFailed"]);
    expect(await orderRow(orderNo)).toMatchObject({ status: "delivered", refundedMinor: 0 });
  });
});

describe("reconciliation through the Stripe SDK", () => {
  it("lists the day's paid sessions without a paid order and paid orders Stripe does not know", async () => {
    const { orderNo, session } = await paidOrder();
    const stray = await paidOrder();
    // The stray order never recorded its payment (e.g. its webhook was lost): still pending here.
    await t.database.db
      .update(topupOrders)
      .set({ status: "pending", paidAt: null })
      .where(eq(topupOrders.orderNo, stray.orderNo));
    // And an order marked paid here whose session Stripe never saw paid.
    const ghost = await paidOrder();
    await t.database.db
      .update(topupOrders)
      .set({ gatewayRef: "cs_test_unknown", paidAt: t.clock.now })
      .where(eq(topupOrders.orderNo, ghost.orderNo));
    // The fake stamps sessions with the wall clock; the orders were paid on the test clock's day.
    const sessionDay = new Date(Number(session.created) * 1000).toISOString().slice(0, 10);
    const answer = await agent.get<{
      paymentsWithoutOrder: { ref: string; orderNo: string | null }[];
      ordersWithoutPayment: { orderNo: string }[];
    }>("/api/console/orders/reconciliation", { day: sessionDay });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data.paymentsWithoutOrder.map((p) => p.orderNo)).toContain(stray.orderNo);
    expect(answer.data.paymentsWithoutOrder.map((p) => p.orderNo)).not.toContain(orderNo);
    const ordersDay = t.clock.now.toISOString().slice(0, 10);
    const orders = await agent.get<{ ordersWithoutPayment: { orderNo: string }[] }>(
      "/api/console/orders/reconciliation",
      { day: ordersDay },
    );
    expect(orders.data.ordersWithoutPayment.map((o) => o.orderNo)).toContain(ghost.orderNo);
    expect(orders.data.ordersWithoutPayment.map((o) => o.orderNo)).not.toContain(orderNo);
  });
});
