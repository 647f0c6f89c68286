import type { LocalizedTexts } from "@portal/contracts/console/texts";
import type { ErrorName } from "@portal/contracts/errors";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { auditedChange } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { perGivenLanguage } from "../../platform/localized.ts";
import { sanitizeRichText } from "../../platform/rich-text.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import * as repo from "./newsroom.repository.ts";

type Versioned = PgTable & { id: PgColumn; version: PgColumn };
type Audit = (
  action: string,
  subject: { type: string; id: number | string },
  before: unknown,
  after: unknown,
) => Promise<void>;

/** One audited change in one transaction; players see it on their next request (caches dropped). */
export async function audited<T>(
  deps: AppDeps,
  by: ConsoleStaff,
  change: (tx: Tx, audit: Audit) => Promise<T>,
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
    const row = await repo.insertRow(tx, kind.table, values);
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
  audit: Audit,
  now: Date,
  kind: ItemKind<T, P>,
  target: { id: number; version: number },
  values: PgUpdateSetSource<T>,
  verb = "update",
) {
  const current = await repo.findRow(tx, kind.table, target.id, true);
  if (!current) throw new AppError(kind.notFound);
  if (current.version !== target.version) throw new AppError("staleEdit");
  const row = await repo.updateAtVersion(tx, kind.table, target.id, target.version, values);
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
    const row = await repo.findRow(tx, kind.table, target.id, true);
    if (!row) throw new AppError(kind.notFound);
    if (!(await repo.deleteAtVersion(tx, kind.table, target.id, target.version)))
      throw new AppError("staleEdit");
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
  const row = await repo.findRow(deps.database.db, kind.table, id);
  if (!row) throw new AppError(kind.notFound);
  return kind.present(row, deps.now());
}

/**
 * Six-language fields stored as one jsonb object per language, only for the languages with a
 * title (the others fall back on the portal). `rich` fields are HTML made inert by the sanitizer.
 */
export function storedTexts<K extends string>(
  fields: Record<K, LocalizedTexts>,
  rich: readonly NoInfer<K>[] = [],
): Record<string, Record<K, string>> {
  const keys = Object.keys(fields) as K[];
  return perGivenLanguage(
    fields["title" as K],
    (language) =>
      Object.fromEntries(
        keys.map((key) => {
          const text = fields[key][language];
          return [key, rich.includes(key) ? sanitizeRichText(text) : text];
        }),
      ) as Record<K, string>,
  );
}

export const timeOrNull = (at: string | null) => (at ? new Date(at) : null);
