import type { Language } from "@portal/contracts/languages";
import { and, asc, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, offsetPage, rowsWithTotal } from "../../db/paging.ts";
import { insertRow } from "../../db/rows.ts";
import { games } from "../../db/schema/games.ts";
import { news, newsCategories, newsLikes, videos } from "../../db/schema/news.ts";
import { hasTextAlongChain } from "../../platform/localized.ts";

export async function listCategories(db: DbOrTx) {
  return db.select().from(newsCategories).orderBy(asc(newsCategories.sortOrder), asc(newsCategories.id));
}

const cardColumns = {
  id: news.id,
  categoryId: news.categoryId,
  gameId: news.gameId,
  texts: news.texts,
  coverMediaId: news.coverMediaId,
  publishedAt: news.publishedAt,
  likesCount: news.likesCount,
  commentsCount: news.commentsCount,
};

export type NewsRow = typeof news.$inferSelect;

/** Pinned items first, then the newest. */
const pinnedThenNewest = (table: typeof news | typeof videos) => [
  desc(table.pinned),
  desc(table.publishedAt),
  desc(table.id),
];

/** Published news with a text in the player's languages, pinned then newest first, and how many there are. */
export async function listNews(
  db: DbOrTx,
  options: {
    language: Language;
    categoryId?: number;
    gameId?: number;
    now: Date;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    lte(news.publishedAt, options.now),
    hasTextAlongChain(news.texts, options.language),
    options.categoryId ? eq(news.categoryId, options.categoryId) : undefined,
    options.gameId ? eq(news.gameId, options.gameId) : undefined,
  ) as SQL;
  return rowsWithTotal(
    offsetPage(db.select(cardColumns).from(news).$dynamic(), where, pinnedThenNewest(news), options),
    countRows(db, news, where),
  );
}

/** One published article and whether the viewer liked it (viewer 0: a visitor). */
export async function findNewsView(db: DbOrTx, newsId: number, viewerId: number, now: Date) {
  const [row] = await db
    .select({ news, liked: sql<boolean>`${newsLikes.userId} is not null` })
    .from(news)
    .leftJoin(newsLikes, and(eq(newsLikes.targetId, news.id), eq(newsLikes.userId, viewerId)))
    .where(and(eq(news.id, newsId), lte(news.publishedAt, now)));
  return row;
}

export async function newsExists(db: DbOrTx, newsId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.id, newsId), lte(news.publishedAt, now)));
  return Boolean(row);
}

export function insertNews(db: DbOrTx, values: typeof news.$inferInsert) {
  return insertRow(db, news, values);
}

/** Published videos with a title in the player's languages, pinned then newest first, and how many there are. */
export async function listVideoRows(
  db: DbOrTx,
  options: { language: Language; now: Date; limit: number; offset: number },
) {
  const where = and(lte(videos.publishedAt, options.now), hasTextAlongChain(videos.titles, options.language));
  return rowsWithTotal(
    offsetPage(db.select().from(videos).$dynamic(), where, pinnedThenNewest(videos), options),
    countRows(db, videos, where),
  );
}

export type VideoRow = typeof videos.$inferSelect;
export type NewsValues = typeof news.$inferInsert;

/** Whether the game exists (its news tab is 404 otherwise). */
export async function gameExists(db: DbOrTx, gameId: number) {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  return row !== undefined;
}
