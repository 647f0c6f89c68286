import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  DeliveryDeferred,
  type GameRoleInfo,
  type GameServerAdapter,
} from "../../../adapters/game-server.ts";
import type { Db } from "../../../db/client.ts";
import { sandboxGameDeliveries, sandboxGameRoles, sandboxGameServers } from "../../../db/schema/topup.ts";

const roleColumns = {
  roleId: sandboxGameRoles.roleId,
  name: sandboxGameRoles.name,
  level: sandboxGameRoles.level,
  openId: sandboxGameRoles.openId,
};

/** A simulated game server kept in the database, so it survives restarts like a real one. */
export function createSimulatedGameServer(db: Db): GameServerAdapter {
  return {
    servers: (gameId) =>
      db
        .select({ serverId: sandboxGameServers.serverId, name: sandboxGameServers.name })
        .from(sandboxGameServers)
        .where(eq(sandboxGameServers.gameId, gameId))
        .orderBy(asc(sandboxGameServers.sortOrder)),

    roles: async (gameId, serverId, openIds): Promise<GameRoleInfo[]> => {
      if (openIds.length === 0) return [];
      return db
        .select(roleColumns)
        .from(sandboxGameRoles)
        .where(
          and(
            eq(sandboxGameRoles.gameId, gameId),
            eq(sandboxGameRoles.serverId, serverId),
            inArray(sandboxGameRoles.openId, openIds),
          ),
        )
        .orderBy(asc(sandboxGameRoles.roleId));
    },

    role: async (gameId, serverId, roleId) => {
      const [row] = await db
        .select(roleColumns)
        .from(sandboxGameRoles)
        .where(
          and(
            eq(sandboxGameRoles.gameId, gameId),
            eq(sandboxGameRoles.serverId, serverId),
            eq(sandboxGameRoles.roleId, roleId),
          ),
        );
      return row;
    },

    deliver: async (delivery) => {
      const [role] = await db
        .select({ online: sandboxGameRoles.online })
        .from(sandboxGameRoles)
        .where(
          and(
            eq(sandboxGameRoles.gameId, delivery.gameId),
            eq(sandboxGameRoles.serverId, delivery.serverId),
            eq(sandboxGameRoles.roleId, delivery.roleId),
          ),
        );
      if (!role) throw new Error("role not found on the game server");
      if (!role.online) throw new DeliveryDeferred("role offline");
      await db
        .insert(sandboxGameDeliveries)
        .values(delivery)
        .onConflictDoUpdate({
          target: sandboxGameDeliveries.idempotencyKey,
          set: { requests: sql`${sandboxGameDeliveries.requests} + 1` },
        });
    },
  };
}

/** Takes every role of the simulated game server online or offline (tests, demo). */
export async function setRolesOnline(db: Db, online: boolean) {
  await db.update(sandboxGameRoles).set({ online });
}
