import { and, desc, eq, gt, ilike, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, rowsWithTotal } from "../../db/paging.ts";
import { findRow, insertRow } from "../../db/rows.ts";
import { gameAccounts, sessions, users } from "../../db/schema/account.ts";
import { playerSanctions } from "../../db/schema/players.ts";
import { staffMembers } from "../../db/schema/staff.ts";

export type PlayerRow = typeof users.$inferSelect;
export type SanctionRow = typeof playerSanctions.$inferSelect;
export type SearchField = "id" | "email" | "phone" | "nickname" | "gameAccount";

/** `%` and `_` typed by staff are searched for as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Who matches: the id, the e-mail or phone exactly (no partial matches on contact data, which a
 * support agent sees masked), part of the nickname, or a game account's open id or last role id.
 */
function matching(by: SearchField, q: string) {
  switch (by) {
    case "id":
      return /^\d{1,9}$/.test(q) ? eq(users.id, Number(q)) : sql`false`;
    case "email":
      return sql`lower(${users.email}) = lower(${q})`;
    case "phone":
      return eq(users.phone, q);
    case "nickname":
      return ilike(users.nickname, likeText(q));
    case "gameAccount":
      return sql`${users.id} in (select ${gameAccounts.userId} from ${gameAccounts}
        where ${gameAccounts.openId} = ${q} or ${gameAccounts.lastRoleId} = ${q})`;
  }
}

export async function searchPlayers(
  db: DbOrTx,
  search: { by: SearchField; q: string },
  page: { limit: number; offset: number },
) {
  const where = matching(search.by, search.q);
  return rowsWithTotal(
    db.select().from(users).where(where).orderBy(users.id).limit(page.limit).offset(page.offset),
    countRows(db, users, where),
  );
}

export async function findPlayer(db: DbOrTx, id: number) {
  return findRow(db, users, id);
}

/** The player's row, locked until the transaction ends (one sanction change at a time). */
export async function lockPlayer(tx: DbOrTx, id: number) {
  return findRow(tx, users, id, true);
}

export async function mutedUntilOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ mutedUntil: users.mutedUntil, muteReason: users.muteReason })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export type SanctionColumns = Partial<
  Pick<PlayerRow, "bannedUntil" | "banReason" | "mutedUntil" | "muteReason">
>;

export async function setSanctionColumns(tx: DbOrTx, userId: number, values: SanctionColumns) {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

export async function insertSanction(tx: DbOrTx, values: typeof playerSanctions.$inferInsert) {
  return insertRow(tx, playerSanctions, values);
}

/** Marks the sanctions of this kind still running at `at` as lifted (by a newer one or early). */
export async function liftRunning(
  tx: DbOrTx,
  lift: { userId: number; kind: "ban" | "mute"; at: Date; by: number; sanctionId?: number },
) {
  return tx
    .update(playerSanctions)
    .set({ liftedAt: lift.at, liftedBy: lift.by })
    .where(
      and(
        eq(playerSanctions.userId, lift.userId),
        eq(playerSanctions.kind, lift.kind),
        isNull(playerSanctions.liftedAt),
        or(isNull(playerSanctions.endsAt), gt(playerSanctions.endsAt, lift.at)),
        lift.sanctionId === undefined ? undefined : eq(playerSanctions.id, lift.sanctionId),
      ),
    )
    .returning();
}

const givenBy = alias(staffMembers, "given_by");
const liftedBy = alias(staffMembers, "lifted_by_staff");

/** The player's sanctions, newest first, with the names of who gave and who lifted them. */
export function sanctionsOf(db: DbOrTx, userId: number, id?: number) {
  return db
    .select({ sanction: playerSanctions, staffName: givenBy.name, liftedByName: liftedBy.name })
    .from(playerSanctions)
    .leftJoin(givenBy, eq(givenBy.id, playerSanctions.staffId))
    .leftJoin(liftedBy, eq(liftedBy.id, playerSanctions.liftedBy))
    .where(and(eq(playerSanctions.userId, userId), id === undefined ? undefined : eq(playerSanctions.id, id)))
    .orderBy(desc(playerSanctions.startsAt), desc(playerSanctions.id))
    .limit(100);
}

export type SanctionView = Awaited<ReturnType<typeof sanctionsOf>>[number];

/** The player's sessions still valid at `now`, newest first. */
export function sessionsOf(db: DbOrTx, userId: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
}

export async function deleteSession(tx: DbOrTx, userId: number, tokenHash: string) {
  const deleted = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.tokenHash, tokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}

export function gameAccountsOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(gameAccounts)
    .where(eq(gameAccounts.userId, userId))
    .orderBy(desc(gameAccounts.lastSeenAt))
    .limit(100);
}
