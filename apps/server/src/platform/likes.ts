import type { ErrorName } from "@portal/contracts/errors";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type DbOrTx, isMissingParent } from "../db/client.ts";
import { AppError } from "./errors.ts";

/**
 * Where one kind of like lives: its rows (one per player and target) and the row carrying the count
 * (games, reviews, replies, articles, comments).
 */
export interface LikeStore {
  rows: { table: PgTable; user: PgColumn; target: PgColumn };
  counted: { table: PgTable; id: PgColumn; count: PgColumn };
  /** The error when the target does not exist. */
  missing: ErrorName;
}

/** The property name drizzle knows a column by (inserts and updates are keyed by it). */
function keyOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`column ${column.name} is not in its table`);
  return found[0];
}

/** Adds or removes the player's like row; answers whether a row really changed. */
async function setLikeRow(tx: DbOrTx, store: LikeStore, userId: number, id: number, liked: boolean) {
  const { table, user, target } = store.rows;
  const rows = liked
    ? await tx
        .insert(table)
        .values({ [keyOf(table, user)]: userId, [keyOf(table, target)]: id } as never)
        .onConflictDoNothing()
        .returning({ id: target })
    : await tx
        .delete(table)
        .where(and(eq(user, userId), eq(target, id)))
        .returning({ id: target });
  return rows.length > 0;
}

/** Moves the count by `delta` (0 only reads it); undefined when the target is gone. */
async function bumpLikes(tx: DbOrTx, store: LikeStore, id: number, delta: number) {
  const { table, id: idColumn, count } = store.counted;
  const [row] =
    delta === 0
      ? await tx.select({ likesCount: count }).from(table).where(eq(idColumn, id))
      : await tx
          .update(table)
          .set({ [keyOf(table, count)]: sql`${count} + ${delta}` } as never)
          .where(eq(idColumn, id))
          .returning({ likesCount: count });
  return row?.likesCount as number | undefined;
}

/**
 * Like (liked: true) or unlike one target. The like row and the count change in one transaction,
 * and the count moves only when a row was really added or removed: double taps, two tabs and
 * replays leave the true count. Answers the count after the change.
 */
export async function setCountedLike(
  db: DbOrTx,
  store: LikeStore,
  userId: number,
  id: number,
  liked: boolean,
  /** Runs in the same transaction when a like was really added or taken back (messages to the author). */
  onChange?: (tx: DbOrTx) => Promise<unknown>,
): Promise<number> {
  try {
    const likesCount = await db.transaction(async (tx) => {
      if ((await bumpLikes(tx, store, id, 0)) === undefined) return undefined;
      const changed = await setLikeRow(tx, store, userId, id, liked);
      if (changed) await onChange?.(tx);
      return bumpLikes(tx, store, id, changed ? (liked ? 1 : -1) : 0);
    });
    if (likesCount === undefined) throw new AppError(store.missing);
    return likesCount;
  } catch (error) {
    if (isMissingParent(error)) throw new AppError(store.missing);
    throw error;
  }
}
