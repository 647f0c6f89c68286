import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { devOutbox } from "../../db/schema/platform.ts";
import { type coupons, sandboxGameDeliveries, topupOrders, walletBalances } from "../../db/schema/topup.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import {
  addCoupon,
  payBody,
  postWebhook,
  pressSandbox,
  sandboxRef,
  succeededEvent,
  topupSetup,
} from "../../testing/topup.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { pointsBalance, rechargeTotal } from "../points/ledger.service.ts";

type PayData = {
  orderNo: string;
  amountMinor: number;
  currency: string;
  status: string;
  next: { kind: string; url?: string; bankUrl?: string; email?: string };
};

const t = useTestApp();

const HOUR = 60 * 60 * 1000;

async function deliveriesOf(orderNo: string) {
  return t.database.db
    .select()
    .from(sandboxGameDeliveries)
    .where(eq(sandboxGameDeliveries.idempotencyKey, orderNo));
}

describe("paying through the sandbox's hosted page", () => {
  it("delivers once, adds points and the recharge total, and mails a receipt", async () => {
    const s = await topupSetup(t);
    const placed = await s.player.client.post<PayData>("/api/pay", payBody(s, { clientAmount: 1 }));
    expect(placed.code).toBe(200);
    // The client's amount is ignored: the goods price in USD is charged.
    expect(placed.data).toMatchObject({ amountMinor: 99, currency: "USD", status: "pending" });
    expect(placed.data.next.kind).toBe("redirect");
    const page = await t.app.inject({ method: "GET", url: placed.data.next.url ?? "" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("$0.99");

    const pressed = await pressSandbox(t, placed.data.next.url ?? "", "succeeded");
    expect(pressed.status).toBe(303);
    expect(pressed.location).toBe(`/dist/payment/pending/${placed.data.orderNo}`);
    await t.drainOutbox();

    const status = await s.player.client.get("/api/getOrderStatus", { orderNo: placed.data.orderNo });
    expect(status.data).toEqual({ orderNo: placed.data.orderNo, status: "delivered", result: "success" });
    expect(await deliveriesOf(placed.data.orderNo)).toHaveLength(1);
    expect(await pointsBalance(t.database.db, s.player.id)).toBe(s.gem60.points);
    expect(await rechargeTotal(t.database.db, s.player.id, s.gameId, "USD")).toBe(99);
    const mails = await t.database.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.subject, `Receipt for order ${placed.data.orderNo}`));
    expect(mails).toHaveLength(1);
  });

  it("the sandbox refunds a paid order once, and refuses an unpaid one", async () => {
    const s = await topupSetup(t);
    const paid = await s.player.client.post<PayData>("/api/pay", payBody(s));
    await pressSandbox(t, paid.data.next.url ?? "", "succeeded");
    const ref = (await sandboxRef(t, paid.data.orderNo)).ref;
    const request = { orderNo: paid.data.orderNo, gatewayRef: ref, currency: "USD" };
    const refund = await t.deps.gateway.refund(request);
    expect(refund).toMatchObject({ amountMinor: 99, currency: "USD", status: "succeeded" });
    expect(await t.deps.gateway.refund(request)).toEqual(refund);
    const unpaid = await s.player.client.post<PayData>("/api/pay", payBody(s));
    const unpaidRef = (await sandboxRef(t, unpaid.data.orderNo)).ref;
    await expect(
      t.deps.gateway.refund({ orderNo: unpaid.data.orderNo, gatewayRef: unpaidRef, currency: "USD" }),
    ).rejects.toMatchObject({ errorName: "refundRefused" });
  });

  it("a declined payment fails the order and nothing is delivered; pay again makes a new order", async () => {
    const s = await topupSetup(t);
    const placed = await s.player.client.post<PayData>("/api/pay", payBody(s));
    await pressSandbox(t, placed.data.next.url ?? "", "failed");
    await t.drainOutbox();
    const status = await s.player.client.get<{ result: string }>("/api/getOrderStatus", {
      orderNo: placed.data.orderNo,
    });
    expect(status.data.result).toBe("fail");
    expect(await deliveriesOf(placed.data.orderNo)).toHaveLength(0);
    const again = await s.player.client.post<PayData>("/api/pay", payBody(s));
    expect(again.data.orderNo).not.toBe(placed.data.orderNo);
  });
});

describe("one order per tap", () => {
  it("the same idempotency key, even sent ten times at once, makes one order", async () => {
    const s = await topupSetup(t);
    const body = payBody(s);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => s.player.client.post<PayData>("/api/pay", body)),
    );
    expect(new Set(answers.map((a) => a.data.orderNo)).size).toBe(1);
    const rows = await t.database.db.select().from(topupOrders).where(eq(topupOrders.userId, s.player.id));
    expect(rows).toHaveLength(1);
  });
});

describe("an order placed without a transaction", () => {
  it("whose pay-link write fails is answered by its idempotency key, with its pay link, and stays one order", async () => {
    const s = await topupSetup(t);
    const body = payBody(s);
    const db = t.database.db;
    // The database refuses to record any pay link while this trigger stands: the order's insert
    // (one statement, no transaction) is kept, the request fails after the gateway answered.
    await db.execute(sql`CREATE FUNCTION refuse_pay_link() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'pay link refused'; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_pay_link BEFORE UPDATE OF pay_url ON topup_orders
      FOR EACH ROW EXECUTE FUNCTION refuse_pay_link()`);
    let failed: Awaited<ReturnType<typeof s.player.client.post>>;
    try {
      failed = await s.player.client.post<PayData>("/api/pay", body);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_pay_link ON topup_orders`);
      await db.execute(sql`DROP FUNCTION refuse_pay_link()`);
    }
    expect(failed.status).toBe(500);
    const [left] = await db.select().from(topupOrders).where(eq(topupOrders.userId, s.player.id));
    expect(left).toMatchObject({ idempotencyKey: body.idempotencyKey, status: "pending", payUrl: null });

    const again = await s.player.client.post<PayData>("/api/pay", body);
    expect(again.code).toBe(200);
    expect(again.data).toMatchObject({
      orderNo: left?.orderNo,
      status: "pending",
      next: { kind: "redirect" },
    });
    const rows = await db.select().from(topupOrders).where(eq(topupOrders.userId, s.player.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payUrl).toBe(again.data.next.url);
  });
});

describe("bad input changes nothing", () => {
  it("refuses unknown goods, a foreign server or role, a short card serial and an e-mail order without e-mail", async () => {
    const s = await topupSetup(t);
    const other = await topupSetup(t);
    const cases: [Record<string, unknown>, string | number][] = [
      [{ goodsId: 999999 }, 4801],
      [{ goodsId: other.gem60.id }, 4801],
      [{ serverId: "nope" }, 4802],
      [{ roleId: other.roleId }, 4803],
      [{ serverId: "s2", roleId: s.roleId }, 4803],
      [{ method: "qris" }, 4804],
      [{ region: "ID", method: "ppCard", cardSerial: "1".repeat(24) }, 400],
      [{ region: "ID", method: "ppCard" }, 400],
      [{ region: "ID", method: "ppCard", cardSerial: "1".repeat(25) }, 400],
      [{ region: "ID", method: "ppCard", cardSerial: "1".repeat(25), cardPin: "12" }, 400],
      [{ region: "ID", method: "ppCard", cardSerial: "1".repeat(25), cardPin: "12-34" }, 400],
    ];
    for (const [values, code] of cases) {
      const answer = await s.player.client.post("/api/pay", payBody(s, values));
      expect({ values, code: answer.code }).toEqual({ values, code });
    }
    const noMail = await topupSetup(t, { email: null, phone: "13811112222" });
    const emailOrder = await noMail.player.client.post("/api/pay", payBody(noMail, { method: "emailOrder" }));
    expect(emailOrder.code).toBe(4806);
    expect(emailOrder.msg).toMatch(/bind/i);
    const rows = await t.database.db.select().from(topupOrders).where(eq(topupOrders.userId, s.player.id));
    expect(rows).toHaveLength(0);
  });

  it("a visitor is told to sign in, in their language", async () => {
    const answer = await t.client("zh").post("/api/pay", {});
    expect(answer.code).toBe(401);
    expect(answer.msg).toBe("未登录，请先登录");
  });

  it("another player's order is not found, whatever the call", async () => {
    const s = await topupSetup(t);
    const placed = await s.player.client.post<PayData>("/api/pay", payBody(s));
    const stranger = await newSignedInPlayer(t);
    for (const url of ["/api/getOrderInfo", "/api/getOrderStatus"]) {
      const answer = await stranger.client.get(url, { orderNo: placed.data.orderNo });
      expect(answer.code).toBe(4808);
    }
    const own = await s.player.client.get<{ roleName: string; goodsName: string }>("/api/getOrderInfo", {
      orderNo: placed.data.orderNo,
    });
    expect(own.data).toMatchObject({ roleName: "Hero", goodsName: "60 Diamonds" });
  });
});

describe("coupons", () => {
  const coupon = (userId: number, values: Partial<typeof coupons.$inferInsert> = {}) =>
    addCoupon(t, userId, values);

  it("takes the discount off on the server, once", async () => {
    const s = await topupSetup(t);
    const couponId = await coupon(s.player.id, {
      kind: "amount",
      value: 100,
      currency: "USD",
      minSpendMinor: 499,
    });
    const placed = await s.player.client.post<PayData>(
      "/api/pay",
      payBody(s, { goodsId: s.gem300.id, couponId, clientAmount: 1 }),
    );
    expect(placed.data.amountMinor).toBe(399);
    const reuse = await s.player.client.post("/api/pay", payBody(s, { goodsId: s.gem300.id, couponId }));
    expect(reuse.code).toBe(4805);
    const list = await s.player.client.get<{ id: number; state: string }[]>("/api/discountCoupons");
    expect(list.data.find((c) => c.id === couponId)?.state).toBe("used");
  });

  it("refuses an expired coupon, someone else's, one below its minimum spend, and one for another game", async () => {
    const s = await topupSetup(t);
    const stranger = await newSignedInPlayer(t);
    const cases = [
      await coupon(s.player.id, { endsAt: new Date(t.clock.now.getTime() - 1000) }),
      await coupon(stranger.id),
      await coupon(s.player.id, { kind: "amount", value: 50, currency: "USD", minSpendMinor: 499 }),
      await coupon(s.player.id, { gameIds: [(await topupSetup(t)).gameId] }),
    ];
    for (const couponId of cases) {
      const answer = await s.player.client.post("/api/pay", payBody(s, { couponId }));
      expect({ couponId, code: answer.code }).toEqual({ couponId, code: 4805 });
    }
  });

  it("a coupon given back by a declined order and reused elsewhere sends a late success to review", async () => {
    const s = await topupSetup(t);
    const couponId = await coupon(s.player.id);
    const first = await s.player.client.post<PayData>("/api/pay", payBody(s, { couponId }));
    const success = succeededEvent(first.data, t.clock.now);
    await postWebhook(t, { ...success, id: `${success.id}-declined`, type: "payment.failed" });
    const second = await s.player.client.post<PayData>("/api/pay", payBody(s, { couponId }));
    expect(second.data.amountMinor).toBe(90);
    expect((await postWebhook(t, success)).data?.outcome).toBe("review");
    const [row] = await t.database.db
      .select()
      .from(topupOrders)
      .where(eq(topupOrders.orderNo, first.data.orderNo));
    expect(row).toMatchObject({ status: "review", reviewReason: "couponReused" });
  });

  it("a failed payment gives its coupon back", async () => {
    const s = await topupSetup(t);
    const couponId = await coupon(s.player.id);
    const placed = await s.player.client.post<PayData>("/api/pay", payBody(s, { couponId }));
    expect(placed.data.amountMinor).toBe(90);
    await pressSandbox(t, placed.data.next.url ?? "", "failed");
    await t.drainOutbox();
    const again = await s.player.client.post<PayData>("/api/pay", payBody(s, { couponId }));
    expect(again.code).toBe(200);
  });
});

describe("webhooks", () => {
  it("refuse a wrong signature or an old timestamp, and a replay changes nothing", async () => {
    const s = await topupSetup(t);
    const placed = await s.player.client.post<PayData>("/api/pay", payBody(s));
    const event = succeededEvent(placed.data, t.clock.now);
    expect((await postWebhook(t, event, { secret: "x".repeat(32) })).status).toBe(401);
    expect((await postWebhook(t, event, { timestamp: t.clock.now.getTime() - HOUR })).code).toBe(4014);
    expect((await postWebhook(t, event)).data?.outcome).toBe("paid");
    expect((await postWebhook(t, event)).data?.outcome).toBe("duplicate");
    expect((await postWebhook(t, { ...event, id: `${event.id}-again` })).data?.outcome).toBe("ignored");
    const failedLate = { ...event, id: `${event.id}-f`, type: "payment.failed" as const };
    expect((await postWebhook(t, failedLate)).data?.outcome).toBe("ignored");
    await t.drainOutbox();
    expect(await deliveriesOf(placed.data.orderNo)).toHaveLength(1);
    expect(await pointsBalance(t.database.db, s.player.id)).toBe(s.gem60.points);
  });

  it("a decline that arrives before the success (reordered) still ends paid and delivered once", async () => {
    const s = await topupSetup(t);
    const placed = await s.player.client.post<PayData>("/api/pay", payBody(s));
    const success = succeededEvent(placed.data, t.clock.now);
    const decline = { ...success, id: `${success.id}-declined`, type: "payment.failed" as const };
    expect((await postWebhook(t, decline)).data?.outcome).toBe("failed");
    expect((await postWebhook(t, success)).data?.outcome).toBe("paid");
    expect((await postWebhook(t, decline)).data?.outcome).toBe("duplicate");
    await t.drainOutbox();
    expect(await deliveriesOf(placed.data.orderNo)).toHaveLength(1);
    const status = await s.player.client.get<{ status: string }>("/api/getOrderStatus", {
      orderNo: placed.data.orderNo,
    });
    expect(status.data.status).toBe("delivered");
  });

  it("a different amount or currency is flagged for review and not delivered", async () => {
    const s = await topupSetup(t);
    for (const change of [{ amountMinor: 1 }, { currency: "THB" }]) {
      const placed = await s.player.client.post<PayData>("/api/pay", payBody(s));
      const answer = await postWebhook(t, { ...succeededEvent(placed.data, t.clock.now), ...change });
      expect(answer.data?.outcome).toBe("review");
      await t.drainOutbox();
      const [row] = await t.database.db
        .select()
        .from(topupOrders)
        .where(eq(topupOrders.orderNo, placed.data.orderNo));
      expect(row).toMatchObject({ status: "review", reviewReason: "amountMismatch" });
      expect(await deliveriesOf(placed.data.orderNo)).toHaveLength(0);
    }
  });

  it("a payment after expiry is recorded and flagged, not lost", async () => {
    const s = await topupSetup(t);
    const placed = await s.player.client.post<PayData>(
      "/api/pay",
      payBody(s, { region: "VN", method: "vietqr" }),
    );
    expect(placed.data.next.kind).toBe("qr");
    t.clock.advance(11 * 60 * 1000);
    const expired = await s.player.client.get<{ status: string }>("/api/getOrderStatus", {
      orderNo: placed.data.orderNo,
    });
    expect(expired.data.status).toBe("expired");
    const answer = await postWebhook(t, succeededEvent(placed.data, t.clock.now));
    expect(answer.data?.outcome).toBe("review");
    const [row] = await t.database.db
      .select()
      .from(topupOrders)
      .where(eq(topupOrders.orderNo, placed.data.orderNo));
    expect(row).toMatchObject({ status: "review", reviewReason: "paidAfterExpiry" });
    // The sandbox bank refuses to take money for an expired QR.
    const ref = await sandboxRef(t, placed.data.orderNo);
    expect(ref.status).toBe("open");
  });
});

describe("delivery", () => {
  it("waits while the role is offline and delivers once when it is back", async () => {
    const s = await topupSetup(t);
    await s.player.client.post("/sandbox/game/online", { online: false });
    const placed = await s.player.client.post<PayData>("/api/pay", payBody(s));
    await postWebhook(t, succeededEvent(placed.data, t.clock.now));
    await t.drainOutbox();
    const pending = await s.player.client.get<{ result: string; status: string }>("/api/getOrderStatus", {
      orderNo: placed.data.orderNo,
    });
    expect(pending.data).toMatchObject({ status: "paid", result: "pending" });
    await s.player.client.post("/sandbox/game/online", { online: true });
    await t.database.db.execute(`UPDATE outbox SET run_at = now() WHERE status = 'pending'` as never);
    await t.drainOutbox();
    const done = await s.player.client.get<{ status: string }>("/api/getOrderStatus", {
      orderNo: placed.data.orderNo,
    });
    expect(done.data.status).toBe("delivered");
    expect(await deliveriesOf(placed.data.orderNo)).toHaveLength(1);
  });
});

describe("other variants", () => {
  it("with the sandbox provider, a 25-digit serial that is not a card of ours follows the sandbox gateway's demo rule", async () => {
    const s = await topupSetup(t);
    const placed = await s.player.client.post<PayData>(
      "/api/pay",
      payBody(s, {
        region: "ID",
        method: "ppCard",
        cardSerial: "1234567890123456789012345",
        cardPin: "1234",
      }),
    );
    expect(placed.data).toMatchObject({ amountMinor: 15000, currency: "IDR" });
    await t.drainOutbox();
    const status = await s.player.client.get<{ status: string }>("/api/getOrderStatus", {
      orderNo: placed.data.orderNo,
    });
    expect(status.data.status).toBe("delivered");
    const used = await s.player.client.post(
      "/api/pay",
      payBody(s, { region: "ID", method: "ppCard", cardSerial: `0000${"1".repeat(21)}`, cardPin: "1234" }),
    );
    expect(used.code).toBe(4807);
  });

  it("an e-mail order sends the pay link to the bound address", async () => {
    const s = await topupSetup(t);
    const placed = await s.player.client.post<PayData>("/api/pay", payBody(s, { method: "emailOrder" }));
    expect(placed.data.next).toMatchObject({ kind: "email" });
    await t.drainOutbox();
    const [mail] = await t.database.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.recipient, placed.data.next.email ?? ""));
    const link = mail?.body.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(link).toContain("/sandbox/gateway/pay/");
    await pressSandbox(t, new URL(link).pathname, "succeeded");
    await t.drainOutbox();
    const status = await s.player.client.get<{ status: string }>("/api/getOrderStatus", {
      orderNo: placed.data.orderNo,
    });
    expect(status.data.status).toBe("delivered");
  });

  it("the wallet pays in the same transaction as the order; a short balance makes no order", async () => {
    const s = await topupSetup(t);
    await t.database.db
      .insert(walletBalances)
      .values({ userId: s.player.id, currency: "USD", balanceMinor: 150 });
    const methods = await s.player.client.get<{ methods: { id: string }[] }>(
      "/api/v1/pay/getThirdPaymentList",
      { region: "US", appId: String(s.gameId), goodsId: String(s.gem60.id) },
    );
    expect(methods.data.methods[0]?.id).toBe("wallet");
    const paid = await s.player.client.post<PayData>("/api/pay", payBody(s, { method: "wallet" }));
    expect(paid.data.status).toBe("paid");
    const short = await s.player.client.post("/api/pay", payBody(s, { method: "wallet" }));
    expect(short.code).toBe(4809);
    expect(short.msg).toMatch(/insufficient amount or balance/i);
    const [wallet] = await t.database.db
      .select()
      .from(walletBalances)
      .where(and(eq(walletBalances.userId, s.player.id), eq(walletBalances.currency, "USD")));
    expect(wallet?.balanceMinor).toBe(51);
    await t.drainOutbox();
    const history = await s.player.client.get<{ items: { status: string; method: string }[]; total: number }>(
      "/api/rechargeHistory",
    );
    expect(history.data.total).toBe(1);
    expect(history.data.items[0]).toMatchObject({ status: "delivered", method: "wallet" });
  });
});

describe("choosing game, server and role", () => {
  it("lists the player's roles with name and level, the last used first", async () => {
    const s = await topupSetup(t);
    const servers = await s.player.client.get<{ serverId: string; last: boolean }[]>("/api/getServerList", {
      appId: String(s.gameId),
    });
    expect(servers.data[0]).toMatchObject({ serverId: "s1", last: true });
    await s.player.client.post("/api/pay", payBody(s, { roleId: `r${s.player.id}b` }));
    const roles = await s.player.client.get<{ roleId: string; name: string; level: number }[]>(
      "/api/getRolelist",
      { appId: String(s.gameId), serverId: "s1" },
    );
    expect(roles.data.map((r) => r.roleId)).toEqual([`r${s.player.id}b`, `r${s.player.id}a`]);
    const info = await s.player.client.get("/api/v1/pay/getRoleInfo", {
      appId: String(s.gameId),
      serverId: "s1",
      roleId: s.roleId,
    });
    expect(info.data).toEqual({ roleId: s.roleId, name: "Hero", level: 42, serverName: "Asia-1" });
    const games = await s.player.client.get<{ appId: number; recent: boolean }[]>("/api/topupGames");
    expect(games.data[0]).toMatchObject({ appId: s.gameId, recent: true });
  });
});

describe("the top-up page's settings", () => {
  it("gives every region with its currency, a suggestion and the prepaid card's rules", async () => {
    const s = await topupSetup(t);
    const answer = await s.player.client.get<{
      regions: { id: string; currency: string }[];
      suggested: string;
      prepaidCard: { serialDigits: number; pinMinLength: number; pinMaxLength: number };
    }>("/api/getRegion");
    expect(answer.data.regions).toContainEqual({ id: "VN", currency: "VND" });
    expect(answer.data.regions.map((r) => r.id)).toContain(answer.data.suggested);
    expect(answer.data.prepaidCard).toEqual({ serialDigits: 25, pinMinLength: 4, pinMaxLength: 20 });
  });
});
