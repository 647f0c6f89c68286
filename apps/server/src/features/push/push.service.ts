import { type Language, normalizeLanguage } from "@portal/contracts/languages";
import type { MessageKind } from "@portal/contracts/messages";
import type { PushNotification, PushSettings, PushSubscriptionJson, PushTopic } from "@portal/contracts/push";
import { pushTopics } from "@portal/contracts/push";
import type { PushSender } from "../../adapters/push.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fail } from "../../platform/errors.ts";
import { textAlongChain } from "../../platform/localized.ts";
import type { OutboxHandler } from "../../platform/outbox.ts";
import { gameNamesIn } from "../games/games.service.ts";
import * as repo from "./push.repository.ts";

/** More browsers than a player really uses: the rest is someone filling the table. */
export const MAX_DEVICES = 10;

/** The push services of the browsers the portal supports; nothing else is ever sent to. */
const pushServiceHosts = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  ".push.apple.com",
  ".notify.windows.com",
];
const loopbackHosts = ["127.0.0.1", "localhost", "[::1]"];

/**
 * Only a push service's https address on its default port. Outside production a push-service fake
 * on this machine (http://127.0.0.1:PORT) is accepted too, for tests and the local demo.
 */
export function isPushServiceAddress(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production && loopbackHosts.includes(url.hostname)) return ["http:", "https:"].includes(url.protocol);
  const known = pushServiceHosts.some((host) =>
    host.startsWith(".") ? url.hostname.endsWith(host) : url.hostname === host,
  );
  return url.protocol === "https:" && url.port === "" && known;
}

export async function settingsOf(deps: AppDeps, userId: number): Promise<PushSettings> {
  const db = deps.database.db;
  const [saved, devices] = await Promise.all([repo.listTopics(db, userId), repo.countDevices(db, userId)]);
  const topics = Object.fromEntries(pushTopics.map((topic) => [topic, false])) as Record<PushTopic, boolean>;
  for (const { topic, enabled } of saved) topics[topic] = enabled;
  return { publicKey: deps.push.publicKey, topics, devices };
}

function requirePush(deps: AppDeps) {
  if (!deps.push.publicKey) fail("pushUnavailable");
}

export async function saveTopic(deps: AppDeps, userId: number, topic: PushTopic, enabled: boolean) {
  requirePush(deps);
  await repo.saveTopic(deps.database.db, userId, topic, enabled);
  return settingsOf(deps, userId);
}

export async function subscribe(
  deps: AppDeps,
  userId: number,
  subscription: PushSubscriptionJson,
  language: Language,
) {
  requirePush(deps);
  const { endpoint, keys } = subscription;
  if (!isPushServiceAddress(endpoint, deps.config.NODE_ENV === "production")) fail("pushEndpointRefused");
  const db = deps.database.db;
  const owner = await repo.isSubscribed(db, endpoint);
  if (owner !== userId && (await repo.countDevices(db, userId)) >= MAX_DEVICES) fail("pushDeviceLimit");
  await repo.saveSubscription(db, { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, language });
  return settingsOf(deps, userId);
}

export async function unsubscribe(deps: AppDeps, userId: number, endpoint: string) {
  await repo.removeSubscription(deps.database.db, userId, endpoint);
  return settingsOf(deps, userId);
}

/** What a message push carries until it is worded, in the receiving browser's language, at send time. */
type MessagePush = { kind: MessageKind; link: string; params: Record<string, string>; actorId?: number };
type MailPush = { kind: "mailGift"; link: string; mailId: number };
type PushContent = MessagePush | MailPush;

/** A new message for `userId`: a push to each of their browsers, if they turned its topic on. */
export async function pushMessage(tx: DbOrTx, userId: number, topic: PushTopic, content: MessagePush) {
  await repo.enqueuePerSubscription(tx, topic, repo.onePlayer(userId), content);
}

/** Mail with a gift: a push to every reader `readers` (a query of user ids) names who turned mail on. */
export async function pushMailGift(tx: DbOrTx, readers: repo.PlayerQuery, mailId: number) {
  const content: MailPush = { kind: "mailGift", link: "/mine/messages?tab=mail", mailId };
  await repo.enqueuePerSubscription(tx, "mail", readers, content);
}

async function wordingOf(deps: AppDeps, content: PushContent, language: Language): Promise<string> {
  const { db } = deps.database;
  if (content.kind === "mailGift") {
    const mailTitle = await repo.mailTitle(db, content.mailId);
    const title = (mailTitle && textAlongChain(mailTitle, language)?.text) ?? "";
    return deps.t(language, "messages:push.mailGift", { title });
  }
  const params: Record<string, string> = { ...content.params };
  if (params.appId && !params.game)
    params.game = (await gameNamesIn(db, [Number(params.appId)], language)).get(Number(params.appId)) ?? "";
  const action = deps.t(language, `messages:kinds.${content.kind}`, params);
  if (content.actorId === undefined) return action;
  const who = await repo.nicknameOf(db, content.actorId);
  return deps.t(language, "messages:line", { who: who ?? "", action });
}

export async function notificationOf(
  deps: AppDeps,
  content: PushContent,
  language: Language,
): Promise<PushNotification> {
  return {
    title: deps.t(language, "messages:push.title"),
    body: await wordingOf(deps, content, language),
    url: `/dist${content.link}`,
  };
}

/** The outbox job: one push to one browser; a browser its push service forgot is removed. */
export function deliverPush(deps: AppDeps, sender: PushSender): OutboxHandler {
  return async (payload) => {
    const { subscriptionId, ...content } = payload as { subscriptionId: number } & PushContent;
    const db = deps.database.db;
    const target = await repo.findSubscription(db, subscriptionId);
    if (!target) return;
    const notification = await notificationOf(deps, content, normalizeLanguage(target.language));
    if ((await sender.send(target, JSON.stringify(notification))) === "gone")
      await repo.removeSubscriptionById(db, target.id);
  };
}
