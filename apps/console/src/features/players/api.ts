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
import { useRouteChange } from "../../lib/change";
import { routeQuery, useRoute } from "../../lib/query";

export const playerKeys = { all: ["console", "players"] as const };

export const usePlayerSearch = (query: QueryOf<typeof searchPlayers> | null) =>
  useQuery({
    ...routeQuery([...playerKeys.all, "search", query ?? { q: "" }], searchPlayers, query ?? undefined),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const usePlayer = (playerId: number) =>
  useRoute([...playerKeys.all, "detail", playerId], getPlayer, { playerId });

export const useSanctionPlayer = () => useRouteChange(sanctionPlayer, playerKeys.all);
export const useLiftSanction = () => useRouteChange(liftSanction, playerKeys.all);
export const useRevokeSessions = () => useRouteChange(revokePlayerSessions, playerKeys.all);
export const useAdjustPoints = () => useRouteChange(adjustPlayerPoints, playerKeys.all);
