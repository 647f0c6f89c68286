import { signInPoints } from "@portal/contracts/gifts";
import type { DbOrTx } from "../../db/client.ts";
import { dayIn } from "../../platform/clock.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fail } from "../../platform/errors.ts";
import { rewardRule } from "../../platform/reward-rules.ts";
import { announceStreakPacks } from "../gifts/unlocks.service.ts";
import { awardPoints, pointsBalance } from "./ledger.service.ts";
import { insertSignIn, lastSignIn } from "./sign-in.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Points of each day of a streak, as the console set them. */
const signInTable = async (db: DbOrTx) => (await rewardRule(db, "signIn")).value.points;

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The player's day: in the time zone of their first sign-in (so changing the device's zone cannot
 * buy a second sign-in the same day), else the zone the client sends, else UTC.
 */
async function today(db: DbOrTx, userId: number, at: Date, asked?: string) {
  const last = await lastSignIn(db, userId);
  const timeZone = last?.timeZone ?? asked ?? "UTC";
  const day = dayIn(timeZone, at);
  const signedToday = last?.day === day;
  const streakSoFar = signedToday || last?.day === dayBefore(day) ? (last?.streak ?? 0) : 0;
  return { last, timeZone, day, signedToday, streakSoFar };
}

export async function signInState(db: DbOrTx, userId: number, at: Date, asked?: string) {
  const [state, balance, table] = await Promise.all([
    today(db, userId, at, asked),
    pointsBalance(db, userId),
    signInTable(db),
  ]);
  return {
    signedToday: state.signedToday,
    streak: state.streakSoFar,
    todayPoints: signInPoints(table, state.signedToday ? state.streakSoFar : state.streakSoFar + 1),
    table,
    balance,
  };
}

/**
 * Today's sign-in: one row per player and day (a unique index), and the points awarded once per day
 * (the ledger's cause). Of simultaneous sign-ins the first writes the row; the others find it taken.
 */
export async function signIn(deps: AppDeps, userId: number, asked?: string) {
  const { db } = deps.database;
  const at = deps.now();
  await db.transaction(async (tx) => {
    const state = await today(tx, userId, at, asked);
    if (state.signedToday) fail("alreadySigned");
    const streak = state.streakSoFar + 1;
    const points = signInPoints(await signInTable(tx), streak);
    const written = await insertSignIn(tx, {
      userId,
      day: state.day,
      timeZone: state.timeZone,
      streak,
      points,
    });
    if (!written) fail("alreadySigned");
    if (points > 0) await awardPoints(tx, userId, points, { reason: "signIn", reference: state.day });
    await announceStreakPacks(tx, userId, streak, at);
  });
  return signInState(db, userId, at, asked);
}
