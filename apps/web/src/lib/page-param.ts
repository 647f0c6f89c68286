import { infiniteQueryOptions, type QueryKey } from "@tanstack/react-query";

/**
 * Where an infinite list asks next. The first page goes by number; once the server answers a
 * `nextCursor` (lists that grow, docs/architecture.md "Lists that grow") the next page continues
 * after it — as fast on page 1,000 as on page 2 — and `page` is only echoed back.
 */
export type PageParam = number | { page: number; cursor: string };

export const FIRST_PAGE: PageParam = 1;

/** getNextPageParam of a cursor-paged list: the cursor when there is one, else the next number. */
export function nextPageParam(last: { hasMore: boolean; page: number; nextCursor?: string }) {
  if (!last.hasMore) return undefined;
  const page = last.page + 1;
  return last.nextCursor === undefined ? page : { page, cursor: last.nextCursor };
}

/** getNextPageParam of a list paged by number only: the next page while the server says there is one. */
export const nextPageNumber = (last: { hasMore: boolean; page: number } | null | undefined) =>
  last?.hasMore ? last.page + 1 : undefined;

/** The query fields of a page: `{ page }`, or `{ page, cursor }`. */
export const pageFields = (param: PageParam) => (typeof param === "number" ? { page: param } : param);

/** An infinite list that pages by the server's cursor (by number until the server answers one). */
export const cursorPagedQuery = <
  P extends { hasMore: boolean; page: number; nextCursor?: string },
  K extends QueryKey,
>(
  queryKey: K,
  fetchPage: (page: PageParam, signal: AbortSignal) => Promise<P>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });

/** An infinite list paged by number only, from page 1. */
export const numberPagedQuery = <P extends { hasMore: boolean; page: number } | null, K extends QueryKey>(
  queryKey: K,
  fetchPage: (page: number, signal: AbortSignal) => Promise<P>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
