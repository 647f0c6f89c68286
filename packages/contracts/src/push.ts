import { z } from "zod";
import { defineRoute } from "./route.ts";
import { invalid } from "./validation.ts";

/**
 * Web push: a player turns notifications on from the message settings, one switch per topic (never a
 * prompt on a first visit). The topics are the message centre's types plus mail that carries a gift.
 */
export const pushTopics = ["system", "reply", "like", "follow", "mail"] as const;
export type PushTopic = (typeof pushTopics)[number];

/** A browser's PushSubscription.toJSON(), within sizes no push service comes near. */
export const PUSH_ENDPOINT_MAX = 1024;
/** base64url without padding, as browsers send the keys: p256dh is 65 bytes, auth 16. */
const base64url = (bytes: number) =>
  z
    .string(invalid)
    .length(Math.ceil((bytes * 4) / 3), invalid)
    .regex(/^[A-Za-z0-9_-]+$/, invalid);

export const pushSubscription = z.object({
  endpoint: z.string(invalid).min(1, "validation:required").max(PUSH_ENDPOINT_MAX, "validation:tooLong"),
  expirationTime: z.number(invalid).nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, invalid),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscription>;

export const pushSettings = z.object({
  /** The server's VAPID public key (base64url); null when push is switched off on this portal. */
  publicKey: z.string().nullable(),
  topics: z.object({
    reply: z.boolean(),
    like: z.boolean(),
    follow: z.boolean(),
    system: z.boolean(),
    mail: z.boolean(),
  }),
  /** How many of the player's browsers receive pushes. */
  devices: z.number(),
});
export type PushSettings = z.infer<typeof pushSettings>;

export const pushSettingsStatus = defineRoute({
  method: "GET",
  path: "/push/settings",
  data: pushSettings,
  signedIn: true,
});

/** Turns one topic on or off for every browser of the player. */
export const savePushTopic = defineRoute({
  method: "POST",
  path: "/push/topic",
  body: z.object({ topic: z.enum(pushTopics, invalid), enabled: z.boolean(invalid) }),
  data: pushSettings,
  signedIn: true,
});

/** This browser receives the player's pushes (again: the same endpoint is stored once). */
export const subscribePush = defineRoute({
  method: "POST",
  path: "/push/subscribe",
  body: pushSubscription,
  data: pushSettings,
  signedIn: true,
});

/** This browser stops receiving pushes (also on sign-out). */
export const unsubscribePush = defineRoute({
  method: "POST",
  path: "/push/unsubscribe",
  body: z.object({ endpoint: pushSubscription.shape.endpoint }),
  data: pushSettings,
  signedIn: true,
});

/** What the service worker shows: the text in the player's language and the portal page it opens. */
export const pushNotification = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushNotification = z.infer<typeof pushNotification>;
