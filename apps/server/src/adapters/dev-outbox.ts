import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { devOutbox } from "../db/schema/platform.ts";

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Keeps a message in the database so a person trying the portal can read it at /dev/outbox.
 * Production has no dev outbox: a message with no real channel fails (and is retried).
 */
export function keepInDevOutbox(
  db: Db,
  log: FastifyBaseLogger,
  production: boolean,
  channel: "mail" | "sms",
) {
  return async (message: OutgoingMessage) => {
    if (production) throw new Error(`no ${channel} provider configured`);
    await db
      .insert(devOutbox)
      .values({ channel, recipient: message.to, subject: message.subject, body: message.text });
    log.info(`[dev outbox] ${channel} to ${message.to}: ${message.subject} — read it at /dev/outbox`);
  };
}
