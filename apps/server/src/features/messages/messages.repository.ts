import type { MessageType } from "@portal/contracts/messages";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { creationOrder, keysetPage, windowPlaceholders } from "../../db/paging.ts";
import { prepared } from "../../db/prepared.ts";
import { users } from "../../db/schema/account.ts";
import { inboxCounts, messageActors, messageSettings, messages } from "../../db/schema/messages.ts";

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

const messageOrder = creationOrder(messages, messages.id, "newest");

/** A player's kept total of a box (a message type, or "mail"); triggers keep it with the rows. */
export async function inboxTotal(db: DbOrTx, userId: number, box: MessageType | "mail") {
  const query = prepared(db, "inbox_total", (name) =>
    db
      .select({ total: inboxCounts.total })
      .from(inboxCounts)
      .where(
        and(eq(inboxCounts.userId, sql.placeholder("userId")), eq(inboxCounts.box, sql.placeholder("box"))),
      )
      .prepare(name),
  );
  const [row] = await query.execute({ userId, box });
  return row?.total ?? 0;
}

/**
 * A page of the player's messages of a type, newest first, `offset` rows in or after the message
 * `after`. A message about something deleted went with it (a trigger), so every row leads somewhere.
 */
export async function listMessages(
  db: DbOrTx,
  userId: number,
  type: MessageType,
  page: { limit: number; offset: number; after?: number },
) {
  const query = prepared(db, `messages_page${page.after === undefined ? "" : "_after"}`, (name) =>
    keysetPage(
      db
        .select({
          message: messages,
          actor: { uid: users.id, nickname: users.nickname, avatarMediaId: users.avatarMediaId },
        })
        .from(messages)
        .leftJoin(users, eq(users.id, messages.actorId))
        .$dynamic(),
      messageOrder,
      and(eq(messages.userId, sql.placeholder("userId")), eq(messages.type, sql.placeholder("type"))),
      windowPlaceholders(page.after !== undefined),
    ).prepare(name),
  );
  const [rows, total] = await Promise.all([
    query.execute({ userId, type, ...page }),
    inboxTotal(db, userId, type),
  ]);
  return { rows, total };
}

export type MessageRow = Awaited<ReturnType<typeof listMessages>>["rows"][number];

export async function unreadByType(db: DbOrTx, userId: number) {
  const query = prepared(db, "unread_by_type", (name) =>
    db
      .select({ type: messages.type, unread: count() })
      .from(messages)
      .where(and(eq(messages.userId, sql.placeholder("userId")), isNull(messages.readAt)))
      .groupBy(messages.type)
      .prepare(name),
  );
  return query.execute({ userId });
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
