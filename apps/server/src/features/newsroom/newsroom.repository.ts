import { and, asc, desc, eq, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, rowsWithTotal } from "../../db/paging.ts";
import type { Versioned } from "../../db/rows.ts";
import { findRowWhere } from "../../db/rows.ts";
import { games } from "../../db/schema/games.ts";
import { homeNotices } from "../../db/schema/home.ts";
import { news, newsCategories, videos } from "../../db/schema/news.ts";
import { topics } from "../../db/schema/topics.ts";

export type NewsRow = typeof news.$inferSelect;
export type CategoryRow = typeof newsCategories.$inferSelect;
export type NoticeRow = typeof homeNotices.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;

export { findRow } from "../../db/rows.ts";

/** Which items a console list shows: by publishing state at `now`, by missing translations. */
export interface PublishFilter {
  state?: "draft" | "scheduled" | "published";
  /** Only items missing some language in one of `required` (the fields every language needs). */
  missing?: boolean;
  now: Date;
}

function stateWhere(column: PgColumn, filter: PublishFilter): SQL | undefined {
  if (filter.state === "draft") return isNull(column);
  if (filter.state === "scheduled") return sql`${column} > ${filter.now}`;
  if (filter.state === "published") return lte(column, filter.now);
  return undefined;
}

/**
 * SQL: fewer than six languages have every one of `fields` (jsonb texts keyed by language, each an
 * object of fields; no fields: each value is the text itself).
 */
function missingWhere(texts: PgColumn, fields: string[]): SQL {
  const complete = fields.length
    ? sql.join(
        fields.map((field) => sql`coalesce(e.value->>${field}, '') <> ''`),
        sql` and `,
      )
    : sql`coalesce(e.value #>> '{}', '') <> ''`;
  return sql`(select count(*) from jsonb_each(${texts}) e where ${complete}) < 6`;
}

function publishWhere(
  columns: { publishedAt: PgColumn; texts: PgColumn },
  fields: string[],
  filter: PublishFilter,
) {
  return and(
    stateWhere(columns.publishedAt, filter),
    filter.missing ? missingWhere(columns.texts, fields) : undefined,
  );
}

/** A page of a table's rows, pinned first then newest (drafts, with no time, first of all). */
async function listPage<T extends Versioned & { pinned: PgColumn; publishedAt: PgColumn }>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const { rows, total } = await rowsWithTotal(
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.pinned), sql`${table.publishedAt} desc nulls first`, desc(table.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, table as PgTable, where),
  );
  return { rows: rows as T["$inferSelect"][], total };
}

export async function listCategories(db: DbOrTx) {
  return db.select().from(newsCategories).orderBy(asc(newsCategories.sortOrder), asc(newsCategories.id));
}

export async function categoryExists(db: DbOrTx, categoryId: number) {
  const [row] = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(eq(newsCategories.id, categoryId));
  return Boolean(row);
}

/** Inserts the category at the end; undefined when the key is taken. */
export async function insertCategory(db: DbOrTx, values: { key: string; names: CategoryRow["names"] }) {
  const [row] = await db
    .insert(newsCategories)
    .values({
      ...values,
      sortOrder: sql`(select coalesce(max(${newsCategories.sortOrder}), -1) + 1 from ${newsCategories})`,
    })
    .onConflictDoNothing({ target: newsCategories.key })
    .returning();
  return row;
}

export async function setCategoryOrder(db: DbOrTx, categoryId: number, sortOrder: number) {
  await db
    .update(newsCategories)
    .set({ sortOrder, version: sql`${newsCategories.version} + 1` })
    .where(eq(newsCategories.id, categoryId));
}

export async function lockCategories(db: DbOrTx) {
  await db.select({ id: newsCategories.id }).from(newsCategories).for("update");
}

export async function listNotices(db: DbOrTx) {
  return db
    .select()
    .from(homeNotices)
    .orderBy(desc(homeNotices.pinned), desc(homeNotices.startsAt), desc(homeNotices.id));
}

/** Published topics and events, of one game or all, pinned then newest. */
export async function listPublishedTopics(db: DbOrTx, options: { now: Date; gameId?: number }) {
  return db
    .select()
    .from(topics)
    .where(
      and(
        lte(topics.publishedAt, options.now),
        options.gameId ? eq(topics.gameId, options.gameId) : undefined,
      ),
    )
    .orderBy(desc(topics.pinned), desc(topics.publishedAt), desc(topics.id))
    .limit(50);
}

export async function findPublishedTopic(db: DbOrTx, topicId: number, now: Date) {
  return findRowWhere(db, topics, and(eq(topics.id, topicId), lte(topics.publishedAt, now)));
}

export async function gameExists(db: DbOrTx, gameId: number) {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  return Boolean(row);
}

/** The tables the newsroom edits, for the shared create and versioned-update steps. */
export const editedTables = { news, newsCategories, homeNotices, videos, topics };

type Page = { limit: number; offset: number };

export function listNewsPage(db: DbOrTx, filter: PublishFilter & { categoryId?: number }, page: Page) {
  const where = publishWhere(news, ["title", "body"], filter);
  return listPage(
    db,
    news,
    filter.categoryId ? and(where, eq(news.categoryId, filter.categoryId)) : where,
    page,
  );
}

export function listVideosPage(db: DbOrTx, filter: PublishFilter, page: Page) {
  return listPage(
    db,
    videos,
    publishWhere({ publishedAt: videos.publishedAt, texts: videos.titles }, [], filter),
    page,
  );
}

export function listTopicsPage(db: DbOrTx, filter: PublishFilter & { kind?: TopicRow["kind"] }, page: Page) {
  const where = publishWhere(topics, ["title", "body"], filter);
  return listPage(db, topics, filter.kind ? and(where, eq(topics.kind, filter.kind)) : where, page);
}
