import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/client.ts";
import { devOutbox } from "../db/schema/platform.ts";

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
}

/** Mail and SMS leave through here; the outbox worker calls it. */
export interface Mailer {
  sendMail(message: OutgoingMessage): Promise<void>;
  sendSms(message: OutgoingMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; SMS always goes to the dev outbox until an SMS gateway adapter exists. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  production: boolean;
}): Mailer {
  const dev = devOutboxMailer(options.db, options.log, options.production);
  if (!options.smtpUrl) return dev;
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    sendMail: async (m) => {
      await transport.sendMail({ from: options.from, to: m.to, subject: m.subject, text: m.text });
    },
    sendSms: dev.sendSms,
  };
}

/** Keeps messages in the database so a person trying the portal can read them at /dev/outbox. */
function devOutboxMailer(db: Db, log: FastifyBaseLogger, production: boolean): Mailer {
  const keep = (channel: "mail" | "sms") => async (m: OutgoingMessage) => {
    if (production) throw new Error(`no ${channel} gateway configured`);
    await db.insert(devOutbox).values({ channel, recipient: m.to, subject: m.subject, body: m.text });
    log.info(`[dev outbox] ${channel} to ${m.to}: ${m.subject} — read it at /dev/outbox`);
  };
  return { sendMail: keep("mail"), sendSms: keep("sms") };
}
