import { z } from "zod";
import { SIGNATURE_MAX_SKEW_MS, signMessage } from "./signature.ts";

/**
 * The game-server protocol (docs/game-server-protocol.md): what the portal asks a game's server
 * (its region servers, a player's roles, a role by id, a delivery) and what it answers. Every
 * request and every answer is signed with the game's secret; the portal's client and the
 * simulated game server use the functions below, so both sides sign the same way.
 */
export const PROTOCOL_VERSION = "1";
export const TIMESTAMP_HEADER = "x-game-timestamp";
export const SIGNATURE_HEADER = "x-game-signature";
/** A request or answer whose timestamp is further than this from the reader's clock is refused. */
export const MAX_SKEW_MS = SIGNATURE_MAX_SKEW_MS;

export const protocolPaths = {
  servers: "/servers",
  roles: "/roles",
  role: "/role",
  deliveries: "/deliveries",
} as const;

/** The two headers that sign `rawBody` now. */
export function signatureHeaders(secret: string, rawBody: string, nowMs: number): Record<string, string> {
  return {
    [TIMESTAMP_HEADER]: String(nowMs),
    [SIGNATURE_HEADER]: signMessage(secret, nowMs, rawBody),
  };
}

const id = z.string().trim().min(1).max(64);

export const serversRequest = z.object({ appId: z.number().int().positive() });
export const rolesRequest = z.object({
  appId: z.number().int().positive(),
  serverId: id,
  /** The player's game accounts (open ids) the portal knows from sync-login. */
  openIds: z.array(id).max(50),
});
export const roleRequest = z.object({ appId: z.number().int().positive(), serverId: id, roleId: id });
export const deliveryRequest = z.object({
  /** The portal's order number: the idempotency key. Asked again, the same receipt answers. */
  orderNo: id,
  appId: z.number().int().positive(),
  openId: id,
  serverId: id,
  roleId: id,
  /** The game's item code. */
  sku: id,
  quantity: z.number().int().positive().max(10_000),
});

export const wireServer = z.object({ serverId: z.string(), name: z.string() });
export const wireRole = z.object({
  roleId: z.string(),
  openId: z.string(),
  nickname: z.string(),
  level: z.number().int(),
});
export const serversAnswer = z.object({ servers: z.array(wireServer) });
export const rolesAnswer = z.object({ roles: z.array(wireRole) });
export const roleAnswer = z.object({ role: wireRole });
export const deliveryAnswer = z.object({
  /** The request's order number: an answer naming another order is a replay and is refused. */
  orderNo: z.string().min(1).max(64),
  receiptId: z.string().min(1).max(128),
  /** false when this order number was delivered before: the same receipt, nothing given again. */
  firstTime: z.boolean(),
});

export const protocolErrorCodes = [
  "bad_signature",
  "bad_request",
  "server_unknown",
  "role_not_found",
  "temporarily_unavailable",
] as const;
export type ProtocolErrorCode = (typeof protocolErrorCodes)[number];
export const errorAnswer = z.object({
  error: z.object({ code: z.enum(protocolErrorCodes), message: z.string() }),
});

/** The HTTP status each error is answered with. */
export const protocolErrorStatus: Record<ProtocolErrorCode, number> = {
  bad_signature: 401,
  bad_request: 400,
  server_unknown: 404,
  role_not_found: 404,
  temporarily_unavailable: 503,
};

export type ServersRequest = z.infer<typeof serversRequest>;
export type RolesRequest = z.infer<typeof rolesRequest>;
export type RoleRequest = z.infer<typeof roleRequest>;
export type DeliveryRequest = z.infer<typeof deliveryRequest>;
export type WireRole = z.infer<typeof wireRole>;
export type WireServer = z.infer<typeof wireServer>;
export type DeliveryAnswer = z.infer<typeof deliveryAnswer>;
