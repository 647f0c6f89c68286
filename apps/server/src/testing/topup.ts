import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  signWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookEvent,
} from "../adapters/payment-gateway.ts";
import { findRowWhere, insertRow } from "../db/rows.ts";
import { coupons, sandboxPayments, topupGoods, topupOrders } from "../db/schema/topup.ts";
import { giveRoles, seedTopupGame } from "../db/seed/seed-topup.ts";
import { type StripeFake, startStripeFake } from "./fakes/stripe-fake.ts";
import { addGame } from "./games.ts";
import { newSignedInPlayer } from "./players.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** A game with goods and servers, and a signed-in player with roles on it. */
export async function topupSetup(t: TestApp, values: Parameters<typeof newSignedInPlayer>[2] = {}) {
  const gameId = await addGame(t, {
    slug: `topup-${randomBytes(3).toString("hex")}`,
    names: { en: "Star Quest" },
  });
  await seedTopupGame(t.database.db, gameId, t.gameSim.endpoint);
  const goods = await t.database.db.select().from(topupGoods).where(eq(topupGoods.gameId, gameId));
  const player = await newSignedInPlayer(t, "en", values);
  const { roles } = await giveRoles(t.database.db, player.id, gameId);
  const gem60 = goods.find((g) => g.sku === "gem60");
  const gem300 = goods.find((g) => g.sku === "gem300");
  if (!gem60 || !gem300) throw new Error("goods missing");
  return {
    gameId,
    goods,
    gem60,
    gem300,
    player,
    roleId: roles[0] as string,
    otherRoleOnS2: roles[2] as string,
  };
}

export const newKey = () => randomBytes(8).toString("hex");

/** A complete valid pay body for the setup; override what a test varies. */
export function payBody(s: Awaited<ReturnType<typeof topupSetup>>, values: Record<string, unknown> = {}) {
  return {
    appId: s.gameId,
    serverId: "s1",
    roleId: s.roleId,
    goodsId: s.gem60.id,
    region: "US",
    method: "card",
    idempotencyKey: newKey(),
    ...values,
  };
}

/** Presses a button on a sandbox page, as the player's browser would. */
export async function pressSandbox(t: TestApp, payUrl: string, outcome: "succeeded" | "failed") {
  const response = await t.app.inject({
    method: "POST",
    url: payUrl,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `outcome=${outcome}`,
  });
  return { status: response.statusCode, location: response.headers.location, body: response.body };
}

/** The order's row as stored; a missing order fails the test. */
export async function orderRowOf(t: TestApp, orderNo: string) {
  const row = await findRowWhere(t.database.db, topupOrders, eq(topupOrders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
}

export async function sandboxRef(t: TestApp, orderNo: string) {
  const row = await findRowWhere(t.database.db, sandboxPayments, eq(sandboxPayments.orderNo, orderNo));
  if (!row) throw new Error(`no sandbox payment for ${orderNo}`);
  return row;
}

/** Posts a gateway event to our webhook, signed with the configured secret (or a wrong one). */
export async function postWebhook(
  t: TestApp,
  event: WebhookEvent,
  options: { secret?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify(event);
  const timestamp = options.timestamp ?? t.clock.now.getTime();
  const response = await t.app.inject({
    method: "POST",
    url: "/api/pay/webhook",
    headers: {
      "content-type": "application/json",
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(
        options.secret ?? t.deps.config.PAYMENT_WEBHOOK_SECRET,
        timestamp,
        body,
      ),
    },
    payload: body,
  });
  return {
    status: response.statusCode,
    ...(response.json() as { code: number; data: { outcome: string } | null }),
  };
}

export function succeededEvent(
  order: { orderNo: string; amountMinor: number; currency: string },
  at: Date,
): WebhookEvent {
  return {
    id: `evt_${randomBytes(6).toString("hex")}`,
    type: "payment.succeeded",
    orderNo: order.orderNo,
    ref: "manual",
    amountMinor: order.amountMinor,
    currency: order.currency,
    occurredAt: at.toISOString(),
  };
}

/**
 * A test portal paying through the real Stripe adapter (the official SDK) against the local Stripe
 * fake, whose signed webhooks come back over loopback HTTP. `close` stops both.
 */
export async function createStripeTestApp(keys: {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
}) {
  const fake: StripeFake = await startStripeFake({
    secretKey: keys.secretKey,
    webhookSecret: keys.webhookSecret,
  });
  const t = await createTestApp({
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_URL: fake.url,
    PUBLIC_URL: keys.publicUrl,
  });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  fake.webhookUrl = `${address}/api/topup/webhook/stripe`;
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** A coupon of the player's: 10 % off, valid from an hour ago to an hour from now unless told otherwise. */
export async function addCoupon(
  t: TestApp,
  userId: number,
  values: Partial<typeof coupons.$inferInsert> = {},
) {
  const hour = 60 * 60 * 1000;
  const row = await insertRow(t.database.db, coupons, {
    userId,
    kind: "percent",
    value: 10,
    startsAt: new Date(t.clock.now.getTime() - hour),
    endsAt: new Date(t.clock.now.getTime() + hour),
    ...values,
  });
  return row.id;
}
