import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { gameAccounts } from "../../db/schema/account.ts";
import { outbox } from "../../db/schema/platform.ts";
import { sandboxGameDeliveries, sandboxGameRoles, topupOrders } from "../../db/schema/topup.ts";
import { orderRowOf, payBody, postWebhook, succeededEvent, topupSetup } from "../../testing/topup.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { pointsBalance, rechargeTotal } from "../points/ledger.service.ts";
import { DELIVERY_JOB, deliverOrder } from "./delivery.ts";

/**
 * Delivery over the game-server protocol: the portal's real HTTP client against the simulated game
 * server listening on a loopback port, with the simulator's faults switched on and off.
 */
const t = useTestApp({ GAME_SERVER_TIMEOUT_MS: "1000" });
afterEach(() => {
  t.gameSim.state.fault = "none";
});

const HOUR = 60 * 60 * 1000;

/** A placed order whose payment the gateway confirmed: its delivery job is queued. */
async function paidOrder() {
  const s = await topupSetup(t);
  const placed = await s.player.client.post<{ orderNo: string; amountMinor: number; currency: string }>(
    "/api/pay",
    payBody(s),
  );
  expect(placed.code).toBe(200);
  expect((await postWebhook(t, succeededEvent(placed.data, t.clock.now))).data?.outcome).toBe("paid");
  return { s, orderNo: placed.data.orderNo };
}

const orderRow = (orderNo: string) => orderRowOf(t, orderNo);

async function gameDeliveries(orderNo: string) {
  return t.database.db
    .select()
    .from(sandboxGameDeliveries)
    .where(eq(sandboxGameDeliveries.idempotencyKey, orderNo));
}

async function deliveryJob(orderNo: string) {
  const [job] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, DELIVERY_JOB), sql`${outbox.payload}->>'orderNo' = ${orderNo}`));
  return job;
}

/** The retry's backoff has passed. */
async function retryNow() {
  await t.database.db.execute(sql`UPDATE outbox SET run_at = now() WHERE status = 'pending'`);
  await t.drainOutbox();
}

describe("delivery over the game-server protocol", () => {
  it("delivers once and keeps the game's receipt id on the order", async () => {
    const { s, orderNo } = await paidOrder();
    await t.drainOutbox();
    const order = await orderRow(orderNo);
    const [given] = await gameDeliveries(orderNo);
    expect(order).toMatchObject({ status: "delivered", deliveryError: null });
    expect(given).toMatchObject({ roleId: s.roleId, sku: "gem60", quantity: 1, requests: 1 });
    expect(order?.gameReceiptId).toBe(given?.receiptId);
    expect(order?.gameReceiptId).toMatch(/^rcpt_/);

    // The same delivery asked again (an answer lost on the way) answers the same receipt, gives nothing.
    const again = await t.deps.gameServer.deliver({
      idempotencyKey: orderNo,
      gameId: s.gameId,
      openId: order?.gameOpenId ?? "",
      serverId: "s1",
      roleId: s.roleId,
      sku: "gem60",
      quantity: 1,
    });
    expect(again.receiptId).toBe(order?.gameReceiptId);
    expect(await gameDeliveries(orderNo)).toMatchObject([{ requests: 2 }]);
  });

  it.each([
    ["timeout", /no answer within 1000 ms/],
    ["error", /HTTP 500/],
    ["badSignature", /answer signature mismatch/],
    ["otherOrder", /answer for another order/],
  ] as const)("a game server fault (%s) is retried and the goods are given once", async (fault, error) => {
    const { s, orderNo } = await paidOrder();
    t.gameSim.state.fault = fault;
    await t.drainOutbox();
    expect((await orderRow(orderNo))?.status).toBe("paid");
    const job = await deliveryJob(orderNo);
    expect(job).toMatchObject({ status: "pending" });
    expect(job?.lastError).toMatch(error);
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());

    t.gameSim.state.fault = "none";
    await retryNow();
    const order = await orderRow(orderNo);
    expect(order?.status).toBe("delivered");
    const given = await gameDeliveries(orderNo);
    // A badly signed or replayed answer may hide a delivery that happened: the retry finds it, gives nothing more.
    expect(given).toHaveLength(1);
    expect(given[0]?.requests).toBe(fault === "badSignature" || fault === "otherOrder" ? 2 : 1);
    expect(order?.gameReceiptId).toBe(given[0]?.receiptId);
    expect(await pointsBalance(t.database.db, s.player.id)).toBe(s.gem60.points);
  });

  it("a role the game server does not know sends the order to review at once, with the reason", async () => {
    const { s, orderNo } = await paidOrder();
    await t.database.db.delete(sandboxGameRoles).where(eq(sandboxGameRoles.roleId, s.roleId));
    await t.drainOutbox();
    const order = await orderRow(orderNo);
    expect(order).toMatchObject({ status: "review", reviewReason: "roleNotFound" });
    expect(order?.deliveryError).toMatch(/no such role/);
    // Finished: no job for the order is left (a done job keeps no payload).
    expect(await deliveryJob(orderNo)).toBeUndefined();
    expect(await gameDeliveries(orderNo)).toHaveLength(0);
    expect(await pointsBalance(t.database.db, s.player.id)).toBe(0);
    const status = await s.player.client.get<{ status: string }>("/api/getOrderStatus", { orderNo });
    expect(status.data.status).toBe("review");
  });

  it("an order without a game account goes to review at once instead of being retried for a day", async () => {
    const { s, orderNo } = await paidOrder();
    await t.database.db.update(topupOrders).set({ gameOpenId: null }).where(eq(topupOrders.orderNo, orderNo));
    await t.database.db
      .delete(gameAccounts)
      .where(and(eq(gameAccounts.userId, s.player.id), eq(gameAccounts.appId, s.gameId)));
    await t.drainOutbox();
    const order = await orderRow(orderNo);
    expect(order).toMatchObject({ status: "review", reviewReason: "roleNotFound" });
    expect(order?.deliveryError).toMatch(/no game account/);
    expect(await deliveryJob(orderNo)).toBeUndefined();
    expect(await gameDeliveries(orderNo)).toHaveLength(0);
  });

  it("the same order delivered by two workers at once gives the goods and the points once", async () => {
    const { s, orderNo } = await paidOrder();
    await Promise.all([deliverOrder(t.deps, orderNo), deliverOrder(t.deps, orderNo)]);
    await t.drainOutbox();
    const given = await gameDeliveries(orderNo);
    expect(given).toHaveLength(1);
    expect(given[0]?.requests).toBe(2);
    expect(await orderRow(orderNo)).toMatchObject({
      status: "delivered",
      gameReceiptId: given[0]?.receiptId,
    });
    expect(await pointsBalance(t.database.db, s.player.id)).toBe(s.gem60.points);
    expect(await rechargeTotal(t.database.db, s.player.id, s.gameId, "USD")).toBe(99);
  });

  // Last: it moves the shared clock a day ahead.
  it("after 24 hours of failures the order goes to review with the last error", async () => {
    const { s, orderNo } = await paidOrder();
    t.gameSim.state.fault = "error";
    await t.drainOutbox();
    t.clock.advance(23 * HOUR);
    await retryNow();
    expect((await orderRow(orderNo))?.status).toBe("paid");
    t.gameSim.state.fault = "timeout";
    t.clock.advance(HOUR);
    await retryNow();
    const order = await orderRow(orderNo);
    expect(order).toMatchObject({ status: "review", reviewReason: "deliveryGaveUp" });
    expect(order?.deliveryError).toMatch(/no answer within 1000 ms/);
    // Finished: no job for the order is left (a done job keeps no payload).
    expect(await deliveryJob(orderNo)).toBeUndefined();
    expect(await gameDeliveries(orderNo)).toHaveLength(0);
    expect(await pointsBalance(t.database.db, s.player.id)).toBe(0);
  });
});
