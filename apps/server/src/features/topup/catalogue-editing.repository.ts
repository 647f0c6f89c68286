import { and, asc, count, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { findRow, findRowWhere, insertRow, updateAtVersion, updateWhereAtVersion } from "../../db/rows.ts";
import { gameAccounts, users } from "../../db/schema/account.ts";
import { games } from "../../db/schema/games.ts";
import { storedActivities } from "../../db/schema/platform.ts";
import { prepaidCardBatches } from "../../db/schema/prepaid-cards.ts";
import {
  couponCampaigns,
  coupons,
  paymentRegionMethods,
  topupGoods,
  topupServerLists,
  topupServers,
} from "../../db/schema/topup.ts";

export type GoodsValues = Omit<typeof topupGoods.$inferInsert, "id" | "version">;
export type MethodRow = typeof paymentRegionMethods.$inferSelect;
export type CampaignRow = typeof couponCampaigns.$inferSelect;

// Goods

export async function allGameIds(db: DbOrTx) {
  return (await db.select({ id: games.id }).from(games).orderBy(asc(games.id))).map((row) => row.id);
}

export function goodsOfGame(db: DbOrTx, gameId: number) {
  return db
    .select()
    .from(topupGoods)
    .where(eq(topupGoods.gameId, gameId))
    .orderBy(asc(topupGoods.sortOrder), asc(topupGoods.id));
}

export async function findGoodsById(db: DbOrTx, goodsId: number) {
  return findRow(db, topupGoods, goodsId);
}

export async function skuTaken(db: DbOrTx, gameId: number, sku: string, exceptId = 0) {
  const [row] = await db
    .select({ id: topupGoods.id })
    .from(topupGoods)
    .where(and(eq(topupGoods.gameId, gameId), eq(topupGoods.sku, sku), sql`${topupGoods.id} <> ${exceptId}`));
  return Boolean(row);
}

export async function insertGoods(tx: DbOrTx, values: GoodsValues) {
  return insertRow(tx, topupGoods, values);
}

/** Saves an edit only over the version it was made from; undefined when someone saved first. */
export async function updateGoodsAtVersion(
  tx: DbOrTx,
  goodsId: number,
  version: number,
  values: GoodsValues,
) {
  return updateAtVersion(tx, topupGoods, goodsId, version, values);
}

// Servers entered by hand

export function enteredServers(db: DbOrTx, gameId: number) {
  return db
    .select({ serverId: topupServers.serverId, name: topupServers.name })
    .from(topupServers)
    .where(eq(topupServers.gameId, gameId))
    .orderBy(asc(topupServers.sortOrder), asc(topupServers.serverId));
}

/** The version of the game's entered list (1 when never saved). */
export async function serverListVersion(db: DbOrTx, gameId: number) {
  const [row] = await db
    .select({ version: topupServerLists.version })
    .from(topupServerLists)
    .where(eq(topupServerLists.gameId, gameId));
  return row?.version ?? 1;
}

/**
 * Raises the list's version from the one the operator saw, holding its row until the transaction
 * ends (a concurrent save waits, then finds the version moved); false when someone saved first.
 */
export async function bumpServerListVersion(tx: DbOrTx, gameId: number, version: number) {
  const next = sql`${topupServerLists.version} + 1`;
  const saved =
    version === 1
      ? await tx
          .insert(topupServerLists)
          .values({ gameId, version: 2 })
          .onConflictDoUpdate({
            target: topupServerLists.gameId,
            set: { version: next },
            where: eq(topupServerLists.version, version),
          })
          .returning()
      : await tx
          .update(topupServerLists)
          .set({ version: next })
          .where(and(eq(topupServerLists.gameId, gameId), eq(topupServerLists.version, version)))
          .returning();
  return saved.length > 0;
}

export async function replaceServers(
  tx: DbOrTx,
  gameId: number,
  servers: { serverId: string; name: string }[],
) {
  await tx.delete(topupServers).where(eq(topupServers.gameId, gameId));
  if (servers.length > 0)
    await tx
      .insert(topupServers)
      .values(servers.map((server, sortOrder) => ({ ...server, gameId, sortOrder })));
}

// Payment methods per region

export function regionMethods(db: DbOrTx, region?: string, { enabledOnly = false } = {}) {
  return db
    .select()
    .from(paymentRegionMethods)
    .where(
      and(
        region === undefined ? undefined : eq(paymentRegionMethods.region, region),
        enabledOnly ? eq(paymentRegionMethods.enabled, true) : undefined,
      ),
    )
    .orderBy(
      asc(paymentRegionMethods.region),
      asc(paymentRegionMethods.sortOrder),
      asc(paymentRegionMethods.methodId),
    );
}

export async function findRegionMethod(db: DbOrTx, region: string, methodId: string) {
  return findRowWhere(
    db,
    paymentRegionMethods,
    and(eq(paymentRegionMethods.region, region), eq(paymentRegionMethods.methodId, methodId)),
  );
}

export async function updateMethodAtVersion(
  tx: DbOrTx,
  key: { region: string; methodId: string; version: number },
  values: { enabled: boolean; sortOrder: number },
) {
  const where = and(
    eq(paymentRegionMethods.region, key.region),
    eq(paymentRegionMethods.methodId, key.methodId),
  );
  return updateWhereAtVersion(tx, paymentRegionMethods, where, key.version, values);
}

// Coupon campaigns

// Written out: inside a subquery, drizzle would name the outer table's columns without their table.
const issuedCount = sql<number>`(select count(*)::int from coupons c where c.campaign_id = coupon_campaigns.id)`;
const usedCount = sql<number>`(select count(*)::int from coupons c where c.campaign_id = coupon_campaigns.id and c.used_order_no is not null)`;

export function listCampaigns(db: DbOrTx, campaignId?: number) {
  return db
    .select({ campaign: couponCampaigns, issued: issuedCount, used: usedCount })
    .from(couponCampaigns)
    .where(campaignId === undefined ? undefined : eq(couponCampaigns.id, campaignId))
    .orderBy(desc(couponCampaigns.id));
}

export async function insertCampaign(tx: DbOrTx, values: typeof couponCampaigns.$inferInsert) {
  return insertRow(tx, couponCampaigns, values);
}

export async function findCampaign(db: DbOrTx, campaignId: number) {
  return findRow(db, couponCampaigns, campaignId);
}

/** Who a segment names, as a subquery of user ids (cancelled accounts left out). */
export type SegmentQuery =
  | { kind: "player"; playerId: number }
  | { kind: "all" }
  | { kind: "vip"; minLevel: number }
  | { kind: "game"; gameId: number };

function segmentUserIds(db: DbOrTx, segment: SegmentQuery) {
  const present = isNull(users.anonymisedAt);
  if (segment.kind === "game")
    return db
      .selectDistinct({ id: users.id })
      .from(gameAccounts)
      .innerJoin(users, eq(users.id, gameAccounts.userId))
      .where(and(eq(gameAccounts.appId, segment.gameId), present));
  const where =
    segment.kind === "player"
      ? eq(users.id, segment.playerId)
      : segment.kind === "vip"
        ? gte(users.vipLevel, segment.minLevel)
        : undefined;
  return db.select({ id: users.id }).from(users).where(and(where, present));
}

export async function segmentSize(db: DbOrTx, segment: SegmentQuery) {
  const [row] = await db.select({ n: count() }).from(segmentUserIds(db, segment).as("segment"));
  return row?.n ?? 0;
}

/**
 * One coupon per player of the segment, in one statement: a player who has this campaign's coupon
 * already is skipped by the unique key, so a retry or a concurrent issue adds nothing twice.
 */
export async function issueCoupons(tx: DbOrTx, campaign: CampaignRow, segment: SegmentQuery) {
  const ids = segmentUserIds(tx, segment).as("segment");
  const result = await tx.execute(sql`
    insert into ${coupons} (user_id, kind, value, currency, min_spend_minor, game_ids, starts_at, ends_at, campaign_id)
    select ${ids.id}, ${campaign.kind}, ${campaign.value}, ${campaign.currency}, ${campaign.minSpendMinor},
      campaign.game_ids, ${campaign.startsAt}, ${campaign.endsAt}, ${campaign.id}
    from ${ids}, coupon_campaigns campaign where campaign.id = ${campaign.id}
    on conflict (campaign_id, user_id) do nothing
    returning id`);
  return rowCount(result);
}

function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return rows?.length ?? 0;
}

// Prepaid-card batches

const cardCount = sql<number>`(select count(*)::int from prepaid_cards c where c.batch_id = prepaid_card_batches.id)`;
const usedCardCount = sql<number>`(select count(*)::int from prepaid_cards c where c.batch_id = prepaid_card_batches.id and c.status = 'used')`;

export function listBatches(db: DbOrTx, batchId?: number) {
  return db
    .select({ batch: prepaidCardBatches, cards: cardCount, used: usedCardCount })
    .from(prepaidCardBatches)
    .where(batchId === undefined ? undefined : eq(prepaidCardBatches.id, batchId))
    .orderBy(desc(prepaidCardBatches.id));
}

export async function lockBatch(tx: DbOrTx, batchId: number) {
  return findRow(tx, prepaidCardBatches, batchId, true);
}

export async function withdrawBatch(tx: DbOrTx, batchId: number) {
  const [row] = await tx
    .update(prepaidCardBatches)
    .set({ status: "withdrawn" })
    .where(and(eq(prepaidCardBatches.id, batchId), eq(prepaidCardBatches.status, "active")))
    .returning();
  return row;
}

// Stored-value activities

export type ActivityRow = typeof storedActivities.$inferSelect;
export type ActivityValues = Omit<typeof storedActivities.$inferInsert, "id" | "version">;

export function listActivities(db: DbOrTx) {
  return db.select().from(storedActivities).orderBy(desc(storedActivities.endsAt), desc(storedActivities.id));
}

export async function findActivity(db: DbOrTx, activityId: number) {
  return findRow(db, storedActivities, activityId);
}

export async function insertActivity(tx: DbOrTx, values: ActivityValues) {
  return insertRow(tx, storedActivities, values);
}

export async function updateActivityAtVersion(
  tx: DbOrTx,
  activityId: number,
  version: number,
  values: ActivityValues,
) {
  return updateAtVersion(tx, storedActivities, activityId, version, values);
}
