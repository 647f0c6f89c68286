import type { ErrorName } from "@portal/contracts/errors";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { deleteAtVersion, findRow, insertRow, updateAtVersion, type Versioned } from "../../db/rows.ts";
import { auditedChange } from "../audit.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import type { ConsoleStaff } from "../staff-session.ts";

/**
 * Console items every feature creates, edits and deletes the same way: one audited change in one
 * transaction, an edit or delete made from an older version refused (staleEdit), and the public cache
 * dropped so players see the change on their next request. A feature describes its kind of item
 * (`ItemKind`: table, audit subject, not-found error, presenter) and passes it in.
 */

/** Records one audit entry of the change it is given to. */
type ItemAudit = (
  action: string,
  subject: { type: string; id: number | string },
  before: unknown,
  after: unknown,
) => Promise<void>;

/** One audited change in one transaction; players see it on their next request (caches dropped). */
export async function audited<T>(
  deps: AppDeps,
  by: ConsoleStaff,
  change: (tx: Tx, audit: ItemAudit) => Promise<T>,
) {
  return auditedChange(
    deps,
    by,
    (tx, audit) => change(tx, (action, subject, before, after) => audit({ action, subject, before, after })),
    "",
  );
}

/** What an item kind needs to be created and edited the same way as every other. */
export interface ItemKind<T extends Versioned, P> {
  table: T;
  /** The audit subject type, also the action prefix (`news.create`). */
  subject: string;
  notFound: ErrorName;
  present: (row: T["$inferSelect"], now: Date) => P;
}

export function createItem<T extends Versioned, P>(
  deps: AppDeps,
  by: ConsoleStaff,
  kind: ItemKind<T, P>,
  values: T["$inferInsert"],
) {
  return audited(deps, by, async (tx, audit) => {
    const row = await insertRow(tx, kind.table, values);
    const after = kind.present(row, deps.now());
    await audit(`${kind.subject}.create`, { type: kind.subject, id: row.id as number }, null, after);
    return after;
  });
}

/** Saves an edit made from `version`; someone else's save in between refuses it (staleEdit). */
export function updateItem<T extends Versioned, P>(
  deps: AppDeps,
  by: ConsoleStaff,
  kind: ItemKind<T, P>,
  target: { id: number; version: number },
  values: PgUpdateSetSource<T>,
) {
  return audited(deps, by, (tx, audit) => saveAtVersion(tx, audit, deps.now(), kind, target, values));
}

/**
 * Inside an audited change: saves item `target.id` as edited from `target.version` (else staleEdit)
 * and audits it as `<subject>.<verb>`; answers the saved item.
 */
export async function saveAtVersion<T extends Versioned, P>(
  tx: Tx,
  audit: ItemAudit,
  now: Date,
  kind: ItemKind<T, P>,
  target: { id: number; version: number },
  values: PgUpdateSetSource<T>,
  verb = "update",
) {
  const current = await foundItem(tx, kind, target.id, true);
  if (current.version !== target.version) throw new AppError("staleEdit");
  const row = await updateAtVersion(tx, kind.table, target.id, target.version, values);
  if (!row) throw new AppError("staleEdit");
  const after = kind.present(row, now);
  await audit(
    `${kind.subject}.${verb}`,
    { type: kind.subject, id: target.id },
    kind.present(current, now),
    after,
  );
  return after;
}

/**
 * Deletes an item as it was at `version` (a stale delete is refused); the audit keeps what it was.
 * Players stop seeing it at once: its portal page answers "not found", as for a draft.
 */
export function deleteItem<T extends Versioned, P>(
  deps: AppDeps,
  by: ConsoleStaff,
  kind: ItemKind<T, P>,
  target: { id: number; version: number },
) {
  return audited(deps, by, async (tx, audit) => {
    const row = await foundItem(tx, kind, target.id, true);
    if (!(await deleteAtVersion(tx, kind.table, target.id, target.version))) throw new AppError("staleEdit");
    const subject = { type: kind.subject, id: target.id };
    await audit(`${kind.subject}.delete`, subject, kind.present(row, deps.now()), null);
    return { id: target.id };
  });
}

/** A kind whose create and edit forms share one conversion to the columns a save writes. */
export interface FormKind<T extends Versioned, P, I> extends ItemKind<T, P> {
  values: (db: DbOrTx, input: I) => Promise<T["$inferInsert"]>;
}

export async function createFromForm<T extends Versioned, P, I>(
  deps: AppDeps,
  by: ConsoleStaff,
  kind: FormKind<T, P, I>,
  input: I,
) {
  return createItem(deps, by, kind, await kind.values(deps.database.db, input));
}

/** Saves the edit form of item `id`, made from `input.version`. */
export async function updateFromForm<T extends Versioned, P, I extends { version: number }>(
  deps: AppDeps,
  by: ConsoleStaff,
  kind: FormKind<T, P, I>,
  id: number,
  input: I,
) {
  const values = await kind.values(deps.database.db, input);
  return updateItem(deps, by, kind, { id, version: input.version }, values as PgUpdateSetSource<T>);
}

/** A console list page: `read` gets the filter as of now and the page's slice; rows shown as of now. */
export async function listItems<F, R, P>(
  deps: AppDeps,
  query: { page: number; pageSize: number },
  filter: F,
  read: (
    db: DbOrTx,
    filter: F & { now: Date },
    page: { limit: number; offset: number },
  ) => Promise<{
    rows: R[];
    total: number;
  }>,
  present: (row: R, now: Date) => P,
) {
  const now = deps.now();
  const page = { limit: query.pageSize, offset: offsetOf(query) };
  const { rows, total } = await read(deps.database.db, { ...filter, now }, page);
  return toPage(
    rows.map((row) => present(row, now)),
    total,
    query,
  );
}

export async function findItem<T extends Versioned, P>(deps: AppDeps, kind: ItemKind<T, P>, id: number) {
  return kind.present(await foundItem(deps.database.db, kind, id), deps.now());
}

/** Item `id`'s row (locked for the change when `lock`), else the kind's not-found error. */
async function foundItem<T extends Versioned, P>(db: DbOrTx, kind: ItemKind<T, P>, id: number, lock = false) {
  const row = await findRow(db, kind.table, id, lock);
  if (!row) throw new AppError(kind.notFound);
  return row;
}
