import type { ModeratedKind } from "@portal/contracts/console/moderation";
import * as contract from "@portal/contracts/console/moderation";
import type { QueryOf } from "@portal/contracts/route";
import { useRouteChange } from "../../lib/change";
import { usePagedRoute, useRoute } from "../../lib/query";

export type QueueFilter = NonNullable<QueryOf<typeof contract.moderationQueue>>;

const moderationKey = ["console", "moderation"] as const;
const wordsKey = [...moderationKey, "words"] as const;

export const useQueue = (filter: QueueFilter) =>
  usePagedRoute([...moderationKey, "queue"], contract.moderationQueue, filter);

/** One reported text whole, for its page. */
export const useModeratedItem = (kind: ModeratedKind, id: number) =>
  useRoute([...moderationKey, "item", kind, id], contract.moderatedItemRoute, { kind, id });

export const useWords = () => useRoute(wordsKey, contract.wordListRoute);

/** An action changes the queue and the text's own page; each change also refreshes the audit log. */
export const useModerate = () => useRouteChange(contract.moderateText, moderationKey);
export const useAddWord = () => useRouteChange(contract.addWordRoute, wordsKey);
export const useRemoveWord = () => useRouteChange(contract.removeWordRoute, wordsKey);
