import * as contract from "@portal/contracts/console/players";
import type { QueryOf } from "@portal/contracts/route";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRouteChange } from "../../lib/change";
import { routeQuery, useRoute } from "../../lib/query";

export const playerKeys = { all: ["console", "players"] as const };

export const usePlayerSearch = (query: QueryOf<typeof contract.searchPlayers> | null) =>
  useQuery({
    ...routeQuery(
      [...playerKeys.all, "search", query ?? { q: "" }],
      contract.searchPlayers,
      query ?? undefined,
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const usePlayer = (playerId: number) =>
  useRoute([...playerKeys.all, "detail", playerId], contract.getPlayer, { playerId });

export const useSanctionPlayer = () => useRouteChange(contract.sanctionPlayer, playerKeys.all);
export const useLiftSanction = () => useRouteChange(contract.liftSanction, playerKeys.all);
export const useRevokeSessions = () => useRouteChange(contract.revokePlayerSessions, playerKeys.all);
export const useAdjustPoints = () => useRouteChange(contract.adjustPlayerPoints, playerKeys.all);
