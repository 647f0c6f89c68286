import { createTranslator } from "@portal/i18n";
import type { FastifyBaseLogger } from "fastify";
import { createMailer } from "./adapters/mail.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { AppDeps } from "./platform/context.ts";
import type { OutboxHandlers } from "./platform/outbox.ts";

import { createPublicCache } from "./platform/public-cache.ts";

export function createDeps(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  now = () => new Date(),
): AppDeps {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db: database.db,
    log,
    production: config.NODE_ENV === "production",
  });
  return {
    config,
    database,
    t: createTranslator(),
    mailer,
    now,
    publicCache: createPublicCache(config.PUBLIC_CACHE_MS, { now: () => now().getTime() }),
  };
}

/** What each kind of outbox job does. Features add their kinds here. */
export function outboxHandlers(deps: AppDeps): OutboxHandlers {
  const message = (payload: Record<string, unknown>) => ({
    to: String(payload.to),
    subject: String(payload.subject),
    text: String(payload.text),
  });
  return {
    mail: (payload) => deps.mailer.sendMail(message(payload)),
    sms: (payload) => deps.mailer.sendSms(message(payload)),
  };
}
