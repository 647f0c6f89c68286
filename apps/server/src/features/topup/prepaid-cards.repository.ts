import { and, eq, gt, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { findRow, findRowWhere, insertRow } from "../../db/rows.ts";
import { prepaidCardBatches, prepaidCards } from "../../db/schema/prepaid-cards.ts";

export type CardBatchRow = typeof prepaidCardBatches.$inferSelect;
export type NewCardBatch = typeof prepaidCardBatches.$inferInsert;
export type NewCard = typeof prepaidCards.$inferInsert;

export async function findCard(db: DbOrTx, serial: string) {
  return findRowWhere(db, prepaidCards, eq(prepaidCards.serial, serial));
}

export async function findBatch(db: DbOrTx, batchId: number) {
  return findRow(db, prepaidCardBatches, batchId);
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

/** Serials of `serials` that some card already has (asked in slices: a statement takes at most 65,535 values). */
export async function takenSerials(db: DbOrTx, serials: string[]) {
  const taken: string[] = [];
  for (let i = 0; i < serials.length; i += SLICE) {
    const rows = await db
      .select({ serial: prepaidCards.serial })
      .from(prepaidCards)
      .where(inArray(prepaidCards.serial, serials.slice(i, i + SLICE)));
    taken.push(...rows.map((r) => r.serial));
  }
  return taken;
}

export async function insertBatch(tx: DbOrTx, batch: NewCardBatch) {
  return insertRow(tx, prepaidCardBatches, batch);
}

export async function insertCards(tx: DbOrTx, cards: NewCard[]) {
  for (let i = 0; i < cards.length; i += 500) await tx.insert(prepaidCards).values(cards.slice(i, i + 500));
}

const SLICE = 5000;
