import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";
import { openReusedPglite } from "./pglite-reuse.ts";

/**
 * Where the suite's migrated template lives, set once per run by `database-template.ts` (Vitest's
 * globalSetup): a dumped PGlite data directory, or a PostgreSQL database to copy. Without them
 * (bench scripts, a single file run outside the project config) every database is migrated afresh.
 */
export const TEMPLATE_ENV = {
  pgliteDump: "PORTAL_TEST_PGLITE_TEMPLATE",
  postgresDatabase: "PORTAL_TEST_PG_TEMPLATE",
} as const;

let pgliteTemplate: Blob | undefined;

/** The dumped template, read once per test worker. */
function loadPgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV.pgliteDump];
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Both start as a
 * copy of the run's migrated template when there is one, so no file pays for the migrations; on
 * PGlite the worker's previous file's database, put back as the template had it (pglite-reuse.ts).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = loadPgliteTemplate();
    return template ? openReusedPglite(template) : openDatabase({ dataDir: "memory://" });
  }
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  const template = process.env[TEMPLATE_ENV.postgresDatabase];
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url, dataDir: "" });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Drops a test database once its last connection has gone. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await waitUntilUnused(serverUrl, name);
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * pool.end() resolves before every socket is closed; a forced drop would then kill live
 * connections and surface as uncaught errors (and a template with a connection cannot be
 * copied), so wait until the server has seen them go.
 */
export async function waitUntilUnused(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let tries = 0; tries < 100; tries++) {
      const open = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
        name,
      ]);
      if (!open.rows[0]?.n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await admin.end();
  }
}
