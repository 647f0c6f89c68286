import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

/** Both drivers speak PostgreSQL; features see one type. */
export type Db = NodePgDatabase<Record<string, never>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** PostgreSQL's connection pool now (PGlite has none): open, idle, and requests waiting for one. */
  poolUse?: () => { open: number; idle: number; waiting: number };
  /** PostgreSQL only: hears NOTIFY on `channel` from every process (see `listenOn`). */
  listen?: Listen;
}

/**
 * Hears `channel` on a connection of its own; `onGap` runs whenever notices may have been missed
 * (the connection was lost; it reconnects every second), `onListening` each time it listens (again).
 * Answers a function that stops listening.
 */
export type Listen = (
  channel: string,
  onNotice: (payload: string) => void,
  onGap: () => void,
  onListening?: () => void,
) => Promise<() => Promise<void>>;

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "drizzle");

/** Where a dropped connection is reported; the pool itself carries on. */
export type ConnectionErrorLog = (error: Error) => void;

/**
 * postgres://… → a pg pool; otherwise PGlite in `dataDir` (or `memory://`), optionally started from
 * a dumped, already migrated data directory: `pgliteTemplate` (tests), or for a new data directory
 * the one kept in `demoCacheDir` (config's DEMO_CACHE_DIR, see pglite-template.ts). Migrations run
 * in-process. PGlite (its WebAssembly Postgres, drizzle's driver for it) is loaded only then: a
 * server on PostgreSQL never reads it.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  onConnectionError?: ConnectionErrorLog;
  pgliteTemplate?: Blob;
  demoCacheDir?: string;
}): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.onConnectionError)
    : (await import("./pglite.ts")).openPglite(
        options.dataDir,
        migrationsFolder,
        options.pgliteTemplate,
        options.demoCacheDir,
      );
}

/** How long a request waits for a connection before it is answered "please try again". */
const CONNECT_TIMEOUT_MS = 10_000;

async function openPostgres(
  url: string,
  onConnectionError: ConnectionErrorLog = () => {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // PostgreSQL ending a connection (restart, pg_terminate_backend, network) is an 'error' event on
  // the pool (idle clients) or on a checked-out client; unheard, it would end the process. The
  // broken client is discarded and the next query opens a new connection.
  pool.on("error", onConnectionError);
  pool.on("connect", (client) => client.on("error", onConnectionError));
  nameStatements(pool);
  const db = drizzlePg(pool) as Db;
  // Several processes may start together: one migrates, the others wait on the lock.
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock(727001)");
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock(727001)").catch(() => {});
    client.release();
  }
  return {
    db,
    kind: "postgres",
    close: () => pool.end(),
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: listenOn(url, onConnectionError),
  };
}

/** At most this many distinct statements are named (IN lists of every length must not grow each connection's plans forever). */
const NAMED_STATEMENTS_MAX = 1000;

/**
 * Sends every parameterized statement of the pool (the reads and writes outside transactions) as a
 * named prepared statement, one name per distinct text: PostgreSQL parses and plans it once per
 * connection instead of on every request, as `prepared()` does for the hottest reads. Statements
 * without parameters (DDL, VACUUM, several commands) go as they are.
 */
function nameStatements(pool: pg.Pool) {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < NAMED_STATEMENTS_MAX) {
      name = `q${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const statement = config as pg.QueryConfig | string;
    const parameterized = Array.isArray(values)
      ? values.length > 0
      : !!(statement as pg.QueryConfig).values?.length;
    if (typeof statement === "object" && !statement.name && parameterized) {
      const name = nameOf(statement.text);
      if (name) return query(Object.assign({}, statement, { name }), values, callback);
    }
    return query(config, values, callback);
  }) as typeof pool.query;
}

const RELISTEN_MS = 1000;

function listenOn(url: string, onConnectionError: ConnectionErrorLog): Listen {
  return async (channel, onNotice, onGap, onListening) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let current: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const lost = (client: pg.Client) => {
      if (stopped || current !== client) return;
      current = undefined;
      client.end().catch(() => {});
      onGap();
      retry = setTimeout(connect, RELISTEN_MS);
    };
    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      current = client;
      client.on("notification", (notice) => notice.channel === channel && onNotice(notice.payload ?? ""));
      client.on("error", (error) => {
        onConnectionError(error);
        lost(client);
      });
      client.on("end", () => lost(client));
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
        if (current === client) onListening?.();
      } catch (error) {
        onConnectionError(error as Error);
        lost(client);
      }
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    };
  };
}

export async function ping(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select 1 as ok`);
  return result.rows.length === 1;
}

/** SQLSTATE classes and codes that mean "the database is not reachable now", not "the query is wrong". */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_SYSTEM_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end/i;

/** The database is down, restarting or dropped the connection: the request may be tried again. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SYSTEM_CODES.has(code)))
    return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  // Drizzle wraps the driver's error (cause); a refused connection may be an AggregateError (errors).
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** A unique index refused the write (PostgreSQL 23505; PGlite may only say so in the message). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  // Drizzle wraps the driver's error in a DrizzleQueryError whose cause is the original.
  return (
    code === "23505" || String(error).includes("unique") || (cause !== undefined && isUniqueViolation(cause))
  );
}

/** The database refused a row whose parent (game, review, article, comment) was deleted meanwhile. */
export function isMissingParent(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === "23503";
}
