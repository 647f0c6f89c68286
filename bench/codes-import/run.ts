// See bench/codes-import.mjs. Makes a fresh database, writes the CSV file, imports it, then the baseline.
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { games } from "../../apps/server/src/db/schema/games.ts";
import { giftCodes, giftPacks } from "../../apps/server/src/db/schema/gifts.ts";
import { importCodes, randomCode } from "../../apps/server/src/features/gift-packs/gift-packs.service.ts";
import type { AppDeps } from "../../apps/server/src/platform/context.ts";
import type { ConsoleStaff } from "../../apps/server/src/platform/staff-session.ts";

const args = process.argv.slice(2);
const at = args.indexOf("--codes");
const codeCount = Number(at >= 0 && args[at + 1] ? args[at + 1] : 1_000_000);
const BUDGET_S = 60;
const BASELINE_BATCH = 10_000;
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.log("TEST_DATABASE_URL is not set: the code-import benchmark runs on PostgreSQL only.");
  process.exit(0);
}

async function createDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("drop database if exists bench_codes with (force)");
  await client.query("create database bench_codes");
  await client.end();
  const target = new URL(url);
  target.pathname = "/bench_codes";
  return target.toString();
}

/** Random codes as the generator makes them (random order is the import's harder case for the index). */
const codes = Array.from({ length: codeCount }, randomCode);
const codeOf = (n: number) => codes[n] as string;

async function writeCsv(path: string) {
  const out = createWriteStream(path);
  out.write("code\n");
  for (let from = 0; from < codeCount; from += 10_000) {
    const lines: string[] = [];
    for (let n = from; n < Math.min(codeCount, from + 10_000); n++) lines.push(codeOf(n));
    if (!out.write(`${lines.join("\n")}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

const url = await createDatabase(adminUrl);
const database = await openDatabase({ url, dataDir: "" });
const { db } = database;
const file = join(tmpdir(), `bench-codes-${process.pid}.csv`);
try {
  const [game] = await db
    .insert(games)
    .values({
      slug: "bench-game",
      type: "rpg",
      platforms: ["web"],
      status: "released",
      company: "Bench",
      version: "1",
      syncSecret: "bench",
    })
    .returning({ id: games.id });
  const newPack = async () => {
    const [pack] = await db
      .insert(giftPacks)
      .values({
        gameId: game?.id ?? 0,
        texts: { en: { name: "Bench pack", contents: "", instructions: "" } },
        validUntil: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: giftPacks.id });
    return pack?.id ?? 0;
  };
  await writeCsv(file);
  const deps = { database, now: () => new Date() } as unknown as AppDeps;
  // A server command's audit row (no staff member), as `npm run console:owner` writes.
  const by = { id: null } as unknown as ConsoleStaff;

  const importedPack = await newPack();
  const importStart = process.hrtime.bigint();
  const result = await importCodes(deps, by, importedPack, createReadStream(file));
  const importTime = seconds(importStart);

  const baselinePack = await newPack();
  const baselineStart = process.hrtime.bigint();
  for (let from = 0; from < codeCount; from += BASELINE_BATCH) {
    const rows = [];
    for (let n = from; n < Math.min(codeCount, from + BASELINE_BATCH); n++)
      rows.push({ packId: baselinePack, code: codeOf(n) });
    await db.insert(giftCodes).values(rows);
  }
  const baselineTime = seconds(baselineStart);
  const [check] = (
    await db.execute<{ n: number }>(
      sql`select cast(count(*) as int) as n from ${giftCodes} where pack_id = ${importedPack}`,
    )
  ).rows;

  const within = importTime <= BUDGET_S;
  console.log(
    `codes imported:        ${result.added.toLocaleString("en")} (in the pack: ${Number(check?.n).toLocaleString("en")})`,
  );
  console.log(`import (CSV stream → COPY → INSERT … SELECT, one transaction): ${importTime.toFixed(1)} s`);
  console.log(
    `baseline (multi-row INSERT of ${BASELINE_BATCH.toLocaleString("en")}, same rows):  ${baselineTime.toFixed(1)} s`,
  );
  console.log(`budget: ${BUDGET_S} s → ${within ? "within" : "OVER"} budget`);
  if (!within || result.added !== codeCount) process.exitCode = 1;
} finally {
  await rm(file, { force: true });
  await database.close();
}
