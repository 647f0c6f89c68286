import { contentFallback, type Language } from "@portal/contracts/languages";
import {
  type PaymentMethod,
  type PaymentRegion,
  paymentRegions,
  regionIds,
  regionMethod,
  WALLET_METHOD,
} from "@portal/contracts/topup";
import { prepaidCardRules } from "@portal/contracts/validation";
import { type GameRoleInfo, GameServerRefusal } from "../../adapters/game-server.ts";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import { playerCountry, playerEmail } from "../account/account.service.ts";
import { listCardsByIds } from "../games/games.service.ts";
import { TOPUP_CACHE } from "./catalogue-change.ts";
import { enteredServers, regionMethods } from "./catalogue-editing.repository.ts";
import * as repo from "./topup.repository.ts";

/** The game server failing to answer is the game server's problem, said so to the player. */
async function fromGameServer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof GameServerRefusal && error.code === "server_unknown")
      throw new AppError("gameServerNotFound");
    throw new AppError("gameServerUnavailable");
  }
}

/** Games sold at top-up, the ones the player played or topped up most recently first. */
export async function topupGames(deps: AppDeps, language: Language, user: SessionUser | null) {
  const db = deps.database.db;
  const ids = await repo.gamesWithGoods(db);
  const recent = user
    ? [
        ...(await repo.recentOrders(db, user.id)).map((o) => o.gameId),
        ...(await repo.gameAccountsOf(db, user.id)).map((a) => a.appId),
      ].filter((id) => ids.includes(id))
    : [];
  const ordered = [...new Set([...recent, ...ids])];
  const cards = await listCardsByIds(db, contentFallback(language), ordered);
  return cards.map((card) => ({
    appId: card.id,
    name: card.name,
    icon: mediaUrl(card.iconMediaId),
    recent: recent.includes(card.id),
  }));
}

/**
 * Server and role of the player's last top-up of this game, else of the last sync-login: from their
 * orders of the game and their game accounts, newest first.
 */
function lastUsed(
  orders: { serverId: string; roleId: string }[],
  accounts: { lastServerId: string | null; lastRoleId: string | null }[],
) {
  const [order] = orders;
  const [account] = accounts;
  return {
    serverId: order?.serverId ?? account?.lastServerId ?? null,
    roleId: order?.roleId ?? account?.lastRoleId ?? null,
  };
}

/** The servers players choose among: those entered in the console, else the game server's own list. */
async function gameServers(deps: AppDeps, gameId: number) {
  const entered = await enteredServers(deps.database.db, gameId);
  return entered.length > 0 ? entered : fromGameServer(() => deps.gameServer.servers(gameId));
}

/** The game server's own list for the console, or null when it does not answer. */
export async function serversFromGameServer(deps: AppDeps, gameId: number) {
  try {
    return await deps.gameServer.servers(gameId);
  } catch {
    return null;
  }
}

export async function serverList(deps: AppDeps, userId: number, gameId: number) {
  const db = deps.database.db;
  const [servers, orders, accounts] = await Promise.all([
    gameServers(deps, gameId),
    repo.recentOrders(db, userId, gameId, 1),
    repo.gameAccountsOf(db, userId, gameId),
  ]);
  const last = lastUsed(orders, accounts);
  return servers
    .map((s) => ({ ...s, last: s.serverId === last.serverId }))
    .sort((a, b) => Number(b.last) - Number(a.last));
}

/** The player's roles on a server (by the game accounts sync-login linked), last used first. */
export async function roleList(deps: AppDeps, userId: number, gameId: number, serverId: string) {
  const db = deps.database.db;
  const [accounts, usedOrders] = await Promise.all([
    repo.gameAccountsOf(db, userId, gameId),
    repo.recentOrders(db, userId, gameId),
  ]);
  const openIds = accounts.map((a) => a.openId);
  const roles = await fromGameServer(() => deps.gameServer.roles(gameId, serverId, openIds));
  const rank = (role: GameRoleInfo) => {
    const index = usedOrders.findIndex((o) => o.serverId === serverId && o.roleId === role.roleId);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const last = lastUsed(usedOrders, accounts);
  return roles
    .sort((a, b) => rank(a) - rank(b))
    .map((role) => ({
      roleId: role.roleId,
      name: role.name,
      level: role.level,
      last: role.roleId === last.roleId && serverId === last.serverId,
    }));
}

/** A server of the game and a role on it that belongs to the player, or the reason why not. */
export async function ownedRole(
  deps: AppDeps,
  userId: number,
  gameId: number,
  serverId: string,
  roleId: string,
) {
  const [servers, role, accounts] = await Promise.all([
    gameServers(deps, gameId),
    fromGameServer(() => deps.gameServer.role(gameId, serverId, roleId)),
    repo.gameAccountsOf(deps.database.db, userId, gameId),
  ]);
  const server = servers.find((s) => s.serverId === serverId);
  if (!server) throw new AppError("gameServerNotFound");
  if (!role || !accounts.some((account) => account.openId === role.openId))
    throw new AppError("roleNotYours");
  return {
    roleId: role.roleId,
    name: role.name,
    level: role.level,
    openId: role.openId,
    serverName: server.name,
  };
}

/** The role as the player's role-check shows it (the game account id stays on the server). */
export async function roleInfo(
  deps: AppDeps,
  userId: number,
  gameId: number,
  serverId: string,
  roleId: string,
) {
  const { openId: _openId, ...role } = await ownedRole(deps, userId, gameId, serverId, roleId);
  return role;
}

export async function goodsList(deps: AppDeps, language: Language, gameId: number, region: PaymentRegion) {
  const currency = paymentRegions[region].currency;
  const rows = await repo.listGoods(deps.database.db, gameId);
  const chain = contentFallback(language);
  return rows.flatMap((row) => {
    const priceMinor = row.prices[currency];
    if (priceMinor === undefined) return [];
    return [
      {
        goodsId: row.id,
        name: textAlongChain(row.names, chain, "anyText")?.text ?? row.sku,
        priceMinor,
        currency,
        points: row.points,
      },
    ];
  });
}

const regionOfLanguage: Partial<Record<Language, PaymentRegion>> = {
  id: "ID",
  vi: "VN",
  th: "TH",
  "zh-hant": "TW",
};

export async function regions(deps: AppDeps, language: Language, user: SessionUser | null) {
  let country: string | null = null;
  if (user) {
    country = (await playerCountry(deps.database.db, user.id))?.toUpperCase() ?? null;
  }
  const suggested =
    country && regionIds.includes(country as PaymentRegion) ? country : (regionOfLanguage[language] ?? "US");
  return {
    regions: regionIds.map((id) => ({ id, currency: paymentRegions[id].currency })),
    suggested,
    prepaidCard: prepaidCardRules,
  };
}

/** The methods the region offers now, in the operators' order (the console's saves forget the cache). */
function offeredMethods(deps: AppDeps, region: PaymentRegion): Promise<PaymentMethod[]> {
  return deps.publicCache(`${TOPUP_CACHE}methods:${region}`, async () =>
    (await regionMethods(deps.database.db, region, { enabledOnly: true })).flatMap((row) => {
      const method = regionMethod(region, row.methodId);
      return method ? [method] : [];
    }),
  );
}

/** A method the player may pay with in this region now (the wallet, or one the region offers). */
export async function offeredMethod(deps: AppDeps, region: PaymentRegion, methodId: string) {
  if (methodId === WALLET_METHOD.id) return WALLET_METHOD;
  return (await offeredMethods(deps, region)).find((method) => method.id === methodId);
}

/** The region's methods, plus the portal wallet when it covers the price (or holds anything). */
export async function paymentMethods(
  deps: AppDeps,
  user: SessionUser | null,
  region: PaymentRegion,
  goods?: { appId?: number; goodsId?: number },
) {
  const currency = paymentRegions[region].currency;
  const methods = await offeredMethods(deps, region);
  if (!user) return { methods, walletMinor: 0, boundMail: false };
  const db = deps.database.db;
  const walletMinor = await repo.walletBalance(db, user.id, currency);
  const item =
    goods?.appId && goods.goodsId ? await repo.findGoods(db, goods.appId, goods.goodsId) : undefined;
  const price = item?.prices[currency];
  const covers = price === undefined ? walletMinor > 0 : walletMinor >= price;
  const email = await playerEmail(db, user.id);
  return {
    methods: covers ? [WALLET_METHOD, ...methods] : methods,
    walletMinor,
    boundMail: Boolean(email),
  };
}

export async function wallet(deps: AppDeps, userId: number) {
  return { balances: await repo.listWalletBalances(deps.database.db, userId) };
}
