import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { dailySignIns } from "../../db/schema/gifts.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { pointsBalance } from "./ledger.service.ts";

interface SignState {
  signedToday: boolean;
  streak: number;
  todayPoints: number;
  balance: number;
}

const HOUR = 60 * 60 * 1000;
/** The sign-in calendar the migration starts with (the console edits it). */
const SIGN_IN_POINTS = [5, 10, 15, 20, 25, 30, 50];

const t = useTestApp();

describe("daily sign-in", () => {
  test("once a day, points by the streak table, streak broken by a missed day", async () => {
    t.clock.now = new Date("2026-03-01T12:00:00Z");
    const { client } = await newSignedInPlayer(t);
    expect((await client.get<SignState>("/api/isSign")).data).toMatchObject({
      signedToday: false,
      streak: 0,
    });
    const first = await client.post<SignState>("/api/sign", { timeZone: "UTC" });
    expect(first.data).toMatchObject({ signedToday: true, streak: 1, todayPoints: SIGN_IN_POINTS[0] });
    const again = await client.post("/api/sign", {});
    expect([again.status, again.code, again.msg]).toEqual([409, 4711, "You have already signed in today"]);
    t.clock.advance(24 * HOUR);
    const second = await client.post<SignState>("/api/sign", {});
    expect(second.data).toMatchObject({ streak: 2, balance: SIGN_IN_POINTS[0] + SIGN_IN_POINTS[1] });
    t.clock.advance(48 * HOUR);
    expect((await client.post<SignState>("/api/sign", {})).data.streak).toBe(1);
    const score = await client.get<{ balance: number }>("/api/getUserScore");
    expect(score.data.balance).toBe(SIGN_IN_POINTS[0] * 2 + SIGN_IN_POINTS[1]);
    const log = await client.get<{ items: { reason: string; delta: number }[] }>("/api/scoreLog");
    expect(log.data.items.map((entry) => entry.reason)).toEqual(["signIn", "signIn", "signIn"]);
  });

  test("the day is the player's: fixed by the time zone of the first sign-in", async () => {
    // 23:30 UTC is already the next day in Bangkok (UTC+7).
    t.clock.now = new Date("2026-04-10T23:30:00Z");
    const { id, client } = await newSignedInPlayer(t);
    await client.post("/api/sign", { timeZone: "Asia/Bangkok" });
    const [row] = await t.database.db.select().from(dailySignIns).where(eq(dailySignIns.userId, id));
    expect(row?.day).toBe("2026-04-11");
    // Claiming another zone later does not open a new day.
    const moved = await client.post("/api/sign", { timeZone: "America/Los_Angeles" });
    expect(moved.code).toBe(4711);
  });

  test("simultaneous sign-ins on one day give one reward", async () => {
    const { id, client } = await newSignedInPlayer(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post("/api/sign", {})));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 4711)).toHaveLength(19);
    expect(await pointsBalance(t.database.db, id)).toBe(SIGN_IN_POINTS[0]);
  });

  test("a bad time zone is bad input; a visitor must sign in", async () => {
    const { client } = await newSignedInPlayer(t);
    expect((await client.post("/api/sign", { timeZone: "Mars/Olympus" })).status).toBe(400);
    expect((await t.client().post("/api/sign", {})).status).toBe(401);
  });
});
