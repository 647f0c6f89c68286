// Generated from ../videos.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../videos.ts";
import { routeRef } from "../route.ts";

export type * from "../videos.ts";

export const videoKinds: typeof contract.videoKinds = ["file","frame"] as const;
export const videoList = routeRef<typeof contract.videoList>("GET", "/videoList");
