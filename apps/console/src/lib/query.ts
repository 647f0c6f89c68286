import type { ConsoleRouteContract } from "@portal/contracts/console/route";
import type { QueryOf } from "@portal/contracts/route";
import { keepPreviousData, type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "./api";

/** Reading a console route (with `query`), cached under `key`; leaving the page cancels the request. */
export const routeQuery = <C extends ConsoleRouteContract>(key: QueryKey, route: C, query?: QueryOf<C>) =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => call(route, { query, signal }) });

/** A console route's answer; `enabled: false` waits (an item not chosen yet). */
export const useRoute = <C extends ConsoleRouteContract>(
  key: QueryKey,
  route: C,
  query?: QueryOf<C>,
  enabled?: boolean,
) => useQuery({ ...routeQuery(key, route, query), enabled });

/** A list filtered and paged by `query` (cached under `key` and the query); a page stays until the next one is there. */
export const usePagedRoute = <C extends ConsoleRouteContract>(key: QueryKey, route: C, query: QueryOf<C>) =>
  useQuery({ ...routeQuery([...key, query], route, query), placeholderData: keepPreviousData });
