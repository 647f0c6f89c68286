import type { ChartData } from "@portal/contracts/console/dashboards";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { users } from "../../db/schema/account.ts";
import { dashboardDays } from "../../db/schema/dashboards.ts";
import { reservations } from "../../db/schema/game-social.ts";
import { giftCodes } from "../../db/schema/gifts.ts";
import { pageViews } from "../../db/schema/platform.ts";
import { orderRefunds, topupGoods, topupOrders } from "../../db/schema/topup.ts";
import { addGame } from "../../testing/games.ts";
import { addPack } from "../../testing/gifts.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import * as repo from "./dashboards.repository.ts";
import { rebuildRecentDays } from "./dashboards.service.ts";

// Days are cut in Bangkok (UTC+7): 2026-06-14 runs from 06-13T17:00Z to 06-14T17:00Z.
const TZ = "Asia/Bangkok";
const NOW = new Date("2026-06-15T05:00:00Z"); // 12:00 in Bangkok on 06-15: "today"
const at = (iso: string) => new Date(iso);

let analyst: TestClient;
let gameA: number;
let gameB: number;
let packId: number;
const range = { from: "2026-06-13", to: "2026-06-15" };

const t = useTestApp({ REPORTING_TIME_ZONE: TZ });
beforeAll(async () => {
  t.clock.now = NOW;
  analyst = (await signedInStaff(t, "analyst")).client;
  gameA = await addGame(t, { slug: "dash-a", names: { en: "Alpha Saga", zh: "阿尔法" } });
  gameB = await addGame(t, { slug: "dash-b", names: { en: "Beta Wars" } });
  await seedKnownData();
});

async function seedKnownData() {
  const db = t.database.db;
  const [u1, u2, u3] = await db
    .insert(users)
    .values([
      { nickname: "d1", createdAt: at("2026-06-13T10:00:00Z") }, // 06-13
      { nickname: "d2", createdAt: at("2026-06-14T16:59:00Z") }, // 06-14 23:59 in Bangkok
      { nickname: "d3", createdAt: at("2026-06-14T18:00:00Z") }, // 06-15 01:00 in Bangkok: today
    ])
    .returning({ id: users.id });
  if (!u1 || !u2 || !u3) throw new Error("users");
  const [goods] = await db
    .insert(topupGoods)
    .values({ gameId: gameA, sku: "gem", names: { en: "Gems" }, prices: { THB: 10000 } })
    .returning({ id: topupGoods.id });
  if (!goods) throw new Error("goods");

  let made = 0;
  const order = (
    values: Partial<typeof topupOrders.$inferInsert> & { amountMinor: number; createdAt: Date },
  ) => ({
    orderNo: `D${++made}`,
    userId: u1.id,
    idempotencyKey: `k${made}`,
    gameId: gameA,
    serverId: "s1",
    serverName: "S1",
    roleId: "r1",
    roleName: "Role",
    roleLevel: 1,
    goodsId: goods.id,
    region: "TH",
    method: "card",
    currency: "THB",
    priceMinor: values.amountMinor,
    expiresAt: new Date(values.createdAt.getTime() + 30 * 60_000),
    ...values,
  });
  await db.insert(topupOrders).values([
    // D1: 06-13, delivered after 2 s.
    order({
      amountMinor: 10000,
      status: "delivered",
      createdAt: at("2026-06-13T02:59:00Z"),
      paidAt: at("2026-06-13T03:00:00Z"),
      deliveredAt: at("2026-06-13T03:00:02Z"),
    }),
    // D2: paid at 03:00 on 06-14 in Bangkok (still 06-13 in UTC), delivered after 10 s, refunded whole.
    order({
      amountMinor: 5000,
      status: "refunded",
      refundedMinor: 5000,
      region: "VN",
      method: "wallet",
      createdAt: at("2026-06-13T19:59:00Z"),
      paidAt: at("2026-06-13T20:00:00Z"),
      deliveredAt: at("2026-06-13T20:00:10Z"),
    }),
    // D3: IDR on 06-14, waiting for review, never added to THB.
    order({
      amountMinor: 150000,
      currency: "IDR",
      region: "ID",
      method: "wallet",
      gameId: gameB,
      status: "review",
      createdAt: at("2026-06-14T04:59:00Z"),
      paidAt: at("2026-06-14T05:00:00Z"),
    }),
    // D4: failed on 06-14; D5: expired on 06-13; D6: still pending today.
    order({ amountMinor: 2000, status: "failed", createdAt: at("2026-06-14T01:00:00Z") }),
    order({ amountMinor: 3000, status: "expired", createdAt: at("2026-06-13T01:00:00Z") }),
    order({ amountMinor: 8000, status: "pending", createdAt: at("2026-06-15T01:00:00Z") }),
    // D7: today, delivered after 4 s, 1000 refunded (a failed refund of 500 does not count).
    order({
      amountMinor: 4000,
      status: "delivered",
      refundedMinor: 1000,
      createdAt: at("2026-06-15T01:59:00Z"),
      paidAt: at("2026-06-15T02:00:00Z"),
      deliveredAt: at("2026-06-15T02:00:04Z"),
    }),
    // D8: 06-14, delivered after 20 s.
    order({
      amountMinor: 1000,
      status: "delivered",
      createdAt: at("2026-06-14T05:59:00Z"),
      paidAt: at("2026-06-14T06:00:00Z"),
      deliveredAt: at("2026-06-14T06:00:20Z"),
    }),
  ]);
  const refund = (
    orderNo: string,
    amountMinor: number,
    status: "succeeded" | "failed",
    completedAt: Date,
  ) => ({
    orderNo,
    amountMinor,
    currency: "THB",
    reason: "test",
    idempotencyKey: `${orderNo}-${amountMinor}-${status}`,
    status,
    completedAt,
  });
  await db
    .insert(orderRefunds)
    .values([
      refund("D2", 5000, "succeeded", at("2026-06-14T10:00:00Z")),
      refund("D7", 1000, "succeeded", at("2026-06-15T03:00:00Z")),
      refund("D7", 500, "failed", at("2026-06-15T03:30:00Z")),
    ]);

  await db.insert(pageViews).values([
    { path: "/", system: "web", language: "en", userId: u1.id, at: at("2026-06-14T02:00:00Z") },
    { path: "/g", system: "web", language: "en", userId: u1.id, at: at("2026-06-14T03:00:00Z") },
    { path: "/", system: "web", language: "en", userId: u2.id, at: at("2026-06-14T04:00:00Z") },
    { path: "/", system: "web", language: "en", userId: null, at: at("2026-06-14T04:00:00Z") },
    { path: "/", system: "web", language: "en", userId: u1.id, at: at("2026-06-15T04:00:00Z") },
  ]);
  await db.insert(reservations).values([
    { userId: u1.id, gameId: gameA, createdAt: at("2026-06-14T01:00:00Z") },
    { userId: u2.id, gameId: gameA, createdAt: at("2026-06-14T02:00:00Z") },
    { userId: u3.id, gameId: gameB, createdAt: at("2026-06-15T02:00:00Z") },
  ]);
  packId = await addPack(t, gameA, 3, {
    texts: {
      en: { name: "Starter", contents: "", instructions: "" },
      zh: { name: "新手礼包", contents: "", instructions: "" },
    },
  });
  await db.execute(sql`
    update ${giftCodes} set user_id = ${u1.id}, claimed_at = ${"2026-06-13T05:00:00Z"} where code = ${`P${packId}-C0`}`);
  await db.execute(sql`
    update ${giftCodes} set user_id = ${u2.id}, claimed_at = ${"2026-06-15T05:00:00Z"} where code = ${`P${packId}-C1`}`);
}

const chart = (client: TestClient, chart: string, query: Record<string, string> = {}) =>
  client.get<ChartData>("/api/console/dashboards/chart", { chart, ...range, ...query });

/** The chart's values per day for one series key. */
const daily = (data: ChartData, key: string) => data.points.map((p) => p.values[key]);

describe("figures on known data (days cut in Asia/Bangkok)", () => {
  test("revenue is paid minus refunded, per day and currency, by game, region and method; today live", async () => {
    const byGame = await chart(analyst, "revenue", { by: "game" });
    expect(byGame.status).toBe(200);
    expect(byGame.data).toMatchObject({ timeZone: TZ, today: "2026-06-15", from: range.from, to: range.to });
    expect(byGame.data.series).toEqual([
      { key: `${gameB}|IDR`, label: "Beta Wars", currency: "IDR", unit: "minor" },
      { key: `${gameA}|THB`, label: "Alpha Saga", currency: "THB", unit: "minor" },
    ]);
    // 06-13: D1 10000. 06-14: D2 5000 − its refund 5000, D8 1000. 06-15: D7 4000 − 1000.
    expect(daily(byGame.data, `${gameA}|THB`)).toEqual([10000, 1000, 3000]);
    expect(daily(byGame.data, `${gameB}|IDR`)).toEqual([0, 150000, 0]);
    expect(byGame.data.totals).toEqual({ [`${gameA}|THB`]: 14000, [`${gameB}|IDR`]: 150000 });

    const byRegion = await chart(analyst, "revenue", { by: "region" });
    expect(byRegion.data.totals).toEqual({ "ID|IDR": 150000, "TH|THB": 14000, "VN|THB": 0 });
    expect(daily(byRegion.data, "VN|THB")).toEqual([0, 0, 0]);
    const byMethod = await chart(analyst, "revenue", { by: "method" });
    expect(byMethod.data.totals).toEqual({ "wallet|IDR": 150000, "card|THB": 14000, "wallet|THB": 0 });
  });

  test("payment success rate: paid among the orders of the day that left pending", async () => {
    const { data } = await chart(analyst, "paymentSuccess");
    // 06-13: D1 paid, D5 expired. 06-14: D2, D3, D8 paid, D4 failed. 06-15: D7 paid (D6 pending).
    expect(daily(data, "paid")).toEqual([1, 3, 1]);
    expect(daily(data, "settled")).toEqual([2, 4, 1]);
    expect(daily(data, "rate")).toEqual([50, 75, 100]);
    expect(data.totals.rate).toBeCloseTo((5 / 7) * 100, 10);
  });

  test("delivery time p50/p90 from paid to delivered, per delivery day", async () => {
    const { data } = await chart(analyst, "deliveryTime");
    expect(daily(data, "p50")).toEqual([2000, 15000, 4000]);
    expect(daily(data, "p90")).toEqual([2000, 19000, 4000]);
    expect(daily(data, "delivered")).toEqual([1, 2, 1]);
    expect(data.totals).toEqual({ p50: null, p90: null, delivered: 4 });
  });

  test("refund rate: orders refunded that day among orders paid that day; failed refunds do not count", async () => {
    const { data } = await chart(analyst, "refundRate");
    expect(daily(data, "refunded")).toEqual([0, 1, 1]);
    expect(daily(data, "paid")).toEqual([1, 3, 1]);
    expect(daily(data, "rate")?.map((v) => (v === null ? null : Math.round(v * 100) / 100))).toEqual([
      0, 33.33, 100,
    ]);
  });

  test("registrations, daily active players, reservations per game and claims per pack", async () => {
    expect(daily((await chart(analyst, "registrations")).data, "registrations")).toEqual([1, 1, 1]);
    expect(daily((await chart(analyst, "activePlayers")).data, "activePlayers")).toEqual([0, 2, 1]);
    const reserved = await chart(analyst, "reservations");
    expect(reserved.data.series.map((s) => s.label)).toEqual(["Alpha Saga", "Beta Wars"]);
    expect(daily(reserved.data, String(gameA))).toEqual([0, 2, 0]);
    expect(daily(reserved.data, String(gameB))).toEqual([0, 0, 1]);
    const claims = await chart(analyst, "claims");
    expect(claims.data.series).toEqual([
      { key: String(packId), label: "Starter", currency: null, unit: "count" },
    ]);
    expect(daily(claims.data, String(packId))).toEqual([1, 0, 1]);
    const chinese = t.client("en");
    chinese.cookies = new Map(analyst.cookies);
    chinese.cookies.set("console_language", "zh");
    expect((await chart(chinese, "claims")).data.series[0]?.label).toBe("新手礼包");
  });
});

describe("daily rows", () => {
  const stored = { timeZone: TZ, from: "2026-06-13", to: "2026-06-14" };
  const sorted = (figures: repo.DailyFigure[]) =>
    figures.map((f) => `${f.metric} ${f.day} ${f.key} ${f.currency} ${f.value}`).sort();

  test("equal the live computation from the source tables, and rebuilding twice changes nothing", async () => {
    await chart(analyst, "revenue"); // builds the missing days
    const live = sorted(await repo.computeFigures(t.database.db, repo.metrics, stored));
    expect(live.length).toBeGreaterThan(20);
    expect(sorted(await repo.storedFigures(t.database.db, repo.metrics, stored.from, stored.to))).toEqual(
      live,
    );
    await rebuildRecentDays(t.database.db, TZ, NOW, 3);
    await rebuildRecentDays(t.database.db, TZ, NOW, 3);
    expect(sorted(await repo.storedFigures(t.database.db, repo.metrics, stored.from, stored.to))).toEqual(
      live,
    );
    // Today is never stored: it is computed on each read.
    const days = await t.database.db.select().from(dashboardDays);
    expect(days.map((d) => d.day).sort()).toEqual(["2026-06-12", "2026-06-13", "2026-06-14"]);
  });

  test("a late change to a recent day reaches the chart with the next rebuild", async () => {
    await t.database.db.insert(orderRefunds).values({
      orderNo: "D8",
      amountMinor: 400,
      currency: "THB",
      reason: "late",
      idempotencyKey: "late",
      status: "succeeded",
      completedAt: at("2026-06-14T07:00:00Z"),
    });
    expect(daily((await chart(analyst, "revenue")).data, `${gameA}|THB`)).toEqual([10000, 1000, 3000]);
    await rebuildRecentDays(t.database.db, TZ, NOW);
    expect(daily((await chart(analyst, "revenue")).data, `${gameA}|THB`)).toEqual([10000, 600, 3000]);
    await t.database.db.execute(sql`delete from ${orderRefunds} where idempotency_key = 'late'`);
    await rebuildRecentDays(t.database.db, TZ, NOW);
  });

  test("many readers building the same missing days at once store each figure once", async () => {
    const fresh = { from: "2026-05-01", to: "2026-06-14" };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => chart(analyst, "paymentSuccess", fresh)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    for (const answer of answers) expect(answer.data.totals).toEqual(answers[0]?.data.totals);
    const [row] = (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${dashboardDays} where day between '2026-05-01' and '2026-06-14'`,
      )
    ).rows;
    expect(Number(row?.n)).toBe(45);
  });
});

describe("bad ranges and permissions", () => {
  const daysStored = async () => (await t.database.db.select().from(dashboardDays)).length;

  test("a reversed range, a range over 366 days and malformed dates are refused with a clear message", async () => {
    const before = await daysStored();
    const reversed = await chart(analyst, "revenue", { from: "2026-06-10", to: "2026-06-01" });
    expect(reversed).toMatchObject({ status: 400, code: 5245, msg: "The range ends before it starts" });
    const long = await chart(analyst, "revenue", { from: "2024-01-01", to: "2025-12-31" });
    expect(long).toMatchObject({ status: 400, code: 5246 });
    expect(long.msg).toContain("366");
    const bads: Record<string, string>[] = [
      { from: "2026-02-30" },
      { to: "yesterday" },
      { chart: "profit" },
      { by: "planet" },
    ];
    for (const bad of bads)
      expect((await chart(analyst, "revenue", bad)).status, JSON.stringify(bad)).toBe(400);
    const zh = t.client("en");
    zh.cookies = new Map(analyst.cookies);
    zh.cookies.set("console_language", "zh");
    expect((await chart(zh, "revenue", { from: "2026-06-10", to: "2026-06-01" })).msg).toBe(
      "日期范围的结束早于开始",
    );
    expect(await daysStored()).toBe(before);
  });

  test("analysts, commerce operators and owners read the charts; other roles are refused", async () => {
    for (const role of ["owner", "commerceOperator"] as const)
      expect((await chart((await signedInStaff(t, role)).client, "registrations")).status).toBe(200);
    for (const role of ["supportAgent", "contentEditor", "communityModerator"] as const)
      expect((await chart((await signedInStaff(t, role)).client, "registrations")).status).toBe(403);
    expect((await chart(t.client(), "registrations")).status).toBe(401);
  });
});
