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
  /** The order number: a delivery asked twice gives the goods once. */
  idempotencyKey: string;
  gameId: number;
  serverId: string;
  roleId: string;
  sku: string;
}

/** Thrown when the goods cannot be given yet (the role is offline, the server is down): retry later. */
export class DeliveryDeferred extends Error {}

/** The publisher's game servers: the simulated one implements it, a real one plugs in over HTTP. */
export interface GameServerAdapter {
  servers(gameId: number): Promise<GameServerInfo[]>;
  roles(gameId: number, serverId: string, openIds: string[]): Promise<GameRoleInfo[]>;
  role(gameId: number, serverId: string, roleId: string): Promise<GameRoleInfo | undefined>;
  deliver(delivery: ItemDelivery): Promise<void>;
}
