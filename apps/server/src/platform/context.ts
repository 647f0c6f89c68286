import type { Language } from "@portal/contracts/languages";
import type { Translate } from "@portal/i18n";
import type { GameServerAdapter } from "../adapters/game-server.ts";
import type { Mailer } from "../adapters/mail.ts";
import type { MediaObjects } from "../adapters/media-objects.ts";
import type { PaymentGateway } from "../adapters/payment-gateway.ts";
import type { PushSender } from "../adapters/push.ts";
import type { SmsSender } from "../adapters/sms.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { PublicCache } from "./public-cache.ts";
import type { SessionCache } from "./session-cache.ts";

/** Everything a feature needs from the outside, handed to every route plugin. */
export interface AppDeps {
  database: Database;
  config: Config;
  t: Translate;
  mailer: Mailer;
  sms: SmsSender;
  /** Web push; its `publicKey` is null when push is off (no VAPID keys). */
  push: PushSender;
  /** The clock; tests move it to cross expiry windows. */
  now: () => Date;
  /** Moves `now` forward (POST /dev/clock); set outside production only. */
  advanceClock?: (ms: number) => Date;
  /** Reuses visitor-independent answers for PUBLIC_CACHE_MS (see public-cache.ts). */
  publicCache: PublicCache;
  /** Reuses session lookups for SESSION_CACHE_MS (see session-cache.ts). */
  sessionCache: SessionCache;
  gateway: PaymentGateway;
  gameServer: GameServerAdapter;
  /** The media bucket when S3_BUCKET is set (MEDIA_STORE=s3 writes new media there). */
  mediaObjects?: MediaObjects;
  /** An HTTP request to this server itself (the sandbox gateway's webhooks); tests route it in-process. */
  selfRequest: SelfRequest;
}

export type SelfRequest = (
  path: string,
  init: { method: "POST"; headers: Record<string, string>; body: string },
) => Promise<{ status: number }>;

export interface SessionUser {
  id: number;
  roles: string[];
  bannedUntil: Date | null;
  banReason: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    language: Language;
    user: SessionUser | null;
  }
}
