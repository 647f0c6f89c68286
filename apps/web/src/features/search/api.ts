import * as search from "@portal/contracts/refs/search";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { call } from "../../lib/request";

export type SearchKind = search.SearchKind;
export type SearchHit = search.SearchHit;
export type MarkedText = search.MarkedText;

export const SEARCH_PAGE_SIZE = 10;

export const searchKeys = {
  all: ["search"] as const,
  results: (q: string, kind: SearchKind) => [...searchKeys.all, kind, q] as const,
};

export const fetchSearchPage = (q: string, kind: SearchKind, cursor: string | null, signal?: AbortSignal) =>
  call(search.search, {
    query: { q, kind, cursor: cursor ?? undefined, pageSize: SEARCH_PAGE_SIZE },
    signal,
  });

/** Pages follow the server's cursor (rank and id of the last hit), so none repeats or is skipped. */
export const searchQuery = (q: string, kind: SearchKind) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(q, kind),
    queryFn: ({ pageParam, signal }) => fetchSearchPage(q, kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });

export const useSearch = (q: string, kind: SearchKind, enabled: boolean) =>
  useInfiniteQuery({ ...searchQuery(q, kind), enabled });
