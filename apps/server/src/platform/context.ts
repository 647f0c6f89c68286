import type { Language } from "@portal/contracts/languages";
import type { Translate } from "@portal/i18n";
import type { Mailer } from "../adapters/mail.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { PublicCache } from "./public-cache.ts";

/** Everything a feature needs from the outside, handed to every route plugin. */
export interface AppDeps {
  database: Database;
  config: Config;
  t: Translate;
  mailer: Mailer;
  /** The clock; tests move it to cross expiry windows. */
  now: () => Date;
  /** Reuses visitor-independent answers for PUBLIC_CACHE_MS (see public-cache.ts). */
  publicCache: PublicCache;
}

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
