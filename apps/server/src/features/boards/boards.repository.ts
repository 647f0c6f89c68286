import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { findRow } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import { forumModerators, forums } from "../../db/schema/forums.ts";
import { games } from "../../db/schema/games.ts";

export type BoardRow = typeof forums.$inferSelect;
export type BoardValues = Pick<typeof forums.$inferInsert, "names" | "intros" | "iconMediaId" | "enabled">;

/** Every game (catalogue order) with its official account's name. */
export function listGames(db: DbOrTx) {
  return db
    .select({ id: games.id, officialUserId: games.officialUserId, officialNickname: users.nickname })
    .from(games)
    .leftJoin(users, eq(users.id, games.officialUserId))
    .orderBy(asc(games.sortOrder), asc(games.id));
}

/** Boards of the given games (all when omitted), in the order players see them. */
export function listBoards(db: DbOrTx, gameId?: number) {
  return db
    .select()
    .from(forums)
    .where(gameId ? eq(forums.gameId, gameId) : undefined)
    .orderBy(asc(forums.gameId), asc(forums.sortOrder), asc(forums.id));
}

export function listModerators(db: DbOrTx, forumIds: number[]) {
  if (!forumIds.length) return Promise.resolve([]);
  return db
    .select({ forumId: forumModerators.forumId, uid: users.id, nickname: users.nickname })
    .from(forumModerators)
    .innerJoin(users, eq(users.id, forumModerators.userId))
    .where(inArray(forumModerators.forumId, forumIds))
    .orderBy(asc(forumModerators.createdAt), asc(users.id));
}

export async function lockBoard(tx: DbOrTx, id: number) {
  return findRow(tx, forums, id, true);
}

/**
 * Locks a game's boards, so two moves of the same game run one after the other. Rows are locked in
 * id order (which no move changes), so concurrent moves never lock in crossing orders; answers them
 * in the order players see them.
 */
export async function lockGameBoards(tx: DbOrTx, gameId: number) {
  const rows = await tx
    .select()
    .from(forums)
    .where(eq(forums.gameId, gameId))
    .orderBy(asc(forums.id))
    .for("update");
  return rows.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

export async function findBoard(db: DbOrTx, id: number) {
  return findRow(db, forums, id);
}

export async function insertBoard(
  tx: DbOrTx,
  values: BoardValues & { gameId: number; kind: BoardRow["kind"] },
) {
  const [row] = await tx
    .insert(forums)
    .values({
      ...values,
      sortOrder: sql`coalesce((select max(${forums.sortOrder}) + 1 from ${forums} where ${forums.gameId} = ${values.gameId}), 0)`,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateBoard(
  tx: DbOrTx,
  id: number,
  values: Partial<BoardValues> & { sortOrder?: number },
) {
  const [row] = await tx
    .update(forums)
    .set({ ...values, version: sql`${forums.version} + 1` })
    .where(eq(forums.id, id))
    .returning();
  return row;
}

/** Adds or removes a board moderator; answers whether anything changed. */
export async function setModerator(
  tx: DbOrTx,
  forumId: number,
  userId: number,
  moderator: boolean,
  at: Date,
) {
  const rows = moderator
    ? await tx
        .insert(forumModerators)
        .values({ forumId, userId, createdAt: at })
        .onConflictDoNothing()
        .returning({ forumId: forumModerators.forumId })
    : await tx
        .delete(forumModerators)
        .where(and(eq(forumModerators.forumId, forumId), eq(forumModerators.userId, userId)))
        .returning({ forumId: forumModerators.forumId });
  return rows.length > 0;
}

export async function findPlayer(db: DbOrTx, uid: number) {
  const [row] = await db
    .select({ uid: users.id, nickname: users.nickname, roles: users.roles })
    .from(users)
    .where(eq(users.id, uid));
  return row;
}

export async function lockGame(tx: DbOrTx, gameId: number) {
  const [row] = await tx
    .select({ id: games.id, officialUserId: games.officialUserId })
    .from(games)
    .where(eq(games.id, gameId))
    .for("update");
  return row;
}

export async function setOfficialAccount(tx: DbOrTx, gameId: number, userId: number | null) {
  await tx.update(games).set({ officialUserId: userId }).where(eq(games.id, gameId));
}

/** The player account a game's official answers are written as. */
export async function findOfficialAccount(db: DbOrTx, gameId: number) {
  const [row] = await db
    .select({ uid: users.id, nickname: users.nickname, roles: users.roles })
    .from(games)
    .innerJoin(users, eq(users.id, games.officialUserId))
    .where(eq(games.id, gameId));
  return row;
}
