import type { PushTopic } from "@portal/contracts/push";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { findRow } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import { mails } from "../../db/schema/messages.ts";
import { pushSubscriptions, pushTopicSettings } from "../../db/schema/push.ts";
import { currentRequestId } from "../../platform/request-context.ts";

export async function listTopics(db: DbOrTx, userId: number) {
  return db
    .select({ topic: pushTopicSettings.topic, enabled: pushTopicSettings.enabled })
    .from(pushTopicSettings)
    .where(eq(pushTopicSettings.userId, userId));
}

export async function saveTopic(db: DbOrTx, userId: number, topic: PushTopic, enabled: boolean) {
  await db
    .insert(pushTopicSettings)
    .values({ userId, topic, enabled })
    .onConflictDoUpdate({ target: [pushTopicSettings.userId, pushTopicSettings.topic], set: { enabled } });
}

export async function countDevices(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.devices ?? 0;
}

export type NewSubscription = {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
};

/** One row per browser: subscribing again (or as another player) updates it. */
export async function saveSubscription(db: DbOrTx, row: NewSubscription) {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, language: row.language },
    });
}

export async function isSubscribed(db: DbOrTx, endpoint: string) {
  const [row] = await db
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row?.userId;
}

export async function removeSubscription(db: DbOrTx, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function removeSubscriptionById(db: DbOrTx, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function findSubscription(db: DbOrTx, id: number) {
  return findRow(db, pushSubscriptions, id);
}

/**
 * One outbox job per browser of every player `audience` picks who turned `topic` on, in the caller's
 * transaction: a push exists exactly when what it tells of does, and each browser's job retries alone.
 */
export async function enqueuePerSubscription(
  tx: DbOrTx,
  topic: PushTopic,
  audience: ReturnType<typeof sql>,
  content: Record<string, unknown>,
) {
  await tx.execute(sql`
    INSERT INTO outbox (kind, payload, request_id)
    SELECT 'push', jsonb_build_object('subscriptionId', s.id) || ${JSON.stringify(content)}::jsonb,
      ${currentRequestId() ?? null}::text
    FROM push_subscriptions s
    JOIN push_topic_settings p ON p.user_id = s.user_id AND p.topic = ${topic} AND p.enabled
    WHERE s.user_id IN (${audience})
    ORDER BY s.id`);
}

/** Who a push goes to, as a query of player ids (one player, or a mail's readers). */
export type PlayerQuery = SQL;

export const onePlayer = (userId: number): PlayerQuery => sql`SELECT ${userId}::int`;

/** A mail's title in every language it was written in. */
export async function mailTitle(db: DbOrTx, mailId: number) {
  const [mail] = await db.select({ title: mails.title }).from(mails).where(eq(mails.id, mailId));
  return mail?.title;
}

export async function nicknameOf(db: DbOrTx, userId: number) {
  const [player] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return player?.nickname;
}
