import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { pointsBalances, pointsLedger, rechargeTotals } from "../../db/schema/points.ts";
import { fail } from "../../platform/errors.ts";

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
  const written = await tx
    .insert(pointsLedger)
    .values({ userId, delta: amount, ...cause })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (written.length === 0) return false;
  await tx
    .insert(pointsBalances)
    .values({ userId, balance: amount })
    .onConflictDoUpdate({
      target: pointsBalances.userId,
      set: { balance: sql`${pointsBalances.balance} + ${amount}` },
    });
  return true;
}

/**
 * Takes `cost` points or fails with `pointsInsufficient`. The conditional update is the lock: of two
 * concurrent spends that together exceed the balance, the second finds too little and changes nothing.
 */
export async function spendPoints(tx: DbOrTx, userId: number, cost: number, cause: PointsCause) {
  if (!Number.isInteger(cost) || cost < 0) throw new Error(`cost must be a non-negative integer: ${cost}`);
  if (cost === 0) return;
  const taken = await tx
    .update(pointsBalances)
    .set({ balance: sql`${pointsBalances.balance} - ${cost}` })
    .where(and(eq(pointsBalances.userId, userId), sql`${pointsBalances.balance} >= ${cost}`))
    .returning({ balance: pointsBalances.balance });
  if (taken.length === 0) fail("pointsInsufficient");
  // A cause spent twice is a bug in the caller; the unique index makes the transaction fail.
  await tx.insert(pointsLedger).values({ userId, delta: -cost, ...cause });
}

export async function pointsBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: pointsBalances.balance })
    .from(pointsBalances)
    .where(eq(pointsBalances.userId, userId));
  return row?.balance ?? 0;
}

/** The player's ledger, newest first, a page at a time (`before` is the last id of the previous page). */
export async function pointsLog(db: DbOrTx, userId: number, page: { before?: number; limit: number }) {
  return db
    .select({
      id: pointsLedger.id,
      delta: pointsLedger.delta,
      reason: pointsLedger.reason,
      reference: pointsLedger.reference,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(
      page.before === undefined
        ? eq(pointsLedger.userId, userId)
        : and(eq(pointsLedger.userId, userId), lt(pointsLedger.id, page.before)),
    )
    .orderBy(desc(pointsLedger.id))
    .limit(page.limit);
}

/** Adds a delivered order's amount to the player's total for that game and currency (minor units). */
export async function addRechargeTotal(
  tx: DbOrTx,
  entry: { userId: number; gameId: number; currency: string; amountMinor: number },
) {
  await tx
    .insert(rechargeTotals)
    .values(entry)
    .onConflictDoUpdate({
      target: [rechargeTotals.userId, rechargeTotals.gameId, rechargeTotals.currency],
      set: { amountMinor: sql`${rechargeTotals.amountMinor} + ${entry.amountMinor}` },
    });
}

export async function rechargeTotal(db: DbOrTx, userId: number, gameId: number, currency: string) {
  const [row] = await db
    .select({ amountMinor: rechargeTotals.amountMinor })
    .from(rechargeTotals)
    .where(
      and(
        eq(rechargeTotals.userId, userId),
        eq(rechargeTotals.gameId, gameId),
        eq(rechargeTotals.currency, currency),
      ),
    );
  return row?.amountMinor ?? 0;
}
