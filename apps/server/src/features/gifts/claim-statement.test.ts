import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { giftCodes } from "../../db/schema/gifts.ts";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { addPack } from "../../testing/gifts.ts";
import { createPlayers, signInAs } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { awardPoints } from "../points/ledger.service.ts";
import { claimCode } from "./gifts.repository.ts";

/** The one statement a claim of a free pack is (gifts.repository `claimCode`): what it takes and answers. */
let gameId: number;

const t = useTestApp();
beforeAll(async () => {
  gameId = idOf(await seedTestGames(t), "dragon-realm");
});

const codesOf = (packId: number) =>
  t.database.db
    .select({ code: giftCodes.code, userId: giftCodes.userId })
    .from(giftCodes)
    .where(eq(giftCodes.packId, packId))
    .orderBy(giftCodes.id);

describe("the claim statement", () => {
  test("takes the first free code and answers it with the player's points balance", async () => {
    const packId = await addPack(t, gameId, 3);
    const [player] = await createPlayers(t, 1);
    await awardPoints(t.database.db, player as number, 40, { reason: "task", reference: "claim-test" });
    const claim = await claimCode(t.database.db, packId, player as number, t.clock.now);
    expect(claim).toEqual({ code: `P${packId}-C0`, held: null, balance: 40 });
    const codes = await codesOf(packId);
    expect(codes.map((row) => row.userId)).toEqual([player, null, null]);
  });

  test("a second claim takes nothing and answers the code already held", async () => {
    const packId = await addPack(t, gameId, 3);
    const [player] = await createPlayers(t, 1);
    const first = await claimCode(t.database.db, packId, player as number, t.clock.now);
    const second = await claimCode(t.database.db, packId, player as number, t.clock.now);
    expect(second).toEqual({ code: null, held: first.code, balance: 0 });
    const [free] = await t.database.db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(giftCodes)
      .where(and(eq(giftCodes.packId, packId), isNull(giftCodes.userId)));
    expect(free?.n).toBe(2);
  });

  test("sold out: nothing taken, nothing held", async () => {
    const packId = await addPack(t, gameId, 1);
    const [winner, late] = await createPlayers(t, 2);
    expect((await claimCode(t.database.db, packId, winner as number, t.clock.now)).code).toBe(
      `P${packId}-C0`,
    );
    expect(await claimCode(t.database.db, packId, late as number, t.clock.now)).toEqual({
      code: null,
      held: null,
      balance: 0,
    });
    expect((await codesOf(packId)).map((row) => row.userId)).toEqual([winner]);
  });

  test("through the route: the claim answers the balance; again, giftClaimed; sold out, soldOut", async () => {
    const packId = await addPack(t, gameId, 1);
    const [player, other] = await createPlayers(t, 2);
    await awardPoints(t.database.db, player as number, 25, { reason: "task", reference: "claim-route" });
    const client = await signInAs(t, player as number);
    const claimed = await client.post<{ code: string; points: number }>("/api/doleGift", { giftId: packId });
    expect([claimed.code, claimed.data.code, claimed.data.points]).toEqual([200, `P${packId}-C0`, 25]);
    expect((await client.post("/api/doleGift", { giftId: packId })).code).toBe(4705);
    const late = await signInAs(t, other as number);
    expect((await late.post("/api/doleGift", { giftId: packId })).code).toBe(4704);
  });

  test("a points pack answers the balance left after the spend", async () => {
    const packId = await addPack(t, gameId, 2, { pointsCost: 10 });
    const [player] = await createPlayers(t, 1);
    await awardPoints(t.database.db, player as number, 25, { reason: "task", reference: "claim-points" });
    const client = await signInAs(t, player as number);
    const claimed = await client.post<{ code: string; points: number }>("/api/doleGift", { giftId: packId });
    expect([claimed.code, claimed.data.points]).toEqual([200, 15]);
  });
});
