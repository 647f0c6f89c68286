import { and, asc, desc, eq, gt, gte, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, rowsWithTotal } from "../../db/paging.ts";
import { findRowWhere, insertId } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import {
  type DeliveryAddress,
  mallExchanges,
  mallProducts,
  treasureDraws,
  treasurePrizes,
} from "../../db/schema/gifts.ts";

type Section = (typeof mallProducts.$inferSelect)["section"];
export type ProductRow = typeof mallProducts.$inferSelect;

export async function listProducts(db: DbOrTx, section: Section, page: { limit: number; offset: number }) {
  const where = and(eq(mallProducts.section, section), eq(mallProducts.enabled, true));
  return rowsWithTotal(
    db
      .select()
      .from(mallProducts)
      .where(where)
      .orderBy(desc(mallProducts.sortOrder), mallProducts.id)
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, mallProducts, where),
  );
}

/** A product players can see: one switched off is not found. */
export async function findProduct(db: DbOrTx, productId: number) {
  return findRowWhere(db, mallProducts, and(eq(mallProducts.id, productId), eq(mallProducts.enabled, true)));
}

/**
 * Locks the player's row until the transaction ends, so one player's exchanges run one at a time
 * (their per-player limit is counted and then written without a second exchange in between).
 */
export async function lockShopper(tx: DbOrTx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** Units of the product the player has exchanged in all. */
export async function exchangedBy(db: DbOrTx, userId: number, productId: number) {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${mallExchanges.quantity}), 0)::int` })
    .from(mallExchanges)
    .where(and(eq(mallExchanges.userId, userId), eq(mallExchanges.productId, productId)));
  return row?.units ?? 0;
}

export async function shopper(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ vipLevel: users.vipLevel, birthday: users.birthday })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { vipLevel: 0, birthday: null };
}

/** Takes `quantity` from stock unless too few are left; answers whether it did. */
export async function takeStock(db: DbOrTx, productId: number, quantity: number) {
  const taken = await db
    .update(mallProducts)
    .set({ stock: sql`${mallProducts.stock} - ${quantity}` })
    .where(and(eq(mallProducts.id, productId), gte(mallProducts.stock, quantity)))
    .returning({ stock: mallProducts.stock });
  return taken.length > 0;
}

export async function recordExchange(
  db: DbOrTx,
  values: {
    userId: number;
    productId: number;
    quantity: number;
    points: number;
    address: DeliveryAddress | null;
  },
) {
  return insertId(db, mallExchanges, values);
}

export async function exchangesOf(db: DbOrTx, userId: number, page: { limit: number; offset: number }) {
  const mine = eq(mallExchanges.userId, userId);
  return rowsWithTotal(
    db
      .select({
        id: mallExchanges.id,
        productId: mallExchanges.productId,
        texts: mallProducts.texts,
        physical: mallProducts.physical,
        quantity: mallExchanges.quantity,
        points: mallExchanges.points,
        address: mallExchanges.address,
        createdAt: mallExchanges.createdAt,
      })
      .from(mallExchanges)
      .innerJoin(mallProducts, eq(mallProducts.id, mallExchanges.productId))
      .where(mine)
      .orderBy(desc(mallExchanges.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, mallExchanges, mine),
  );
}

export async function lastAddress(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ address: mallExchanges.address })
    .from(mallExchanges)
    .where(and(eq(mallExchanges.userId, userId), isNotNull(mallExchanges.address)))
    .orderBy(desc(mallExchanges.id))
    .limit(1);
  return row?.address ?? null;
}

export async function recordDraw(
  db: DbOrTx,
  values: { userId: number; prize: string; pointsCost: number; pointsWon: number },
) {
  return insertId(db, treasureDraws, values);
}

export type PrizeRow = typeof treasurePrizes.$inferSelect;

export function listPrizes(db: DbOrTx) {
  return db.select().from(treasurePrizes).orderBy(asc(treasurePrizes.sortOrder), asc(treasurePrizes.id));
}

/** Takes one unit of a prize with stock unless none is left (unlimited prizes always give). */
export async function takePrize(db: DbOrTx, prizeId: number) {
  const taken = await db
    .update(treasurePrizes)
    .set({ stock: sql`${treasurePrizes.stock} - 1` })
    .where(and(eq(treasurePrizes.id, prizeId), gt(treasurePrizes.stock, 0)))
    .returning({ id: treasurePrizes.id });
  return taken.length > 0;
}

export type { DeliveryAddress } from "../../db/schema/gifts.ts";
