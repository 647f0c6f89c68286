import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder, openDatabase } from "../db/client.ts";
import { adminQuery, databaseUrl, dropDatabase, TEMPLATE_ENV, waitUntilUnused } from "./test-database.ts";

/**
 * Vitest globalSetup for the server project: migrates ONE database per run and lets every test
 * file start from a copy of it (see test-database.ts) instead of running the migrations again.
 * PostgreSQL (TEST_DATABASE_URL): a template database, copied with CREATE DATABASE … TEMPLATE.
 * PGlite: a dumped data directory in a temporary file, loaded with `loadDataDir`.
 * The copies are exact, seed rows and sequences included, so ids start where a fresh database's do.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? postgresTemplate(serverUrl) : pgliteTemplate();
}

async function postgresTemplate(serverUrl: string) {
  const name = `portal_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: "" });
  await database.close();
  // CREATE DATABASE … TEMPLATE refuses while anybody is connected to the template; nobody may.
  await waitUntilUnused(serverUrl, name);
  await adminQuery(serverUrl, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  process.env[TEMPLATE_ENV.postgresDatabase] = name;
  return async () => {
    delete process.env[TEMPLATE_ENV.postgresDatabase];
    await dropDatabase(serverUrl, name);
  };
}

async function pgliteTemplate() {
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), "portal-test-template-"));
  const file = join(dir, "pglite.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV.pgliteDump] = file;
  return async () => {
    delete process.env[TEMPLATE_ENV.pgliteDump];
    rmSync(dir, { recursive: true, force: true });
  };
}
