import { and, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";
import { prepared } from "./prepared.ts";

/**
 * The row operations every repository writes the same way: read one by id or by another key,
 * insert one and answer it, and the version-checked edit and delete of console items (a stale
 * version changes nothing).
 */
type WithId = PgTable & { id: PgColumn };
export type Versioned = WithId & { version: PgColumn };

/**
 * Reads a row by id; `lock`: for an edit, locked until the transaction ends. The plain read is a
 * prepared statement per table (built once, planned once per connection): many requests read one.
 */
export async function findRow<T extends WithId>(db: DbOrTx, table: T, id: number, lock = false) {
  if (lock) return findRowWhere(db, table, eq(table.id, id), lock);
  const query = prepared(db, `row_${getTableName(table)}`, (name) =>
    db
      .select()
      .from(table as WithId)
      .where(eq(table.id, sql.placeholder("id")))
      .prepare(name),
  );
  const [row] = await query.execute({ id });
  return row as T["$inferSelect"] | undefined;
}

/** Reads the row that `where` picks (a key other than the id); `lock` as for `findRow`. */
export async function findRowWhere<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  lock = false,
) {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where);
  const rows = lock ? await query.for("update") : await query;
  return rows[0] as T["$inferSelect"] | undefined;
}

/** Inserts one row and answers it as stored. */
export async function insertRow<T extends PgTable>(db: DbOrTx, table: T, values: T["$inferInsert"]) {
  const rows = (await db.insert(table).values(values).returning()) as T["$inferSelect"][];
  if (!rows[0]) throw new Error(`${getTableName(table)}: row not inserted`);
  return rows[0];
}

/** Inserts one row and answers its id. */
export async function insertId<T extends WithId>(db: DbOrTx, table: T, values: T["$inferInsert"]) {
  const rows = (await db.insert(table).values(values).returning({ id: table.id })) as { id: number }[];
  if (!rows[0]) throw new Error(`${getTableName(table)}: row not inserted`);
  return rows[0].id;
}

/** Inserts one row unless a unique key already holds it; false when nothing was written. */
export async function insertNew<T extends PgTable>(db: DbOrTx, table: T, values: T["$inferInsert"]) {
  const written = await db.insert(table).values(values).onConflictDoNothing().returning({ one: sql`1` });
  return written.length > 0;
}

/** Saves only if the row is still at `version`; answers the new row, or undefined when stale. */
export function updateAtVersion<T extends Versioned>(
  db: DbOrTx,
  table: T,
  id: number,
  version: number,
  values: PgUpdateSetSource<T>,
) {
  return updateWhereAtVersion(db, table, eq(table.id, id), version, values);
}

/** The column a table keeps its edit version in (older tables call it `rowVersion`). */
type VersionKey = "version" | "rowVersion";

/**
 * Saves the row `where` picks (a key other than the id) only if it is still at `version`, and
 * moves the version on; answers the new row, or undefined when stale or gone.
 */
export async function updateWhereAtVersion<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  version: number,
  values: PgUpdateSetSource<T>,
  versionKey: VersionKey = "version",
) {
  const column = (table as unknown as Record<VersionKey, PgColumn>)[versionKey];
  const rows = (await db
    .update(table)
    .set({ ...values, [versionKey]: sql`${column} + 1` } as PgUpdateSetSource<T>)
    .where(and(where, eq(column, version)))
    .returning()) as T["$inferSelect"][];
  return rows[0];
}

/** Deletes only if the row is still at `version`; false when it was gone or stale. */
export async function deleteAtVersion<T extends Versioned>(
  db: DbOrTx,
  table: T,
  id: number,
  version: number,
) {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id });
  return rows.length > 0;
}
