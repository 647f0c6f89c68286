import { eq, sum } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { pointsLedger } from "../../db/schema/points.ts";
import { createPlayers } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { awardPoints, pointsBalance, pointsLog, spendPoints } from "./ledger.service.ts";

const t = useTestApp();

async function ledgerSum(userId: number) {
  const [row] = await t.database.db
    .select({ total: sum(pointsLedger.delta) })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.total ?? 0);
}

describe("points ledger", () => {
  test("an award is written once per cause; the balance is the ledger's sum", async () => {
    const [uid = 0] = await createPlayers(t, 1);
    const db = t.database.db;
    expect(await awardPoints(db, uid, 30, { reason: "sign-in", reference: "2026-11-23" })).toBe(true);
    expect(await awardPoints(db, uid, 30, { reason: "sign-in", reference: "2026-11-23" })).toBe(false);
    expect(await awardPoints(db, uid, 20, { reason: "sign-in", reference: "2026-11-24" })).toBe(true);
    expect(await pointsBalance(db, uid)).toBe(50);
    expect(await ledgerSum(uid)).toBe(50);
    const log = await pointsLog(db, uid, { limit: 10 });
    expect(log.map((entry) => entry.delta)).toEqual([20, 30]);
  });

  test("spending more than the balance fails and changes nothing", async () => {
    const [uid = 0] = await createPlayers(t, 1);
    const db = t.database.db;
    await awardPoints(db, uid, 10, { reason: "task", reference: "a" });
    await expect(spendPoints(db, uid, 11, { reason: "mall", reference: "1" })).rejects.toMatchObject({
      errorName: "pointsInsufficient",
    });
    expect(await pointsBalance(db, uid)).toBe(10);
    expect(await ledgerSum(uid)).toBe(10);
  });

  test("concurrent spends never take the balance below zero", async () => {
    const [uid = 0] = await createPlayers(t, 1);
    const db = t.database.db;
    await awardPoints(db, uid, 30, { reason: "task", reference: "b" });
    const spends = Array.from({ length: 10 }, (_, i) =>
      db.transaction((tx) => spendPoints(tx, uid, 10, { reason: "mall", reference: String(i) })),
    );
    const results = await Promise.allSettled(spends);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(await pointsBalance(db, uid)).toBe(0);
    expect(await ledgerSum(uid)).toBe(0);
  });
});
