import { and, asc, desc, eq, inArray, like } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { findRowWhere, insertId } from "../../db/rows.ts";
import { gameAccounts } from "../../db/schema/account.ts";
import { games } from "../../db/schema/games.ts";
import { media } from "../../db/schema/platform.ts";
import { countries, helpEntries, regions, vipLevels } from "../../db/schema/profile.ts";

export function listServedCountries(db: DbOrTx) {
  return db.select().from(countries).where(eq(countries.served, true)).orderBy(asc(countries.sort));
}

export async function findCountry(db: DbOrTx, code: string) {
  return findRowWhere(db, countries, eq(countries.code, code));
}

export function listRegions(db: DbOrTx, countryCode: string) {
  return db.select().from(regions).where(eq(regions.countryCode, countryCode)).orderBy(asc(regions.sort));
}

export async function findRegion(db: DbOrTx, countryCode: string, code: string) {
  return findRowWhere(db, regions, and(eq(regions.countryCode, countryCode), eq(regions.code, code)));
}

export function listVipLevels(db: DbOrTx) {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.level));
}

export function listHelpEntries(db: DbOrTx) {
  return db.select().from(helpEntries).orderBy(asc(helpEntries.sort), asc(helpEntries.id));
}

export function insertMedia(db: DbOrTx, values: typeof media.$inferInsert): Promise<number> {
  return insertId(db, media, values);
}

/** The images of the player's current avatar (keys avatar:<uid>:…, see avatarKey). */
export function listAvatarMediaIds(db: DbOrTx, ownerId: number) {
  return db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), like(media.key, `avatar:${ownerId}:%`)));
}

export async function deleteMedia(db: DbOrTx, ids: number[]) {
  if (ids.length > 0) await db.delete(media).where(inArray(media.id, ids));
}

export async function listRecentGames(db: DbOrTx, userId: number, limit = 10) {
  return db
    .select({ appId: games.id, iconMediaId: games.iconMediaId, lastSeenAt: gameAccounts.lastSeenAt })
    .from(gameAccounts)
    .innerJoin(games, eq(games.id, gameAccounts.appId))
    .where(eq(gameAccounts.userId, userId))
    .orderBy(desc(gameAccounts.lastSeenAt))
    .limit(limit);
}
