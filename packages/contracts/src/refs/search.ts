// Generated from ../search.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../search.ts";
import { routeRef } from "../route.ts";

export type * from "../search.ts";

export const search = routeRef<typeof contract.search>("GET", "/search");
export const SEARCH_MAX_CHARS: typeof contract.SEARCH_MAX_CHARS = 100 as const;
export const SEARCH_MIN_CHARS: typeof contract.SEARCH_MIN_CHARS = 2 as const;
export const searchKinds: typeof contract.searchKinds = ["games","news","posts"] as const;
