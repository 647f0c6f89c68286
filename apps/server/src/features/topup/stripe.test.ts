import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeGateway } from "../../adapters/stripe-payment.ts";
import { outbox } from "../../db/schema/platform.ts";
import { coupons, paymentEvents, topupOrders } from "../../db/schema/topup.ts";
import type { CheckoutSession, StripeFake } from "../../testing/fakes/stripe-fake.ts";
import type { TestApp } from "../../testing/test-app.ts";
import {
  createStripeTestApp,
  orderRowOf,
  payBody,
  postWebhook,
  succeededEvent,
  topupSetup,
} from "../../testing/topup.ts";
import { DELIVERY_JOB } from "./delivery.ts";

/** The real adapter (the official SDK) against the local Stripe fake, webhooks over loopback HTTP. */
const SECRET_KEY = "sk_test_portal_0001";
const WEBHOOK_SECRET = "whsec_portal_test_0001";
const PUBLIC_URL = "https://portal.example.com";

type PayData = {
  orderNo: string;
  amountMinor: number;
  currency: string;
  status: string;
  next: { kind: string; url?: string; qrText?: string; bankUrl?: string };
};

let t: TestApp;
let fake: StripeFake;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    publicUrl: PUBLIC_URL,
  }));
});
afterAll(() => close());

async function placeOrder(values: Record<string, unknown> = {}) {
  const s = await topupSetup(t);
  const placed = await s.player.client.post<PayData>("/api/pay", payBody(s, values));
  expect(placed.code).toBe(200);
  return { s, placed: placed.data, session: sessionOf(placed.data.orderNo) };
}

function sessionOf(orderNo: string): CheckoutSession {
  const session = [...fake.sessions.values()].find((one) => one.metadata.orderNo === orderNo);
  if (!session) throw new Error(`no checkout session for ${orderNo}`);
  return session;
}

const orderRow = (orderNo: string) => orderRowOf(t, orderNo);

async function deliveryJobs(orderNo: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, DELIVERY_JOB), sql`${outbox.payload}->>'orderNo' = ${orderNo}`));
}

const outcomeOf = (delivery: { body: string }) =>
  (JSON.parse(delivery.body) as { data: { outcome: string } | null }).data?.outcome;

describe("paying through Stripe Checkout", () => {
  it("opens a Checkout Session with our amount, currency, order number and return pages, then a signed webhook pays and delivers", async () => {
    const { s, placed, session } = await placeOrder();
    expect(placed.next).toEqual({ kind: "redirect", url: session.url });
    expect(session).toMatchObject({
      amount_total: s.gem60.prices.USD,
      currency: "usd",
      client_reference_id: placed.orderNo,
      metadata: { orderNo: placed.orderNo },
      success_url: `${PUBLIC_URL}/dist/payment/pending/${placed.orderNo}`,
      cancel_url: `${PUBLIC_URL}/dist/payment/pending/${placed.orderNo}`,
      payment_method_types: ["card", "alipay", "wechat_pay"],
    });
    const created = fake.requests.find(
      (r) => r.path === "/v1/checkout/sessions" && r.idempotencyKey === placed.orderNo,
    );
    expect(created?.body).toMatchObject({ mode: "payment", metadata: { orderNo: placed.orderNo } });

    await fake.pay(session.id);
    const webhook = fake.deliveries.at(-1);
    expect(webhook).toMatchObject({ type: "checkout.session.completed", status: 200 });
    expect(outcomeOf(webhook ?? { body: "{}" })).toBe("paid");
    expect((await orderRow(placed.orderNo))?.status).toBe("paid");
    expect(await deliveryJobs(placed.orderNo)).toHaveLength(1);

    await t.drainOutbox();
    const status = await s.player.client.get<{ status: string }>("/api/getOrderStatus", {
      orderNo: placed.orderNo,
    });
    expect(status.data.status).toBe("delivered");
  });

  it("the same tap twice opens one session: our order number is the idempotency key", async () => {
    const s = await topupSetup(t);
    const body = payBody(s);
    const [first, second] = await Promise.all([
      s.player.client.post<PayData>("/api/pay", body),
      s.player.client.post<PayData>("/api/pay", body),
    ]);
    expect(second.data.orderNo).toBe(first.data.orderNo);
    const sessions = [...fake.sessions.values()].filter((one) => one.metadata.orderNo === first.data.orderNo);
    expect(sessions).toHaveLength(1);
  });

  it("counts rupiah the way Stripe does (hundredths) and reads them back the same", async () => {
    const { s, placed, session } = await placeOrder({ region: "ID", method: "card" });
    expect(placed.currency).toBe("IDR");
    expect(session).toMatchObject({ currency: "idr", amount_total: (s.gem60.prices.IDR ?? 0) * 100 });
    await fake.pay(session.id);
    expect((await orderRow(placed.orderNo))?.status).toBe("paid");
  });

  it("a QR method shows the Checkout URL as the QR data with its countdown, and only its own scheme", async () => {
    const { placed, session } = await placeOrder({ region: "TH", method: "promptpay" });
    expect(placed.next).toMatchObject({ kind: "qr", qrText: session.url, bankUrl: session.url });
    expect(session.payment_method_types).toEqual(["promptpay"]);
    // Checkout Sessions live at least 30 minutes; the order's own 10 minutes still hold on our side.
    expect(Number(session.expires_at) * 1000).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it("an asynchronous method pays when Stripe reports it succeeded, not when the page completes", async () => {
    const { placed, session } = await placeOrder({ region: "TH", method: "promptpay" });
    await fake.pay(session.id, "delayed");
    expect(outcomeOf(fake.deliveries.at(-1) ?? { body: "{}" })).toBe("ignored");
    expect((await orderRow(placed.orderNo))?.status).toBe("pending");
    await fake.pay(session.id, "settle");
    expect(fake.deliveries.at(-1)?.type).toBe("checkout.session.async_payment_succeeded");
    expect((await orderRow(placed.orderNo))?.status).toBe("paid");
  });

  it("an expired session expires the order and gives its coupon back", async () => {
    const s = await topupSetup(t);
    const now = t.clock.now;
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        userId: s.player.id,
        kind: "percent",
        value: 10,
        startsAt: new Date(now.getTime() - 60_000),
        endsAt: new Date(now.getTime() + 3600_000),
      })
      .returning();
    const placed = await s.player.client.post<PayData>("/api/pay", payBody(s, { couponId: coupon?.id }));
    const session = sessionOf(placed.data.orderNo);
    expect(session.amount_total).toBe(placed.data.amountMinor);
    const expired = await fake.sendEvent("checkout.session.expired", { ...session, status: "expired" });
    expect(outcomeOf(expired)).toBe("expired");
    expect((await orderRow(placed.data.orderNo))?.status).toBe("expired");
    const [freed] = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, coupon?.id ?? 0));
    expect(freed?.usedOrderNo).toBeNull();
  });
});

describe("webhooks that must change nothing", () => {
  it("a bad signature is refused and nothing is recorded", async () => {
    const { placed, session } = await placeOrder();
    const paid = { ...session, status: "complete", payment_status: "paid" };
    const forged = await fake.sendEvent("checkout.session.completed", paid, { secret: "whsec_someone_else" });
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body)).toMatchObject({ code: 4013 });
    expect((await orderRow(placed.orderNo))?.status).toBe("pending");
    const recorded = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, forged.eventId));
    expect(recorded).toHaveLength(0);
  });

  it("an unknown order, another amount or another currency leave the order as it was", async () => {
    const { placed, session } = await placeOrder();
    const paid = { ...session, status: "complete", payment_status: "paid" };
    const unknown = await fake.sendEvent("checkout.session.completed", {
      ...paid,
      metadata: { orderNo: "TP20990101NOSUCHORDER" },
      client_reference_id: null,
    });
    expect(outcomeOf(unknown)).toBe("unknownOrder");
    const cheaper = await fake.sendEvent("checkout.session.completed", { ...paid, amount_total: 1 });
    expect(outcomeOf(cheaper)).toBe("mismatch");
    const euros = await fake.sendEvent("checkout.session.completed", { ...paid, currency: "eur" });
    expect(outcomeOf(euros)).toBe("mismatch");
    expect(await orderRow(placed.orderNo)).toMatchObject({
      status: "pending",
      reviewReason: null,
      paidAt: null,
    });
    expect(await deliveryJobs(placed.orderNo)).toHaveLength(0);
  });

  it("an expiry after the payment, and the same event twice, change nothing more", async () => {
    const { placed, session } = await placeOrder();
    await fake.pay(session.id);
    const completed = fake.deliveries.at(-1);
    const again = await fake.sendEvent("checkout.session.completed", session, { id: completed?.eventId });
    expect(outcomeOf(again)).toBe("duplicate");
    const late = await fake.sendEvent("checkout.session.expired", { ...session, status: "expired" });
    expect(outcomeOf(late)).toBe("ignored");
    expect((await orderRow(placed.orderNo))?.status).toBe("paid");
    expect(await deliveryJobs(placed.orderNo)).toHaveLength(1);
  });

  it("with Stripe configured, the sandbox's webhook does not exist", async () => {
    const { placed } = await placeOrder();
    const sandboxEvent = succeededEvent({ ...placed }, t.clock.now);
    expect((await postWebhook(t, sandboxEvent)).status).toBe(404);
    expect((await orderRow(placed.orderNo))?.status).toBe("pending");
  });

  it("an event about something else is recorded once and ignored", async () => {
    const first = await fake.sendEvent("customer.created", { id: "cus_1", object: "customer" });
    expect(outcomeOf(first)).toBe("ignored");
    const again = await fake.sendEvent("customer.created", { id: "cus_1" }, { id: first.eventId });
    expect(outcomeOf(again)).toBe("duplicate");
  });
});

describe("refunds and provider faults", () => {
  it("refunds a paid order through its payment intent, once however often it is asked", async () => {
    const { placed, session } = await placeOrder();
    await fake.pay(session.id);
    const order = await orderRow(placed.orderNo);
    const request = { orderNo: placed.orderNo, gatewayRef: order?.gatewayRef ?? "", currency: "USD" };
    const refund = await t.deps.gateway.refund(request);
    expect(refund).toMatchObject({ amountMinor: placed.amountMinor, currency: "USD", status: "succeeded" });
    expect(await t.deps.gateway.refund(request)).toEqual(refund);
    const refunds = fake.refunds.filter((r) => r.payment_intent === sessionOf(placed.orderNo).payment_intent);
    expect(refunds).toHaveLength(1);
    const sent = fake.requests.filter((r) => r.path === "/v1/refunds").at(-1);
    expect(sent?.idempotencyKey).toBe(`refund-${placed.orderNo}-all`);
  });

  it("an unpaid order cannot be refunded", async () => {
    const { placed } = await placeOrder();
    const order = await orderRow(placed.orderNo);
    await expect(
      t.deps.gateway.refund({
        orderNo: placed.orderNo,
        gatewayRef: order?.gatewayRef ?? "",
        currency: "USD",
      }),
    ).rejects.toMatchObject({ errorName: "refundRefused" });
  });

  it("a provider that refuses the key fails the order with a localized message, nothing charged", async () => {
    const real = t.deps.gateway;
    t.deps.gateway = createStripeGateway({
      secretKey: "sk_test_wrong",
      webhookSecret: WEBHOOK_SECRET,
      publicUrl: PUBLIC_URL,
      apiUrl: fake.url,
    });
    try {
      const s = await topupSetup(t);
      const answer = await s.player.client.post<PayData>("/api/pay", payBody(s));
      expect(answer).toMatchObject({ status: 502, code: 4820 });
      expect(answer.msg).toMatch(/payment service/i);
      const [order] = await t.database.db
        .select()
        .from(topupOrders)
        .where(eq(topupOrders.userId, s.player.id));
      expect(order?.status).toBe("failed");
    } finally {
      t.deps.gateway = real;
    }
  });
});
