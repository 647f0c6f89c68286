import { and, eq, sql } from "drizzle-orm";
import { alias, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, type Keyset, keysetPageByIds, rowsWithTotal } from "../../db/paging.ts";
import { users } from "../../db/schema/account.ts";
import { authorColumns, type ReplyViewRow } from "./authors.ts";
import { shown } from "./moderation.ts";

/**
 * Where one kind of reply thread lives (review replies, news comment replies): the replies' table
 * with its columns, the column naming what the thread hangs under (the review, the comment), and the
 * likes' table. One set of queries serves every kind; the tables are passed in.
 */
export interface ThreadTables {
  replies: PgTable & {
    id: PgColumn;
    parentReplyId: PgColumn;
    userId: PgColumn;
    body: PgColumn;
    official: PgColumn;
    createdAt: PgColumn;
    hiddenAt: PgColumn;
    deletedAt: PgColumn;
  };
  /** The replies' column holding the id of what the thread is under. */
  subject: PgColumn;
  /** What the thread is under: its id and its count of shown replies (the list's total). */
  subjectCount: { id: PgColumn; count: PgColumn };
  likes: { table: PgTable; user: PgColumn; target: PgColumn };
}

/** A reply row as stored, with the id of what its thread is under. */
export interface ThreadReplyRow {
  id: number;
  subjectId: number;
  parentReplyId: number | null;
  userId: number;
  body: string;
  official: boolean;
}

export interface ThreadReplyView extends ReplyViewRow {
  subjectId: number;
}

export async function findThreadReply(
  db: DbOrTx,
  thread: ThreadTables,
  replyId: number,
): Promise<ThreadReplyRow | undefined> {
  const { replies } = thread;
  const [row] = await db
    .select({
      id: replies.id,
      subjectId: thread.subject,
      parentReplyId: replies.parentReplyId,
      userId: replies.userId,
      body: replies.body,
      official: replies.official,
    })
    .from(replies)
    .where(and(eq(replies.id, replyId), shown(replies)));
  return row as ThreadReplyRow | undefined;
}

export async function insertThreadReply(
  tx: DbOrTx,
  thread: ThreadTables,
  values: Record<string, unknown>,
): Promise<{ id: number }> {
  const [row] = await tx.insert(thread.replies).values(values).returning({ id: thread.replies.id });
  if (!row) throw new Error("reply insert returned nothing");
  return row as { id: number };
}

/** Replies with author, the author they answer, and whether the viewer liked each (0: visitor). */
function selectReplyViews(db: DbOrTx, thread: ThreadTables, viewerId: number) {
  const { replies, likes } = thread;
  const parent = alias(replies, "parent_reply") as unknown as ThreadTables["replies"];
  const parentAuthor = alias(users, "parent_author");
  return db
    .select({
      reply: replies,
      subjectId: thread.subject,
      author: authorColumns,
      replyTo: { uid: parentAuthor.id, nickname: parentAuthor.nickname },
      liked: sql<boolean>`${likes.user} is not null`,
    })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.userId))
    .leftJoin(parent, eq(parent.id, replies.parentReplyId))
    .leftJoin(parentAuthor, eq(parentAuthor.id, parent.userId))
    .leftJoin(likes.table, and(eq(likes.target, replies.id), eq(likes.user, viewerId)));
}

export async function findThreadReplyView(
  db: DbOrTx,
  thread: ThreadTables,
  replyId: number,
  viewerId: number,
): Promise<ThreadReplyView | undefined> {
  const [row] = await selectReplyViews(db, thread, viewerId).where(
    and(eq(thread.replies.id, replyId), shown(thread.replies)),
  );
  return row as ThreadReplyView | undefined;
}

/** Official replies first, then oldest first: `not official` (false first) as the leading key. */
function replyOrder(replies: ThreadTables["replies"]): Keyset {
  return {
    keys: [sql`(not ${replies.official})`, replies.createdAt, replies.id],
    descending: false,
    table: replies,
    id: replies.id,
  };
}

/** A thread's replies: official ones first, then oldest first; `offset` rows in or after the reply `after`. */
export async function listThreadReplyViews(
  db: DbOrTx,
  thread: ThreadTables,
  options: {
    subjectId: number;
    viewerId: number;
    limit: number;
    offset: number;
    after?: number;
    officialOnly?: boolean;
  },
) {
  const { replies } = thread;
  const order = replyOrder(replies);
  const where = and(
    eq(thread.subject, options.subjectId),
    shown(replies),
    options.officialOnly ? eq(replies.official, true) : undefined,
  );
  const { id, count: kept } = thread.subjectCount;
  const { rows, total } = await rowsWithTotal(
    keysetPageByIds(db, selectReplyViews(db, thread, options.viewerId).$dynamic(), order, where, options),
    // Official replies are few and counted; the whole thread's total is the count kept on its subject.
    options.officialOnly
      ? countRows(db, replies, where)
      : db
          .select({ n: sql<number>`cast(${kept} as int)` })
          .from(id.table)
          .where(eq(id, options.subjectId)),
  );
  return { rows: rows as ThreadReplyView[], total };
}
