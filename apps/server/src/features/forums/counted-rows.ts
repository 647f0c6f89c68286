import type { ErrorName } from "@portal/contracts/errors";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client.ts";
import { isMissingParent } from "../../db/client.ts";
import {
  commentLikes,
  forumFollows,
  forums,
  postCollects,
  postComments,
  postLikes,
  posts,
} from "../../db/schema/forums.ts";
import { AppError } from "../../platform/errors.ts";

/**
 * One row per player and thing (a like, a bookmark, a follow) and a count on the thing's row. The
 * row is added (ON CONFLICT DO NOTHING) or removed, and the count moves only by what that statement
 * really changed, in the same transaction: double taps, two tabs and replays leave the true count.
 */
export interface CountedRows {
  rows: PgTable;
  /** The row to add for this player and thing. */
  row: Record<string, unknown>;
  /** Matches that row, to remove it. */
  match: SQL | undefined;
  /** The thing's table, its id column and the count column. */
  parent: PgTable;
  parentId: PgColumn;
  count: PgColumn;
}

export async function setRow(
  tx: DbOrTx,
  target: Pick<CountedRows, "rows" | "row" | "match">,
  on: boolean,
): Promise<boolean> {
  const changed = on
    ? await tx.insert(target.rows).values(target.row).onConflictDoNothing().returning()
    : await tx.delete(target.rows).where(target.match).returning();
  return changed.length > 0;
}

async function moveCount(tx: DbOrTx, target: CountedRows, id: number, delta: number) {
  const [row] =
    delta === 0
      ? await tx.select({ n: target.count }).from(target.parent).where(eq(target.parentId, id))
      : await tx
          .update(target.parent)
          .set({ [countKey(target)]: sql`${target.count} + ${delta}` })
          .where(eq(target.parentId, id))
          .returning({ n: target.count });
  return row?.n as number | undefined;
}

/** The property name drizzle knows the count column by (the column's key in its table). */
function countKey(target: CountedRows): string {
  const columns = getTableColumns(target.parent);
  const key = Object.keys(columns).find((name) => columns[name] === target.count);
  if (!key) throw new Error(`count column ${target.count.name} not in its table`);
  return key;
}

/** What else happens, in the same transaction, when the row really changed (a message to the author). */
export type OnChange = (tx: DbOrTx) => Promise<unknown>;

/** Sets the row on or off and answers the thing's count, or undefined when the thing is gone. */
export async function setCountedRow(
  tx: DbOrTx,
  target: CountedRows,
  id: number,
  on: boolean,
  onChange?: OnChange,
) {
  if ((await moveCount(tx, target, id, 0)) === undefined) return undefined;
  const changed = await setRow(tx, target, on);
  if (changed) await onChange?.(tx);
  return moveCount(tx, target, id, changed ? (on ? 1 : -1) : 0);
}

/** Sets the row in its own transaction and answers the count; a missing thing is `missing`. */
export async function toggleCounted(
  db: Db,
  target: CountedRows,
  id: number,
  on: boolean,
  missing: ErrorName,
  onChange?: OnChange,
): Promise<number> {
  try {
    const count = await db.transaction((tx) => setCountedRow(tx, target, id, on, onChange));
    if (count === undefined) throw new AppError(missing);
    return count;
  } catch (error) {
    // The thing was deleted between the read and the insert.
    if (isMissingParent(error)) throw new AppError(missing);
    throw error;
  }
}

/** The counted rows of the forum, each for one player and one thing. */
export const countedRows = {
  postLike: (userId: number, postId: number): CountedRows => ({
    rows: postLikes,
    row: { userId, postId },
    match: and(eq(postLikes.userId, userId), eq(postLikes.postId, postId)),
    parent: posts,
    parentId: posts.id,
    count: posts.likesCount,
  }),
  postCollect: (userId: number, postId: number, at: Date): CountedRows => ({
    rows: postCollects,
    row: { userId, postId, createdAt: at },
    match: and(eq(postCollects.userId, userId), eq(postCollects.postId, postId)),
    parent: posts,
    parentId: posts.id,
    count: posts.collectsCount,
  }),
  commentLike: (userId: number, commentId: number): CountedRows => ({
    rows: commentLikes,
    row: { userId, commentId },
    match: and(eq(commentLikes.userId, userId), eq(commentLikes.commentId, commentId)),
    parent: postComments,
    parentId: postComments.id,
    count: postComments.likesCount,
  }),
  forumFollow: (userId: number, forumId: number): CountedRows => ({
    rows: forumFollows,
    row: { userId, forumId },
    match: and(eq(forumFollows.userId, userId), eq(forumFollows.forumId, forumId)),
    parent: forums,
    parentId: forums.id,
    count: forums.followersCount,
  }),
};
