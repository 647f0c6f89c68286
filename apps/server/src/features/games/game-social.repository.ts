import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { gameAccounts } from "../../db/schema/account.ts";
import {
  downloadReports,
  gameFollows,
  gameLikes,
  gameVisits,
  reservations,
} from "../../db/schema/game-social.ts";
import { games } from "../../db/schema/games.ts";
import { reviews } from "../../db/schema/reviews.ts";
import { setRow } from "../../platform/comments/counted-rows.ts";

/** Sets the player's follow or reservation of a game on or off; true only when this call changed it. */
export function setGameRow(
  tx: DbOrTx,
  kind: "follow" | "reservation",
  userId: number,
  gameId: number,
  on: boolean,
) {
  const rows = kind === "follow" ? gameFollows : reservations;
  const match = and(eq(rows.userId, userId), eq(rows.gameId, gameId));
  return setRow(tx, { rows, row: { userId, gameId }, match }, on);
}

type GameCounter = "followsCount" | "reservationsCount";

/** Moves a count on the game by `delta` (0 reads it) and answers the counts after the change. */
export async function bumpGameCount(tx: DbOrTx, gameId: number, counter: GameCounter, delta: number) {
  const columns = {
    followsCount: games.followsCount,
    reservationsCount: games.reservationsCount,
    reservationsElsewhere: games.reservationsElsewhere,
  };
  const [row] =
    delta === 0
      ? await tx.select(columns).from(games).where(eq(games.id, gameId))
      : await tx
          .update(games)
          .set({ [counter]: sql`${games[counter]} + ${delta}` })
          .where(eq(games.id, gameId))
          .returning(columns);
  if (!row) throw new Error(`game ${gameId} vanished`);
  return row;
}

/** "Recently played" needs no finer grain than a minute; refreshes of an open page write nothing. */
const VISIT_GRAIN_MS = 60_000;

/** Remembers that the player opened the game (recently played). */
export async function recordVisit(db: DbOrTx, userId: number, gameId: number, at: Date) {
  await db
    .insert(gameVisits)
    .values({ userId, gameId, visitedAt: at })
    .onConflictDoUpdate({
      target: [gameVisits.userId, gameVisits.gameId],
      set: { visitedAt: at },
      setWhere: lt(gameVisits.visitedAt, new Date(at.getTime() - VISIT_GRAIN_MS)),
    });
}

export async function insertDownloadReport(db: DbOrTx, values: typeof downloadReports.$inferInsert) {
  await db.insert(downloadReports).values(values);
}

/** The player's ties to one game, in one round trip. */
export async function playerTies(db: DbOrTx, userId: number, gameId: number) {
  const tie = (table: typeof gameFollows | typeof gameLikes | typeof reservations) =>
    sql<boolean>`exists (select 1 from ${table} where ${table.userId} = ${userId} and ${table.gameId} = ${gameId})`;
  const [row] = await db
    .select({
      followed: tie(gameFollows),
      liked: tie(gameLikes),
      reserved: tie(reservations),
      myRating: sql<
        number | null
      >`(select ${reviews.rating} from ${reviews} where ${reviews.userId} = ${userId} and ${reviews.gameId} = ${gameId})`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { followed: false, liked: false, reserved: false, myRating: null };
}

export async function isReserved(db: DbOrTx, userId: number, gameId: number): Promise<boolean> {
  const [row] = await db
    .select({ gameId: reservations.gameId })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.gameId, gameId)));
  return Boolean(row);
}

export interface GameMoment {
  gameId: number;
  at: Date;
}

/** A page of the player's followed or reserved games, newest first, with the total. */
export async function listTies(
  db: DbOrTx,
  kind: "followed" | "reserved",
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: GameMoment[]; total: number }> {
  const table = kind === "followed" ? gameFollows : reservations;
  const rows = await db
    .select({ gameId: table.gameId, at: table.createdAt, total: sql<number>`cast(count(*) over () as int)` })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.gameId))
    .limit(limit)
    .offset(offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Recently played: games the player signed into from the game (sync-login) or opened here. */
export async function listRecentlyPlayed(
  db: DbOrTx,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: GameMoment[]; total: number }> {
  const result = await db.execute<{ game_id: number; at: string | Date; total: number }>(sql`
    select played.game_id, max(played.at) as at, cast(count(*) over () as int) as total from (
      select ${gameAccounts.appId} as game_id, ${gameAccounts.lastSeenAt} as at
        from ${gameAccounts} where ${gameAccounts.userId} = ${userId}
      union all
      select ${gameVisits.gameId}, ${gameVisits.visitedAt} from ${gameVisits} where ${gameVisits.userId} = ${userId}
    ) played join ${games} on ${games.id} = played.game_id
    group by played.game_id
    order by max(played.at) desc, played.game_id desc
    limit ${limit} offset ${offset}`);
  const rows = result.rows.map((row) => ({ gameId: Number(row.game_id), at: new Date(row.at) }));
  return { rows, total: Number(result.rows[0]?.total ?? 0) };
}
