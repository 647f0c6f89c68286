import { and, desc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { from as copyFrom } from "pg-copy-streams";
import type { Database, DbOrTx, Tx } from "../../db/client.ts";
import { countRows, rowsWithTotal } from "../../db/paging.ts";
import { updateWhereAtVersion } from "../../db/rows.ts";
import { games } from "../../db/schema/games.ts";
import { giftCodes, giftPacks } from "../../db/schema/gifts.ts";

export type PackRow = typeof giftPacks.$inferSelect;
export type PackValues = Omit<typeof giftPacks.$inferInsert, "id" | "rowVersion" | "createdAt">;
export interface Stock {
  total: number;
  claimed: number;
  unclaimed: number;
}

export async function listPacks(
  db: DbOrTx,
  gameId: number | undefined,
  page: { limit: number; offset: number },
) {
  const where = gameId ? eq(giftPacks.gameId, gameId) : undefined;
  return rowsWithTotal(
    db
      .select()
      .from(giftPacks)
      .where(where)
      .orderBy(giftPacks.gameId, giftPacks.sortOrder, desc(giftPacks.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, giftPacks, where),
  );
}

export async function gameIds(db: DbOrTx) {
  const rows = await db.select({ id: games.id }).from(games).orderBy(games.id);
  return rows.map((row) => row.id);
}

/** The pack, locked against other edits and imports until the transaction ends when `lock`. */
export async function findPack(db: DbOrTx, packId: number, lock = false) {
  const query = db.select().from(giftPacks).where(eq(giftPacks.id, packId));
  const [row] = await (lock ? query.for("no key update") : query);
  return row;
}

export async function insertPack(tx: DbOrTx, values: PackValues) {
  const [row] = await tx.insert(giftPacks).values(values).returning();
  return row as PackRow;
}

/** Saves the values only while the pack is still at `rowVersion`; undefined when it is not. */
export async function updatePackAtVersion(
  tx: DbOrTx,
  packId: number,
  rowVersion: number,
  values: PackValues,
) {
  return updateWhereAtVersion(tx, giftPacks, eq(giftPacks.id, packId), rowVersion, values, "rowVersion");
}

/** The code pools of the packs: every code, and how many players hold. */
export async function stockOf(db: DbOrTx, packIds: number[]): Promise<Map<number, Stock>> {
  if (packIds.length === 0) return new Map();
  const rows = await db
    .select({
      packId: giftCodes.packId,
      total: sql<number>`cast(count(*) as int)`,
      claimed: sql<number>`cast(count(${giftCodes.userId}) as int)`,
    })
    .from(giftCodes)
    .where(inArray(giftCodes.packId, packIds))
    .groupBy(giftCodes.packId);
  return new Map(
    rows.map((row) => [
      row.packId,
      { total: row.total, claimed: row.claimed, unclaimed: row.total - row.claimed },
    ]),
  );
}

/** Adds the codes the pack does not have yet; answers how many were added. */
export async function addCodes(tx: DbOrTx, packId: number, codes: string[]) {
  const result = await tx.execute(sql`
    insert into ${giftCodes} (pack_id, code)
    select ${packId}, code from unnest(${sql.param(codes)}::text[]) as code
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

/** Lines of an import file on their way into a pack: the staging table lives as long as `tx`. */
export interface StagedBatch {
  lines: number[];
  codes: string[];
}

export async function createStaging(tx: Tx) {
  await tx.execute(
    sql`create temp table gift_code_import (line int not null, code text not null) on commit drop`,
  );
}

/**
 * Fills the staging table from the batches: PostgreSQL's COPY FROM STDIN on PostgreSQL (the codes
 * are checked before, so no tab, newline or backslash reaches the text format), batched inserts on
 * PGlite. Answers how many rows were staged.
 */
export async function stageCodes(
  tx: Tx,
  kind: Database["kind"],
  batches: AsyncIterable<StagedBatch>,
): Promise<number> {
  let staged = 0;
  if (kind === "pglite") {
    for await (const batch of batches) {
      staged += batch.codes.length;
      await tx.execute(sql`
        insert into gift_code_import (line, code)
        select * from unnest(${sql.param(batch.lines)}::int[], ${sql.param(batch.codes)}::text[])`);
    }
    return staged;
  }
  const client = (tx as unknown as { session: { client: import("pg").PoolClient } }).session.client;
  const copy = client.query(copyFrom("copy gift_code_import (line, code) from stdin"));
  const done = new Promise<void>((resolve, reject) => {
    copy.on("finish", resolve);
    copy.on("error", reject);
  });
  try {
    for await (const batch of batches) {
      staged += batch.codes.length;
      const text = batch.codes.map((code, i) => `${batch.lines[i]}\t${code}\n`).join("");
      if (!copy.write(text)) await new Promise((resolve) => copy.once("drain", resolve));
    }
  } catch (error) {
    copy.destroy(error as Error);
    await done.catch(() => {});
    throw error;
  }
  copy.end();
  await done;
  return staged;
}

/**
 * Moves the staged codes into the pack in one plain INSERT (a duplicate fails it with a unique
 * violation). In code order, so the pack's code index grows at its end instead of at random pages.
 */
export async function insertStaged(tx: DbOrTx, packId: number) {
  const result = await tx.execute(sql`
    insert into ${giftCodes} (pack_id, code)
    select ${packId}, code from gift_code_import order by code`);
  return result.rowCount ?? 0;
}

/** Staged lines whose code an earlier line of the file has, and staged lines the pack already has. */
export async function stagedDuplicates(tx: DbOrTx, packId: number, limit: number) {
  const inFile = sql`select line from (
      select line, row_number() over (partition by code order by line) as n from gift_code_import
    ) as numbered where n > 1`;
  const inPack = sql`select s.line from gift_code_import s
    join ${giftCodes} g on g.pack_id = ${packId} and g.code = s.code`;
  const linesAndCount = async (query: SQL) => {
    const [lines, count] = await Promise.all([
      tx.execute<{ line: number }>(sql`${query} order by line limit ${limit}`),
      tx.execute<{ n: number }>(sql`select cast(count(*) as int) as n from (${query}) as q`),
    ]);
    return { lines: lines.rows.map((row) => Number(row.line)), count: Number(count.rows[0]?.n ?? 0) };
  };
  return { inFile: await linesAndCount(inFile), inPack: await linesAndCount(inPack) };
}

export type CodeSelection = "all" | "claimed" | "unclaimed";

const selected = (which: CodeSelection) =>
  which === "claimed"
    ? isNotNull(giftCodes.userId)
    : which === "unclaimed"
      ? isNull(giftCodes.userId)
      : undefined;

export async function countCodes(db: DbOrTx, packId: number, which: CodeSelection) {
  const [row] = await countRows(db, giftCodes, and(eq(giftCodes.packId, packId), selected(which)));
  return row?.n ?? 0;
}

/** The pack's codes in id order, a page at a time (keyset), so an export never holds them all. */
export async function* codePages(db: DbOrTx, packId: number, which: CodeSelection, pageSize = 10_000) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: giftCodes.id, code: giftCodes.code, claimedAt: giftCodes.claimedAt })
      .from(giftCodes)
      .where(and(eq(giftCodes.packId, packId), selected(which), gt(giftCodes.id, after)))
      .orderBy(giftCodes.id)
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
