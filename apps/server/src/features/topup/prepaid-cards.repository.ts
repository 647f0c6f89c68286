import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { prepaidCardBatches, prepaidCards, prepaidCardTries } from "../../db/schema/prepaid-cards.ts";

export type CardBatchRow = typeof prepaidCardBatches.$inferSelect;
export type NewCardBatch = typeof prepaidCardBatches.$inferInsert;
export type NewCard = typeof prepaidCards.$inferInsert;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function cardExists(db: DbOrTx, serial: string) {
  const [row] = await db
    .select({ id: prepaidCards.id })
    .from(prepaidCards)
    .where(eq(prepaidCards.serial, serial));
  return Boolean(row);
}

/**
 * Counts one card try of the player in one statement (a fixed window that restarts once it is
 * over) and answers the count including this try, so concurrent tries each see their own number.
 */
export async function countPlayerTry(db: DbOrTx, userId: number, now: Date, windowStart: Date) {
  const over = sql`${prepaidCardTries.since} <= ${at(windowStart)}`;
  const [row] = await db
    .insert(prepaidCardTries)
    .values({ userId, tries: 1, since: now })
    .onConflictDoUpdate({
      target: prepaidCardTries.userId,
      set: {
        tries: sql`CASE WHEN ${over} THEN 1 ELSE ${prepaidCardTries.tries} + 1 END`,
        since: sql`CASE WHEN ${over} THEN ${at(now)} ELSE ${prepaidCardTries.since} END`,
      },
    })
    .returning({ tries: prepaidCardTries.tries, since: prepaidCardTries.since });
  if (!row) throw new Error("card try not counted");
  return row;
}

/** The same for the card with this serial; undefined when no card has it. */
export async function countCardTry(db: DbOrTx, serial: string, now: Date, windowStart: Date) {
  const over = sql`(${prepaidCards.triesSince} IS NULL OR ${prepaidCards.triesSince} <= ${at(windowStart)})`;
  const [row] = await db
    .update(prepaidCards)
    .set({
      tries: sql`CASE WHEN ${over} THEN 1 ELSE ${prepaidCards.tries} + 1 END`,
      triesSince: sql`CASE WHEN ${over} THEN ${at(now)} ELSE ${prepaidCards.triesSince} END`,
    })
    .where(eq(prepaidCards.serial, serial))
    .returning();
  return row;
}

/** A try with the right PIN is not a guess: it is given back to the player and the card. */
export async function giveTryBack(db: DbOrTx, userId: number, cardId: number) {
  await db
    .update(prepaidCardTries)
    .set({ tries: sql`GREATEST(${prepaidCardTries.tries} - 1, 0)` })
    .where(eq(prepaidCardTries.userId, userId));
  await db
    .update(prepaidCards)
    .set({ tries: sql`GREATEST(${prepaidCards.tries} - 1, 0)` })
    .where(eq(prepaidCards.id, cardId));
}

export async function findBatch(db: DbOrTx, batchId: number) {
  const [row] = await db.select().from(prepaidCardBatches).where(eq(prepaidCardBatches.id, batchId));
  return row;
}

/**
 * Marks the card used by this order, only while it is active, its batch active and unexpired:
 * of two orders racing for one card, one finds the row and the other nothing.
 */
export async function takeCard(
  tx: DbOrTx,
  cardId: number,
  use: { orderNo: string; userId: number; now: Date },
) {
  const payableBatches = tx
    .select({ id: prepaidCardBatches.id })
    .from(prepaidCardBatches)
    .where(and(eq(prepaidCardBatches.status, "active"), gt(prepaidCardBatches.expiresAt, use.now)));
  const [taken] = await tx
    .update(prepaidCards)
    .set({ status: "used", usedOrderNo: use.orderNo, usedBy: use.userId, usedAt: use.now })
    .where(
      and(
        eq(prepaidCards.id, cardId),
        eq(prepaidCards.status, "active"),
        inArray(prepaidCards.batchId, payableBatches),
      ),
    )
    .returning({ id: prepaidCards.id });
  return Boolean(taken);
}

export async function batchCodeTaken(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: prepaidCardBatches.id })
    .from(prepaidCardBatches)
    .where(eq(prepaidCardBatches.code, code));
  return Boolean(row);
}

/** Serials of `serials` that some card already has. */
export async function takenSerials(db: DbOrTx, serials: string[]) {
  if (serials.length === 0) return [];
  const rows = await db
    .select({ serial: prepaidCards.serial })
    .from(prepaidCards)
    .where(inArray(prepaidCards.serial, serials));
  return rows.map((r) => r.serial);
}

export async function insertBatch(tx: DbOrTx, batch: NewCardBatch) {
  const [row] = await tx.insert(prepaidCardBatches).values(batch).returning();
  if (!row) throw new Error("batch not inserted");
  return row;
}

export async function insertCards(tx: DbOrTx, cards: NewCard[]) {
  for (let i = 0; i < cards.length; i += 500) await tx.insert(prepaidCards).values(cards.slice(i, i + 500));
}
