import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { migrationsFolder, openDatabase } from "./client.ts";
import { migratedTemplate } from "./pglite-template.ts";

const folder = mkdtempSync(join(tmpdir(), "pglite-template-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Opens a PGlite database in a new data directory, with the demo cache in `cache` (or none). */
const openNew = (cache: string | undefined) =>
  openDatabase({ dataDir: mkdtempSync(join(folder, "data-")), demoCacheDir: cache });

const migrationsRun = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))
    .rows[0]?.n;

// PGlite only: the PostgreSQL run has nothing to add.
test.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "a new data directory starts from the migrated template, made once per set of migrations",
  async () => {
    const cache = join(folder, "cache");
    const plain = await openNew(undefined);
    const migrations = await migrationsRun(plain);
    await plain.close();
    expect(migrations).toBeGreaterThan(10);

    await migratedTemplate(cache, migrationsFolder);
    const [file] = readdirSync(join(cache, "pglite-template"));
    const path = join(cache, "pglite-template", file ?? "");
    const made = statSync(path).mtimeMs;
    await migratedTemplate(cache, migrationsFolder);
    expect(readdirSync(join(cache, "pglite-template"))).toEqual([file]);
    expect(statSync(path).mtimeMs).toBe(made);

    // Mark the template: a database opened in a new directory has the mark, so it started from it,
    // and it is as migrated as one that ran every migration.
    const marked = await PGlite.create({ loadDataDir: await migratedTemplate(cache, migrationsFolder) });
    await marked.exec("create table template_mark (id int); insert into template_mark values (7)");
    writeFileSync(path, Buffer.from(await (await marked.dumpDataDir("none")).arrayBuffer()));
    await marked.close();
    const fromTemplate = await openNew(cache);
    expect(await migrationsRun(fromTemplate)).toBe(migrations);
    expect((await fromTemplate.db.execute(sql`select id from template_mark`)).rows).toEqual([{ id: 7 }]);
    await fromTemplate.close();
  },
  120_000,
);
