// Generated from ../topics.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../topics.ts";
import { routeRef } from "../route.ts";

export type * from "../topics.ts";

export const activity = routeRef<typeof contract.activity>("GET", "/activity");
export const appTopicDetail = routeRef<typeof contract.appTopicDetail>("GET", "/appTopicDetail");
export const topicKinds: typeof contract.topicKinds = ["topic","event"] as const;
