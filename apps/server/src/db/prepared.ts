import {
  Column,
  DrizzleQueryError,
  fillPlaceholders,
  getTableName,
  is,
  NoopLogger,
  SQL,
  type SQLWrapper,
  Subquery,
} from "drizzle-orm";
import { NoopCache } from "drizzle-orm/cache/core";
import { NodePgPreparedQuery } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { DbOrTx } from "./client.ts";

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * The hot reads are built once per database and sent as named statements: no query building per
 * request, and PostgreSQL parses and plans each once per connection. Names are global: one per query.
 * On node-postgres each runs through `leanExecute`.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (name: string) => T): T {
  let byName = preparedByDb.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDb.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (!query) {
    query = build(name);
    if (is(query, NodePgPreparedQuery)) leanExecute(query);
    byName.set(name, query);
  }
  return query;
}

const asText = (value: unknown) => value;
/** The types drizzle reads as text (timestamps, dates, intervals and their arrays): its columns decode them. */
const keptAsText = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const driverTypes = {
  getTypeParser: (typeId: number, format?: "text" | "binary") =>
    keptAsText.has(typeId) ? asText : pg.types.getTypeParser(typeId, format),
};

interface SelectedField {
  path: string[];
  field: Column | SQL | SQL.Aliased | Subquery | SQLWrapper;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** How drizzle decodes one selected field (as its `mapResultRow` does; an SQL's decoder is internal). */
function decoderOf(field: SelectedField["field"]): Decoder {
  const decoderOfSql = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * A row (an array, in select order) to drizzle's object, as its `mapResultRow` makes it: nested
 * objects for nested selects, built in select order, and a left-joined table's object nulled when its
 * first column is null (only when all its columns come from that one table), with each field's
 * decoder and place found once instead of per row.
 */
function rowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const paths = fields.map((selected) => selected.path);
  const decoders = fields.map((selected) => decoderOf(selected.field));
  const nullable = joinsNotNullableMap ? nullableObjects(fields, joinsNotNullableMap) : [];
  return (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i] as string[];
      let node = result;
      const last = path.length - 1;
      for (let depth = 0; depth < last; depth++) {
        const key = path[depth] as string;
        if (!(key in node)) node[key] = {};
        node = node[key] as Record<string, unknown>;
      }
      const raw = row[i];
      node[path[last] as string] = raw === null ? null : decoders[i]?.mapFromDriverValue(raw);
    }
    for (const { key, column } of nullable) {
      if ((result[key] as Record<string, unknown>)[column] === null) result[key] = null;
    }
    return result;
  };
}

/**
 * The nested objects drizzle nulls when their first column is null: those whose columns (at depth
 * two) all come from one table that a left join may leave missing.
 */
function nullableObjects(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean>) {
  const firstColumn = new Map<string, { column: string; table: string; oneTable: boolean }>();
  for (const { path, field } of fields) {
    if (path.length !== 2 || !is(field, Column)) continue;
    const [key, column] = path as [string, string];
    const table = getTableName(field.table);
    const first = firstColumn.get(key);
    if (!first) firstColumn.set(key, { column, table, oneTable: true });
    else if (first.table !== table) first.oneTable = false;
  }
  return [...firstColumn]
    .filter(([, first]) => first.oneTable && !joinsNotNullableMap[first.table])
    .map(([key, first]) => ({ key, column: first.column }));
}

/**
 * Runs a prepared read as drizzle's node-postgres `execute` does (the same statement, parameters,
 * type parsing, row decoding and error), without its tracing spans, cache lookup and promise layers
 * per call, and with the decoders found once instead of per row: a game page's one read cost ~15 µs
 * of CPU more through drizzle than through the driver (a tenth of the bare server's whole request).
 */
function leanExecute(query: { execute: unknown }) {
  // drizzle keeps these on the instance; its types do not show them.
  const { client, params, queryConfig, fields, customResultMapper, logger, cache, joinsNotNullableMap } =
    query as unknown as {
      client: pg.Pool | pg.PoolClient;
      params: unknown[];
      queryConfig: pg.QueryArrayConfig;
      fields?: SelectedField[];
      customResultMapper?: unknown;
      logger: unknown;
      cache?: unknown;
      joinsNotNullableMap?: Record<string, boolean>;
    };
  // A logger or a query cache set on the database would not see these reads: leave them to drizzle.
  if (!is(logger, NoopLogger) || (cache !== undefined && !is(cache, NoopCache))) return;
  if (!fields || customResultMapper) return;
  const config = { ...queryConfig, types: driverTypes };
  const toObject = rowMapper(fields, joinsNotNullableMap);
  query.execute = async (values: Record<string, unknown> = {}) => {
    const filled = fillPlaceholders(params, values);
    let result: pg.QueryArrayResult;
    try {
      result = await client.query(config, filled);
    } catch (error) {
      throw new DrizzleQueryError(config.text, filled, error as Error);
    }
    return result.rows.map(toObject);
  };
}
