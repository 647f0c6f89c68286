import { beforeAll, describe, expect, test } from "vitest";
import { reservations } from "../../db/schema/game-social.ts";
import { outbox } from "../../db/schema/platform.ts";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { addPack } from "../../testing/gifts.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { addRechargeTotal, awardPoints, pointsBalance } from "../points/ledger.service.ts";

interface Pack {
  giftId: number;
  state: string;
  missing: string | null;
  remaining: number;
  code: string | null;
  progress: number | null;
}

let gameId: number;
const DAY = 24 * 60 * 60 * 1000;

const t = useTestApp();
beforeAll(async () => {
  gameId = idOf(await seedTestGames(t), "dragon-realm");
});

const detail = (client: TestClient, giftId: number) =>
  client.get<Pack>("/api/giftDetail", { giftId: String(giftId) });

describe("claiming a pack", () => {
  test("a claim hands one code, shows it as claimed to its owner only, and lists it in the game box", async () => {
    const packId = await addPack(t, gameId, 3);
    const { client } = await newSignedInPlayer(t);
    const claim = await client.post<{ code: string }>("/api/doleGift", { giftId: packId });
    expect(claim.code).toBe(200);
    expect(claim.data.code).toMatch(/^P\d+-C\d$/);
    const mine = await detail(client, packId);
    expect(mine.data).toMatchObject({ state: "claimed", code: claim.data.code, remaining: 2 });
    const other = await detail((await newSignedInPlayer(t)).client, packId);
    expect(other.data).toMatchObject({ state: "claimable", code: null });
    const visitor = await t.client().get<{ items: Pack[] }>("/api/giftList", { appId: String(gameId) });
    expect(visitor.data.items.every((pack) => pack.code === null)).toBe(true);
    const box = await client.get<{ items: { code: string; giftId: number }[] }>("/api/myGiftCodes");
    expect(box.data.items).toEqual([expect.objectContaining({ giftId: packId, code: claim.data.code })]);
    const again = await client.post("/api/doleGift", { giftId: packId });
    expect([again.status, again.code]).toEqual([409, 4705]);
  });

  test("a visitor must sign in; an unknown or malformed pack is refused", async () => {
    const packId = await addPack(t, gameId, 1);
    expect((await t.client().post("/api/doleGift", { giftId: packId })).status).toBe(401);
    const { client } = await newSignedInPlayer(t);
    expect((await client.post("/api/doleGift", { giftId: 999999 })).code).toBe(4702);
    const bad = await client.post("/api/doleGift", { giftId: "abc" });
    expect(bad.status).toBe(400);
  });

  test("an expired pack cannot be claimed", async () => {
    const packId = await addPack(t, gameId, 2, { validUntil: new Date(t.clock.now.getTime() - DAY) });
    const { client } = await newSignedInPlayer(t);
    expect((await detail(client, packId)).data.state).toBe("expired");
    const claim = await client.post("/api/doleGift", { giftId: packId });
    expect([claim.status, claim.code]).toEqual([409, 4703]);
  });

  test("a VIP pack needs the VIP level", async () => {
    const packId = await addPack(t, gameId, 2, { minVipLevel: 2 });
    const { client } = await newSignedInPlayer(t, "en", { vipLevel: 1 });
    expect((await detail(client, packId)).data).toMatchObject({ state: "locked", missing: "vip" });
    expect((await client.post("/api/doleGift", { giftId: packId })).code).toBe(4706);
    const vip = await newSignedInPlayer(t, "en", { vipLevel: 2 });
    expect((await vip.client.post("/api/doleGift", { giftId: packId })).code).toBe(200);
  });

  test("a pre-registration pack needs the reservation; a sign-in pack needs today's sign-in", async () => {
    const reservationPack = await addPack(t, gameId, 2, { needsReservation: true });
    const signInPack = await addPack(t, gameId, 2, { needsDailySignIn: true });
    const { id, client } = await newSignedInPlayer(t);
    expect((await client.post("/api/doleGift", { giftId: reservationPack })).code).toBe(4707);
    expect((await client.post("/api/doleGift", { giftId: signInPack })).code).toBe(4708);
    await t.database.db.insert(reservations).values({ userId: id, gameId });
    await client.post("/api/sign", {});
    expect((await client.post("/api/doleGift", { giftId: reservationPack })).code).toBe(200);
    expect((await client.post("/api/doleGift", { giftId: signInPack })).code).toBe(200);
  });

  test("an e-mail pack needs the bound e-mail, refuses another, and mails the code", async () => {
    const packId = await addPack(t, gameId, 2, { needsEmail: true });
    const unbound = await newSignedInPlayer(t, "en", { email: null, phone: "13900000077" });
    expect((await unbound.client.post("/api/doleGift", { giftId: packId })).code).toBe(4108);
    const { client } = await newSignedInPlayer(t, "en", { email: "Gifted@Example.com" });
    const wrong = await client.post("/api/doleGift", { giftId: packId, email: "other@example.com" });
    expect([wrong.code, wrong.msg]).toEqual([4709, "E-mail incorrect, please re-enter"]);
    const before = await t.database.db.select().from(outbox);
    const claim = await client.post<{ code: string }>("/api/doleGift", {
      giftId: packId,
      email: "gifted@example.com",
    });
    expect(claim.code).toBe(200);
    const jobs = (await t.database.db.select().from(outbox)).slice(before.length);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.payload).toMatchObject({ to: "Gifted@Example.com" });
    const mail = jobs[0]?.payload as Record<string, unknown> | undefined;
    expect(String(mail?.text)).toContain(claim.data.code);
  });

  test("a points pack spends its cost; too few points changes nothing", async () => {
    const packId = await addPack(t, gameId, 2, { pointsCost: 50 });
    const { id, client } = await newSignedInPlayer(t);
    await awardPoints(t.database.db, id, 40, { reason: "test", reference: "a" });
    expect((await detail(client, packId)).data.state).toBe("pointsInsufficient");
    const poor = await client.post("/api/doleGift", { giftId: packId });
    expect([poor.code, poor.msg]).toEqual([4701, "Insufficient points: earn or collect points first"]);
    expect((await detail(client, packId)).data.remaining).toBe(2);
    await awardPoints(t.database.db, id, 10, { reason: "test", reference: "b" });
    const claim = await client.post<{ points: number }>("/api/doleGift", { giftId: packId });
    expect([claim.code, claim.data.points]).toEqual([200, 0]);
    expect(await pointsBalance(t.database.db, id)).toBe(0);
    const list = await client.get<{ items: Pack[] }>("/api/giftList", {
      kind: "points",
      appId: String(gameId),
    });
    expect(list.data.items.map((pack) => pack.giftId)).toContain(packId);
    const free = await client.get<{ items: Pack[] }>("/api/giftList", { appId: String(gameId) });
    expect(free.data.items.map((pack) => pack.giftId)).not.toContain(packId);
    const all = await client.get<{ items: Pack[] }>("/api/giftList", { kind: "all", appId: String(gameId) });
    expect(all.data.items.map((pack) => pack.giftId)).toContain(packId);
  });

  test("a sold-out pack says so", async () => {
    const packId = await addPack(t, gameId, 1);
    await (await newSignedInPlayer(t)).client.post("/api/doleGift", { giftId: packId });
    const { client } = await newSignedInPlayer(t);
    expect((await detail(client, packId)).data.state).toBe("soldOut");
    const claim = await client.post("/api/doleGift", { giftId: packId });
    expect([claim.code, claim.msg]).toEqual([4704, "Sold out"]);
  });
});

describe("mission packs", () => {
  test("a top-up pack unlocks at the game's cumulative amount and is claimed once", async () => {
    const packId = await addPack(t, gameId, 3, {
      task: { kind: "recharge", currency: "USD", amountMinor: 1000 },
    });
    const { id, client } = await newSignedInPlayer(t);
    await addRechargeTotal(t.database.db, { userId: id, gameId, currency: "USD", amountMinor: 600 });
    const list = await client.get<Pack[]>("/api/gift/rechargeAmt", { appId: String(gameId) });
    expect(list.data.find((pack) => pack.giftId === packId)).toMatchObject({
      state: "locked",
      progress: 600,
    });
    expect((await client.post("/api/gift/rechargeAmt/dole", { giftId: packId })).code).toBe(4710);
    await addRechargeTotal(t.database.db, { userId: id, gameId, currency: "USD", amountMinor: 400 });
    expect((await client.post("/api/gift/rechargeAmt/dole", { giftId: packId })).code).toBe(200);
    expect((await client.post("/api/gift/rechargeAmt/dole", { giftId: packId })).code).toBe(4705);
  });

  test("a sign-in streak pack unlocks after enough days in a row", async () => {
    const packId = await addPack(t, gameId, 3, { task: { kind: "signStreak", days: 2 } });
    const { client } = await newSignedInPlayer(t);
    await client.post("/api/sign", { timeZone: "UTC" });
    expect((await client.post("/api/doleGift", { giftId: packId })).code).toBe(4710);
    t.clock.advance(DAY);
    await client.post("/api/sign", {});
    const missions = await client.get<{ items: Pack[] }>("/api/giftList", { kind: "mission" });
    expect(missions.data.items.find((pack) => pack.giftId === packId)).toMatchObject({
      state: "claimable",
      progress: 2,
    });
    expect((await client.post("/api/doleGift", { giftId: packId })).code).toBe(200);
  });

  test("a pre-registration quest unlocks once the game is reserved", async () => {
    const packId = await addPack(t, gameId, 2, { task: { kind: "reservation" } });
    const { id, client } = await newSignedInPlayer(t);
    expect((await detail(client, packId)).data).toMatchObject({
      state: "locked",
      missing: "task",
      progress: 0,
    });
    await t.database.db.insert(reservations).values({ userId: id, gameId });
    expect((await detail(client, packId)).data).toMatchObject({ state: "claimable", progress: 1 });
    expect((await client.post("/api/doleGift", { giftId: packId })).code).toBe(200);
  });

  test("the recharge claim route only claims top-up packs", async () => {
    const packId = await addPack(t, gameId, 1);
    const { client } = await newSignedInPlayer(t);
    expect((await client.post("/api/gift/rechargeAmt/dole", { giftId: packId })).code).toBe(4702);
    expect((await detail(client, packId)).data.remaining).toBe(1);
  });
});
