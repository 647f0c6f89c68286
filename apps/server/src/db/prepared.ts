import type { DbOrTx } from "./client.ts";

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * The hot reads are built once per database and sent as named statements: no query building per
 * request, and PostgreSQL parses and plans each once per connection. Names are global: one per query.
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
    byName.set(name, query);
  }
  return query;
}
