import * as games from "@portal/contracts/refs/games";
import type { DataOf, QueryOf } from "@portal/contracts/route";
import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { numberPagedQuery } from "../../lib/page-param";
import { call } from "../../lib/request";
import { useSignedInUid } from "../../lib/session";

export type GameCard = games.GameCard;
export type GameType = games.GameType;
export type Platform = games.Platform;
export type MyGameKind = (typeof games.myGameKinds)[number];
export type GameSort = (typeof games.gameSorts)[number];
export type HomeInfo = DataOf<typeof games.indexInfo>;
export type PopupNotice = NonNullable<DataOf<typeof games.alertWin>>;
export type GameListFilters = Omit<QueryOf<typeof games.gameList>, "page" | "pageSize">;

/** The home's own list and the catalogue page by this many games. */
export const GAME_PAGE_SIZE = 10;

export const gameKeys = {
  all: ["games"] as const,
  /** Home rows differ per player (followed games, guess you like). */
  homes: () => [...gameKeys.all, "home"] as const,
  home: (uid: number | null) => [...gameKeys.homes(), uid ?? 0] as const,
  alert: () => [...gameKeys.all, "alertWin"] as const,
  lists: () => [...gameKeys.all, "list"] as const,
  list: (filters: GameListFilters) => [...gameKeys.lists(), filters] as const,
  hot: () => [...gameKeys.all, "hot"] as const,
  mine: (uid: number, kind: MyGameKind) => [...gameKeys.all, "mine", uid, kind] as const,
};

// ---- fetchers

export const fetchHomeInfo = (signal?: AbortSignal) => call(games.indexInfo, { signal });
export const fetchPopupNotice = (signal?: AbortSignal) => call(games.alertWin, { signal });
export const fetchGameList = (filters: GameListFilters, page: number, signal?: AbortSignal) =>
  call(games.gameList, { query: { ...filters, page, pageSize: GAME_PAGE_SIZE }, signal });
export const fetchHotGames = (page: number, signal?: AbortSignal) =>
  call(games.hotGames, { query: { page, pageSize: GAME_PAGE_SIZE }, signal });
export const fetchMyGames = (kind: MyGameKind, page: number, signal?: AbortSignal) =>
  call(games.myGame, { query: { kind, page, pageSize: GAME_PAGE_SIZE }, signal });

// ---- query options

export const homeInfoQuery = (uid: number | null) =>
  queryOptions({ queryKey: gameKeys.home(uid), queryFn: ({ signal }) => fetchHomeInfo(signal) });

export const popupNoticeQuery = () =>
  queryOptions({
    queryKey: gameKeys.alert(),
    queryFn: ({ signal }) => fetchPopupNotice(signal),
    staleTime: 5 * 60_000,
  });

export const gameListQuery = (filters: GameListFilters) =>
  numberPagedQuery(gameKeys.list(filters), (page, signal) => fetchGameList(filters, page, signal));

export const hotGamesQuery = () => numberPagedQuery(gameKeys.hot(), fetchHotGames);

export const myGamesQuery = (uid: number, kind: MyGameKind) =>
  numberPagedQuery(gameKeys.mine(uid, kind), (page, signal) => fetchMyGames(kind, page, signal));

// ---- hooks

export function useHomeInfo() {
  const uid = useSignedInUid();
  return useQuery(homeInfoQuery(uid));
}

export function usePopupNotice() {
  return useQuery(popupNoticeQuery());
}

export function useGameList(filters: GameListFilters) {
  return useInfiniteQuery(gameListQuery(filters));
}

export function useHotGames() {
  return useInfiniteQuery(hotGamesQuery());
}

export function useMyGames(kind: MyGameKind) {
  const uid = useSignedInUid();
  return useInfiniteQuery({ ...myGamesQuery(uid ?? 0, kind), enabled: uid !== null });
}
