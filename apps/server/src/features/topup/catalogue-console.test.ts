import type {
  CardBatch,
  ConsoleGoods,
  ConsoleStoredActivity,
  CouponCampaign,
} from "@portal/contracts/console/catalogue";
import { emptyTexts } from "@portal/contracts/console/texts";
import { and, count, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { prepaidCardBatches, prepaidCards } from "../../db/schema/prepaid-cards.ts";
import { coupons, topupGoods } from "../../db/schema/topup.ts";
import { auditCount, auditEntriesOf } from "../../testing/audit.ts";
import { inChineseConsole } from "../../testing/console-language.ts";
import { createPlayers } from "../../testing/players.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { payBody, postWebhook, succeededEvent, topupSetup } from "../../testing/topup.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { pointsBalance } from "../points/ledger.service.ts";

let operator: TestClient;
let other: TestClient;
let s: Awaited<ReturnType<typeof topupSetup>>;

// The public cache on, as in production: the console's saves must reach players at once anyway.
const t = useTestApp({ PUBLIC_CACHE_MS: "60000" });
beforeAll(async () => {
  operator = (await signedInStaff(t, "commerceOperator")).client;
  other = (await signedInStaff(t, "owner")).client;
  s = await topupSetup(t);
});

const goodsOf = async (client = operator) =>
  (await client.get<{ items: ConsoleGoods[] }>("/api/console/catalogue/goods", { gameId: String(s.gameId) }))
    .data.items;
const playerGoods = async (region: string) =>
  (
    await s.player.client.get<{ goodsId: number; priceMinor: number; currency: string }[]>(
      "/api/getGoodsList",
      {
        appId: String(s.gameId),
        region,
      },
    )
  ).data;
/** A console client speaking Chinese with the operator's session. */
const auditOf = (action: string) => auditEntriesOf(t, { action });

function goodsBody(goods: ConsoleGoods, change: Record<string, unknown> = {}) {
  return {
    goodsId: goods.id,
    version: goods.version,
    gameId: goods.gameId,
    sku: goods.sku,
    names: { ...emptyTexts(), ...goods.names },
    points: goods.points,
    prices: goods.prices,
    active: goods.active,
    sortOrder: goods.sortOrder,
    ...change,
  };
}

describe("goods and prices", () => {
  test("the console lists a game's goods with prices per region; a new price reaches players at once, audited", async () => {
    const [gem60] = (await goodsOf()).filter((g) => g.sku === "gem60");
    if (!gem60) throw new Error("no gem60");
    expect(gem60.prices).toMatchObject({ US: 99, ID: 15000 });
    expect((await playerGoods("TH")).find((g) => g.goodsId === gem60.id)?.priceMinor).toBe(3500);

    const saved = await operator.post<ConsoleGoods>(
      "/api/console/catalogue/goods/update",
      goodsBody(gem60, { prices: { ...gem60.prices, TH: 3900 } }),
    );
    expect(saved).toMatchObject({ code: 200, data: { version: gem60.version + 1, prices: { TH: 3900 } } });
    expect((await playerGoods("TH")).find((g) => g.goodsId === gem60.id)).toMatchObject({
      priceMinor: 3900,
      currency: "THB",
    });
    const [entry] = await auditOf("goods.update");
    expect(entry).toMatchObject({ subjectType: "goods", subjectId: String(gem60.id) });
    expect(entry?.before).toMatchObject({ prices: { TH: 3500 } });
    expect(entry?.after).toMatchObject({ prices: { TH: 3900 } });
  });

  test("a region without a price does not sell the goods; an inactive one is sold nowhere", async () => {
    const created = await operator.post<ConsoleGoods>("/api/console/catalogue/goods/create", {
      gameId: s.gameId,
      sku: "starter-pack",
      names: { ...emptyTexts(), en: "Starter pack", zh: "新手礼包" },
      points: 5,
      prices: { US: 199, VN: 49000 },
    });
    expect(created).toMatchObject({
      code: 200,
      data: { sku: "starter-pack", prices: { US: 199, VN: 49000 } },
    });
    const id = created.data.id;
    expect((await playerGoods("US")).some((g) => g.goodsId === id)).toBe(true);
    expect((await playerGoods("TH")).some((g) => g.goodsId === id)).toBe(false);
    const off = await operator.post<ConsoleGoods>(
      "/api/console/catalogue/goods/update",
      goodsBody(created.data, { active: false }),
    );
    expect(off.code).toBe(200);
    expect((await playerGoods("US")).some((g) => g.goodsId === id)).toBe(false);
    expect(await auditOf("goods.create")).toHaveLength(1);
  });

  test("prices of 0 or below, fractions, a missing English name or a taken SKU are refused, nothing changed", async () => {
    const [gem300] = (await goodsOf()).filter((g) => g.sku === "gem300");
    if (!gem300) throw new Error("no gem300");
    const before = await t.database.db.select().from(topupGoods).where(eq(topupGoods.id, gem300.id));
    const cases: [Record<string, unknown>, string][] = [
      [{ prices: { US: 0 } }, "Price: must be more than 0"],
      [{ prices: { US: -5 } }, "Price: must be more than 0"],
      [{ prices: { US: 4.99 } }, "Price: invalid value"],
      [{ names: emptyTexts() }, "Name: Give the English"],
      [{ sku: "gem60" }, "already sells goods with this SKU"],
      [{ sku: "bad sku!" }, "SKU: 1 to 40"],
    ];
    for (const [change, message] of cases) {
      const answer = await operator.post("/api/console/catalogue/goods/update", goodsBody(gem300, change));
      expect(answer.status, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(answer.msg).toContain(message);
    }
    expect(await t.database.db.select().from(topupGoods).where(eq(topupGoods.id, gem300.id))).toEqual(before);
  });

  test("two operators editing one goods: the second save, from the older version, is refused", async () => {
    const [gem980] = (await goodsOf()).filter((g) => g.sku === "gem980");
    if (!gem980) throw new Error("no gem980");
    const first = await operator.post(
      "/api/console/catalogue/goods/update",
      goodsBody(gem980, { points: 200 }),
    );
    expect(first.code).toBe(200);
    const second = await other.post("/api/console/catalogue/goods/update", goodsBody(gem980, { points: 1 }));
    expect(second).toMatchObject({ status: 409, code: 5110 });
    expect((await goodsOf()).find((g) => g.id === gem980.id)?.points).toBe(200);
  });
});

describe("payment methods per region", () => {
  type Region = {
    id: string;
    methods: { id: string; enabled: boolean; sortOrder: number; version: number }[];
  };
  const methodsOf = async (region: string) =>
    (await operator.get<Region[]>("/api/console/catalogue/methods")).data.find((r) => r.id === region)
      ?.methods ?? [];
  const offered = async (region: string) =>
    (
      await s.player.client.get<{ methods: { id: string }[] }>("/api/v1/pay/getThirdPaymentList", { region })
    ).data.methods
      .map((m) => m.id)
      .filter((id) => id !== "wallet");

  test("seeded with today's methods in today's order", async () => {
    expect((await methodsOf("ID")).map((m) => m.id)).toEqual([
      "card",
      "dana",
      "qris",
      "emailOrder",
      "ppCard",
    ]);
    expect(await offered("US")).toEqual(["card", "paypal", "emailOrder"]);
  });

  test("a method turned off is no longer offered nor payable; order changes what players see first", async () => {
    expect(await offered("US")).toEqual(["card", "paypal", "emailOrder"]); // cached for a minute now
    const paypal = (await methodsOf("US")).find((m) => m.id === "paypal");
    if (!paypal) throw new Error("no paypal");
    const off = await operator.post("/api/console/catalogue/methods/update", {
      region: "US",
      methodId: "paypal",
      enabled: false,
      sortOrder: paypal.sortOrder,
      version: paypal.version,
    });
    expect(off).toMatchObject({ code: 200, data: { enabled: false, version: paypal.version + 1 } });
    expect(await offered("US")).toEqual(["card", "emailOrder"]);
    const refused = await s.player.client.post("/api/pay", payBody(s, { method: "paypal" }));
    expect(refused.code).toBe(4804);

    const email = (await methodsOf("US")).find((m) => m.id === "emailOrder");
    if (!email) throw new Error("no emailOrder");
    await operator.post("/api/console/catalogue/methods/update", {
      region: "US",
      methodId: "emailOrder",
      enabled: true,
      sortOrder: 0,
      version: email.version,
    });
    expect(await offered("US")).toEqual(["emailOrder", "card"]);
    expect((await auditOf("paymentMethod.update")).map((e) => e.subjectId)).toEqual([
      "US:paypal",
      "US:emailOrder",
    ]);
  });

  test("a stale edit and an unknown method are refused, nothing changed", async () => {
    const card = (await methodsOf("TH")).find((m) => m.id === "card");
    if (!card) throw new Error("no card");
    const body = { region: "TH", methodId: "card", enabled: false, sortOrder: 1, version: card.version };
    expect((await operator.post("/api/console/catalogue/methods/update", body)).code).toBe(200);
    expect(
      await other.post("/api/console/catalogue/methods/update", { ...body, enabled: true }),
    ).toMatchObject({
      status: 409,
      code: 5110,
    });
    expect(
      await operator.post("/api/console/catalogue/methods/update", {
        ...body,
        methodId: "paypal",
        version: 1,
      }),
    ).toMatchObject({ status: 404, code: 5256 });
    expect(
      await operator.post("/api/console/catalogue/methods/update", { ...body, region: "XX" }),
    ).toMatchObject({
      status: 400,
    });
    expect((await methodsOf("TH")).find((m) => m.id === "card")?.enabled).toBe(false);
  });
});

describe("coupon campaigns", () => {
  const campaign = (values: Record<string, unknown> = {}) => ({
    name: "Autumn",
    kind: "amount",
    value: 50,
    currency: "USD",
    minSpendMinor: 100,
    gameIds: [s.gameId],
    startsAt: new Date(t.clock.now.getTime() - 60_000).toISOString(),
    endsAt: new Date(t.clock.now.getTime() + 86_400_000).toISOString(),
    ...values,
  });
  const create = async (values: Record<string, unknown> = {}) => {
    const answer = await operator.post<CouponCampaign>(
      "/api/console/catalogue/coupons/create",
      campaign(values),
    );
    expect(answer.code).toBe(200);
    return answer.data;
  };
  const issue = (campaignId: number, segment: Record<string, unknown>) =>
    operator.post<{ issued: number; campaign: CouponCampaign }>("/api/console/catalogue/coupons/issue", {
      campaignId,
      segment,
    });

  test("issued to one player: the player holds a usable coupon, once however often it is issued", async () => {
    const made = await create();
    expect(await issue(made.id, { kind: "player", playerId: s.player.id })).toMatchObject({
      code: 200,
      data: { issued: 1, campaign: { issued: 1, used: 0 } },
    });
    expect((await issue(made.id, { kind: "player", playerId: s.player.id })).data.issued).toBe(0);
    const mine =
      await s.player.client.get<{ value: number; state: string; appIds: number[] }[]>("/api/discountCoupons");
    expect(mine.data.filter((c) => c.value === 50)).toEqual([
      expect.objectContaining({ state: "usable", appIds: [s.gameId] }),
    ]);
    expect(await auditOf("couponCampaign.issue")).toHaveLength(2);
  });

  test("segments: VIP level and up; players of a game; an empty segment is refused", async () => {
    const vips = await createPlayers(t, 3, { vipLevel: 7 });
    const made = await create({ kind: "percent", value: 10, currency: null, minSpendMinor: 0, gameIds: [] });
    expect((await issue(made.id, { kind: "vip", minLevel: 7 })).data.issued).toBe(vips.length);
    expect((await issue(made.id, { kind: "game", gameId: s.gameId })).data.issued).toBe(1);
    expect(await issue(made.id, { kind: "vip", minLevel: 99 })).toMatchObject({ status: 400, code: 5258 });
    expect(await issue(made.id, { kind: "game", gameId: 999_999 })).toMatchObject({ code: 5258 });
    expect(await issue(999_999, { kind: "all" })).toMatchObject({ status: 404, code: 5257 });
  });

  test("a campaign for a list of games: its coupons pay for those games only, shown with their names", async () => {
    const second = await topupSetup(t);
    const third = await topupSetup(t);
    const made = await create({
      name: "Two games",
      kind: "percent",
      value: 10,
      currency: null,
      minSpendMinor: 0,
      gameIds: [s.gameId, second.gameId],
    });
    expect(made.gameIds).toEqual([s.gameId, second.gameId]);
    for (const setup of [s, second, third])
      await issue(made.id, { kind: "player", playerId: setup.player.id });
    const couponOf = async (setup: typeof s) => {
      const mine =
        await setup.player.client.get<{ id: number; value: number; appIds: number[]; gameNames: string[] }[]>(
          "/api/discountCoupons",
        );
      const found = mine.data.find((c) => c.value === 10 && c.appIds?.length === 2);
      if (!found) throw new Error("coupon not issued");
      return found;
    };
    const held = await couponOf(s);
    expect(held.gameNames).toHaveLength(2);
    for (const setup of [s, second]) {
      const paid = await setup.player.client.post<{ amountMinor: number }>(
        "/api/pay",
        payBody(setup, { couponId: (await couponOf(setup)).id }),
      );
      expect(paid.code).toBe(200);
      expect(paid.data.amountMinor).toBe(90);
    }
    const elsewhere = await third.player.client.post(
      "/api/pay",
      payBody(third, { couponId: (await couponOf(third)).id }),
    );
    expect(elsewhere.code).toBe(4805);
    expect(
      await operator.post(
        "/api/console/catalogue/coupons/create",
        campaign({ gameIds: [s.gameId, 999_999] }),
      ),
    ).toMatchObject({
      status: 404,
      code: 4041,
    });
  });

  test("bad campaigns are refused with the field named", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ value: 0 }, "must be more than 0"],
      [{ value: -5 }, "must be more than 0"],
      [{ minSpendMinor: -1 }, "cannot be negative"],
      [{ kind: "percent", value: 120 }, "1 to 99"],
      [{ currency: null }, "currency"],
      [{ endsAt: new Date(t.clock.now.getTime() - 120_000).toISOString() }, "after the start"],
      [{ name: "" }, "cannot be empty"],
      [{ gameIds: [s.gameId, s.gameId] }, "only once"],
      [{ gameIds: [0] }, ""],
    ];
    const before = await auditCount(t);
    for (const [change, message] of cases) {
      const answer = await operator.post("/api/console/catalogue/coupons/create", campaign(change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.msg).toContain(message);
    }
    expect(await auditCount(t)).toBe(before);
  });

  test("issuing to everyone many times at once gives every player exactly one coupon", async () => {
    await createPlayers(t, 20);
    const made = await create({ name: "Everyone" });
    const answers = await Promise.all(Array.from({ length: 8 }, () => issue(made.id, { kind: "all" })));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const rows = await t.database.db
      .select({ userId: coupons.userId })
      .from(coupons)
      .where(eq(coupons.campaignId, made.id));
    const players = new Set(rows.map((r) => r.userId));
    expect(rows.length).toBe(players.size);
    expect(answers.reduce((sum, a) => sum + a.data.issued, 0)).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(21);
  });
});

describe("prepaid-card batches", () => {
  const expiresAt = () => new Date(t.clock.now.getTime() + 30 * 86_400_000).toISOString();

  test("a generated batch answers its PINs once as CSV; the database and the audit keep no PIN", async () => {
    const answer = await operator.post<{ batch: CardBatch; csv: string }>(
      "/api/console/catalogue/card-batches/generate",
      {
        batchCode: "GEN-1",
        region: "ID",
        faceValueMinor: 15000,
        expiresAt: expiresAt(),
        count: 5,
      },
    );
    expect(answer).toMatchObject({
      code: 200,
      data: { batch: { code: "GEN-1", cards: 5, used: 0, status: "active" } },
    });
    const lines = answer.data.csv.trim().split("\n");
    expect(lines[0]).toBe("batch,serial,pin,face_value,currency,region,expires_at");
    expect(lines).toHaveLength(6);
    const [, serial, pin, faceValue, currency] = (lines[1] ?? "").split(",");
    expect([faceValue, currency]).toEqual(["15000", "IDR"]);
    const [card] = await t.database.db
      .select()
      .from(prepaidCards)
      .where(eq(prepaidCards.serial, serial ?? ""));
    expect(card?.pinHash).not.toContain(pin);
    const [entry] = await auditOf("cardBatch.generate");
    expect(JSON.stringify(entry)).not.toContain(pin);
    expect(JSON.stringify(entry)).not.toContain(serial);
    const list = await operator.get<CardBatch[]>("/api/console/catalogue/card-batches");
    expect(list.data.find((b) => b.code === "GEN-1")).toMatchObject({ cards: 5, used: 0 });
  });

  test("a withdrawn batch is withdrawn once; a region without card payment is refused", async () => {
    const made = await operator.post<{ batch: CardBatch }>("/api/console/catalogue/card-batches/generate", {
      batchCode: "GEN-2",
      region: "VN",
      faceValueMinor: 25000,
      expiresAt: expiresAt(),
      count: 2,
    });
    const id = made.data.batch.id;
    expect(
      await operator.post("/api/console/catalogue/card-batches/withdraw", { batchId: id }),
    ).toMatchObject({
      code: 200,
      data: { status: "withdrawn" },
    });
    expect(
      await operator.post("/api/console/catalogue/card-batches/withdraw", { batchId: id }),
    ).toMatchObject({
      status: 409,
      code: 5260,
    });
    expect(
      await operator.post("/api/console/catalogue/card-batches/generate", {
        batchCode: "GEN-US",
        region: "US",
        faceValueMinor: 500,
        expiresAt: expiresAt(),
        count: 1,
      }),
    ).toMatchObject({ status: 400, code: 5263 });
    expect(
      await operator.post("/api/console/catalogue/card-batches/generate", {
        batchCode: "GEN-2",
        region: "ID",
        faceValueMinor: 500,
        expiresAt: expiresAt(),
        count: 1,
      }),
    ).toMatchObject({ status: 409, code: 5262 });
    expect(await auditOf("cardBatch.withdraw")).toHaveLength(1);
  });

  test("a batch worth 0 or less, or of no cards, is refused and nothing is stored", async () => {
    const body = {
      batchCode: "BAD-1",
      region: "ID",
      faceValueMinor: 15000,
      expiresAt: expiresAt(),
      count: 2,
    };
    for (const change of [{ faceValueMinor: 0 }, { faceValueMinor: -100 }, { count: 0 }]) {
      const answer = await operator.post("/api/console/catalogue/card-batches/generate", {
        ...body,
        ...change,
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
    }
    expect(
      await t.database.db.select().from(prepaidCardBatches).where(eq(prepaidCardBatches.code, "BAD-1")),
    ).toEqual([]);
  });

  test("an imported file is stored whole; a file with bad lines is refused by line number, nothing stored", async () => {
    const expiry = expiresAt().slice(0, 10);
    const line = (n: number, pin = "PIN1234") =>
      `IMP-1,${String(n).padStart(25, "7")},${pin},150,IDR,ID,${expiry}`;
    const header = "batch,serial,pin,face_value,currency,region,expires_at";
    const bad = await operator.post("/api/console/catalogue/card-batches/import", {
      csv: [header, line(1), line(2, "!"), line(1)].join("\n"),
    });
    expect(bad).toMatchObject({ status: 400, code: 5261 });
    expect(bad.msg).toContain("line 3");
    expect(bad.msg).toContain("line 4");
    expect(
      await t.database.db.select().from(prepaidCardBatches).where(like(prepaidCardBatches.code, "IMP-%")),
    ).toEqual([]);
    const good = await operator.post<CardBatch>("/api/console/catalogue/card-batches/import", {
      csv: [header, line(1), line(2)].join("\n"),
    });
    expect(good).toMatchObject({ code: 200, data: { code: "IMP-1", cards: 2, faceValueMinor: 150 } });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(prepaidCards)
      .where(and(eq(prepaidCards.batchId, good.data.id)));
    expect(stored?.n).toBe(2);
  });
  test("two imports of one batch code at once: one is stored whole, the other is refused (409), nothing half-imported", async () => {
    const expiry = expiresAt().slice(0, 10);
    const header = "batch,serial,pin,face_value,currency,region,expires_at";
    const file = (first: number) =>
      [
        header,
        ...[0, 1, 2].map((n) => `TWIN-1,${String(first + n).padStart(25, "8")},PIN1234,150,IDR,ID,${expiry}`),
      ].join("\n");
    const answers = await Promise.all(
      [100, 200, 300, 400].map((first) =>
        operator.post("/api/console/catalogue/card-batches/import", { csv: file(first) }),
      ),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 5262, 5262, 5262]);
    for (const refused of answers.filter((answer) => answer.code !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.msg).toContain("card batch with this code");
    }
    const batches = await t.database.db
      .select()
      .from(prepaidCardBatches)
      .where(eq(prepaidCardBatches.code, "TWIN-1"));
    expect(batches).toHaveLength(1);
    const cards = await t.database.db
      .select({ n: count() })
      .from(prepaidCards)
      .where(eq(prepaidCards.batchId, batches[0]?.id ?? 0));
    expect(cards[0]?.n).toBe(3);
    expect(
      (await auditOf("cardBatch.import")).filter((entry) => JSON.stringify(entry.after).includes("TWIN-1")),
    ).toHaveLength(1);
  });
});

describe("stored-value activities", () => {
  const activity = (values: Record<string, unknown> = {}) => ({
    titles: { ...emptyTexts(), en: "Double up", zh: "储值翻倍" },
    descriptions: { ...emptyTexts(), en: "Bigger top-ups, bigger bonus" },
    startsAt: new Date(t.clock.now.getTime() - 60_000).toISOString(),
    endsAt: new Date(t.clock.now.getTime() + 86_400_000).toISOString(),
    gameId: s.gameId,
    currency: "USD",
    tiers: [
      { minAmountMinor: 99, bonusPoints: 5 },
      { minAmountMinor: 499, bonusPoints: 40 },
    ],
    ...values,
  });

  test("an order earns the bonus of the highest tier it reaches, once", async () => {
    const made = await operator.post<ConsoleStoredActivity>(
      "/api/console/catalogue/activities/create",
      activity(),
    );
    expect(made).toMatchObject({ code: 200, data: { tiers: [{ bonusPoints: 5 }, { bonusPoints: 40 }] } });
    const before = await pointsBalance(t.database.db, s.player.id);
    for (const goods of [s.gem60, s.gem300]) {
      const placed = await s.player.client.post<{ orderNo: string; amountMinor: number; currency: string }>(
        "/api/pay",
        payBody(s, { goodsId: goods.id, method: "card" }),
      );
      expect(placed.code).toBe(200);
      await postWebhook(t, succeededEvent(placed.data, t.clock.now));
    }
    await t.drainOutbox();
    const earned = (await pointsBalance(t.database.db, s.player.id)) - before;
    expect(earned).toBe(s.gem60.points + 5 + s.gem300.points + 40);
    expect(await auditOf("storedActivity.create")).toHaveLength(1);
  });

  test("tiers out of order, no tier, an end before the start and stale edits are refused", async () => {
    const made = await operator.post<ConsoleStoredActivity>(
      "/api/console/catalogue/activities/create",
      activity(),
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ tiers: [] }, "Bonus tiers: cannot be empty"],
      [
        {
          tiers: [
            { minAmountMinor: 500, bonusPoints: 5 },
            { minAmountMinor: 100, bonusPoints: 9 },
          ],
        },
        "each tier must need more",
      ],
      [{ tiers: [{ minAmountMinor: 100, bonusPoints: 0 }] }, "must be more than 0"],
      [{ endsAt: new Date(t.clock.now.getTime() - 120_000).toISOString() }, "after the start"],
    ];
    for (const [change, message] of cases) {
      const answer = await operator.post("/api/console/catalogue/activities/create", activity(change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.msg).toContain(message);
    }
    const edit = { ...activity(), activityId: made.data.id, version: made.data.version };
    expect((await operator.post("/api/console/catalogue/activities/update", edit)).code).toBe(200);
    expect(await other.post("/api/console/catalogue/activities/update", edit)).toMatchObject({
      status: 409,
      code: 5110,
    });
  });
});

describe("servers of a game", () => {
  type Servers = {
    entered: { serverId: string; name: string }[];
    fromGameServer: { serverId: string }[] | null;
    version: number;
  };
  const playerServers = async () =>
    (
      await s.player.client.get<{ serverId: string; name: string }[]>("/api/getServerList", {
        appId: String(s.gameId),
      })
    ).data.map((server) => `${server.serverId}:${server.name}`);

  test("servers entered by hand replace the game server's list for players; an empty list hands it back", async () => {
    const listed = await operator.get<Servers>("/api/console/catalogue/servers", {
      gameId: String(s.gameId),
    });
    expect(listed.data.entered).toEqual([]);
    expect(listed.data.fromGameServer?.map((server) => server.serverId)).toEqual(["s1", "s2", "s3"]);
    const fromGame = await playerServers();

    expect(listed.data.version).toBe(1);
    const saved = await operator.post<Servers>("/api/console/catalogue/servers/save", {
      gameId: s.gameId,
      version: 1,
      servers: [
        { serverId: "s2", name: "Asia Two" },
        { serverId: "s1", name: "Asia One" },
      ],
    });
    expect(saved.data.entered).toEqual([
      { serverId: "s2", name: "Asia Two" },
      { serverId: "s1", name: "Asia One" },
    ]);
    expect((await playerServers()).sort()).toEqual(["s1:Asia One", "s2:Asia Two"]);
    // A role on a server no longer offered cannot be topped up.
    expect((await s.player.client.post("/api/pay", payBody(s, { serverId: "s3" }))).code).not.toBe(200);

    expect(saved.data.version).toBe(2);
    const twice = await operator.post("/api/console/catalogue/servers/save", {
      gameId: s.gameId,
      version: 2,
      servers: [
        { serverId: "s1", name: "A" },
        { serverId: "s1", name: "B" },
      ],
    });
    expect(twice).toMatchObject({ status: 400 });
    expect(twice.msg).toContain("each item only once");
    expect(await auditOf("gameServers.save")).toHaveLength(1);

    await operator.post("/api/console/catalogue/servers/save", { gameId: s.gameId, version: 2, servers: [] });
    expect((await playerServers()).sort()).toEqual([...fromGame].sort());
  });

  test("two operators saving the list from one version: the first is kept, the other is refused (409) and changes nothing", async () => {
    const { version } = (
      await operator.get<Servers>("/api/console/catalogue/servers", { gameId: String(s.gameId) })
    ).data;
    const save = (client: TestClient, name: string) =>
      client.post<Servers>("/api/console/catalogue/servers/save", {
        gameId: s.gameId,
        version,
        servers: [{ serverId: "s1", name }],
      });
    const answers = await Promise.all([save(operator, "Mine"), save(other, "Yours")]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 5110]);
    const refused = answers.find((answer) => answer.code === 5110);
    expect(refused?.status).toBe(409);
    expect(refused?.msg).toContain("Someone else changed this");
    const kept = answers.find((answer) => answer.code === 200)?.data.entered;
    const now = await operator.get<Servers>("/api/console/catalogue/servers", { gameId: String(s.gameId) });
    expect(now.data).toMatchObject({ entered: kept, version: version + 1 });
    const stale = await inChineseConsole(t, operator).post("/api/console/catalogue/servers/save", {
      gameId: s.gameId,
      version,
      servers: [],
    });
    expect(stale).toMatchObject({ status: 409, code: 5110 });
    expect(stale.msg).toContain("其他人已修改");
    expect(
      (await operator.get<Servers>("/api/console/catalogue/servers", { gameId: String(s.gameId) })).data,
    ).toEqual(now.data);
  });
});
