// Generated from ../platform.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../platform.ts";
import { routeRef } from "../route.ts";

export type * from "../platform.ts";

export const eventList = routeRef<typeof contract.eventList>("GET", "/v1/event/list");
export const health = routeRef<typeof contract.health>("GET", "/health");
export const pageView = routeRef<typeof contract.pageView>("POST", "/stats");
export const portalFeatures = routeRef<typeof contract.portalFeatures>("GET", "/features");
export const readiness = routeRef<typeof contract.readiness>("GET", "/readyz");
