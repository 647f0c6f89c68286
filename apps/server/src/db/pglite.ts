import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database, Db } from "./client.ts";
import { migratedTemplate } from "./pglite-template.ts";

/** The embedded database (no DATABASE_URL): loaded by client.ts's openDatabase only when it is used. */
export async function openPglite(
  dataDir: string,
  migrationsFolder: string,
  template?: Blob,
  cache?: string,
): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : takeDirectoryLock(dataDir);
  try {
    // A new data directory of a demo server starts from the migrated template (pglite-template.ts).
    const fresh = !inMemory && !existsSync(join(dataDir, "PG_VERSION"));
    const start = template ?? (fresh && cache ? await migratedTemplate(cache, migrationsFolder) : undefined);
    if (!inMemory) mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create(inMemory ? undefined : dataDir, { loadDataDir: start });
    const db = drizzle(client) as unknown as Db;
    await migrate(drizzle(client), { migrationsFolder });
    return {
      db,
      kind: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** PGlite has no multi-process lock of its own: a second process would silently corrupt the data. */
function takeDirectoryLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(dirname(lockFile), { recursive: true });
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && isAlive(pid) && pid !== process.pid)
      throw new Error(`PGlite data dir ${dataDir} is in use by pid ${pid}`);
    rmSync(lockFile, { force: true });
  }
  const fd = openSync(lockFile, "wx");
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
