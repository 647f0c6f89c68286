// Generated from ../push.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../push.ts";
import { routeRef } from "../route.ts";

export type * from "../push.ts";

export const PUSH_ENDPOINT_MAX: typeof contract.PUSH_ENDPOINT_MAX = 1024 as const;
export const pushSettingsStatus = routeRef<typeof contract.pushSettingsStatus>("GET", "/push/settings", true);
export const pushTopics: typeof contract.pushTopics = ["system","reply","like","follow","mail"] as const;
export const savePushTopic = routeRef<typeof contract.savePushTopic>("POST", "/push/topic", true);
export const subscribePush = routeRef<typeof contract.subscribePush>("POST", "/push/subscribe", true);
export const unsubscribePush = routeRef<typeof contract.unsubscribePush>("POST", "/push/unsubscribe", true);
