import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, rowsWithTotal } from "../../db/paging.ts";
import { prepared } from "../../db/prepared.ts";
import { users } from "../../db/schema/account.ts";
import { reservations } from "../../db/schema/game-social.ts";
import { games } from "../../db/schema/games.ts";
import { dailySignIns, giftCodes, giftPacks } from "../../db/schema/gifts.ts";
import { pointsBalances, rechargeTotals } from "../../db/schema/points.ts";

const codeCount = (free: boolean) =>
  sql<number>`(select cast(count(*) as int) from ${giftCodes} where ${giftCodes.packId} = ${giftPacks.id}${
    free ? sql` and ${giftCodes.userId} is null` : sql``
  })`;

const packColumns = {
  id: giftPacks.id,
  gameId: giftPacks.gameId,
  gameIconMediaId: games.iconMediaId,
  texts: giftPacks.texts,
  validUntil: giftPacks.validUntil,
  pointsCost: giftPacks.pointsCost,
  minVipLevel: giftPacks.minVipLevel,
  needsDailySignIn: giftPacks.needsDailySignIn,
  needsReservation: giftPacks.needsReservation,
  needsEmail: giftPacks.needsEmail,
  task: giftPacks.task,
  total: codeCount(false),
  remaining: codeCount(true),
};

/**
 * Packs of the pack pages at `now`: mail-only packs go out through mail alone, and a scheduled pack
 * shows from its start on.
 */
const listed = (now: Date | Placeholder) =>
  and(eq(giftPacks.mailOnly, false), or(isNull(giftPacks.startsAt), lte(giftPacks.startsAt, now)));

export type PackRow = Awaited<ReturnType<typeof findPack>> & {};

/** Packs matching `where`: open ones first, then by the publisher's order, newest first. */
export async function listPacks(
  db: DbOrTx,
  /** All must hold (undefined: no condition). */
  filters: (SQL | undefined)[],
  page: { limit: number; offset: number; now: Date },
) {
  const where = and(...filters, listed(page.now));
  return rowsWithTotal(
    db
      .select(packColumns)
      .from(giftPacks)
      .innerJoin(games, eq(games.id, giftPacks.gameId))
      .where(where)
      .orderBy(
        sql`${giftPacks.validUntil} <= ${page.now.toISOString()}`,
        giftPacks.sortOrder,
        desc(giftPacks.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, giftPacks, where),
  );
}

export async function findPack(db: DbOrTx, packId: number, now: Date) {
  const [row] = await db
    .select(packColumns)
    .from(giftPacks)
    .innerJoin(games, eq(games.id, giftPacks.gameId))
    .where(and(eq(giftPacks.id, packId), listed(now)));
  return row;
}

/** A pack's own row, without its game or code counts: what a claim checks. */
export async function findPackRules(db: DbOrTx, packId: number, now: Date) {
  const query = prepared(db, "gift_pack_rules", (name) =>
    db
      .select()
      .from(giftPacks)
      .where(and(eq(giftPacks.id, sql.placeholder("packId")), listed(sql.placeholder("now"))))
      .prepare(name),
  );
  const [row] = await query.execute({ packId, now });
  return row;
}

/** The filters of the pack lists. */
export const packFilter = {
  ofGame: (gameId: number) => eq(giftPacks.gameId, gameId),
  missions: isNotNull(giftPacks.task),
  rechargeMissions: sql`${giftPacks.task}->>'kind' = 'recharge'`,
  codes: and(isNull(giftPacks.task), eq(giftPacks.pointsCost, 0)),
  forPoints: and(isNull(giftPacks.task), gt(giftPacks.pointsCost, 0)),
};

/** The player's codes of the given packs. */
export async function codesOf(db: DbOrTx, userId: number, packIds: number[]) {
  if (packIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ packId: giftCodes.packId, code: giftCodes.code })
    .from(giftCodes)
    .where(and(eq(giftCodes.userId, userId), inArray(giftCodes.packId, packIds)));
  return new Map(rows.map((row) => [row.packId, row.code]));
}

/**
 * The UPDATE that hands the player one free code of the pack. SKIP LOCKED lets concurrent claims take
 * different codes instead of queueing on the same row; the unique (pack, player) index refuses a
 * second code to the same player (the caller turns that into giftClaimed). `unless`: a further
 * condition on taking.
 */
const takeCode = (packId: number, userId: number, at: Date, unless = sql``) => sql`
    update ${giftCodes} set user_id = ${userId}, claimed_at = ${at.toISOString()}
    where id = (
      select id from ${giftCodes}
      where pack_id = ${packId} and user_id is null
      order by id limit 1 for update skip locked
    )${unless}
    returning code`;

/** Hands the player one free code of the pack (see `takeCode`). Null when no free code is left. */
export async function takeFreeCode(db: DbOrTx, packId: number, userId: number, at: Date) {
  const result = await db.execute<{ code: string }>(takeCode(packId, userId, at));
  return result.rows[0]?.code ?? null;
}

/**
 * A claim in one statement: takes a free code unless the player already holds one of the pack
 * (`takeCode`; the unique index still refuses one taken by a concurrent claim), and answers the
 * code taken (null: sold out, or `held`), the code the player held before, and their points balance.
 */
export async function claimCode(db: DbOrTx, packId: number, userId: number, at: Date) {
  const result = await db.execute<{ code: string | null; held: string | null; balance: number }>(sql`
    with held as (select code from ${giftCodes} where pack_id = ${packId} and user_id = ${userId}),
      taken as (${takeCode(packId, userId, at, sql` and not exists (select from held)`)})
    select (select code from taken) as code, (select code from held) as held,
      coalesce((select balance from ${pointsBalances} where user_id = ${userId}), 0) as balance`);
  const row = result.rows[0];
  return { code: row?.code ?? null, held: row?.held ?? null, balance: row?.balance ?? 0 };
}

/** Names of games in each language of the chain, for presenting packs. */
/** What a pack's conditions and tasks are checked against. */
export async function playerFacts(db: DbOrTx, userId: number) {
  const [[user], reserved, totals, [streaks]] = await Promise.all([
    db.select({ vipLevel: users.vipLevel, email: users.email }).from(users).where(eq(users.id, userId)),
    db.select({ gameId: reservations.gameId }).from(reservations).where(eq(reservations.userId, userId)),
    db.select().from(rechargeTotals).where(eq(rechargeTotals.userId, userId)),
    db
      .select({ best: sql<number>`cast(coalesce(max(${dailySignIns.streak}), 0) as int)` })
      .from(dailySignIns)
      .where(eq(dailySignIns.userId, userId)),
  ]);
  return {
    vipLevel: user?.vipLevel ?? 0,
    email: user?.email ?? null,
    reservedGames: new Set(reserved.map((row) => row.gameId)),
    rechargeTotals: totals,
    bestStreak: streaks?.best ?? 0,
  };
}

/** Games with packs and how many of their packs still have codes. */
export async function gamesWithPacks(db: DbOrTx, now: Date) {
  return db
    .select({
      gameId: giftPacks.gameId,
      iconMediaId: games.iconMediaId,
      packs: sql<number>`cast(count(*) filter (where ${codeCount(true)} > 0 and ${giftPacks.validUntil} > ${now.toISOString()}) as int)`,
    })
    .from(giftPacks)
    .innerJoin(games, eq(games.id, giftPacks.gameId))
    .where(listed(now))
    .groupBy(giftPacks.gameId, games.iconMediaId)
    .orderBy(giftPacks.gameId);
}

/** The game box: the player's codes with their packs, newest claim first. */
export async function claimedCodes(db: DbOrTx, userId: number, page: { limit: number; offset: number }) {
  const mine = eq(giftCodes.userId, userId);
  return rowsWithTotal(
    db
      .select({
        packId: giftPacks.id,
        gameId: giftPacks.gameId,
        gameIconMediaId: games.iconMediaId,
        texts: giftPacks.texts,
        validUntil: giftPacks.validUntil,
        code: giftCodes.code,
        claimedAt: giftCodes.claimedAt,
      })
      .from(giftCodes)
      .innerJoin(giftPacks, eq(giftPacks.id, giftCodes.packId))
      .innerJoin(games, eq(games.id, giftPacks.gameId))
      .where(mine)
      .orderBy(desc(giftCodes.claimedAt), desc(giftCodes.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, giftCodes, mine),
  );
}

const openPack = (now: Date) =>
  and(gt(giftPacks.validUntil, now), or(isNull(giftPacks.startsAt), lte(giftPacks.startsAt, now)));
/** Open mission packs (id and game) whose task is of `kind` and meets the other conditions. */
function openMissionPacks(tx: DbOrTx, now: Date, kind: string, ...conditions: SQL[]) {
  return tx
    .select({ id: giftPacks.id, gameId: giftPacks.gameId })
    .from(giftPacks)
    .where(and(openPack(now), sql`${giftPacks.task}->>'kind' = ${kind}`, ...conditions));
}

/** Open mission packs whose sign-in streak is exactly `streak` days. */
export function streakPacks(tx: DbOrTx, streak: number, now: Date) {
  return openMissionPacks(tx, now, "signStreak", sql`(${giftPacks.task}->>'days')::int = ${streak}`);
}

/** Open recharge packs of the game whose amount this top-up total has just crossed. */
export function rechargePacksCrossed(
  tx: DbOrTx,
  total: { gameId: number; currency: string; before: number; after: number },
  now: Date,
) {
  const threshold = sql`(${giftPacks.task}->>'amountMinor')::bigint`;
  return openMissionPacks(
    tx,
    now,
    "recharge",
    eq(giftPacks.gameId, total.gameId),
    sql`${giftPacks.task}->>'currency' = ${total.currency}`,
    sql`${threshold} > ${total.before}`,
    sql`${threshold} <= ${total.after}`,
  );
}

export type { OfferTexts } from "../../db/schema/gifts.ts";
