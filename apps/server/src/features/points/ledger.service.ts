import type { DbOrTx } from "../../db/client.ts";
import { fail } from "../../platform/errors.ts";
import * as repo from "./ledger.repository.ts";

/**
 * The one way points move. Call these inside the transaction of the change that causes them (a
 * sign-in, an exchange, a paid order) so the points and the change commit or roll back together.
 */

export interface PointsCause {
  /** What kind of thing moved the points: "sign-in", "mall", "order", "task"… */
  reason: string;
  /** Which one: the day, the exchange id, the order number. Unique per player and reason. */
  reference: string;
}

/** Adds points once per cause; answers false (and changes nothing) when that cause was already paid. */
export async function awardPoints(tx: DbOrTx, userId: number, amount: number, cause: PointsCause) {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new Error(`award must be a positive integer: ${amount}`);
  if (!(await repo.insertEntry(tx, { userId, delta: amount, ...cause }))) return false;
  await repo.addToBalance(tx, userId, amount);
  return true;
}

/**
 * Takes `cost` points or fails with `pointsInsufficient`. The conditional update is the lock: of two
 * concurrent spends that together exceed the balance, the second finds too little and changes nothing.
 * Answers the balance left (null when the cost is 0: nothing was read).
 */
export async function spendPoints(tx: DbOrTx, userId: number, cost: number, cause: PointsCause) {
  if (!Number.isInteger(cost) || cost < 0) throw new Error(`cost must be a non-negative integer: ${cost}`);
  if (cost === 0) return null;
  const left = await repo.takeFromBalance(tx, userId, cost);
  if (left === null) return fail("pointsInsufficient");
  // A cause spent twice is a bug in the caller; the unique index makes the transaction fail.
  await repo.insertSpend(tx, { userId, delta: -cost, ...cause });
  return left;
}

/**
 * A staff adjustment: adds `delta` points, or takes them when negative only if the balance covers
 * them (the same conditional update as a spend). Answers the new balance, or null (nothing
 * written) when taking would go below zero. `details` (who, why) stays on the ledger line.
 */
export async function adjustPoints(
  tx: DbOrTx,
  userId: number,
  delta: number,
  cause: PointsCause & { details: Record<string, unknown> },
): Promise<number | null> {
  if (!Number.isInteger(delta) || delta === 0)
    throw new Error(`adjustment must be a non-zero integer: ${delta}`);
  if (delta > 0) await repo.addToBalance(tx, userId, delta);
  else if ((await repo.takeFromBalance(tx, userId, -delta)) === null) return null;
  await repo.insertSpend(tx, { userId, delta, ...cause });
  return repo.pointsBalance(tx, userId);
}

/**
 * Takes back up to `due` points: what the balance has, never below zero (points already spent stay
 * spent). Answers what was taken; the row lock makes concurrent spends and takes add up exactly.
 */
export async function takePointsUpTo(
  tx: DbOrTx,
  userId: number,
  due: number,
  cause: PointsCause & { details: Record<string, unknown> },
): Promise<number> {
  if (!Number.isInteger(due) || due < 0) throw new Error(`due must be a non-negative integer: ${due}`);
  const taken = Math.min(due, await repo.lockBalance(tx, userId));
  if (taken === 0) return 0;
  await repo.takeFromBalance(tx, userId, taken);
  await repo.insertSpend(tx, { userId, delta: -taken, ...cause });
  return taken;
}

// Reads and recharge totals need no rule beyond their SQL: other features reach them through here.
export {
  addRechargeTotal,
  pointsBalance,
  pointsBookedFor,
  pointsLog,
  rechargeTotal,
} from "./ledger.repository.ts";
