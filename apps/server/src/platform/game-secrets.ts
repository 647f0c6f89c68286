import { openSecret, sealSecret } from "./secret-box.ts";

/**
 * A game's sync-login secret and its game server's delivery secret, as the console stores them:
 * sealed under APP_SECRET ("sealed:" + box), so the database alone does not give them away.
 * Values written before the console (seed, `saveEndpoint`) are plain and read as they are.
 */
export type GameSecretPurpose = "game-sync-login" | "game-server-delivery";

const SEALED = "sealed:";

export const sealGameSecret = (appSecret: string, purpose: GameSecretPurpose, plain: string) =>
  `${SEALED}${sealSecret(appSecret, purpose, plain)}`;

export function openGameSecret(appSecret: string, purpose: GameSecretPurpose, stored: string): string {
  return stored.startsWith(SEALED) ? openSecret(appSecret, purpose, stored.slice(SEALED.length)) : stored;
}
