import {
  adjustPlayerPoints,
  getPlayer,
  liftSanction,
  revokePlayerSessions,
  sanctionPlayer,
  searchPlayers,
} from "@portal/contracts/console/players";
import type { QueryOf } from "@portal/contracts/route";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { useRouteChange } from "../../lib/change";

export const playerKeys = {
  all: ["console", "players"] as const,
  search: (query: QueryOf<typeof searchPlayers>) => ["console", "players", "search", query] as const,
  detail: (playerId: number) => ["console", "players", "detail", playerId] as const,
};

export const usePlayerSearch = (query: QueryOf<typeof searchPlayers> | null) =>
  useQuery({
    queryKey: playerKeys.search(query ?? { q: "" }),
    queryFn: () => call(searchPlayers, { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const usePlayer = (playerId: number) =>
  useQuery({
    queryKey: playerKeys.detail(playerId),
    queryFn: () => call(getPlayer, { query: { playerId } }),
  });

export const useSanctionPlayer = () => useRouteChange(sanctionPlayer, playerKeys.all);
export const useLiftSanction = () => useRouteChange(liftSanction, playerKeys.all);
export const useRevokeSessions = () => useRouteChange(revokePlayerSessions, playerKeys.all);
export const useAdjustPoints = () => useRouteChange(adjustPlayerPoints, playerKeys.all);
