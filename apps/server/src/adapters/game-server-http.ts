import {
  deliveryAnswer,
  errorAnswer,
  protocolPaths,
  roleAnswer,
  rolesAnswer,
  SIGNATURE_HEADER,
  serversAnswer,
  signatureHeaders,
  TIMESTAMP_HEADER,
  type WireRole,
} from "@portal/contracts/game-server-protocol";
import { verifyMessage } from "@portal/contracts/signature";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { gameServerEndpoints } from "../db/schema/games.ts";
import { openGameSecret } from "../platform/game-secrets.ts";
import { type GameRoleInfo, type GameServerAdapter, GameServerRefusal } from "./game-server.ts";

export interface GameServerEndpoint {
  url: string;
  secret: string;
}

/** Where each game's server listens and the secret it signs with (never logged, never returned). */
export async function endpointOf(db: Db, gameId: number, appSecret = ""): Promise<GameServerEndpoint> {
  const [row] = await db
    .select({ url: gameServerEndpoints.url, secret: gameServerEndpoints.secret })
    .from(gameServerEndpoints)
    .where(eq(gameServerEndpoints.gameId, gameId));
  if (!row) throw new Error(`game ${gameId} has no game-server endpoint`);
  return { url: row.url, secret: openGameSecret(appSecret, "game-server-delivery", row.secret) };
}

/** A change of endpoint or secret reaches every process within this time. */
const ENDPOINT_REUSE_MS = 5000;

function endpointReader(db: Db, appSecret: string) {
  const known = new Map<number, { endpoint: Promise<GameServerEndpoint>; until: number }>();
  return (gameId: number) => {
    const now = Date.now();
    const hit = known.get(gameId);
    if (hit && hit.until > now) return hit.endpoint;
    const endpoint = endpointOf(db, gameId, appSecret);
    known.set(gameId, { endpoint, until: now + ENDPOINT_REUSE_MS });
    endpoint.catch(() => known.delete(gameId));
    return endpoint;
  };
}

/** Sets (or replaces) a game's endpoint and secret. */
export async function saveEndpoint(db: Db, gameId: number, endpoint: GameServerEndpoint) {
  await db
    .insert(gameServerEndpoints)
    .values({ gameId, ...endpoint })
    .onConflictDoUpdate({
      target: gameServerEndpoints.gameId,
      set: { url: endpoint.url, secret: endpoint.secret, updatedAt: new Date() },
    });
}

const roleOf = (role: WireRole): GameRoleInfo => ({
  roleId: role.roleId,
  name: role.nickname,
  level: role.level,
  openId: role.openId,
});

/**
 * The protocol client: one signed POST per call to the game's own endpoint, with a timeout; an
 * answer counts only when its signature checks out. Refusals (role not found, server unknown)
 * come back as GameServerRefusal; everything else that fails is an Error worth retrying.
 */
export function createHttpGameServer(
  db: Db,
  options: { timeoutMs: number; now: () => Date; appSecret?: string },
): GameServerAdapter {
  const endpointFor = endpointReader(db, options.appSecret ?? "");
  async function call<T extends z.ZodType>(gameId: number, path: string, request: unknown, answer: T) {
    const endpoint = await endpointFor(gameId);
    const body = JSON.stringify(request);
    const response = await fetch(`${endpoint.url.replace(/\/+$/, "")}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...signatureHeaders(endpoint.secret, body, options.now().getTime()),
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    }).catch((error: Error) => {
      throw new Error(
        error.name === "TimeoutError" ? `no answer within ${options.timeoutMs} ms` : error.message,
      );
    });
    const text = await response.text();
    const signed = verifyMessage(
      endpoint.secret,
      {
        timestamp: response.headers.get(TIMESTAMP_HEADER),
        signature: response.headers.get(SIGNATURE_HEADER),
      },
      text,
      options.now().getTime(),
    );
    if (signed !== "ok") throw new Error(`answer signature ${signed} (HTTP ${response.status})`);
    const json = parseJson(text);
    if (response.ok) {
      const parsed = answer.safeParse(json);
      if (!parsed.success) throw new Error(`malformed answer to ${path} (HTTP ${response.status})`);
      return parsed.data as z.infer<T>;
    }
    const refusal = errorAnswer.safeParse(json);
    if (!refusal.success) throw new Error(`HTTP ${response.status} from ${path}`);
    const { code, message } = refusal.data.error;
    if (code === "role_not_found" || code === "server_unknown") throw new GameServerRefusal(code, message);
    throw new Error(`${code}: ${message} (HTTP ${response.status})`);
  }

  return {
    servers: async (gameId) =>
      (await call(gameId, protocolPaths.servers, { appId: gameId }, serversAnswer)).servers,

    roles: async (gameId, serverId, openIds) => {
      if (openIds.length === 0) return [];
      const answer = await call(
        gameId,
        protocolPaths.roles,
        { appId: gameId, serverId, openIds },
        rolesAnswer,
      );
      return answer.roles.map(roleOf);
    },

    role: async (gameId, serverId, roleId) => {
      try {
        const answer = await call(
          gameId,
          protocolPaths.role,
          { appId: gameId, serverId, roleId },
          roleAnswer,
        );
        return roleOf(answer.role);
      } catch (error) {
        if (error instanceof GameServerRefusal) return undefined;
        throw error;
      }
    },

    deliver: async (delivery) => {
      const request = {
        orderNo: delivery.idempotencyKey,
        appId: delivery.gameId,
        openId: delivery.openId,
        serverId: delivery.serverId,
        roleId: delivery.roleId,
        sku: delivery.sku,
        quantity: delivery.quantity,
      };
      const answer = await call(delivery.gameId, protocolPaths.deliveries, request, deliveryAnswer);
      // Signed, but for another order: a replayed answer proves nothing about this one (retried).
      if (answer.orderNo !== request.orderNo) throw new Error(`answer for another order (${answer.orderNo})`);
      return { receiptId: answer.receiptId };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
