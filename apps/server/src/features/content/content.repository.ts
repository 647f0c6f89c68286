import { and, asc, eq, inArray, isNull, lte, notInArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, rowsWithTotal } from "../../db/paging.ts";
import { findRowWhere, insertId, insertRow, updateWhereAtVersion } from "../../db/rows.ts";
import { reservationMilestones } from "../../db/schema/game-social.ts";
import { gameServerEndpoints, games, gameTexts } from "../../db/schema/games.ts";
import { banners } from "../../db/schema/home.ts";
import { media } from "../../db/schema/platform.ts";

export type GameRow = typeof games.$inferSelect;
export type GameTextRow = typeof gameTexts.$inferSelect;
export type GameValues = Omit<typeof games.$inferInsert, "id">;
export type MilestoneRow = typeof reservationMilestones.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

/** Which games the console lists: by name or slug, by publishing state at `now`, missing texts. */
export interface GameListFilter {
  q?: string;
  state?: "draft" | "scheduled" | "published";
  missing?: boolean;
  now: Date;
}

const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function gameListWhere(filter: GameListFilter): SQL | undefined {
  const stateWhere = {
    draft: isNull(games.publishAt),
    scheduled: sql`${games.publishAt} > ${filter.now}`,
    published: lte(games.publishAt, filter.now),
  };
  return and(
    filter.q
      ? sql`(${games.slug} ilike ${pattern(filter.q)} or exists (select 1 from ${gameTexts} where ${gameTexts.gameId} = ${games.id} and ${gameTexts.name} ilike ${pattern(filter.q)}))`
      : undefined,
    filter.state ? stateWhere[filter.state] : undefined,
    filter.missing
      ? sql`(select count(*) from ${gameTexts} where ${gameTexts.gameId} = ${games.id} and ${gameTexts.name} <> '' and ${gameTexts.summary} <> '' and ${gameTexts.intro} <> '') < 6`
      : undefined,
  );
}

export async function listGames(db: DbOrTx, filter: GameListFilter, limit: number, offset: number) {
  const where = gameListWhere(filter);
  return rowsWithTotal(
    db.select().from(games).where(where).orderBy(asc(games.id)).limit(limit).offset(offset),
    countRows(db, games, where),
  );
}

export async function textsOf(db: DbOrTx, gameIds: number[]) {
  if (gameIds.length === 0) return [];
  return db.select().from(gameTexts).where(inArray(gameTexts.gameId, gameIds));
}

export async function findGame(db: DbOrTx, gameId: number, lock = false) {
  const query = db.select().from(games).where(eq(games.id, gameId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function milestonesOf(db: DbOrTx, gameId: number) {
  return db
    .select()
    .from(reservationMilestones)
    .where(eq(reservationMilestones.gameId, gameId))
    .orderBy(asc(reservationMilestones.threshold));
}

export async function endpointOf(db: DbOrTx, gameId: number) {
  return findRowWhere(db, gameServerEndpoints, eq(gameServerEndpoints.gameId, gameId));
}

export async function insertGame(db: DbOrTx, values: GameValues) {
  return insertRow(db, games, values);
}

/** Saves only if the row is still at `rowVersion`; answers the new row, or undefined when stale. */
export async function updateGameAtVersion(
  db: DbOrTx,
  gameId: number,
  rowVersion: number,
  values: Partial<GameValues>,
) {
  return updateWhereAtVersion(db, games, eq(games.id, gameId), rowVersion, values, "rowVersion");
}

/** One row per language that has a name; languages without one are removed. */
export async function replaceTexts(db: DbOrTx, gameId: number, rows: Omit<GameTextRow, "gameId">[]) {
  await db.delete(gameTexts).where(eq(gameTexts.gameId, gameId));
  if (rows.length) await db.insert(gameTexts).values(rows.map((row) => ({ ...row, gameId })));
}

/** Milestones by threshold: others are removed, a kept one keeps its reward picture. */
export async function replaceMilestones(
  db: DbOrTx,
  gameId: number,
  rows: { threshold: number; texts: MilestoneRow["texts"] }[],
) {
  const thresholds = rows.map((row) => row.threshold);
  await db
    .delete(reservationMilestones)
    .where(
      and(
        eq(reservationMilestones.gameId, gameId),
        thresholds.length ? notInArray(reservationMilestones.threshold, thresholds) : undefined,
      ),
    );
  for (const row of rows)
    await db
      .insert(reservationMilestones)
      .values({ gameId, ...row })
      .onConflictDoUpdate({
        target: [reservationMilestones.gameId, reservationMilestones.threshold],
        set: { texts: row.texts },
      });
}

export async function saveEndpoint(
  db: DbOrTx,
  gameId: number,
  values: { url: string; secret: string },
  at: Date,
) {
  await db
    .insert(gameServerEndpoints)
    .values({ gameId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: gameServerEndpoints.gameId, set: { ...values, updatedAt: at } });
}

export async function findMedia(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: media.id, ownerId: media.ownerId }).from(media).where(inArray(media.id, ids));
}

export function insertImage(db: DbOrTx, values: typeof media.$inferInsert) {
  return insertId(db, media, values);
}

export async function listBanners(db: DbOrTx) {
  return db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
}

/** The banners' table, for the console's shared item edits (platform/console/edited-items.ts). */
export const bannersTable = banners;

export async function insertBanner(db: DbOrTx, values: Omit<typeof banners.$inferInsert, "id">) {
  return insertRow(db, banners, values);
}

export async function setBannerOrder(db: DbOrTx, bannerId: number, sortOrder: number) {
  await db.update(banners).set({ sortOrder }).where(eq(banners.id, bannerId));
}

export async function nextBannerPlace(db: DbOrTx) {
  const [row] = await db
    .select({ n: sql<number>`cast(coalesce(max(${banners.sortOrder}), -1) + 1 as int)` })
    .from(banners);
  return row?.n ?? 0;
}

/** The games in the hot and recommended rows, each in its order. */
export async function listPicked(db: DbOrTx) {
  const [hot, recommended] = await Promise.all([
    db.select().from(games).where(eq(games.hot, true)).orderBy(asc(games.hotOrder), asc(games.id)),
    db.select().from(games).where(eq(games.recommended, true)).orderBy(asc(games.sortOrder), asc(games.id)),
  ]);
  return { hot, recommended };
}

/** Locks the games of both rows (so two saves of the picks do not interleave). */
export async function lockPicked(db: DbOrTx) {
  await db
    .select({ id: games.id })
    .from(games)
    .where(sql`${games.hot} or ${games.recommended}`)
    .for("update");
}

export async function existingGameIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: games.id }).from(games).where(inArray(games.id, ids));
  return rows.map((row) => row.id);
}

/** Marks exactly `ids` as the row, in their order; every other game leaves it. */
export async function setPicked(db: DbOrTx, row: "hot" | "recommended", ids: number[]) {
  const marked = row === "hot" ? games.hot : games.recommended;
  const order = row === "hot" ? "hotOrder" : "sortOrder";
  await db
    .update(games)
    .set({ [row]: false })
    .where(and(eq(marked, true), ids.length ? notInArray(games.id, ids) : undefined));
  for (const [place, id] of ids.entries())
    await db
      .update(games)
      .set({ [row]: true, [order]: place })
      .where(eq(games.id, id));
}
