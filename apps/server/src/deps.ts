import { createTranslator } from "@portal/i18n";
import type { FastifyBaseLogger } from "fastify";
import { createMailer } from "./adapters/mail.ts";
import { createSmsSender } from "./adapters/sms.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { topupOutboxHandlers } from "./features/topup/delivery.ts";
import { createSimulatedGameServer } from "./features/topup/sandbox/game-server.ts";
import { createSandboxGateway } from "./features/topup/sandbox/gateway.ts";
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
    sms: createSmsSender({ config, db: database.db, log }),
    now,
    publicCache: createPublicCache(config.PUBLIC_CACHE_MS, { now: () => now().getTime() }),
    gateway: createSandboxGateway(database.db, now),
    gameServer: createSimulatedGameServer(database.db),
    selfRequest: async (path, init) => {
      const base = config.SELF_URL ?? `http://127.0.0.1:${config.PORT}`;
      const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(5000) });
      return { status: response.status };
    },
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
    sms: (payload) => deps.sms.sendSms(message(payload)),
    ...topupOutboxHandlers(deps),
  };
}
