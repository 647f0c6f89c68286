import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { onFirstUse } from "../platform/on-first-use.ts";
import { keepInDevOutbox, type OutgoingMessage } from "./dev-outbox.ts";

export type { OutgoingMessage } from "./dev-outbox.ts";

const loadNodemailer = onFirstUse(async () => (await import("nodemailer")).default);

/** Mail leaves through here (SMS through adapters/sms.ts); the outbox worker calls it. */
export interface Mailer {
  sendMail(message: OutgoingMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox (refused in production). */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  production: boolean;
}): Mailer {
  const { smtpUrl } = options;
  if (!smtpUrl) return { sendMail: keepInDevOutbox(options.db, options.log, options.production, "mail") };
  const transport = onFirstUse(async () => (await loadNodemailer()).createTransport(smtpUrl));
  return {
    sendMail: async (m) => {
      await (await transport()).sendMail({ from: options.from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}
