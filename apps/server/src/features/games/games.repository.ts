import { contentFallback, type Language } from "@portal/contracts/languages";
import { POSITIVE_MIN_RATING } from "@portal/contracts/reviews";
import { and, asc, desc, eq, inArray, lte, notInArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { gameAccounts, users } from "../../db/schema/account.ts";
import { gameFollows, gameVisits, reservationMilestones, reservations } from "../../db/schema/game-social.ts";
import { games, gameTexts } from "../../db/schema/games.ts";
import { reviews } from "../../db/schema/reviews.ts";
import { shown } from "../../platform/comments/moderation.ts";

/** Up to three joins of game_texts: the player's language and its fallbacks, each language once. */
const texts = [alias(gameTexts, "gt0"), alias(gameTexts, "gt1"), alias(gameTexts, "gt2")] as const;

function joinedLanguages(chain: Language[]): Language[] {
  const unique = [...new Set(chain)].slice(0, texts.length);
  return unique.length ? unique : ["en"];
}

type TextColumn = "name" | "summary" | "intro" | "updateNotes";
/** Each text along the chain, field by field: an empty text falls back like a missing one. */
const localized = (column: TextColumn, chain: Language[]) =>
  sql<string>`coalesce(${sql.join(
    joinedLanguages(chain).map((_, index) => sql`nullif(${texts[index]?.[column]}, '')`),
    sql`, `,
  )}, '')`;

/** Left-joins the texts of each language of the chain to `games`. */
function joinTexts<Q extends PgSelect>(query: Q, chain: Language[]): Q {
  let joined = query;
  joinedLanguages(chain).forEach((language, index) => {
    const t = texts[index] as (typeof texts)[number];
    joined = joined.leftJoin(t, and(eq(t.gameId, games.id), eq(t.language, language))) as unknown as Q;
  });
  return joined;
}

/** Likes, follows, portal reservations and ratings: what "hot" sorts by. */
const popularity = sql`(${games.likesCount} + ${games.followsCount} + ${games.reservationsCount} + ${games.ratingCount})`;

const cardColumns = (chain: Language[]) => ({
  id: games.id,
  name: localized("name", chain),
  summary: localized("summary", chain),
  iconMediaId: games.iconMediaId,
  coverMediaId: games.coverMediaId,
  type: games.type,
  platforms: games.platforms,
  status: games.status,
  releaseDate: games.releaseDate,
  company: games.company,
  rating: games.rating,
  ratingCount: games.ratingCount,
  likesCount: games.likesCount,
  followsCount: games.followsCount,
  reservationsCount: games.reservationsCount,
  reservationsElsewhere: games.reservationsElsewhere,
});

export type GameCardRow = Awaited<ReturnType<typeof listGameCards>>["rows"][number];

interface CardListOptions {
  /** The server's time: only games published by then are listed (drafts and scheduled ones are not). */
  publishedBy: Date;
  /**
   * Names the list's shape (where, order) to prepare it once per database; its `where` then
   * takes its values from placeholders filled from `values`. Without a name it is built per call.
   */
  prepareAs?: string;
  values?: Record<string, unknown>;
  where?: SQL;
  whereUsesTexts?: boolean;
  orderBy: SQL[];
  limit: number;
  offset?: number;
  withTotal?: boolean;
}

function cardListQueries(
  db: DbOrTx,
  chain: Language[],
  options: CardListOptions,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const from = <Q extends PgSelect>(query: Q) => (options.whereUsesTexts ? joinTexts(query, chain) : query);
  const published = lte(games.publishAt, options.prepareAs ? sql.placeholder("now") : options.publishedBy);
  const where = and(options.where, published);
  const page = from(db.select({ id: games.id }).from(games).$dynamic())
    .where(where)
    .orderBy(...options.orderBy)
    .limit(limit)
    .offset(offset)
    .as("page");
  const cards = joinTexts(
    db.select(cardColumns(chain)).from(page).innerJoin(games, eq(games.id, page.id)).$dynamic(),
    chain,
  ).orderBy(...options.orderBy);
  const count = from(db.select({ n: sql<number>`cast(count(*) as int)` }).from(games).$dynamic()).where(
    where,
  );
  return { cards, count };
}

/**
 * One page of game cards and (withTotal) the total; `where` and `orderBy` come from the service's
 * rules. The page is chosen on `games` alone (an index range for each catalogue order) and only
 * its rows get their texts; `where` may use the texts when `whereUsesTexts` says so (name search).
 */
export async function listGameCards(db: DbOrTx, chain: Language[], options: CardListOptions) {
  const offset = options.offset ?? 0;
  let rows: Awaited<ReturnType<typeof cardListQueries>["cards"]>;
  let counted: { n: number }[] | null;
  if (options.prepareAs) {
    const key = `${options.prepareAs}_${joinedLanguages(chain).join("_")}`;
    const build = () =>
      cardListQueries(db, chain, options, sql.placeholder("limit"), sql.placeholder("offset"));
    const cards = prepared(db, `cards_${key}`, (name) => build().cards.prepare(name));
    const count = prepared(db, `count_${key}`, (name) => build().count.prepare(name));
    const values = Object.assign({}, options.values, {
      now: options.publishedBy.toISOString(),
      limit: options.limit,
      offset,
    });
    [rows, counted] = await Promise.all([
      cards.execute(values),
      options.withTotal ? count.execute(values) : null,
    ]);
  } else {
    const { cards, count } = cardListQueries(db, chain, options, options.limit, offset);
    [rows, counted] = await Promise.all([cards, options.withTotal ? count : null]);
  }
  return { rows, total: counted ? (counted[0]?.n ?? 0) : rows.length };
}

/** The name as the player reads it, for search: case-insensitive, `%` and `_` taken literally. */
const namePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The game's pre-registration goals, lowest first, as one JSON value of the game's row (no second round trip). */
const milestonesJson = sql<MilestoneRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', m.id, 'gameId', m.game_id, 'threshold', m.threshold, 'texts', m.texts, 'rewardMediaId', m.reward_media_id
  ) order by m.threshold), '[]')
  from ${reservationMilestones} m where m.game_id = ${games.id})`;

/**
 * A published game's page with its pre-registration goals, in one prepared statement; a draft or a
 * game scheduled after `publishedBy` is not found.
 */
export async function findGameDetail(db: DbOrTx, appId: number, chain: Language[], publishedBy: Date) {
  const query = prepared(db, `game_detail_${joinedLanguages(chain).join("_")}`, (name) =>
    joinTexts(
      db
        .select({
          ...cardColumns(chain),
          intro: localized("intro", chain),
          updateNotes: localized("updateNotes", chain),
          version: games.version,
          screenshotMediaIds: games.screenshotMediaIds,
          videoUrl: games.videoUrl,
          links: games.links,
          downloads: games.downloads,
          milestones: milestonesJson,
        })
        .from(games)
        .$dynamic(),
      chain,
    )
      .where(and(eq(games.id, sql.placeholder("appId")), lte(games.publishAt, sql.placeholder("now"))))
      .prepare(name),
  );
  const [row] = await query.execute({ appId, now: publishedBy.toISOString() });
  return row;
}

export type GameDetailRow = NonNullable<Awaited<ReturnType<typeof findGameDetail>>>;

/** The few facts the rules need about a game, without its texts. */
export async function findGameFacts(db: DbOrTx, appId: number) {
  const [row] = await db
    .select({
      id: games.id,
      status: games.status,
      downloads: games.downloads,
      coverMediaId: games.coverMediaId,
      reservationsCount: games.reservationsCount,
      reservationsElsewhere: games.reservationsElsewhere,
      publishAt: games.publishAt,
    })
    .from(games)
    .where(eq(games.id, appId));
  return row;
}

/** Each game's name along the reader's fallback chain (zh-hant → zh → en), for lists naming many games. */
export async function gameNamesIn(
  db: DbOrTx,
  gameIds: number[],
  language: Language,
): Promise<Map<number, string>> {
  const ids = [...new Set(gameIds)];
  if (ids.length === 0) return new Map();
  const chain = contentFallback(language);
  const rows = await joinTexts(
    db
      .select({ id: games.id, name: localized("name", chain) })
      .from(games)
      .$dynamic(),
    chain,
  ).where(inArray(games.id, ids));
  return new Map(rows.map((row) => [row.id, row.name ?? ""]));
}

export async function findGameName(db: DbOrTx, appId: number, chain: Language[]) {
  const [row] = await joinTexts(
    db
      .select({
        name: localized("name", chain),
        summary: localized("summary", chain),
        coverMediaId: games.coverMediaId,
      })
      .from(games)
      .$dynamic(),
    chain,
  ).where(eq(games.id, appId));
  return row;
}

export async function milestonesOf(db: DbOrTx, appId: number) {
  const query = prepared(db, "game_milestones", (name) =>
    db
      .select()
      .from(reservationMilestones)
      .where(eq(reservationMilestones.gameId, sql.placeholder("appId")))
      .orderBy(asc(reservationMilestones.threshold))
      .prepare(name),
  );
  return query.execute({ appId });
}

export type MilestoneRow = Awaited<ReturnType<typeof milestonesOf>>[number];

/**
 * How much the player leans to each game type: games they follow, reserve, rate 4+, open or play.
 */
export async function tasteOf(db: DbOrTx, userId: number): Promise<Map<string, number>> {
  const result = await db.execute<{ type: string; weight: number }>(sql`
    select g.type, cast(count(*) as int) as weight from ${games} g join (
      select ${gameFollows.gameId} as game_id from ${gameFollows} where ${gameFollows.userId} = ${userId}
      union all select ${reservations.gameId} from ${reservations} where ${reservations.userId} = ${userId}
      union all select ${reviews.gameId} from ${reviews} where ${reviews.userId} = ${userId} and ${reviews.rating} >= ${POSITIVE_MIN_RATING}
      union all select ${gameVisits.gameId} from ${gameVisits} where ${gameVisits.userId} = ${userId}
      union all select ${gameAccounts.appId} from ${gameAccounts} where ${gameAccounts.userId} = ${userId}
    ) liked on liked.game_id = g.id
    group by g.type`);
  return new Map(result.rows.map((row) => [row.type, Number(row.weight)]));
}

const byPopularity = [desc(popularity), desc(games.rating), asc(games.id)];
const gameOrders = {
  newest: [sql`${games.releaseDate} desc nulls last`, desc(games.id)],
  rating: [desc(games.rating), desc(games.ratingCount), asc(games.id)],
  hot: byPopularity,
};

export interface CatalogueFilter {
  type?: (typeof games.type.enumValues)[number];
  platform?: string;
  status?: "released" | "upcoming";
  nameContains?: string;
}

/** The catalogue: filter by type, platform, status and name; sort newest, by rating or hot. */
export function listCatalogue(
  db: DbOrTx,
  chain: Language[],
  filter: CatalogueFilter,
  sort: keyof typeof gameOrders,
  page: { limit: number; offset: number; publishedBy: Date },
) {
  const where = and(
    filter.type ? eq(games.type, sql.placeholder("type")) : undefined,
    filter.platform ? sql`${games.platforms} @> array[${sql.placeholder("platform")}]::text[]` : undefined,
    filter.status ? eq(games.status, sql.placeholder("status")) : undefined,
    filter.nameContains ? sql`${localized("name", chain)} ilike ${sql.placeholder("pattern")}` : undefined,
  );
  const shape = ["type", "platform", "status", "nameContains"] as const;
  return listGameCards(db, chain, {
    prepareAs: `catalogue_${sort}_${shape.map((key) => (filter[key] ? 1 : 0)).join("")}`,
    values: {
      type: filter.type,
      platform: filter.platform,
      status: filter.status,
      pattern: filter.nameContains ? namePattern(filter.nameContains) : undefined,
    },
    where,
    whereUsesTexts: Boolean(filter.nameContains),
    orderBy: gameOrders[sort],
    ...page,
    withTotal: true,
  });
}

/**
 * Games marked hot first, then by popularity; `onlyMarked` keeps the marked ones only (home row).
 * The home rows need no total (`withTotal: false`).
 */
export function listHot(
  db: DbOrTx,
  chain: Language[],
  page: { limit: number; offset: number; publishedBy: Date },
  options: { onlyMarked?: boolean; withTotal?: boolean } = {},
) {
  return listGameCards(db, chain, {
    prepareAs: options.onlyMarked ? "hot_marked" : "hot",
    where: options.onlyMarked ? eq(games.hot, true) : undefined,
    orderBy: [desc(games.hot), asc(games.hotOrder), ...byPopularity],
    ...page,
    withTotal: options.withTotal ?? true,
  });
}

export function listRecommended(
  db: DbOrTx,
  chain: Language[],
  page: { limit: number; offset: number; publishedBy: Date },
  options: { withTotal?: boolean } = {},
) {
  return listGameCards(db, chain, {
    prepareAs: "recommended",
    where: eq(games.recommended, true),
    orderBy: [asc(games.sortOrder), asc(games.id)],
    ...page,
    withTotal: options.withTotal ?? true,
  });
}

/**
 * Guess you like: the types the player leans to first, then the best rated; games the player
 * already follows are left out.
 */
export function listGuessLike(
  db: DbOrTx,
  chain: Language[],
  taste: Map<string, number>,
  userId: number | null,
  limit: number,
  publishedBy: Date,
) {
  const leaning = taste.size
    ? [
        sql`case ${games.type} ${sql.join(
          [...taste].map(([type, weight]) => sql`when ${type} then ${weight}`),
          sql` `,
        )} else 0 end desc`,
      ]
    : [];
  const where = userId
    ? notInArray(
        games.id,
        db.select({ id: gameFollows.gameId }).from(gameFollows).where(eq(gameFollows.userId, userId)),
      )
    : undefined;
  return listGameCards(db, chain, {
    // A visitor's list has one shape; a player's depends on their taste and follows.
    prepareAs: taste.size || userId ? undefined : "guess_like_visitor",
    where,
    orderBy: [...leaning, desc(games.rating), desc(games.ratingCount), asc(games.id)],
    limit,
    publishedBy,
  });
}

/**
 * Cards of the given games, in the order of `ids` (games the player is tied to, or that other
 * features name): scheduled ones too, so a list the player already has keeps its names; not drafts.
 */
export async function listCardsByIds(db: DbOrTx, chain: Language[], ids: number[]) {
  const { rows } = await listGameCards(db, chain, {
    publishedBy: new Date("9999-12-31T00:00:00Z"),
    prepareAs: "by_ids",
    where: sql`${games.id} = any(${sql.placeholder("ids")})`,
    values: { ids },
    orderBy: [asc(games.id)],
    limit: Math.max(ids.length, 1),
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A review with its author and game, for the share sheet and preview page. */
export async function findReviewForShare(db: DbOrTx, reviewId: number) {
  const [row] = await db
    .select({
      id: reviews.id,
      gameId: reviews.gameId,
      rating: reviews.rating,
      body: reviews.body,
      nickname: users.nickname,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.id, reviewId), shown(reviews)));
  return row;
}
