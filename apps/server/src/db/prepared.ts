import {
  Column,
  DrizzleQueryError,
  fillPlaceholders,
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
 * Runs a prepared read as drizzle's node-postgres `execute` does (the same statement, parameters,
 * type parsing, row decoding and error), without its tracing spans, cache lookup and promise layers
 * per call, and with the decoders found once instead of per row: a game page's one read cost ~15 µs
 * of CPU more through drizzle than through the driver (a tenth of the bare server's whole request).
 */
function leanExecute(query: { execute: unknown }) {
  // drizzle keeps these on the instance; its types do not show them.
  const { client, params, queryConfig, fields, customResultMapper, logger, cache } = query as unknown as {
    client: pg.Pool | pg.PoolClient;
    params: unknown[];
    queryConfig: pg.QueryArrayConfig;
    fields?: SelectedField[];
    customResultMapper?: unknown;
    logger: unknown;
    cache?: unknown;
  };
  // A logger or a query cache set on the database would not see these reads: leave them to drizzle.
  if (!is(logger, NoopLogger) || (cache !== undefined && !is(cache, NoopCache))) return;
  // A select of whole tables (nested rows, nulled for a missing join) keeps drizzle's own mapping.
  if (!fields || customResultMapper || fields.some((selected) => selected.path.length !== 1)) return;
  const config = { ...queryConfig, types: driverTypes };
  const keys = fields.map((selected) => selected.path[0] as string);
  const decoders = fields.map((selected) => decoderOf(selected.field));
  const toObject = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const raw = row[i];
      result[keys[i] as string] = raw === null ? null : decoders[i]?.mapFromDriverValue(raw);
    }
    return result;
  };
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
