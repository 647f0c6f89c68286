import type { DeliveryRequest, WireRole } from "@portal/contracts/game-server-protocol";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxGameDeliveries, sandboxGameRoles, sandboxGameServers } from "../../db/schema/topup.ts";

/**
 * The simulated game server's own books, kept in its tables so they survive restarts like a real
 * game's: region servers, roles (by the game account's open id) and deliveries by order number.
 */
const roleColumns = {
  roleId: sandboxGameRoles.roleId,
  nickname: sandboxGameRoles.name,
  level: sandboxGameRoles.level,
  openId: sandboxGameRoles.openId,
};

/** The roles on one server of one game. */
const onServer = (gameId: number, serverId: string) =>
  and(eq(sandboxGameRoles.gameId, gameId), eq(sandboxGameRoles.serverId, serverId));

export function serversOf(db: Db, gameId: number) {
  return db
    .select({ serverId: sandboxGameServers.serverId, name: sandboxGameServers.name })
    .from(sandboxGameServers)
    .where(eq(sandboxGameServers.gameId, gameId))
    .orderBy(asc(sandboxGameServers.sortOrder));
}

export async function serverExists(db: Db, gameId: number, serverId: string) {
  const [row] = await db
    .select({ serverId: sandboxGameServers.serverId })
    .from(sandboxGameServers)
    .where(and(eq(sandboxGameServers.gameId, gameId), eq(sandboxGameServers.serverId, serverId)));
  return Boolean(row);
}

export function rolesOf(db: Db, gameId: number, serverId: string, openIds: string[]): Promise<WireRole[]> {
  if (openIds.length === 0) return Promise.resolve([]);
  return db
    .select(roleColumns)
    .from(sandboxGameRoles)
    .where(and(onServer(gameId, serverId), inArray(sandboxGameRoles.openId, openIds)))
    .orderBy(asc(sandboxGameRoles.roleId));
}

export async function findRole(db: Db, gameId: number, serverId: string, roleId: string) {
  const [row] = await db
    .select({ ...roleColumns, online: sandboxGameRoles.online })
    .from(sandboxGameRoles)
    .where(and(onServer(gameId, serverId), eq(sandboxGameRoles.roleId, roleId)));
  return row;
}

export async function findDelivery(db: Db, orderNo: string) {
  const [row] = await db
    .select({ receiptId: sandboxGameDeliveries.receiptId })
    .from(sandboxGameDeliveries)
    .where(eq(sandboxGameDeliveries.idempotencyKey, orderNo));
  return row;
}

/**
 * Gives the goods once per order number: a repeat (or a concurrent twin) only counts the request
 * and answers the receipt of the first.
 */
export async function recordDelivery(db: Db, request: DeliveryRequest) {
  const [row] = await db
    .insert(sandboxGameDeliveries)
    .values({
      idempotencyKey: request.orderNo,
      gameId: request.appId,
      serverId: request.serverId,
      roleId: request.roleId,
      sku: request.sku,
      quantity: request.quantity,
    })
    .onConflictDoUpdate({
      target: sandboxGameDeliveries.idempotencyKey,
      set: { requests: sql`${sandboxGameDeliveries.requests} + 1` },
    })
    .returning({ receiptId: sandboxGameDeliveries.receiptId, firstTime: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("delivery not recorded");
  return row;
}

/** Takes every role of the simulated game server online or offline (tests, demo). */
export async function setRolesOnline(db: Db, online: boolean) {
  await db.update(sandboxGameRoles).set({ online });
}
