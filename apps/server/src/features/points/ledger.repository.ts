import { ID_MAX } from "@portal/contracts/paging";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { pointsBalances, pointsLedger, rechargeTotals } from "../../db/schema/points.ts";

/** One ledger line; false (nothing written) when its cause (reason, reference) was already booked. */
export async function insertEntry(tx: DbOrTx, values: typeof pointsLedger.$inferInsert) {
  const written = await tx
    .insert(pointsLedger)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  return written.length > 0;
}

export async function addToBalance(tx: DbOrTx, userId: number, amount: number) {
  await tx
    .insert(pointsBalances)
    .values({ userId, balance: amount })
    .onConflictDoUpdate({
      target: pointsBalances.userId,
      set: { balance: sql`${pointsBalances.balance} + ${amount}` },
    });
}

/**
 * Takes `cost` only if the balance covers it (the conditional update is the lock): answers the new
 * balance, or null (nothing taken) when it does not cover it.
 */
export async function takeFromBalance(tx: DbOrTx, userId: number, cost: number): Promise<number | null> {
  const [taken] = await tx
    .update(pointsBalances)
    .set({ balance: sql`${pointsBalances.balance} - ${cost}` })
    .where(and(eq(pointsBalances.userId, userId), sql`${pointsBalances.balance} >= ${cost}`))
    .returning({ balance: pointsBalances.balance });
  return taken?.balance ?? null;
}

/** A spend's ledger line (a cause spent twice fails on the unique index). */
export async function insertSpend(tx: DbOrTx, values: typeof pointsLedger.$inferInsert) {
  await tx.insert(pointsLedger).values(values);
}

export async function pointsBalance(db: DbOrTx, userId: number): Promise<number> {
  const query = prepared(db, "points_balance", (name) =>
    db
      .select({ balance: pointsBalances.balance })
      .from(pointsBalances)
      .where(eq(pointsBalances.userId, sql.placeholder("userId")))
      .prepare(name),
  );
  const [row] = await query.execute({ userId });
  return row?.balance ?? 0;
}

/**
 * The player's ledger, newest first, a page at a time (`before` is the last id of the previous page).
 * The bound is one row comparison on (user_id, id), so every page reads the player's own index range:
 * with "id < before" alone the first page may walk the primary key back through everyone's newer rows.
 */
export async function pointsLog(db: DbOrTx, userId: number, page: { before?: number; limit: number }) {
  const lastId = page.before === undefined ? ID_MAX : page.before - 1;
  return db
    .select({
      id: pointsLedger.id,
      delta: pointsLedger.delta,
      reason: pointsLedger.reason,
      reference: pointsLedger.reference,
      details: pointsLedger.details,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        sql`(${pointsLedger.userId}, ${pointsLedger.id}) <= (${userId}, ${lastId})`,
      ),
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

/** The balance, locked until the transaction ends (0 when the player never had points). */
export async function lockBalance(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: pointsBalances.balance })
    .from(pointsBalances)
    .where(eq(pointsBalances.userId, userId))
    .for("update");
  return row?.balance ?? 0;
}

/** Points booked for causes of `reason` whose reference ends with `suffix` (an order's bonuses). */
export async function pointsBookedFor(db: DbOrTx, userId: number, reason: string, suffix: string) {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.reason, reason),
        sql`right(${pointsLedger.reference}, ${suffix.length}) = ${suffix}`,
      ),
    );
  return row?.sum ?? 0;
}
