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
 * recomputing each hit's document. Posts and news also keep `search_pairs` (migration 0043, see
 * `phraseKeys`) and `search_title_pairs` (0044, over the title(s) only), GIN-indexed, to find the rows
 * that may contain a phrase, or hold it in their title.
 *
 * A hit is a row whose document holds every word of the search as a word or the start of one
 * ("drag" finds "Dragon"), or, when the search has non-ASCII characters (Chinese, Thai…), contains
 * it anywhere (folded). Its rank is a whole number, so (rank, id) is an exact keyset:
 * title equal 400 + title starts with it 200 + title contains it 100 + text contains it 40.
 * Best first, then newest (higher id) first. Whether a hit also holds the words as words does not
 * count: it would split each tier in two, and a first pass could then rarely prove its page (pageOf).
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

/**
 * The rows of `scope` (a first pass's: a few thousand at most, found by their own indexes) that
 * match, or every match when there is no scope. Within a scope the match is asked of each row
 * (`is true` keeps the planner from reading the word index too): its estimate for common words is far
 * too low, and reading every hit of "lighthouse" to AND it with the scope cost ten times the scope.
 */
function matchesIn(scope: SQL | undefined, columns: SearchColumns, q: string) {
  return scope ? sql`${scope} and (${matches(columns, q)}) is true` : matches(columns, q);
}

function rank(columns: SearchColumns, q: string) {
  const folded = sql`public.search_folded(${q}::text)`;
  return sql<number>`(400 * (${columns.title} = ${folded})::int
    + 200 * starts_with(${columns.title}, ${folded})::int
    + 100 * (strpos(${columns.title}, ${folded}) > 0)::int
    + 40 * (strpos(${columns.folded}, ${folded}) > 0)::int)`;
}

/** One page of `hits` (a subquery with `id` and `rank`): after the cursor, best first. */
export function pageQuery(hits: SQL, page: SearchPage) {
  const after = page.after ? sql`where (h.rank, h.id) < (${page.after.rank}, ${page.after.id})` : sql``;
  return sql`select * from (${hits}) h ${after} order by h.rank desc, h.id desc limit ${page.limit}`;
}

/** One page of `hits`, every hit ranked (games: a few thousand texts at most). */
async function everyHitPage<T>(db: DbOrTx, hits: SQL, page: SearchPage) {
  const result = await db.execute(pageQuery(hits, page));
  return result.rows as (T & { id: number; rank: number })[];
}

/** The newest rows a first pass ranks, and how many title-prefix rows it ranks besides them. */
export const RECENT_ROWS = 1000;
const PREFIX_ROWS = 200;

/** The highest rank (see `rank`) of a row whose title does not equal the search, and does not start with it. */
const NOT_EQUAL_AT_MOST = 200 + 100 + 40;
const NOT_STARTING_AT_MOST = 100 + 40;
/** The highest rank of a row whose title does not contain the search. */
const TEXT_ONLY_AT_MOST = 40;

/**
 * A searchable table: its `id`, stored title and pair keys, and its hits restricted by `scope` (a
 * condition on the row, for the first pass; without it, every hit).
 */
export interface Searched {
  table: SQL;
  id: SQL;
  title: SQL;
  /** The row's pair keys (`search_pairs`, see `phraseKeys`), and its title's (`search_title_pairs`). */
  pairs: SQL;
  titlePairs: SQL;
  hits: (scope?: SQL) => SQL;
}

/** Posts or news, which keep pair keys beside their search columns, with their hits. */
function withPairKeys(table: typeof posts | typeof news, hits: Searched["hits"]): Searched {
  return {
    table: sql`${table}`,
    id: sql`${table.id}`,
    title: searchColumns(sql`${table}`).title,
    pairs: sql`${table}.search_pairs`,
    titlePairs: sql`${table}.search_title_pairs`,
    hits,
  };
}

/** `items` as a PostgreSQL `text[]`, each a parameter. */
const textArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;

/** The last character: every text that starts with `t` sorts (byte order) below `t` followed by it. */
const LAST_CHARACTER = "\u{10FFFF}";

/** The folded title's start (as `…_search_title_idx` indexes it), equal to or starting with the search. */
function titleIs(table: Searched, q: string) {
  const start = sql`left(${table.title}, 200)`;
  const folded = sql`public.search_folded(${q}::text)`;
  return {
    equal: sql`${start} = ${folded}`,
    startsWith: sql`(${start} ~>=~ ${folded} and ${start} ~<~ (${folded} || ${LAST_CHARACTER}::text))`,
  };
}

/**
 * The pair keys (migration 0043) that every row containing the folded search `folded` holds in its
 * `search_pairs`, when the search is ASCII: for adjacent words w, w' of the search (runs of a-z and
 * 0-9), the last 3 characters of w, a space, the first 3 of w'. Why the row holds them: where the row
 * contains the search, the characters between w and w' (not letters or digits) are in it too, so its
 * own word W that holds w ends where w ends, and the next word W' starts where w' starts; W ends with
 * w and W' starts with w'. So W's last 3 characters are w's when w has 3 or more, or when W is w
 * (w is not the search's start: a character before it ends W there too); likewise W''s first 3 are
 * w''s when w' has 3 or more or is not the search's end. A pair that meets neither ("of ash": "of"
 * may end "proof") gives no key. Non-ASCII searches give none (their case folding is the database's).
 */
export function phraseKeys(folded: string): string[] {
  if (!/^\p{ASCII}*$/u.test(folded)) return [];
  const words = [...folded.matchAll(/[a-z0-9]+/g)].map((match) => ({
    text: match[0],
    startsWhole: match.index > 0,
    endsWhole: match.index + match[0].length < folded.length,
  }));
  const keys = new Set<string>();
  for (const [i, word] of words.entries()) {
    const next = words[i + 1];
    if (next && (word.text.length >= 3 || word.startsWhole) && (next.text.length >= 3 || next.endsWhole))
      keys.add(`${word.text.slice(-3)} ${next.text.slice(0, 3)}`);
  }
  return [...keys];
}

/**
 * One page of hits, best first. Ranking every hit of a common word costs a row read per hit, so a
 * first pass ranks only the hits in a scope: the newest RECENT_ROWS rows, plus those whose title
 * equals the search and (when there are fewer than PREFIX_ROWS of them) those whose title starts with
 * it, both found by the title index. A row left out of the scope is older than every recent row and
 * ranks at most some bound (`leftOutAtMost`), so the scope's page is the true page when it is full and
 * its last hit ranks above the bound, or at the bound and is a recent row (then newer than any
 * left-out row of that rank; an old scoped row at the bound proves nothing, a newer left-out row may
 * tie it). Without the title prefixes the bound is NOT_EQUAL_AT_MOST, with them NOT_STARTING_AT_MOST.
 *
 * When the search has `phraseKeys`, two scopes are tried in turn (the pairs indexes find their rows):
 * first the rows whose titles hold the keys (`search_title_pairs`, migration 0044), a superset of the
 * rows whose title contains the search, so a left-out row ranks at most TEXT_ONLY_AT_MOST; a frequent
 * phrase found in titles proves its page there, without reading the many rows whose texts hold it.
 * Then the rows whose texts hold them (`search_pairs`, 0043), a superset of every row that contains
 * the search, so a left-out row ranks 0. Otherwise (rare words, deep pages, phrases without keys
 * found only in old rows) every hit is ranked.
 */
async function pageOf<T>(db: DbOrTx, table: Searched, page: SearchPage) {
  type Row = T & { id: number; rank: number };
  const title = titleIs(table, page.q);
  const [bounds] = (
    await db.execute<{ recent: number | null; prefixed: number; folded: string }>(sql`select
      (select ${table.id} from ${table.table} order by ${table.id} desc offset ${RECENT_ROWS - 1} limit 1) as recent,
      (select count(*)::int from (select 1 from ${table.table} where ${title.startsWith}
        order by left(${table.title}, 200) using ~<~ limit ${PREFIX_ROWS}) s) as prefixed,
      public.search_folded(${page.q}::text) as folded`)
  ).rows;
  if (bounds?.recent != null) {
    const recent = Number(bounds.recent);
    const allPrefixed = bounds.prefixed < PREFIX_ROWS;
    const keys = phraseKeys(bounds.folded);
    const base = [sql`${table.id} >= ${recent}`, title.equal, ...(allPrefixed ? [title.startsWith] : [])];
    const scopes =
      keys.length > 0
        ? [
            { scope: sql`${table.titlePairs} @> ${textArray(keys)}`, leftOutAtMost: TEXT_ONLY_AT_MOST },
            { scope: sql`${table.pairs} @> ${textArray(keys)}`, leftOutAtMost: 0 },
          ]
        : [{ scope: undefined, leftOutAtMost: allPrefixed ? NOT_STARTING_AT_MOST : NOT_EQUAL_AT_MOST }];
    for (const { scope, leftOutAtMost } of scopes) {
      const hits = table.hits(sql`(${sql.join(scope ? [...base, scope] : base, sql` or `)})`);
      const rows = (await db.execute(pageQuery(hits, page))).rows as Row[];
      const last = rows.at(-1);
      const lastRank = Number(last?.rank);
      if (
        rows.length === page.limit &&
        (lastRank > leftOutAtMost || (lastRank === leftOutAtMost && Number(last?.id) >= recent))
      )
        return rows;
    }
  }
  return everyHitPage<T>(db, table.hits(), page);
}

export type PostHit = { title: string; body: string; image: number | null; at: string };

/** Forum posts players see: never a hidden or deleted one. */
export function postHits(page: SearchPage, scope?: SQL) {
  return sql`select ${posts.id} as id, ${rank(postColumns, page.q)} as rank,
        ${posts.title} as title, ${posts.body} as body, ${posts.imageMediaIds}[1] as image,
        ${posts.createdAt} as at
      from ${posts} where ${shown(posts)} and ${matchesIn(scope, postColumns, page.q)}`;
}

export const searchPosts = (db: DbOrTx, page: SearchPage) =>
  pageOf<PostHit>(
    db,
    withPairKeys(posts, (scope) => postHits(page, scope)),
    page,
  );

export type { NewsTexts };
export type NewsHit = { texts: NewsTexts; image: number | null; at: string };

/** Published news (not scheduled ones) with a text in the player's languages, as the news lists. */
export function newsHits(page: SearchPage & { now: Date; language: Language }, scope?: SQL) {
  return sql`select ${news.id} as id, ${rank(newsColumns, page.q)} as rank,
        ${news.texts} as texts, ${news.coverMediaId} as image, ${news.publishedAt} as at
      from ${news}
      where ${news.publishedAt} <= ${page.now.toISOString()}::timestamptz
        and ${hasTextAlongChain(news.texts, page.language)}
        and ${matchesIn(scope, newsColumns, page.q)}`;
}

export const searchNews = (db: DbOrTx, page: SearchPage & { now: Date; language: Language }) =>
  pageOf<NewsHit>(
    db,
    withPairKeys(news, (scope) => newsHits(page, scope)),
    page,
  );

export type GameHit = { language: string; name: string; summary: string; image: number | null };

/** Published games (never a draft or a scheduled one): each game once, with the text (language) that ranked best, the player's languages first. */
export function searchGames(db: DbOrTx, page: SearchPage & { chain: Language[]; now: Date }) {
  const chain = textArray(page.chain);
  return everyHitPage<GameHit>(
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
