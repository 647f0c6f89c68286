import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/account.ts";
import { keyOf } from "./counted-rows.ts";

/**
 * Hide, restore and soft delete of player-written texts, one implementation for every kind (reviews,
 * review replies, news comments and replies, forum posts and comments). Each kind passes in its table
 * and what it counts; the flags are `hidden_at` and `deleted_at` (db/schema/moderation.ts).
 */
export interface ModeratedTable {
  table: PgTable;
  id: PgColumn;
  userId: PgColumn;
  body: PgColumn;
  hiddenAt: PgColumn;
  deletedAt: PgColumn;
}

/** The columns of a table with moderation flags, as one kind's descriptor wants them. */
export function moderatedTable(
  table: PgTable & {
    id: PgColumn;
    userId: PgColumn;
    body: PgColumn;
    hiddenAt: PgColumn;
    deletedAt: PgColumn;
  },
): ModeratedTable {
  return {
    table,
    id: table.id,
    userId: table.userId,
    body: table.body,
    hiddenAt: table.hiddenAt,
    deletedAt: table.deletedAt,
  };
}

/** Players see a text only while it is neither hidden nor deleted: add this to every player query. */
export function shown(table: { hiddenAt: PgColumn; deletedAt: PgColumn }): SQL {
  return and(isNull(table.hiddenAt), isNull(table.deletedAt)) as SQL;
}

export type ModerationState = "shown" | "hidden" | "deleted";
/** `none`: lock and read the text only (dismissing its reports, warning its author). */
export type ModerationChange = "hide" | "restore" | "delete" | "none";

/** One kind of text: its table and the counts that include its shown rows (moved in the change's transaction). */
export interface ModeratedKind {
  table: ModeratedTable;
  /** +1: shown again, -1: gone from players; moves every count that includes the text. */
  countShown: (tx: DbOrTx, id: number, delta: 1 | -1) => Promise<unknown>;
}

/**
 * `countShown` of a kind whose only count is on its parent (a post on its board, a reply on its
 * review or comment): the text's row names its parent in `parentRef`, whose `count` follows.
 */
export function countOnParent(textId: PgColumn, parentRef: PgColumn, parentId: PgColumn, count: PgColumn) {
  return async (tx: DbOrTx, id: number, delta: 1 | -1) => {
    const [row] = await tx.select({ parent: parentRef }).from(textId.table).where(eq(textId, id));
    if (row)
      await tx
        .update(parentId.table)
        .set({ [keyOf(parentId.table, count)]: sql`${count} + ${delta}` })
        .where(eq(parentId, row.parent));
  };
}

export interface ModeratedRow {
  id: number;
  userId: number;
  body: string;
  state: ModerationState;
}

const stateOf = (row: { hiddenAt: Date | null; deletedAt: Date | null }): ModerationState =>
  row.deletedAt ? "deleted" : row.hiddenAt ? "hidden" : "shown";

const nextState: Record<ModerationChange, (state: ModerationState) => ModerationState | undefined> = {
  hide: (state) => (state === "shown" ? "hidden" : undefined),
  restore: (state) => (state === "hidden" ? "shown" : undefined),
  delete: (state) => (state === "deleted" ? undefined : "deleted"),
  none: () => undefined,
};

async function lockModerated(tx: DbOrTx, t: ModeratedTable, id: number) {
  const [row] = await tx
    .select({ id: t.id, userId: t.userId, body: t.body, hiddenAt: t.hiddenAt, deletedAt: t.deletedAt })
    .from(t.table)
    .where(eq(t.id, id))
    .for("update");
  return row as
    | { id: number; userId: number; body: string; hiddenAt: Date | null; deletedAt: Date | null }
    | undefined;
}

/**
 * Applies a moderator's change under a row lock: two moderators hiding the same text at once change
 * it once (the second finds it hidden and gets `changed: false`). Counts move only when the text
 * really appears or disappears for players. Undefined: no such text.
 */
export async function changeModeration(
  tx: DbOrTx,
  kind: ModeratedKind,
  id: number,
  change: ModerationChange,
  at: Date,
) {
  const t = kind.table;
  const row = await lockModerated(tx, t, id);
  if (!row) return undefined;
  const before = stateOf(row);
  const after = nextState[change](before);
  const found = { id: row.id, userId: row.userId, body: row.body };
  if (!after) return { ...found, before, after: before, changed: false };
  const flags =
    after === "deleted"
      ? { [keyOf(t.table, t.deletedAt)]: at }
      : { [keyOf(t.table, t.hiddenAt)]: after === "hidden" ? at : null };
  await tx.update(t.table).set(flags).where(eq(t.id, id));
  if (before === "shown") await kind.countShown(tx, id, -1);
  if (after === "shown") await kind.countShown(tx, id, 1);
  return { ...found, before, after, changed: true };
}

/** The texts of one kind with their authors and states, for the moderation queue. */
export async function moderatedRows(db: DbOrTx, t: ModeratedTable, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: t.id,
      userId: t.userId,
      body: t.body,
      hiddenAt: t.hiddenAt,
      deletedAt: t.deletedAt,
      nickname: users.nickname,
    })
    .from(t.table)
    .innerJoin(users, eq(users.id, t.userId))
    .where(inArray(t.id, ids));
  return (
    rows as Array<ModeratedRow & { hiddenAt: Date | null; deletedAt: Date | null; nickname: string }>
  ).map(({ hiddenAt, deletedAt, ...row }) => ({ ...row, state: stateOf({ hiddenAt, deletedAt }) }));
}
