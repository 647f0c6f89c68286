import type { MessageType } from "@portal/contracts/messages";
import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { afterAnchor, type Keyset, keysetOrder } from "../../db/paging.ts";
import { users } from "../../db/schema/account.ts";
import { postComments, posts } from "../../db/schema/forums.ts";
import { messageActors, messageSettings, messages } from "../../db/schema/messages.ts";
import { newsComments, newsReplies } from "../../db/schema/news.ts";
import { reviewReplies, reviews } from "../../db/schema/reviews.ts";

/**
 * Which rows a message's subject ("reviewReply:12") is about, by its prefix. A message whose
 * subject was deleted (a reply gone with its review, a deleted post) is no longer listed or counted:
 * it would lead nowhere.
 */
const subjectRows: Record<string, PgColumn[]> = {
  reviewReply: [reviewReplies.id],
  replyLike: [reviewReplies.id],
  reviewLike: [reviews.id],
  newsReply: [newsReplies.id],
  newsCommentLike: [newsComments.id, newsReplies.id],
  postComment: [postComments.id],
  commentLike: [postComments.id],
  postLike: [posts.id],
};

function subjectStillThere(): SQL {
  const prefix = sql`split_part(${messages.subject}, ':', 1)`;
  const id = sql`nullif(split_part(${messages.subject}, ':', 2), '')::integer`;
  const cases = Object.entries(subjectRows).map(([name, columns]) => {
    const exists = columns.map(
      (column) => sql`exists (select 1 from ${column.table} where ${column} = ${id})`,
    );
    return sql`when ${name} then ${sql.join(exists, sql` or `)}`;
  });
  return sql`(case ${prefix} ${sql.join(cases, sql` `)} else true end)`;
}

export type NewMessage = typeof messages.$inferInsert;

/** A one-off message (a reply, a system event); the same subject twice writes nothing. */
export async function insertMessage(tx: DbOrTx, row: NewMessage) {
  const written = await tx.insert(messages).values(row).onConflictDoNothing().returning({ id: messages.id });
  return written.length > 0;
}

/**
 * Adds an actor to the grouped message for this subject (made on the first). The count moves by the
 * actor rows really added, so a repeated like or follow changes nothing; a new actor makes it unread again.
 */
export async function addGroupedActor(tx: DbOrTx, row: NewMessage & { actorId: number }) {
  const [message] = await tx
    .insert(messages)
    .values({ ...row, actorCount: 0 })
    .onConflictDoUpdate({
      target: [messages.userId, messages.kind, messages.subject],
      set: { excerpt: row.excerpt ?? "" },
    })
    .returning({ id: messages.id });
  if (!message) return false;
  const added = await tx
    .insert(messageActors)
    .values({ messageId: message.id, actorId: row.actorId })
    .onConflictDoNothing()
    .returning({ actorId: messageActors.actorId });
  if (added.length === 0) return false;
  await tx
    .update(messages)
    .set({
      actorCount: sql`${messages.actorCount} + 1`,
      actorId: row.actorId,
      readAt: null,
      createdAt: sql`now()`,
    })
    .where(eq(messages.id, message.id));
  return true;
}

/** Takes an actor back out (an undone like); the message goes with its last actor. */
export async function removeGroupedActor(
  tx: DbOrTx,
  key: { userId: number; kind: string; subject: string; actorId: number },
) {
  const [message] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(eq(messages.userId, key.userId), eq(messages.kind, key.kind), eq(messages.subject, key.subject)),
    );
  if (!message) return;
  const removed = await tx
    .delete(messageActors)
    .where(and(eq(messageActors.messageId, message.id), eq(messageActors.actorId, key.actorId)))
    .returning({ actorId: messageActors.actorId });
  if (removed.length === 0) return;
  const latest = tx
    .select({ actorId: messageActors.actorId })
    .from(messageActors)
    .where(eq(messageActors.messageId, message.id))
    .orderBy(desc(messageActors.createdAt))
    .limit(1);
  await tx
    .update(messages)
    .set({ actorCount: sql`${messages.actorCount} - 1`, actorId: sql`(${latest})` })
    .where(eq(messages.id, message.id));
  await tx.delete(messages).where(and(eq(messages.id, message.id), eq(messages.actorCount, 0)));
}

export async function isTypeEnabled(db: DbOrTx, userId: number, type: MessageType) {
  const [row] = await db
    .select({ enabled: messageSettings.enabled })
    .from(messageSettings)
    .where(and(eq(messageSettings.userId, userId), eq(messageSettings.type, type)));
  return row?.enabled ?? true;
}

export async function listSettings(db: DbOrTx, userId: number) {
  return db
    .select({ type: messageSettings.type, enabled: messageSettings.enabled })
    .from(messageSettings)
    .where(eq(messageSettings.userId, userId));
}

export async function saveSetting(db: DbOrTx, userId: number, type: MessageType, enabled: boolean) {
  await db
    .insert(messageSettings)
    .values({ userId, type, enabled })
    .onConflictDoUpdate({ target: [messageSettings.userId, messageSettings.type], set: { enabled } });
}

const messageOrder: Keyset = {
  keys: [messages.createdAt, messages.id],
  descending: true,
  table: messages,
  id: messages.id,
};

/** A page of the player's messages of a type, newest first, `offset` rows in or after the message `after`. */
export async function listMessages(
  db: DbOrTx,
  userId: number,
  type: MessageType,
  page: { limit: number; offset: number; after?: number },
) {
  const where = and(eq(messages.userId, userId), eq(messages.type, type), subjectStillThere());
  const [rows, [total]] = await Promise.all([
    db
      .select({
        message: messages,
        actor: { uid: users.id, nickname: users.nickname, avatarMediaId: users.avatarMediaId },
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.actorId))
      .where(and(where, page.after === undefined ? undefined : afterAnchor(messageOrder, page.after)))
      .orderBy(...keysetOrder(messageOrder))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export type MessageRow = Awaited<ReturnType<typeof listMessages>>["rows"][number];

export async function unreadByType(db: DbOrTx, userId: number) {
  return db
    .select({ type: messages.type, unread: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt), subjectStillThere()))
    .groupBy(messages.type);
}

export async function markRead(
  db: DbOrTx,
  userId: number,
  scope: { id?: number; type?: MessageType },
  at: Date,
) {
  const conditions = [eq(messages.userId, userId), isNull(messages.readAt)];
  if (scope.id !== undefined) conditions.push(eq(messages.id, scope.id));
  if (scope.type !== undefined) conditions.push(eq(messages.type, scope.type));
  await db
    .update(messages)
    .set({ readAt: at })
    .where(and(...conditions));
}
