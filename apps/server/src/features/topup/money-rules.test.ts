import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storedActivities } from "../../db/schema/platform.ts";
import { coupons, topupOrders, walletBalances } from "../../db/schema/topup.ts";
import { payBody, postWebhook, succeededEvent, topupSetup } from "../../testing/topup.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { pointsBalance, rechargeTotal } from "../points/ledger.service.ts";

const t = useTestApp();

const DAY = 24 * 60 * 60 * 1000;

describe("the wallet under concurrency", () => {
  it("twenty simultaneous orders from a balance that covers five pay exactly five", async () => {
    const s = await topupSetup(t);
    await t.database.db
      .insert(walletBalances)
      .values({ userId: s.player.id, currency: "USD", balanceMinor: 5 * 99 + 50 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.player.client.post<{ status: string }>("/api/pay", payBody(s, { method: "wallet" })),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 4809)).toHaveLength(15);
    const [wallet] = await t.database.db
      .select()
      .from(walletBalances)
      .where(eq(walletBalances.userId, s.player.id));
    expect(wallet?.balanceMinor).toBe(50);
    const orders = await t.database.db.select().from(topupOrders).where(eq(topupOrders.userId, s.player.id));
    expect(orders).toHaveLength(5);
  });
});

describe("top-up bonus events", () => {
  it("an order that qualifies earns the event's bonus once; a smaller one does not", async () => {
    const s = await topupSetup(t);
    const now = t.clock.now.getTime();
    await t.database.db.insert(storedActivities).values({
      texts: { en: { title: "Bonus", description: "Top up 4.99 for 100 points" } },
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + DAY),
      appId: s.gameId,
      currency: "USD",
      minAmountMinor: 499,
      bonusPoints: 100,
    });
    for (const goods of [s.gem60, s.gem300]) {
      const placed = await s.player.client.post<{ orderNo: string; amountMinor: number; currency: string }>(
        "/api/pay",
        payBody(s, { goodsId: goods.id }),
      );
      const event = succeededEvent(placed.data, t.clock.now);
      await postWebhook(t, event);
      await postWebhook(t, { ...event, id: `${event.id}-again` });
    }
    await t.drainOutbox();
    expect(await pointsBalance(t.database.db, s.player.id)).toBe(s.gem60.points + s.gem300.points + 100);
    expect(await rechargeTotal(t.database.db, s.player.id, s.gameId, "USD")).toBe(99 + 499);
  });
});

describe("expiry", () => {
  it("an unpaid QR order expires after its validity and its coupon can be used again", async () => {
    const s = await topupSetup(t);
    const [held] = await t.database.db
      .insert(coupons)
      .values({
        userId: s.player.id,
        kind: "percent",
        value: 10,
        startsAt: new Date(t.clock.now.getTime() - DAY),
        endsAt: new Date(t.clock.now.getTime() + 30 * DAY),
      })
      .returning();
    const couponId = held?.id ?? 0;
    const placed = await s.player.client.post(
      "/api/pay",
      payBody(s, { region: "ID", method: "qris", couponId }),
    );
    expect(placed.code).toBe(200);
    t.clock.advance(29 * 60 * 1000);
    expect((await s.player.client.post("/api/pay", payBody(s, { couponId }))).code).toBe(4805);
    t.clock.advance(2 * 60 * 1000);
    const list = await s.player.client.get<{ id: number; state: string }[]>("/api/discountCoupons");
    expect(list.data.find((c) => c.id === couponId)?.state).toBe("usable");
    expect((await s.player.client.post("/api/pay", payBody(s, { couponId }))).code).toBe(200);
  });
});

describe("an account with an open order", () => {
  it("counts as unresolved until the order is delivered", async () => {
    const { hasUnresolvedOrders } = await import("../security/cancellation.ts");
    const s = await topupSetup(t);
    const placed = await s.player.client.post<{ orderNo: string; amountMinor: number; currency: string }>(
      "/api/pay",
      payBody(s),
    );
    expect(await hasUnresolvedOrders(t.database.db, s.player.id)).toBe(true);
    await postWebhook(t, succeededEvent(placed.data, t.clock.now));
    await t.drainOutbox();
    expect(await hasUnresolvedOrders(t.database.db, s.player.id)).toBe(false);
  });
});
