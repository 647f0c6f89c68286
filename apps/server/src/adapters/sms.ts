import type { FastifyBaseLogger } from "fastify";
import type twilioSdk from "twilio";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { onFirstUse } from "../platform/on-first-use.ts";
import { keepInDevOutbox, type OutgoingMessage } from "./dev-outbox.ts";

/** SMS leave through here; the outbox worker calls it. */
export interface SmsSender {
  /** False in production without a provider: phone sign-up, code sign-in and binding are off. */
  readonly available: boolean;
  sendSms(message: OutgoingMessage): Promise<void>;
}

/** Phone numbers as the portal stores them (11 digits, the spec's mainland format) get +86; others keep their +. */
export function toE164(phone: string): string {
  return phone.startsWith("+") ? phone : `+86${phone}`;
}

/**
 * Twilio's official SDK when SMS_PROVIDER=twilio. TWILIO_API_URL (tests and local fakes only)
 * sends the SDK's requests to that address instead of https://api.twilio.com, through the SDK's
 * own HTTP client, so authentication and the wire format stay the SDK's.
 */
export function createTwilioSender(config: Config): SmsSender {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = config;
  if (!sid || !token || !from)
    throw new Error("SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM");
  const client = onFirstUse(async () => {
    const twilio = (await import("twilio")).default;
    const apiUrl = config.TWILIO_API_URL;
    return twilio(sid, token, { httpClient: apiUrl ? redirectedClient(twilio, apiUrl) : undefined });
  });
  return {
    available: true,
    async sendSms(message) {
      // The code is in the body; neither it nor the SDK's answer is logged.
      await (await client()).messages.create({ to: toE164(message.to), from, body: message.text });
    },
  };
}

type RequestOptions<TData> = Parameters<typeof twilioSdk.RequestClient.prototype.request<TData>>[0];

/** The SDK's own HTTP client, sending to `baseUrl` instead of api.twilio.com. */
function redirectedClient(twilio: typeof twilioSdk, baseUrl: string) {
  class RedirectedClient extends twilio.RequestClient {
    override request<TData>(opts: RequestOptions<TData>) {
      const original = new URL(opts.uri);
      const target = new URL(`${original.pathname}${original.search}`, baseUrl);
      return super.request<TData>({ ...opts, uri: target.toString() });
    }
  }
  return new RedirectedClient({ timeout: 10_000 });
}

export function createSmsSender(options: { config: Config; db: Db; log: FastifyBaseLogger }): SmsSender {
  const { config } = options;
  if (config.SMS_PROVIDER === "twilio") return createTwilioSender(config);
  const production = config.NODE_ENV === "production";
  return {
    available: !production,
    sendSms: keepInDevOutbox(options.db, options.log, production, "sms"),
  };
}
