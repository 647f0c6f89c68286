import {
  type GameDetail,
  GUESS_LIKE_SIZE,
  type gameList,
  HOME_ROW_SIZE,
  type myGameKinds,
  type Platform,
} from "@portal/contracts/games";
import { contentFallback, type Language } from "@portal/contracts/languages";
import { offsetOf, pathId, toPage } from "@portal/contracts/paging";
import type { ParsedQuery } from "@portal/contracts/route";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import * as social from "./game-social.repository.ts";
import {
  presentBanner,
  presentGameCard,
  presentGameDetail,
  presentNotice,
  presentPreRegistration,
} from "./games.presenter.ts";
import * as repo from "./games.repository.ts";
import * as home from "./home.repository.ts";

interface Page {
  page: number;
  pageSize: number;
}

/** A page of a public list: only games published by the server's time. */
const limits = (deps: AppDeps, page: Page) => ({
  limit: page.pageSize,
  offset: offsetOf(page),
  publishedBy: deps.now(),
});

export function listGames(deps: AppDeps, language: Language, query: ParsedQuery<typeof gameList>) {
  return deps.publicCache(`gameList:${language}:${JSON.stringify(query)}`, () =>
    findGames(deps, language, query),
  );
}

async function findGames(deps: AppDeps, language: Language, query: ParsedQuery<typeof gameList>) {
  const { rows, total } = await repo.listCatalogue(
    deps.database.db,
    contentFallback(language),
    {
      type: query.type,
      platform: query.platform,
      status: query.preRegistration ? "upcoming" : query.status,
      nameContains: query.q || undefined,
    },
    query.sort,
    limits(deps, query),
  );
  return toPage(rows.map(presentGameCard), total, query);
}

export function listHotGames(deps: AppDeps, language: Language, page: Page) {
  return cachedCardPage(deps, "hotGame", language, page, repo.listHot);
}

export function listRecommendedGames(deps: AppDeps, language: Language, page: Page) {
  return cachedCardPage(deps, "recomGames", language, page, repo.listRecommended);
}

/** A page of game cards from `list`, kept in the public cache per call name, language and page. */
function cachedCardPage(
  deps: AppDeps,
  callName: string,
  language: Language,
  page: Page,
  list: typeof repo.listHot,
) {
  return deps.publicCache(`${callName}:${language}:${page.page}:${page.pageSize}`, async () => {
    const { rows, total } = await list(deps.database.db, contentFallback(language), limits(deps, page));
    return toPage(rows.map(presentGameCard), total, page);
  });
}

export async function guessWhatPlayerLikes(
  deps: AppDeps,
  language: Language,
  user: SessionUser | null,
  size = GUESS_LIKE_SIZE,
) {
  const db = deps.database.db;
  const guess = async () => {
    const taste = user ? await repo.tasteOf(db, user.id) : new Map<string, number>();
    const chain = contentFallback(language);
    const { rows } = await repo.listGuessLike(db, chain, taste, user?.id ?? null, size, deps.now());
    return rows.map(presentGameCard);
  };
  return user ? guess() : deps.publicCache(`guessLike:${language}:${size}`, guess);
}

/** Home: banners, hot, recommended, guess-you-like and (signed in) the followed games. */
export async function homeInfo(deps: AppDeps, language: Language, user: SessionUser | null) {
  const [rows, guessLike, followed] = await Promise.all([
    deps.publicCache(`home:${language}`, () => homeRows(deps, language)),
    guessWhatPlayerLikes(deps, language, user),
    user ? myGames(deps, language, user.id, "followed", { page: 1, pageSize: HOME_ROW_SIZE }) : null,
  ]);
  return Object.assign({}, rows, { guessLike, followed: followed?.items ?? [] });
}

/** The rows of home that are the same for everybody. */
async function homeRows(deps: AppDeps, language: Language) {
  const db = deps.database.db;
  const chain = contentFallback(language);
  const first = { limit: HOME_ROW_SIZE, offset: 0, publishedBy: deps.now() };
  const [banners, hot, recommended] = await Promise.all([
    home.listRunningBanners(db, deps.now()),
    repo.listHot(db, chain, first, { onlyMarked: true, withTotal: false }),
    repo.listRecommended(db, chain, first, { withTotal: false }),
  ]);
  return {
    banners: banners.map((row) => presentBanner(row, chain)),
    hot: hot.rows.map(presentGameCard),
    recommended: recommended.rows.map(presentGameCard),
  };
}

/** The pop-up notice running now, or null. */
export async function runningNotice(deps: AppDeps, language: Language) {
  const row = await home.findRunningNotice(deps.database.db, deps.now());
  return row ? presentNotice(row, contentFallback(language)) : null;
}

/** Game detail with the player's ties; opening it counts as recently played. */
export async function gameDetail(
  deps: AppDeps,
  language: Language,
  appIdText: string | undefined,
  user: SessionUser | null,
): Promise<GameDetail> {
  const db = deps.database.db;
  const appId = pathId(appIdText);
  if (appId === undefined) throw new AppError("gameNotFound");
  const chain = contentFallback(language);
  const [row, ties] = await Promise.all([
    repo.findGameDetail(db, appId, chain, deps.now()),
    user ? social.playerTies(db, user.id, appId) : null,
  ]);
  if (!row) throw new AppError("gameNotFound");
  if (user) await social.recordVisit(db, user.id, appId, deps.now());
  const me = {
    followed: Boolean(ties?.followed),
    liked: Boolean(ties?.liked),
    reserved: Boolean(ties?.reserved),
    myRating: ties?.myRating ?? null,
  };
  return presentGameDetail(row, me, presentPreRegistration(row, row.milestones, me.reserved, chain));
}

export async function myGames(
  deps: AppDeps,
  language: Language,
  userId: number,
  kind: (typeof myGameKinds)[number],
  page: Page,
) {
  const db = deps.database.db;
  const { limit, offset } = limits(deps, page);
  const { rows, total } =
    kind === "played"
      ? await social.listRecentlyPlayed(db, userId, limit, offset)
      : await social.listTies(db, kind, userId, limit, offset);
  const cards = await repo.listCardsByIds(
    db,
    contentFallback(language),
    rows.map((row) => row.gameId),
  );
  const at = new Map(rows.map((row) => [row.gameId, row.at.toISOString()]));
  const items = cards.map((card) => Object.assign(presentGameCard(card), { at: at.get(card.id) ?? "" }));
  return toPage(items, total, page);
}

async function requireGame(deps: AppDeps, appId: number) {
  const game = await repo.findGameFacts(deps.database.db, appId);
  if (!game?.publishAt || game.publishAt > deps.now()) throw new AppError("gameNotFound");
  return game;
}

/** The follow or reservation row on or off and the game's count moved by what really changed. */
function setCountedGameRow(
  deps: AppDeps,
  kind: "follow" | "reservation",
  userId: number,
  appId: number,
  on: boolean,
) {
  const counter = kind === "follow" ? "followsCount" : "reservationsCount";
  return deps.database.db.transaction(async (tx) => {
    const changed = await social.setGameRow(tx, kind, userId, appId, on);
    return social.bumpGameCount(tx, appId, counter, changed ? (on ? 1 : -1) : 0);
  });
}

/** Follow or unfollow; the count moves only when a row was really added or removed. */
export async function followGame(deps: AppDeps, userId: number, appId: number, follow: boolean) {
  await requireGame(deps, appId);
  const counts = await setCountedGameRow(deps, "follow", userId, appId, follow);
  return { appId, followed: follow, followsCount: counts.followsCount };
}

/** Pre-register an upcoming game (reserve) or cancel; repeats change nothing. */
export async function setReservation(
  deps: AppDeps,
  language: Language,
  userId: number,
  appId: number,
  reserve: boolean,
) {
  const game = await requireGame(deps, appId);
  if (reserve && game.status !== "upcoming") throw new AppError("preRegistrationClosed");
  const counts = await setCountedGameRow(deps, "reservation", userId, appId, reserve);
  const milestones = await repo.milestonesOf(deps.database.db, appId);
  return presentPreRegistration({ ...game, ...counts }, milestones, reserve, contentFallback(language));
}

/** Records a download tap and answers the address; platforms the game lacks are 404. */
export async function reportDownload(
  deps: AppDeps,
  input: { appId: number; platform: Platform; channel?: string; userId: number | null; language: Language },
) {
  const game = await requireGame(deps, input.appId);
  const url = game.downloads[input.platform];
  if (!url) throw new AppError("downloadUnavailable");
  await social.insertDownloadReport(deps.database.db, {
    gameId: input.appId,
    platform: input.platform,
    channel: input.channel || null,
    userId: input.userId,
    language: input.language,
    at: deps.now(),
  });
  return { url };
}

/** Refuses a game id that names no game (gameNotFound); null (no game) passes. */
export async function assertGameExists(db: DbOrTx, gameId: number | null) {
  if (gameId !== null && !(await repo.gameNamesIn(db, [gameId], "en")).has(gameId))
    throw new AppError("gameNotFound");
}

/** The names of these games in the player's language: how other features name the games they list. */
export function gameNamesIn(db: DbOrTx, gameIds: number[], language: Language) {
  return repo.gameNamesIn(db, gameIds, language);
}

/** The names of the games these rows belong to (rows of no game have none). */
export function gameNamesOf(db: DbOrTx, rows: { gameId: number | null }[], language: Language) {
  return repo.gameNamesIn(
    db,
    rows.flatMap((row) => row.gameId ?? []),
    language,
  );
}

/** These games' cards along the language chain (top-up and coupons name and picture their games). */
export function listCardsByIds(db: DbOrTx, chain: Language[], ids: number[]) {
  return repo.listCardsByIds(db, chain, ids);
}
