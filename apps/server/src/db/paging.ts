import { type AnyColumn, and, asc, desc, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
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

/**
 * Keyset ("cursor") paging. A list's order is a few keys that all run the same way, the last one
 * unique (the id); the next page is the rows after the previous page's last item, whose keys are
 * read back from its own row (the anchor) with full precision. The comparison is one row
 * comparison of plain values, so PostgreSQL starts an index scan at the anchor instead of reading
 * and skipping every earlier row as OFFSET does. A cursor whose item has since been deleted ends
 * the list (the anchor has no keys to compare with).
 */
export interface Keyset {
  keys: (SQL | AnyColumn)[];
  descending: boolean;
  /** The table and its id column the anchor is read from. */
  table: PgTable;
  id: AnyColumn;
}

/** The order rows were written in, by `createdAt` and then the id (unique), newest or oldest first. */
export function creationOrder(
  table: PgTable & { createdAt: AnyColumn },
  id: AnyColumn,
  first: "newest" | "oldest",
): Keyset {
  return { keys: [table.createdAt, id], descending: first === "newest", table, id };
}

/** ORDER BY of a keyset. */
export function keysetOrder(keyset: Keyset): SQL[] {
  return keyset.keys.map((key) => (keyset.descending ? desc(key) : asc(key)));
}

/** The rows after the anchor (a placeholder or an id) in the keyset's order. */
export function afterAnchor(keyset: Keyset, anchor: number | string | Placeholder): SQL {
  const anchorKeys = keyset.keys.map(
    (key) => sql`(select ${key} from ${keyset.table} where ${keyset.id} = ${anchor})`,
  );
  return sql`(${sql.join(keyset.keys, sql`, `)}) ${sql.raw(keyset.descending ? "<" : ">")} (${sql.join(anchorKeys, sql`, `)})`;
}

/** The rows after the cursor's item; the first page (no cursor) has no such condition. */
export function afterCursor(
  keyset: Keyset,
  after: number | string | Placeholder | undefined,
): SQL | undefined {
  return after === undefined ? undefined : afterAnchor(keyset, after);
}

/**
 * One page of a keyset list (a `$dynamic()` select): the rows matching `where` after the cursor's
 * item, in the keyset's order, `offset` rows in.
 */
export function keysetPage<Q extends PgSelect>(
  query: Q,
  keyset: Keyset,
  where: SQL | undefined,
  page: { limit: number | Placeholder; offset: number | Placeholder; after?: number | string | Placeholder },
) {
  return query
    .where(and(where, afterCursor(keyset, page.after)))
    .orderBy(...keysetOrder(keyset))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * `keysetPage` for a list whose rows are joined to several other tables: the page's ids are found on
 * the list's own table first, and only those rows are joined. With the joins around the whole list,
 * PostgreSQL 15 sized a Memoize of the authors for every row of the list: page 1 of a thread of
 * 100,000 replies took 12 ms instead of 1 (`npm run bench:growth`).
 */
export function keysetPageByIds<Q extends PgSelect>(
  db: DbOrTx,
  query: Q,
  keyset: Keyset,
  where: SQL | undefined,
  page: { limit: number; offset: number; after?: number | string },
) {
  const ids = keysetPage(
    db
      .select({ id: sql`${keyset.id}` })
      .from(keyset.table)
      .$dynamic(),
    keyset,
    where,
    page,
  );
  return query.where(inArray(keyset.id, ids)).orderBy(...keysetOrder(keyset));
}

/**
 * The window of a prepared keyset page: `limit`, `offset` and, when `keyed`, the cursor `after` are
 * placeholders, filled from the page asked for (`execute({ ...values, ...page })`).
 */
export const windowPlaceholders = (keyed: boolean) => ({
  limit: sql.placeholder("limit"),
  offset: sql.placeholder("offset"),
  after: keyed ? sql.placeholder("after") : undefined,
});

/** One page of an offset list (a `$dynamic()` select): the rows matching `where` in `order`, `offset` rows in. */
export function offsetPage<Q extends PgSelect>(
  query: Q,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
) {
  return query
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}
