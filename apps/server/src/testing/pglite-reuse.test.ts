import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { hasSpare, openReusedPglite } from "./pglite-reuse.ts";
import { TEMPLATE_ENV } from "./test-database.ts";

/** Every public table's rows and every sequence's state, as text to compare. */
async function contents(database: Database) {
  const { rows: tables } = await database.db.execute<{ name: string }>(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const seen: Record<string, unknown> = {};
  for (const { name } of tables)
    seen[name] = (
      await database.db.execute(
        sql.raw(`select coalesce(json_agg(t order by t::text), '[]') as rows from ${name} t`),
      )
    ).rows[0];
  seen.sequences = (
    await database.db.execute(
      sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
    )
  ).rows;
  return seen;
}

/** A row in a seed table and one in an empty one, a sequence moved on, a session setting changed. */
async function scribble(database: Database) {
  await database.db.execute(sql`delete from help_entries where id = (select min(id) from help_entries)`);
  await database.db.execute(
    sql`insert into users (email, password_hash, nickname) values ('reuse@example.com', 'x', 'Reuse')`,
  );
  await database.db.execute(sql`set time zone 'Asia/Shanghai'`);
}

// Each test compares all 101 tables; a loaded machine needs more than the project's 30 s.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "a test file's PGlite database, reused",
  { timeout: 180_000 },
  () => {
    let template: Blob;
    let fresh: Record<string, unknown>;

    beforeAll(async () => {
      // The run's migrated template (database-template.ts, the server project's globalSetup).
      template = new Blob([readFileSync(process.env[TEMPLATE_ENV.pgliteDump] ?? "")]);
      const client = await PGlite.create(undefined, { loadDataDir: template });
      fresh = await contents({
        db: drizzle(client) as unknown as Database["db"],
        kind: "pglite",
        close: () => client.close(),
      });
      await client.close();
    });

    test("comes back to the next file exactly as the template had it: rows, seed rows, sequences, settings", async () => {
      const first = await openReusedPglite(template);
      await scribble(first);
      expect(await contents(first)).not.toEqual(fresh);
      await first.close();
      expect(hasSpare()).toBe(true);

      const second = await openReusedPglite(template);
      expect(await contents(second)).toEqual(fresh);
      const { rows } = await second.db.execute<{ zone: string }>(
        sql`select current_setting('TimeZone') as zone`,
      );
      expect(rows[0]?.zone).not.toBe("Asia/Shanghai");
      await second.close();
    });

    test("a closed file's handle fails instead of reaching the next file's database", async () => {
      const first = await openReusedPglite(template);
      await first.close();
      const second = await openReusedPglite(template);
      const refused = await first.db.execute(sql`select 1`).catch((error: Error) => error);
      expect((refused as Error).cause).toEqual(new Error("PGlite is closed"));
      await second.close();
    });

    test("a database whose schema a test changed is not handed on; two open at once are separate", async () => {
      const changed = await openReusedPglite(template);
      await changed.db.execute(sql`drop trigger audit_entries_no_change on audit_entries`);
      const other = await openReusedPglite(template);
      await other.db.execute(sql`delete from regions`);
      await changed.close();
      expect(hasSpare()).toBe(false);
      await other.close();
      expect(hasSpare()).toBe(true);

      const next = await openReusedPglite(template);
      const { rows } = await next.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_trigger where tgname = 'audit_entries_no_change'`,
      );
      expect(rows[0]?.n).toBe(1);
      expect(await contents(next)).toEqual(fresh);
      await next.close();
    });
  },
);
