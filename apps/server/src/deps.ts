import { createTranslator } from "@portal/i18n";
import type { FastifyBaseLogger } from "fastify";
import { createHttpGameServer } from "./adapters/game-server-http.ts";
import { createMailer } from "./adapters/mail.ts";
import { createS3MediaObjects } from "./adapters/media-objects.ts";
import type { PaymentGateway } from "./adapters/payment-gateway.ts";
import { createPushSender } from "./adapters/push.ts";
import { createSmsSender } from "./adapters/sms.ts";
import { createStripeGateway } from "./adapters/stripe-payment.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { broadcastOutboxHandlers } from "./features/broadcasts/broadcasts.service.ts";
import { deliverPush } from "./features/push/push.service.ts";
import { topupOutboxHandlers } from "./features/topup/delivery.ts";
import { createSandboxGateway } from "./features/topup/sandbox/gateway.ts";
import type { AppDeps } from "./platform/context.ts";
import { bucketOf } from "./platform/media-bytes.ts";
import type { OutboxHandlers } from "./platform/outbox.ts";

import { createPublicCache } from "./platform/public-cache.ts";
import { createSessionCache } from "./platform/session-cache.ts";

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
    push: createPushSender(config),
    now,
    publicCache: createPublicCache(config.PUBLIC_CACHE_MS, { now: () => now().getTime() }),
    sessionCache: createSessionCache(config.SESSION_CACHE_MS),
    gateway: paymentGateway(config, database, now),
    gameServer: createHttpGameServer(database.db, {
      timeoutMs: config.GAME_SERVER_TIMEOUT_MS,
      now,
      appSecret: config.APP_SECRET,
    }),
    mediaObjects: config.S3_BUCKET || config.MEDIA_STORE === "s3" ? createS3MediaObjects(config) : undefined,
    selfRequest: async (path, init) => {
      const base = config.SELF_URL ?? `http://127.0.0.1:${config.PORT}`;
      const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(5000) });
      return { status: response.status };
    },
  };
}

/** PAYMENT_PROVIDER picks the gateway; the sandbox stays the default for development, tests and the demo. */
function paymentGateway(config: Config, database: Database, now: () => Date): PaymentGateway {
  if (config.PAYMENT_PROVIDER !== "stripe") return createSandboxGateway(database.db, now);
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
    throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  return createStripeGateway({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    publicUrl: config.PUBLIC_URL,
    apiUrl: config.STRIPE_API_URL,
  });
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
    // Queued by the media table's delete trigger: the object of a deleted row leaves the bucket.
    "media-object-delete": (payload) => bucketOf(deps).delete(String(payload.objectKey)),
    push: deliverPush(deps, deps.push),
    ...topupOutboxHandlers(deps),
    ...broadcastOutboxHandlers(deps),
  };
}
