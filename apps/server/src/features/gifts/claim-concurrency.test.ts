import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { giftCodes } from "../../db/schema/gifts.ts";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { addPack } from "../../testing/gifts.ts";
import { createPlayers, newSignedInPlayer, signInAs } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { awardPoints, pointsBalance } from "../points/ledger.service.ts";

/**
 * Limited codes change hands correctly when everyone asks at once. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL with its connection pool (real parallel transactions).
 */
let gameId: number;

const t = useTestApp();
beforeAll(async () => {
  gameId = idOf(await seedTestGames(t), "dragon-realm");
});

describe("claiming a pack at the same moment", () => {
  test("300 players, 50 codes: exactly 50 distinct codes, 250 sold out", async () => {
    const packId = await addPack(t, gameId, 50);
    const ids = await createPlayers(t, 300);
    const clients = await Promise.all(ids.map((id) => signInAs(t, id)));
    const answers = await Promise.all(
      clients.map((client) => client.post<{ code: string }>("/api/doleGift", { giftId: packId })),
    );
    const won = answers.filter((answer) => answer.code === 200);
    expect(won).toHaveLength(50);
    expect(new Set(won.map((answer) => answer.data.code)).size).toBe(50);
    expect(answers.filter((answer) => answer.status === 409 && answer.code === 4704)).toHaveLength(250);
    const [owners] = await t.database.db
      .select({ n: sql<number>`cast(count(distinct ${giftCodes.userId}) as int)` })
      .from(giftCodes)
      .where(eq(giftCodes.packId, packId));
    expect(owners?.n).toBe(50);
  });

  test("one player firing 20 claims gets one code", async () => {
    const packId = await addPack(t, gameId, 10);
    const { id, client } = await newSignedInPlayer(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post<{ code: string }>("/api/doleGift", { giftId: packId })),
    );
    expect(
      answers.filter((answer) => answer.code === 200),
      JSON.stringify(answers.map((a) => [a.code, a.msg]).slice(0, 3)),
    ).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.code === 4705),
      JSON.stringify(answers.map((a) => [a.code, a.msg]).slice(0, 3)),
    ).toHaveLength(19);
    const rows = await t.database.db.select().from(giftCodes).where(eq(giftCodes.userId, id));
    expect(rows).toHaveLength(1);
  });

  test("a points pack: concurrent claims never spend points for a code not given", async () => {
    const packId = await addPack(t, gameId, 5, { pointsCost: 30 });
    const ids = await createPlayers(t, 12);
    for (const id of ids) await awardPoints(t.database.db, id, 30, { reason: "test", reference: "grant" });
    const clients = await Promise.all(ids.map((id) => signInAs(t, id)));
    const answers = await Promise.all(
      clients.map((client) => client.post("/api/doleGift", { giftId: packId })),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(5);
    const balances = await Promise.all(ids.map((id) => pointsBalance(t.database.db, id)));
    expect(balances.filter((balance) => balance === 0)).toHaveLength(5);
    expect(balances.filter((balance) => balance === 30)).toHaveLength(7);
  });
});
