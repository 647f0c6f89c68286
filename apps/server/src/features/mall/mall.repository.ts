import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, rowsWithTotal } from "../../db/paging.ts";
import { users } from "../../db/schema/account.ts";
import { type DeliveryAddress, mallExchanges, mallProducts, treasureDraws } from "../../db/schema/gifts.ts";

type Section = (typeof mallProducts.$inferSelect)["section"];
export type ProductRow = typeof mallProducts.$inferSelect;

export async function listProducts(db: DbOrTx, section: Section, page: { limit: number; offset: number }) {
  const where = eq(mallProducts.section, section);
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

export async function findProduct(db: DbOrTx, productId: number) {
  const [row] = await db.select().from(mallProducts).where(eq(mallProducts.id, productId));
  return row;
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
  const [row] = await db.insert(mallExchanges).values(values).returning({ id: mallExchanges.id });
  if (!row) throw new Error("exchange insert failed");
  return row.id;
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
  const [row] = await db.insert(treasureDraws).values(values).returning({ id: treasureDraws.id });
  if (!row) throw new Error("draw insert failed");
  return row.id;
}

export type { DeliveryAddress } from "../../db/schema/gifts.ts";
