import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { findRow } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import { forumFollows, forumModerators, forums, userFollows } from "../../db/schema/forums.ts";
import { games } from "../../db/schema/games.ts";

/** Boards with whether the viewer follows each (viewer 0: a visitor). */
function selectForums(db: DbOrTx, viewerId: number) {
  return db
    .select({
      forum: forums,
      iconMediaId: games.iconMediaId,
      followed: sql<boolean>`${forumFollows.userId} is not null`,
    })
    .from(forums)
    .innerJoin(games, eq(games.id, forums.gameId))
    .leftJoin(forumFollows, and(eq(forumFollows.forumId, forums.id), eq(forumFollows.userId, viewerId)));
}

export type ForumRow = Awaited<ReturnType<typeof findForum>> & {};

export async function listForums(db: DbOrTx, viewerId: number, gameId?: number) {
  return selectForums(db, viewerId)
    .where(and(eq(forums.enabled, true), gameId ? eq(forums.gameId, gameId) : undefined))
    .orderBy(asc(games.sortOrder), asc(forums.sortOrder), asc(forums.id));
}

export async function findForum(db: DbOrTx, forumId: number, viewerId = 0) {
  const [row] = await selectForums(db, viewerId).where(and(eq(forums.id, forumId), eq(forums.enabled, true)));
  return row;
}

/** The boards a player was made moderator of in the console. */
export async function boardsModeratedBy(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ forumId: forumModerators.forumId })
    .from(forumModerators)
    .where(eq(forumModerators.userId, userId));
  return rows.map((row) => row.forumId);
}

/** A board had a new post or comment. */
export async function touchForum(tx: DbOrTx, forumId: number, at: Date, postsDelta = 0) {
  await tx
    .update(forums)
    .set({ lastActivityAt: at, postsCount: sql`${forums.postsCount} + ${postsDelta}` })
    .where(eq(forums.id, forumId));
}

export async function removePostFromForum(tx: DbOrTx, forumId: number) {
  await tx
    .update(forums)
    .set({ postsCount: sql`${forums.postsCount} - 1` })
    .where(eq(forums.id, forumId));
}

export async function findUser(db: DbOrTx, uid: number) {
  return findRow(db, users, uid);
}

/** How many follow `uid`, how many `uid` follows, and whether the viewer follows them. */
export async function followFigures(db: DbOrTx, uid: number, viewerId: number) {
  const [row] = await db
    .select({
      followers: sql<number>`cast((select count(*) from ${userFollows} where ${userFollows.followeeId} = ${uid}) as int)`,
      following: sql<number>`cast((select count(*) from ${userFollows} where ${userFollows.followerId} = ${uid}) as int)`,
      followed: sql<boolean>`exists (select 1 from ${userFollows} where ${userFollows.followeeId} = ${uid} and ${userFollows.followerId} = ${viewerId})`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { followers: 0, following: 0, followed: false };
}

/** Locks the player's row until the transaction ends: their rate-limit count then cannot race. */
export async function lockPlayer(tx: DbOrTx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}
