// CI's proof that backup and restore work: a database with the demo content is backed up with
// backup.sh, restored with restore.sh into a new database, and every table's row count compared.
// Usage: node --import tsx scripts/ops/backup-restore-check.ts (needs TEST_DATABASE_URL).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { seedDemoContent } from "../../apps/server/src/db/seed/seed.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("TEST_DATABASE_URL must name a PostgreSQL server");
const suffix = `${process.pid}_${Date.now()}`;
const [source, target] = [`backup_source_${suffix}`, `backup_target_${suffix}`];
const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tables = await client.query<{ name: string }>(
    "select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows)
    counts[name] = Number((await client.query(`select count(*) as n from ${name}`)).rows[0].n);
  await client.end();
  return counts;
}

const dir = mkdtempSync(join(tmpdir(), "portal-backup-"));
const dump = join(dir, "portal.dump");
try {
  await onServer(`CREATE DATABASE ${source}`);
  const database = await openDatabase({ url: urlOf(source), dataDir: "" });
  await seedDemoContent(database.db);
  await database.close();

  execFileSync("scripts/ops/backup.sh", [urlOf(source), dump], { stdio: "inherit" });
  await onServer(`CREATE DATABASE ${target}`);
  execFileSync("scripts/ops/restore.sh", [dump, urlOf(target)], { stdio: "inherit" });

  const [before, after] = [await rowCounts(urlOf(source)), await rowCounts(urlOf(target))];
  const tables = Object.keys(before);
  const differ = tables.filter((table) => before[table] !== after[table]);
  const rows = tables.reduce((sum, table) => sum + (before[table] ?? 0), 0);
  if (differ.length > 0 || tables.length !== Object.keys(after).length) {
    for (const table of differ) console.error(`${table}: ${before[table]} before, ${after[table]} after`);
    throw new Error("the restored database differs from the backed-up one");
  }
  console.log(`backup and restore: ${tables.length} tables, ${rows} rows, every count equal`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  await onServer(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
  await onServer(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
}
