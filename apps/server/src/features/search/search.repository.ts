import type { Language } from "@portal/contracts/languages";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { posts } from "../../db/schema/forums.ts";
import { games, gameTexts } from "../../db/schema/games.ts";
import { type NewsTexts, news } from "../../db/schema/news.ts";
import { shown } from "../../platform/comments/moderation.ts";
import { hasTextAlongChain } from "../../platform/localized.ts";

/**
 * Search queries. Each searchable table keeps stored columns that PostgreSQL computes on every write
 * (migration 0028): `search_folded` (the document folded: lower case, runs of spaces as one),
 * `search_title` (its title(s) folded), `search_words` (its `simple` tsvector) and `search_grams`
 * (its non-ASCII character pairs), the last two GIN-indexed. Ranking reads them instead of
 * recomputing each hit's document.
 *
 * A hit is a row whose document holds every word of the search as a word or the start of one
 * ("drag" finds "Dragon"), or, when the search has non-ASCII characters (Chinese, Thai…), contains
 * it anywhere (folded). Its rank is a whole number, so (rank, id) is an exact keyset:
 * title equal 400 + title starts with it 200 + title contains it 100 + text contains it 40 +
 * all its words present 10. Best first, then newest (higher id) first.
 */

export interface SearchPage {
  q: string;
  after?: { rank: number; id: number };
  limit: number;
}

/** The stored search columns of a table (`posts`, `news` or `game_texts`). */
function searchColumns(table: SQL) {
  return {
    folded: sql`${table}.search_folded`,
    title: sql`${table}.search_title`,
    words: sql`${table}.search_words`,
    grams: sql`${table}.search_grams`,
  };
}
type SearchColumns = ReturnType<typeof searchColumns>;
export const postColumns = searchColumns(sql`${posts}`);
export const newsColumns = searchColumns(sql`${news}`);
const gameColumns = searchColumns(sql`${gameTexts}`);

/**
 * The search's words as a tsquery text: each word (letters, digits and marks only, so nothing in it
 * is tsquery syntax) quoted and matched as a prefix, all of them required.
 */
export function wordPrefixes(q: string): string {
  return (q.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).map((word) => `'${word}':*`).join(" & ");
}

const words = (q: string) => sql`to_tsquery('simple'::regconfig, ${wordPrefixes(q)}::text)`;

export function matches(columns: SearchColumns, q: string) {
  return sql`((cardinality(public.search_grams(${q}::text)) > 0
      and ${columns.grams} @> public.search_grams(${q}::text)
      and strpos(${columns.folded}, public.search_folded(${q}::text)) > 0)
    or ${columns.words} @@ ${words(q)})`;
}

function rank(columns: SearchColumns, q: string) {
  const folded = sql`public.search_folded(${q}::text)`;
  return sql<number>`(400 * (${columns.title} = ${folded})::int
    + 200 * starts_with(${columns.title}, ${folded})::int
    + 100 * (strpos(${columns.title}, ${folded}) > 0)::int
    + 40 * (strpos(${columns.folded}, ${folded}) > 0)::int
    + 10 * (${columns.words} @@ ${words(q)})::int)`;
}

/** One page of `hits` (a subquery with `id` and `rank`): after the cursor, best first. */
export function pageQuery(hits: SQL, page: SearchPage) {
  const after = page.after ? sql`where (h.rank, h.id) < (${page.after.rank}, ${page.after.id})` : sql``;
  return sql`select * from (${hits}) h ${after} order by h.rank desc, h.id desc limit ${page.limit}`;
}

async function pageOf<T>(db: DbOrTx, hits: SQL, page: SearchPage) {
  const result = await db.execute(pageQuery(hits, page));
  return result.rows as (T & { id: number; rank: number })[];
}

export type PostHit = { title: string; body: string; image: number | null; at: string };

/** Forum posts players see: never a hidden or deleted one. */
export function postHits(page: SearchPage) {
  return sql`select ${posts.id} as id, ${rank(postColumns, page.q)} as rank,
        ${posts.title} as title, ${posts.body} as body, ${posts.imageMediaIds}[1] as image,
        ${posts.createdAt} as at
      from ${posts} where ${shown(posts)} and ${matches(postColumns, page.q)}`;
}

export const searchPosts = (db: DbOrTx, page: SearchPage) => pageOf<PostHit>(db, postHits(page), page);

export type { NewsTexts };
export type NewsHit = { texts: NewsTexts; image: number | null; at: string };

/** Published news (not scheduled ones) with a text in the player's languages, as the news lists. */
export function newsHits(page: SearchPage & { now: Date; language: Language }) {
  return sql`select ${news.id} as id, ${rank(newsColumns, page.q)} as rank,
        ${news.texts} as texts, ${news.coverMediaId} as image, ${news.publishedAt} as at
      from ${news}
      where ${news.publishedAt} <= ${page.now.toISOString()}::timestamptz
        and ${hasTextAlongChain(news.texts, page.language)}
        and ${matches(newsColumns, page.q)}`;
}

export const searchNews = (db: DbOrTx, page: SearchPage & { now: Date; language: Language }) =>
  pageOf<NewsHit>(db, newsHits(page), page);

export type GameHit = { language: string; name: string; summary: string; image: number | null };

/** Published games (never a draft or a scheduled one): each game once, with the text (language) that ranked best, the player's languages first. */
export function searchGames(db: DbOrTx, page: SearchPage & { chain: Language[]; now: Date }) {
  const chain = sql`array[${sql.join(
    page.chain.map((language) => sql`${language}`),
    sql`, `,
  )}]::text[]`;
  return pageOf<GameHit>(
    db,
    sql`select distinct on (${gameTexts.gameId}) ${gameTexts.gameId} as id,
        ${rank(gameColumns, page.q)} as rank,
        ${gameTexts.language} as language, ${gameTexts.name} as name, ${gameTexts.summary} as summary,
        ${games.iconMediaId} as image
      from ${gameTexts} join ${games} on ${games.id} = ${gameTexts.gameId}
      where ${games.publishAt} <= ${page.now.toISOString()}::timestamptz
        and ${matches(gameColumns, page.q)}
      order by ${gameTexts.gameId}, 2 desc, array_position(${chain}, ${gameTexts.language}) nulls last`,
    page,
  );
}
