import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, rowsWithTotal } from "../../db/paging.ts";
import { findRow, updateAtVersion, updateWhereAtVersion } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import { games } from "../../db/schema/games.ts";
import {
  mallExchanges,
  mallProducts,
  type mallSections,
  type RewardRules,
  rewardRules,
  treasurePrizes,
} from "../../db/schema/gifts.ts";
import { vipLevels } from "../../db/schema/profile.ts";

export type ProductRow = typeof mallProducts.$inferSelect;
export type ProductValues = Omit<typeof mallProducts.$inferInsert, "id" | "version" | "stock">;
export type PrizeRow = typeof treasurePrizes.$inferSelect;
export type VipLevelRow = typeof vipLevels.$inferSelect;
type Section = (typeof mallSections)[number];

// ---- Mall products

/** Products with the units players exchanged of each, newest first. */
export async function listProducts(
  db: DbOrTx,
  section: Section | undefined,
  page: { limit: number; offset: number },
) {
  const where = section ? eq(mallProducts.section, section) : undefined;
  const { rows, total } = await rowsWithTotal(
    db
      .select()
      .from(mallProducts)
      .where(where)
      .orderBy(desc(mallProducts.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, mallProducts, where),
  );
  const exchanged = await exchangedUnits(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => ({ row, exchanged: exchanged.get(row.id) ?? 0 })), total };
}

async function exchangedUnits(db: DbOrTx, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ productId: mallExchanges.productId, units: sql<number>`sum(${mallExchanges.quantity})::int` })
    .from(mallExchanges)
    .where(inArray(mallExchanges.productId, productIds))
    .groupBy(mallExchanges.productId);
  return new Map(rows.map((row) => [row.productId, row.units]));
}

export async function findProduct(db: DbOrTx, productId: number) {
  const row = await findRow(db, mallProducts, productId);
  if (!row) return undefined;
  return { row, exchanged: (await exchangedUnits(db, [productId])).get(productId) ?? 0 };
}

export async function insertProduct(db: DbOrTx, values: ProductValues & { stock: number }) {
  const [row] = await db.insert(mallProducts).values(values).returning();
  if (!row) throw new Error("product insert failed");
  return row;
}

export function updateProductAtVersion(
  db: DbOrTx,
  productId: number,
  version: number,
  values: ProductValues,
) {
  return updateAtVersion(db, mallProducts, productId, version, values);
}

/**
 * Moves stock by `change` relative to what is there at that instant (players' exchanges in between
 * are kept), never below zero: answers the row, or undefined when taking would go below zero.
 */
export async function changeStock(db: DbOrTx, productId: number, change: number) {
  const [row] = await db
    .update(mallProducts)
    .set({ stock: sql`${mallProducts.stock} + ${change}` })
    .where(and(eq(mallProducts.id, productId), gte(mallProducts.stock, -change)))
    .returning();
  return row;
}

// ---- Rules (sign-in calendar, treasure box cost)

export async function saveRuleAtVersion<K extends keyof RewardRules>(
  db: DbOrTx,
  key: K,
  version: number,
  value: RewardRules[K],
) {
  return Boolean(await updateWhereAtVersion(db, rewardRules, eq(rewardRules.key, key), version, { value }));
}

// ---- Treasure prizes

export interface PrizeChange extends Omit<PrizeRow, "id" | "sortOrder"> {
  stockSeen: number | null;
}

/**
 * The box's prizes become `prizes`, in their order, each row kept where it was (a draw running at
 * the same time takes its unit from the same row). A counted stock moves by what the operator
 * changed (`stock − stockSeen`) relative to the live stock, never below zero, so units won while
 * the operator edited stay won; from or to unlimited it is set as entered.
 */
export async function savePrizes(db: DbOrTx, prizes: PrizeChange[]) {
  await db.delete(treasurePrizes).where(
    notInArray(
      treasurePrizes.prize,
      prizes.map((prize) => prize.prize),
    ),
  );
  for (const [sortOrder, { stockSeen, ...prize }] of prizes.entries()) {
    const stock =
      prize.stock !== null && stockSeen !== null
        ? sql`case when ${treasurePrizes.stock} is null then ${prize.stock}::int
            else greatest(${treasurePrizes.stock} + ${prize.stock - stockSeen}::int, 0) end`
        : prize.stock;
    await db
      .insert(treasurePrizes)
      .values({ ...prize, sortOrder })
      .onConflictDoUpdate({
        target: treasurePrizes.prize,
        set: { points: prize.points, weight: prize.weight, sortOrder, stock },
      });
  }
}

// ---- VIP levels

export function listVipLevels(db: DbOrTx) {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.level));
}

/** Every level, locked until the transaction ends (a threshold is checked against its neighbours). */
export function lockVipLevels(db: DbOrTx) {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.level)).for("update");
}

export async function updateVipLevelAtVersion(
  db: DbOrTx,
  level: number,
  version: number,
  values: Pick<VipLevelRow, "minPoints" | "texts">,
) {
  return updateWhereAtVersion(db, vipLevels, eq(vipLevels.level, level), version, values);
}

export async function insertVipLevel(db: DbOrTx, values: Pick<VipLevelRow, "level" | "minPoints" | "texts">) {
  const [row] = await db.insert(vipLevels).values(values).returning();
  if (!row) throw new Error("VIP level insert failed");
  return row;
}

/** Raises the players whose VIP points reach the level to it (as `addVipPoints` would); answers how many. */
export async function raiseToVipLevel(db: DbOrTx, level: Pick<VipLevelRow, "level" | "minPoints">) {
  const raised = await db
    .update(users)
    .set({ vipLevel: level.level })
    .where(and(gte(users.vipPoints, level.minPoints), lt(users.vipLevel, level.level)))
    .returning({ id: users.id });
  return raised.length;
}

export async function deleteVipLevelAtVersion(db: DbOrTx, level: number, version: number) {
  const deleted = await db
    .delete(vipLevels)
    .where(and(eq(vipLevels.level, level), eq(vipLevels.version, version)))
    .returning({ level: vipLevels.level });
  return deleted.length > 0;
}

/** Whether any player holds the level or a higher one. */
export async function vipLevelHeld(db: DbOrTx, level: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(gte(users.vipLevel, level)).limit(1);
  return row !== undefined;
}

/** Whether any mall product asks for the level or a higher one. */
export async function vipLevelRequired(db: DbOrTx, level: number) {
  const [row] = await db
    .select({ id: mallProducts.id })
    .from(mallProducts)
    .where(gte(mallProducts.minVipLevel, level))
    .limit(1);
  return row !== undefined;
}

export async function gameExists(db: DbOrTx, gameId: number) {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  return row !== undefined;
}
