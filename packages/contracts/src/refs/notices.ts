// Generated from ../notices.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../notices.ts";
import { routeRef } from "../route.ts";

export type * from "../notices.ts";

export const sysNotice = routeRef<typeof contract.sysNotice>("GET", "/sysNotice");
export const sysNoticeRead = routeRef<typeof contract.sysNoticeRead>("POST", "/sysNoticeRead", true);
