import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { findRow, findRowWhere, insertRow } from "../../db/rows.ts";
import { consentLog, gameAccounts, users } from "../../db/schema/account.ts";
import { games } from "../../db/schema/games.ts";

export type UserRow = typeof users.$inferSelect;

export async function findUserByAccount(db: DbOrTx, target: string): Promise<UserRow | undefined> {
  const condition = target.includes("@") ? sql`lower(${users.email}) = ${target}` : eq(users.phone, target);
  return findRowWhere(db, users, condition);
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return findRow(db, users, id);
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  return insertRow(db, users, values);
}

/** Sets the given columns of one user; answers the updated row (none: no such user). */
export async function updateUser(db: DbOrTx, userId: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

export async function recordConsents(
  db: DbOrTx,
  userId: number,
  consents: Record<string, boolean>,
  at: Date,
) {
  await db
    .insert(consentLog)
    .values(Object.entries(consents).map(([kind, granted]) => ({ userId, kind, granted, at })));
}

export async function withdrawCancellation(db: DbOrTx, userId: number) {
  await db.update(users).set({ cancelRequestedAt: null }).where(eq(users.id, userId));
}

export async function findGameSyncSecret(db: DbOrTx, appId: number): Promise<string | undefined> {
  const [row] = await db.select({ secret: games.syncSecret }).from(games).where(eq(games.id, appId));
  return row?.secret;
}

export async function findGameAccount(db: DbOrTx, appId: number, openId: string) {
  return findRowWhere(db, gameAccounts, and(eq(gameAccounts.appId, appId), eq(gameAccounts.openId, openId)));
}

export async function upsertGameAccount(db: DbOrTx, values: typeof gameAccounts.$inferInsert) {
  await db
    .insert(gameAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [gameAccounts.appId, gameAccounts.openId],
      set: {
        lastServerId: values.lastServerId,
        lastRoleId: values.lastRoleId,
        lastSeenAt: values.lastSeenAt,
      },
    });
}

/** The player's bound e-mail address, or null (none bound, or no such player). */
export async function findEmail(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** The country the player gave (ISO code as stored), or null. */
export async function findCountry(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ country: users.country }).from(users).where(eq(users.id, userId));
  return row?.country ?? null;
}
