import {
  adjustPlayerPoints,
  getPlayer,
  liftSanction,
  revokePlayerSessions,
  sanctionPlayer,
  searchPlayers,
} from "@portal/contracts/console/players";
import type { BodyOf, QueryOf } from "@portal/contracts/route";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api";

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

/** Each change refreshes the player (search rows included) and the audit log it wrote to. */
function usePlayerChange<B, R>(send: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: playerKeys.all }),
        client.invalidateQueries({ queryKey: ["console", "audit"] }),
      ]),
  });
}

export const useSanctionPlayer = () =>
  usePlayerChange((body: BodyOf<typeof sanctionPlayer>) => call(sanctionPlayer, { body }));
export const useLiftSanction = () =>
  usePlayerChange((body: BodyOf<typeof liftSanction>) => call(liftSanction, { body }));
export const useRevokeSessions = () =>
  usePlayerChange((body: BodyOf<typeof revokePlayerSessions>) => call(revokePlayerSessions, { body }));
export const useAdjustPoints = () =>
  usePlayerChange((body: BodyOf<typeof adjustPlayerPoints>) => call(adjustPlayerPoints, { body }));
