import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { mallProducts } from "../../db/schema/gifts.ts";
import { addProduct } from "../../testing/gifts.ts";
import { createPlayers, newSignedInPlayer, signInAs } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { awardPoints, pointsBalance } from "../points/ledger.service.ts";
import { pickPrize } from "./mall.service.ts";

const address = { name: "Mai", phone: "0901234567", address: "12 Le Loi, District 1, HCMC" };

const t = useTestApp();

async function richPlayer(points: number, values = {}) {
  const player = await newSignedInPlayer(t, "en", values);
  await awardPoints(t.database.db, player.id, points, { reason: "test", reference: "grant" });
  return player;
}

const stockOf = async (productId: number) =>
  (await t.database.db.select().from(mallProducts).where(eq(mallProducts.id, productId)))[0]?.stock;

describe("exchanging points for products", () => {
  test("an exchange takes stock and points and shows in the records", async () => {
    const productId = await addProduct(t, { pointsCost: 100, stock: 5 });
    const { id, client } = await richPlayer(250);
    const done = await client.post<{ balance: number }>("/api/bonusDoleProduct", { productId, quantity: 2 });
    expect([done.code, done.data.balance]).toEqual([200, 50]);
    expect(await stockOf(productId)).toBe(3);
    const records = await client.get<{ items: { productId: number; points: number }[] }>(
      "/api/bonusExchangeRecord",
    );
    expect(records.data.items).toEqual([expect.objectContaining({ productId, points: 200 })]);
    const poor = await client.post("/api/bonusDoleProduct", { productId });
    expect([poor.code, poor.msg]).toEqual([4701, "Insufficient points: earn or collect points first"]);
    expect(await stockOf(productId)).toBe(3);
    expect(await pointsBalance(t.database.db, id)).toBe(50);
  });

  test("too little stock, sold out, and an unknown product", async () => {
    const productId = await addProduct(t, { pointsCost: 10, stock: 1 });
    const { client } = await richPlayer(100);
    expect((await client.post("/api/bonusDoleProduct", { productId, quantity: 2 })).code).toBe(4713);
    expect((await client.post("/api/bonusDoleProduct", { productId })).code).toBe(200);
    const soldOut = await client.post("/api/bonusDoleProduct", { productId });
    expect([soldOut.code, soldOut.msg]).toEqual([4704, "Sold out"]);
    expect((await client.post("/api/bonusDoleProduct", { productId: 987654 })).code).toBe(4712);
    expect((await client.get("/api/bonusGetProductDetail", { productId: "987654" })).code).toBe(4712);
    expect((await client.post("/api/bonusDoleProduct", { productId, quantity: 0 })).status).toBe(400);
  });

  test("a physical product needs an address; the last one is offered next time", async () => {
    const productId = await addProduct(t, { physical: true, pointsCost: 10 });
    const { client } = await richPlayer(100);
    expect((await client.post("/api/bonusDoleProduct", { productId })).code).toBe(4714);
    const blank = await client.post("/api/bonusDoleProduct", {
      productId,
      address: { ...address, name: " " },
    });
    expect(blank.status).toBe(400);
    expect((await client.get("/api/bonusGetLastAddr")).data).toBeNull();
    expect((await client.post("/api/bonusDoleProduct", { productId, address })).code).toBe(200);
    expect((await client.get("/api/bonusGetLastAddr")).data).toEqual(address);
  });

  test("VIP products need the level; birthday products the birthday month", async () => {
    t.clock.now = new Date("2026-06-15T10:00:00Z");
    const vipProduct = await addProduct(t, { section: "vip", minVipLevel: 3, pointsCost: 10 });
    const birthdayProduct = await addProduct(t, { section: "birthday", pointsCost: 10 });
    const plain = await richPlayer(100, { vipLevel: 1, birthday: "2000-01-20" });
    expect((await plain.client.post("/api/bonusDoleProduct", { productId: vipProduct })).code).toBe(4706);
    expect((await plain.client.post("/api/bonusDoleProduct", { productId: birthdayProduct })).code).toBe(
      4715,
    );
    const vip = await richPlayer(100, { vipLevel: 3, birthday: "2000-06-02" });
    expect((await vip.client.post("/api/bonusDoleProduct", { productId: vipProduct })).code).toBe(200);
    expect((await vip.client.post("/api/bonusDoleProduct", { productId: birthdayProduct })).code).toBe(200);
    const index = await vip.client.get<{ vip: { productId: number; blocked: string | null }[] }>(
      "/api/bonusIndex",
    );
    expect(index.data.vip.find((p) => p.productId === vipProduct)?.blocked).toBeNull();
    const list = await plain.client.get<{ items: { productId: number; blocked: string | null }[] }>(
      "/api/bonusGetVipProduct",
    );
    expect(list.data.items.find((p) => p.productId === vipProduct)?.blocked).toBe("vip");
  });

  test("a player with points for 3 exchanges firing 10 at once gets 3 and a balance of 0", async () => {
    const productId = await addProduct(t, { pointsCost: 40, stock: 100 });
    const { id, client } = await richPlayer(120);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post("/api/bonusDoleProduct", { productId })),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.code === 4701)).toHaveLength(7);
    expect(await pointsBalance(t.database.db, id)).toBe(0);
    expect(await stockOf(productId)).toBe(97);
  });

  test("many players for little stock: stock never goes below zero", async () => {
    const productId = await addProduct(t, { pointsCost: 10, stock: 7 });
    const ids = await createPlayers(t, 40);
    for (const id of ids) await awardPoints(t.database.db, id, 10, { reason: "test", reference: "grant" });
    const clients = await Promise.all(ids.map((id) => signInAs(t, id)));
    const answers = await Promise.all(clients.map((c) => c.post("/api/bonusDoleProduct", { productId })));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(7);
    expect(await stockOf(productId)).toBe(0);
  });
});

describe("the treasure box", () => {
  test("draws prizes at the published odds", async () => {
    const { odds } = (
      await t.client().get<{ treasureBox: { odds: { prize: string; percent: number }[] } }>("/api/bonusIndex")
    ).data.treasureBox;
    const prizes = odds.map(({ prize, percent }) => ({ prize, weight: percent * 100 }));
    const sum = prizes.reduce((total, prize) => total + prize.weight, 0);
    const draws = 20_000;
    const seen = new Map<string, number>();
    for (let n = 0; n < draws; n++) {
      const { prize } = pickPrize(prizes, randomInt(sum));
      seen.set(prize, (seen.get(prize) ?? 0) + 1);
    }
    for (const { prize, percent } of odds) {
      // Within 1.5 percentage points: about five standard deviations at these odds and this many draws.
      expect(Math.abs(((seen.get(prize) ?? 0) * 100) / draws - percent)).toBeLessThan(1.5);
    }
  });

  test("publishes its odds, costs its points, and pays the drawn prize", async () => {
    const index = await t
      .client()
      .get<{ treasureBox: { cost: number; odds: { percent: number }[] } }>("/api/bonusIndex");
    const { cost, odds } = index.data.treasureBox;
    expect(odds.reduce((sum, prize) => sum + prize.percent, 0)).toBeCloseTo(100);
    const { id, client } = await richPlayer(cost);
    const draw = await client.post<{ pointsWon: number; balance: number }>("/api/treasureBox");
    expect(draw.code).toBe(200);
    expect(draw.data.balance).toBe(draw.data.pointsWon);
    expect(await pointsBalance(t.database.db, id)).toBe(draw.data.pointsWon);
    const poor = await newSignedInPlayer(t);
    expect((await poor.client.post("/api/treasureBox")).code).toBe(4701);
    expect(await pointsBalance(t.database.db, poor.id)).toBe(0);
  });
});
