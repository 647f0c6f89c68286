import * as games from "@portal/contracts/refs/games";
import * as reviews from "@portal/contracts/refs/reviews";
import type { DataOf } from "@portal/contracts/route";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/request";
import { useSignedInUid } from "../../lib/session";

/** One game: its detail page, follow, like, pre-registration, downloads and share. */
export type GameDetail = games.GameDetail;
export type PreRegistration = games.PreRegistration;
export type Platform = games.Platform;

/** Keys of the single-game data; the uid is part of them because `me` differs per player. */
export const gameDetailKeys = {
  all: ["gameDetail"] as const,
  detail: (appId: number, uid: number | null) => [...gameDetailKeys.all, appId, uid ?? 0] as const,
  share: (kind: "game" | "review", id: number) => [...gameDetailKeys.all, "share", kind, id] as const,
};

// ---- fetchers

export const fetchGameDetail = (appId: number, signal?: AbortSignal) =>
  call(games.game, { params: { appId }, signal });
export const followGame = (appId: number, follow: boolean) =>
  call(games.concernGame, { body: { appId, follow } });
export const reserveGame = (appId: number) => call(games.subscribe, { body: { appId } });
export const cancelReservation = (appId: number) => call(games.cancelSubscribe, { body: { appId } });
export const reportDownload = (appId: number, platform: Platform) =>
  call(games.reportDownload, { body: { appId, platform } });
export const likeGame = (appId: number, liked: boolean) =>
  call(reviews.like, { body: { target: "game", id: appId, liked } });
export const fetchShare = (kind: "game" | "review", id: number, signal?: AbortSignal) =>
  call(games.share, { query: { kind, id }, signal });

// ---- query options

/** While pre-registration is open the count is live: it refreshes every 30 s. */
export const gameDetailQuery = (appId: number, uid: number | null) =>
  queryOptions({
    queryKey: gameDetailKeys.detail(appId, uid),
    queryFn: ({ signal }) => fetchGameDetail(appId, signal),
    refetchInterval: (query) => (query.state.data?.preRegistration.open ? 30_000 : false),
  });

// ---- hooks

export function useGameDetail(appId: number) {
  const uid = useSignedInUid();
  return useQuery({ ...gameDetailQuery(appId, uid), enabled: Number.isInteger(appId) && appId > 0 });
}

/** Writes a server answer into the cached detail, so the counts shown are the server's. */
function usePatchDetail(appId: number) {
  const queryClient = useQueryClient();
  const uid = useSignedInUid();
  return (patch: (game: GameDetail) => GameDetail) =>
    queryClient.setQueryData<GameDetail>(gameDetailKeys.detail(appId, uid), (game) =>
      game ? patch(game) : game,
    );
}

export function useFollowGame(appId: number) {
  const patch = usePatchDetail(appId);
  return useMutation({
    mutationFn: (follow: boolean) => followGame(appId, follow),
    onSuccess: (answer: DataOf<typeof games.concernGame>) =>
      patch((game) => ({
        ...game,
        followsCount: answer.followsCount,
        me: { ...game.me, followed: answer.followed },
      })),
  });
}

export function useLikeGame(appId: number) {
  const patch = usePatchDetail(appId);
  return useMutation({
    mutationFn: (liked: boolean) => likeGame(appId, liked),
    onSuccess: (answer) =>
      patch((game) => ({ ...game, likesCount: answer.likesCount, me: { ...game.me, liked: answer.liked } })),
  });
}

export function useReservation(appId: number) {
  const patch = usePatchDetail(appId);
  const apply = (state: PreRegistration) =>
    patch((game) => ({
      ...game,
      preRegistration: state,
      reservationsCount: state.reservationsCount,
      me: { ...game.me, reserved: state.reserved },
    }));
  const reserve = useMutation({ mutationFn: () => reserveGame(appId), onSuccess: apply });
  const cancel = useMutation({ mutationFn: () => cancelReservation(appId), onSuccess: apply });
  return { reserve, cancel };
}

export function useReportDownload(appId: number) {
  return useMutation({ mutationFn: (platform: Platform) => reportDownload(appId, platform) });
}
