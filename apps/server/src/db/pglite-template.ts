import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

/**
 * A migrated, empty PGlite database, dumped once and kept in `<folder>/pglite-template` (DEMO_CACHE_DIR:
 * the browser journeys' server sets it, scripts/demo-cache.mjs), named by a hash of the migrations
 * and PGlite's version. A new data directory loads it instead of running every migration: about a
 * quarter of the CPU time (docs/operations.md, "How long the suite takes"). Made when missing.
 */
export async function migratedTemplate(folder: string, migrationsFolder: string): Promise<Blob> {
  const templates = join(folder, "pglite-template");
  const file = join(templates, `${templateHash(migrationsFolder)}.tar`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  // Written whole under another name, then renamed: a start beside this one reads all or nothing.
  await mkdir(templates, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

function templateHash(migrationsFolder: string): string {
  const hash = createHash("sha256");
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(readFileSync(join(dirname(entry), "..", "package.json")));
  // The journal and the SQL are what `migrate` runs (the snapshots only serve drizzle-kit).
  const names = readdirSync(migrationsFolder).filter((name) => name.endsWith(".sql"));
  for (const name of ["meta/_journal.json", ...names.sort()])
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  return hash.digest("hex");
}
