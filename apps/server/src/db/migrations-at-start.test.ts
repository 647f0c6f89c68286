import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { migrationsFolder } from "./client.ts";

/**
 * An upgrade under several processes: three start at once on a database with no tables. The
 * advisory lock in openDatabase lets one migrate while the others wait; each migration runs once.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)("three processes starting at once on an empty PostgreSQL database", () => {
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  const url = new URL(serverUrl || "postgres://x/x");
  url.pathname = `/${name}`;
  const admin = () => new pg.Client({ connectionString: serverUrl });
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  test("all three come up and every migration is applied exactly once", async () => {
    const env = { DATABASE_URL: url.toString(), SEED_DEMO: "false", WEB_DIST: "/nonexistent" };
    processes = await Promise.all([1, 2, 3].map(() => startServerProcess(env, { startTimeoutMs: 120_000 })));
    for (const process of processes) expect((await fetch(`${process.url}/readyz`)).status).toBe(200);

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const applied = await client.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    await client.end();
    const files = readdirSync(migrationsFolder).filter((file) => file.endsWith(".sql"));
    expect(applied.rows).toHaveLength(files.length);
    expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(files.length);
  }, 180_000);
});
