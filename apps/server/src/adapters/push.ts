import type { Config } from "../config.ts";
import { onFirstUse } from "../platform/on-first-use.ts";

const loadWebPush = onFirstUse(async () => (await import("web-push")).default);

/** Where a push goes: the browser's push-service address and the keys its payloads are encrypted for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** "gone": the push service no longer knows the browser (404/410); its subscription is removed. */
export type PushOutcome = "sent" | "gone";

/** Web pushes leave through here (the outbox worker calls it); `publicKey` null means push is off. */
export interface PushSender {
  readonly publicKey: string | null;
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

const GONE = new Set([404, 410]);
/** A notification older than a day is news no more: the push service may drop it. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;

/** The `web-push` library with the VAPID keys from configuration; without them push is off. */
export function createPushSender(config: Config): PushSender {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  if (!publicKey || !privateKey || !subject)
    return {
      publicKey: null,
      send: async () => {
        throw new Error("push is off: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set");
      },
    };
  const vapidDetails = { subject, publicKey, privateKey };
  const production = config.NODE_ENV === "production";
  return {
    publicKey,
    async send(target, payload) {
      const subscription = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } };
      // web-push encrypts (aes128gcm) and signs (VAPID); the request itself goes out through fetch, which
      // also reaches the loopback push-service fake that tests and the local demo use over plain http.
      const webpush = await loadWebPush();
      const request = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails,
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: "aes128gcm",
      });
      if (production && !request.endpoint.startsWith("https://"))
        throw new Error("push endpoint is not https");
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: new Uint8Array(request.body),
        redirect: "error",
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (GONE.has(response.status)) return "gone";
      // The push service's answer may echo the endpoint's token: only the status is kept.
      if (!response.ok) throw new Error(`push service refused the push: ${response.status}`);
      return "sent";
    },
  };
}
