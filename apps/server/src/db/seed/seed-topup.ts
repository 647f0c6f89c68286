import { languages } from "@portal/contracts/languages";
import { eq, inArray, or, sql } from "drizzle-orm";
import type { GameServerEndpoint } from "../../adapters/game-server-http.ts";
import type { Db, DbOrTx } from "../client.ts";
import { gameAccounts, users } from "../schema/account.ts";
import { gameServerEndpoints, games } from "../schema/games.ts";
import { storedActivities } from "../schema/platform.ts";
import {
  coupons,
  sandboxGameRoles,
  sandboxGameServers,
  topupGoods,
  walletBalances,
} from "../schema/topup.ts";

const diamonds: Record<string, string> = {
  zh: "钻石",
  "zh-hant": "鑽石",
  id: "Berlian",
  vi: "Kim cương",
  th: "เพชร",
  en: "Diamonds",
};
const monthlyCard: Record<string, string> = {
  zh: "月卡",
  "zh-hant": "月卡",
  id: "Kartu Bulanan",
  vi: "Thẻ tháng",
  th: "บัตรรายเดือน",
  en: "Monthly Card",
};

const goodsCatalogue = [
  { sku: "gem60", count: 60, prices: { USD: 99, THB: 3500, TWD: 3000, IDR: 15000, VND: 25000 }, points: 10 },
  {
    sku: "gem300",
    count: 300,
    prices: { USD: 499, THB: 17500, TWD: 15000, IDR: 75000, VND: 119000 },
    points: 50,
  },
  {
    sku: "gem980",
    count: 980,
    prices: { USD: 1499, THB: 52500, TWD: 45000, IDR: 229000, VND: 369000 },
    points: 150,
  },
  {
    sku: "monthly",
    count: 0,
    prices: { USD: 499, THB: 17900, TWD: 15000, IDR: 79000, VND: 109000 },
    points: 60,
  },
];

const serverNames = ["Asia-1", "Asia-2", "Global-1"];

/**
 * Points a game at the simulated game server. A game that already points at a simulator (same
 * secret) follows it to its current address; an endpoint set to anything else is left alone.
 */
export async function pointAtSimulator(db: DbOrTx, gameId: number, endpoint: GameServerEndpoint) {
  await db
    .insert(gameServerEndpoints)
    .values({ gameId, url: endpoint.url, secret: endpoint.secret })
    .onConflictDoUpdate({
      target: gameServerEndpoints.gameId,
      set: { url: endpoint.url, updatedAt: new Date() },
      setWhere: eq(gameServerEndpoints.secret, endpoint.secret),
    });
}

/**
 * Goods and simulated game servers for one game, its endpoint set to the simulator (idempotent:
 * a game that has goods keeps them).
 */
export async function seedTopupGame(db: DbOrTx, gameId: number, simulator: GameServerEndpoint) {
  await pointAtSimulator(db, gameId, simulator);
  const [has] = await db
    .select({ id: topupGoods.id })
    .from(topupGoods)
    .where(eq(topupGoods.gameId, gameId))
    .limit(1);
  if (has) return false;
  await db.insert(topupGoods).values(
    goodsCatalogue.map((g, index) => ({
      gameId,
      sku: g.sku,
      names: Object.fromEntries(
        languages.map((l) => [l, g.count ? `${g.count} ${diamonds[l]}` : (monthlyCard[l] ?? "Monthly Card")]),
      ),
      prices: g.prices,
      points: g.points,
      sortOrder: index,
    })),
  );
  await db
    .insert(sandboxGameServers)
    .values(serverNames.map((name, index) => ({ gameId, serverId: `s${index + 1}`, name, sortOrder: index })))
    .onConflictDoNothing();
  return true;
}

/** Links a game account to the player (as sync-login would) with two roles on the first server and one on the second. */
export async function giveRoles(db: DbOrTx, userId: number, gameId: number, nickname = "Hero") {
  const openId = `u${userId}-g${gameId}`;
  await db
    .insert(gameAccounts)
    .values({ appId: gameId, openId, userId, lastServerId: "s1", lastRoleId: `r${userId}a` })
    .onConflictDoNothing();
  await db
    .insert(sandboxGameRoles)
    .values([
      { gameId, serverId: "s1", roleId: `r${userId}a`, openId, name: `${nickname}`, level: 42 },
      { gameId, serverId: "s1", roleId: `r${userId}b`, openId, name: `${nickname}Alt`, level: 7 },
      { gameId, serverId: "s2", roleId: `r${userId}c`, openId, name: `${nickname}Two`, level: 18 },
    ])
    .onConflictDoNothing();
  return { openId, roles: [`r${userId}a`, `r${userId}b`, `r${userId}c`] };
}

const DAY = 24 * 60 * 60 * 1000;

/** Top-up for the first released games, roles, coupons and a wallet for the demo players, one bonus event. */
export async function seedTopup(
  db: Db,
  demoAccounts: string[],
  simulator: GameServerEndpoint,
): Promise<number> {
  const released = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.status, "released"))
    .orderBy(games.sortOrder)
    .limit(4);
  let added = 0;
  for (const game of released) if (await seedTopupGame(db, game.id, simulator)) added++;
  if (added === 0) return 0;
  const players = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(or(inArray(sql`lower(${users.email})`, demoAccounts), inArray(users.phone, demoAccounts)));
  const now = Date.now();
  for (const player of players) {
    for (const game of released.slice(0, 2))
      await giveRoles(db, player.id, game.id, player.nickname.split(" ")[0]);
    await db.insert(coupons).values([
      {
        userId: player.id,
        kind: "percent",
        value: 10,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + 60 * DAY),
      },
      {
        userId: player.id,
        kind: "amount",
        value: 100,
        currency: "USD",
        minSpendMinor: 499,
        gameIds: released[0] ? [released[0].id] : null,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + 30 * DAY),
      },
      {
        userId: player.id,
        kind: "percent",
        value: 20,
        startsAt: new Date(now - 30 * DAY),
        endsAt: new Date(now - DAY),
      },
    ]);
    await db
      .insert(walletBalances)
      .values([
        { userId: player.id, currency: "USD", balanceMinor: 2000 },
        { userId: player.id, currency: "IDR", balanceMinor: 50000 },
      ])
      .onConflictDoNothing();
  }
  const [activity] = await db.select({ id: storedActivities.id }).from(storedActivities).limit(1);
  if (!activity)
    await db.insert(storedActivities).values({
      texts: activityTexts,
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 90 * DAY),
      currency: "USD",
      minAmountMinor: 499,
      bonusPoints: 100,
    });
  return added;
}

const activityTexts = {
  zh: { title: "储值回馈", description: "单笔储值满 4.99 美元，额外赠送 100 积分。" },
  "zh-hant": { title: "儲值回饋", description: "單筆儲值滿 4.99 美元，額外贈送 100 積分。" },
  id: {
    title: "Bonus Isi Ulang",
    description: "Isi ulang minimal US$4,99 sekali bayar dan dapatkan 100 poin tambahan.",
  },
  vi: { title: "Thưởng nạp", description: "Nạp từ 4,99 USD mỗi lần để nhận thêm 100 điểm." },
  th: { title: "โบนัสเติมเงิน", description: "เติมเงินครั้งละ 4.99 ดอลลาร์ขึ้นไป รับเพิ่ม 100 แต้ม" },
  en: { title: "Top-up bonus", description: "Top up US$4.99 or more in one order and get 100 extra points." },
};
