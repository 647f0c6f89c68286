import type { Language } from "@portal/contracts/languages";
import type { Translate } from "@portal/i18n";
import type { Mailer } from "../adapters/mail.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";

/** Everything a feature needs from the outside, handed to every route plugin. */
export interface AppDeps {
  database: Database;
  config: Config;
  t: Translate;
  mailer: Mailer;
  /** The clock; tests move it to cross expiry windows. */
  now: () => Date;
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
