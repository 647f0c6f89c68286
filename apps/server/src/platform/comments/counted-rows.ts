import type { ErrorName } from "@portal/contracts/errors";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type Db, type DbOrTx, isMissingParent } from "../../db/client.ts";
import { insertNew } from "../../db/rows.ts";
import { AppError } from "../errors.ts";

/**
 * The one like (and bookmark, follow) toggle of the portal: likes on games, reviews, review replies,
 * articles, news comments and replies, forum posts and comments all go through `toggleCounted`.
 *
 * One row per player and thing (a like, a bookmark, a follow) and a count on the thing's row. The
 * row is added (ON CONFLICT DO NOTHING) or removed, and the count moves only by what that statement
 * really changed, in the same transaction: double taps, two tabs and replays leave the true count.
 */
export interface CountedRows {
  rows: PgTable;
  /** The row to add for this player and thing. */
  row: Record<string, unknown>;
  /** Matches that row, to remove it. */
  match: SQL | undefined;
  /** The thing's table, its id column and the count column. */
  parent: PgTable;
  parentId: PgColumn;
  count: PgColumn;
}

export async function setRow(
  tx: DbOrTx,
  target: Pick<CountedRows, "rows" | "row" | "match">,
  on: boolean,
): Promise<boolean> {
  if (on) return insertNew(tx, target.rows, target.row);
  const removed = await tx.delete(target.rows).where(target.match).returning({ one: sql`1` });
  return removed.length > 0;
}

async function moveCount(tx: DbOrTx, target: CountedRows, id: number, delta: number) {
  const [row] =
    delta === 0
      ? await tx.select({ n: target.count }).from(target.parent).where(eq(target.parentId, id))
      : await tx
          .update(target.parent)
          .set({ [keyOf(target.parent, target.count)]: sql`${target.count} + ${delta}` })
          .where(eq(target.parentId, id))
          .returning({ n: target.count });
  return row?.n as number | undefined;
}

/** What else happens, in the same transaction, when the row really changed (a message to the author). */
export type OnChange = (tx: DbOrTx) => Promise<unknown>;

/** Sets the row on or off and answers the thing's count, or undefined when the thing is gone. */
export async function setCountedRow(
  tx: DbOrTx,
  target: CountedRows,
  id: number,
  on: boolean,
  onChange?: OnChange,
) {
  if ((await moveCount(tx, target, id, 0)) === undefined) return undefined;
  const changed = await setRow(tx, target, on);
  if (changed) await onChange?.(tx);
  return moveCount(tx, target, id, changed ? (on ? 1 : -1) : 0);
}

/** Sets the row in its own transaction and answers the count; a missing thing is `missing`. */
export async function toggleCounted(
  db: Db,
  target: CountedRows,
  id: number,
  on: boolean,
  missing: ErrorName,
  onChange?: OnChange,
): Promise<number> {
  try {
    const count = await db.transaction((tx) => setCountedRow(tx, target, id, on, onChange));
    if (count === undefined) throw new AppError(missing);
    return count;
  } catch (error) {
    // The thing was deleted between the read and the insert.
    if (isMissingParent(error)) throw new AppError(missing);
    throw error;
  }
}

/**
 * Where one kind of like lives: its rows (one per player and target: the player column and the
 * target column) and the row carrying the count; `missing` is the error when the target is gone.
 */
export interface LikeStore {
  rows: { table: PgTable; user: PgColumn; target: PgColumn };
  counted: { table: PgTable; id: PgColumn; count: PgColumn };
  missing: ErrorName;
}

/** A like store from the likes' table (with its `userId`), the target column, and the counted table's count. */
export function likeStore(
  rows: PgTable & { userId: PgColumn },
  target: PgColumn,
  counted: PgTable & { id: PgColumn },
  count: PgColumn,
  missing: ErrorName,
): LikeStore {
  return {
    rows: { table: rows, user: rows.userId, target },
    counted: { table: counted, id: counted.id, count },
    missing,
  };
}

/** The property name drizzle knows a column by (inserts are keyed by it). */
export function keyOf(table: PgTable, column: PgColumn): string {
  const columns = getTableColumns(table);
  const key = Object.keys(columns).find((name) => columns[name] === column);
  if (!key) throw new Error(`column ${column.name} is not in its table`);
  return key;
}

/** One player's like of one target, as counted rows. */
export function likeOf(store: LikeStore, userId: number, id: number): CountedRows {
  const { table, user, target } = store.rows;
  return {
    rows: table,
    row: { [keyOf(table, user)]: userId, [keyOf(table, target)]: id },
    match: and(eq(user, userId), eq(target, id)),
    parent: store.counted.table,
    parentId: store.counted.id,
    count: store.counted.count,
  };
}

/**
 * Like (liked: true) or unlike one target in its own transaction; answers the count after the
 * change. `onChange` runs in the same transaction when a like was really added or taken back.
 */
export function setCountedLike(
  db: Db,
  store: LikeStore,
  userId: number,
  id: number,
  liked: boolean,
  onChange?: OnChange,
): Promise<number> {
  return toggleCounted(db, likeOf(store, userId, id), id, liked, store.missing, onChange);
}
