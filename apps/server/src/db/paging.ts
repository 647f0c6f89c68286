import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";

/** How many rows of `table` match `where`. */
export function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  return db.select({ n: sql<number>`cast(count(*) as int)` }).from(table).where(where);
}

/** A page of rows and the count of every matching row, queried together. */
export async function rowsWithTotal<T>(rows: PromiseLike<T[]>, counted: PromiseLike<{ n: number }[]>) {
  const [page, [total]] = await Promise.all([rows, counted]);
  return { rows: page, total: total?.n ?? 0 };
}
