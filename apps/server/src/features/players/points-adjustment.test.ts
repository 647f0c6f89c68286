import { languages } from "@portal/contracts/languages";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { pointsLedger } from "../../db/schema/points.ts";
import { auditCount, auditEntriesOf } from "../../testing/audit.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let agent: TestClient;
let moderator: TestClient;

const t = useTestApp();
beforeAll(async () => {
  agent = (await signedInStaff(t, "supportAgent")).client;
  moderator = (await signedInStaff(t, "communityModerator")).client;
});

const adjust = (body: Record<string, unknown>, client = agent) =>
  client.post<{ balance: number }>("/api/console/players/points", body);
const ledgerSum = async (userId: number) =>
  (
    await t.database.db
      .select({ sum: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
  )[0]?.sum ?? 0;

describe("points adjustments", () => {
  test("adds and takes with a reason, shown in the player's history with its own label, audited", async () => {
    const player = await newSignedInPlayer(t);
    expect((await adjust({ playerId: player.id, delta: 50, reason: "Lost event reward" })).data).toEqual({
      balance: 50,
    });
    expect((await adjust({ playerId: player.id, delta: -20, reason: "Duplicate reward" })).data).toEqual({
      balance: 30,
    });
    const log = await player.client.get<{ items: { delta: number; reason: string }[]; balance: number }>(
      "/api/scoreLog",
    );
    expect(log.data).toMatchObject({
      balance: 30,
      items: [
        { delta: -20, reason: "adjustment" },
        { delta: 50, reason: "adjustment" },
      ],
    });
    for (const language of languages) {
      const label = t.deps.t(language, "gifts:reason.adjustment");
      expect(label, language).not.toBe("reason.adjustment");
      if (language !== "en") expect(label, language).not.toBe(t.deps.t("en", "gifts:reason.adjustment"));
    }
    const page = await agent.get<{ points: { history: { note: string | null }[] } }>(
      "/api/console/players/detail",
      { playerId: String(player.id) },
    );
    expect(page.data.points.history.map((h) => h.note)).toEqual(["Duplicate reward", "Lost event reward"]);
    const audit = await auditEntriesOf(t, { action: "player.adjustPoints", subjectId: player.id });
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ balance: 0 }, { balance: 50, delta: 50, reason: "Lost event reward" }],
      [{ balance: 50 }, { balance: 30, delta: -20, reason: "Duplicate reward" }],
    ]);
  });

  test("never below zero: refused with the balance, nothing written; bad input is refused", async () => {
    const player = await newSignedInPlayer(t);
    await adjust({ playerId: player.id, delta: 10, reason: "r" });
    const auditBefore = await auditCount(t);
    expect(await adjust({ playerId: player.id, delta: -11, reason: "too much" })).toMatchObject({
      status: 409,
      code: 5155,
      msg: "The player has only 10 points: a balance cannot go below zero",
    });
    for (const body of [
      { playerId: player.id, delta: 0, reason: "zero" },
      { playerId: player.id, delta: 1.5, reason: "half" },
      { playerId: player.id, delta: 2_000_000, reason: "huge" },
      { playerId: player.id, delta: 5, reason: "  " },
      { playerId: player.id, delta: 5, reason: "x".repeat(201) },
    ])
      expect(await adjust(body), JSON.stringify(body)).toMatchObject({ status: 400 });
    expect(await adjust({ playerId: 999999, delta: 5, reason: "ghost" })).toMatchObject({
      status: 404,
      code: 5150,
    });
    expect(await auditCount(t)).toBe(auditBefore);
    expect(await ledgerSum(player.id)).toBe(10);
  });

  test("many at once stay exact: every addition counts, takings stop at zero", async () => {
    const player = await newSignedInPlayer(t);
    await adjust({ playerId: player.id, delta: 100, reason: "start" });
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, () => adjust({ playerId: player.id, delta: -3, reason: "take" })),
      ...Array.from({ length: 20 }, () => adjust({ playerId: player.id, delta: 7, reason: "add" })),
    ]);
    const taken = answers.slice(0, 40).filter((a) => a.code === 200).length;
    const added = answers.slice(40).filter((a) => a.code === 200).length;
    expect(added).toBe(20);
    expect(answers.every((a) => a.code === 200 || a.code === 5155)).toBe(true);
    const expected = 100 + 20 * 7 - 3 * taken;
    expect(expected).toBeGreaterThanOrEqual(0);
    const page = await agent.get<{ points: { balance: number } }>("/api/console/players/detail", {
      playerId: String(player.id),
    });
    expect(page.data.points.balance).toBe(expected);
    expect(await ledgerSum(player.id)).toBe(expected);
  });

  test("a community moderator may sanction but not adjust points", async () => {
    const player = await newSignedInPlayer(t);
    expect(await adjust({ playerId: player.id, delta: 5, reason: "r" }, moderator)).toMatchObject({
      status: 403,
      code: 5103,
    });
  });
});
