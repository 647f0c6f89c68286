import type { ProtocolErrorCode } from "@portal/contracts/game-server-protocol";

/** A game's region server. */
export interface GameServerInfo {
  serverId: string;
  name: string;
}

/** A character on a game server, owned by the game account `openId`. */
export interface GameRoleInfo {
  roleId: string;
  name: string;
  level: number;
  openId: string;
}

export interface ItemDelivery {
  /** The order number: a delivery asked twice gives the goods once and answers the same receipt. */
  idempotencyKey: string;
  gameId: number;
  /** The player's game account that owns the role. */
  openId: string;
  serverId: string;
  roleId: string;
  sku: string;
  quantity: number;
}

/**
 * The game server said no for good (the role or server does not exist): retrying cannot help.
 * Any other error (timeout, 5xx, a bad signature, "temporarily unavailable") is worth retrying.
 */
export class GameServerRefusal extends Error {
  constructor(
    readonly code: ProtocolErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The publisher's game servers, reached over the published protocol (docs/game-server-protocol.md). */
export interface GameServerAdapter {
  servers(gameId: number): Promise<GameServerInfo[]>;
  roles(gameId: number, serverId: string, openIds: string[]): Promise<GameRoleInfo[]>;
  role(gameId: number, serverId: string, roleId: string): Promise<GameRoleInfo | undefined>;
  deliver(delivery: ItemDelivery): Promise<{ receiptId: string }>;
}
