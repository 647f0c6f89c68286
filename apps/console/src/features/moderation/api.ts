import {
  addWordRoute,
  type ModeratedKind,
  moderatedItemRoute,
  moderateText,
  moderationQueue,
  removeWordRoute,
  wordListRoute,
} from "@portal/contracts/console/moderation";
import type { QueryOf } from "@portal/contracts/route";
import { useRouteChange } from "../../lib/change";
import { usePagedRoute, useRoute } from "../../lib/query";

export type QueueFilter = NonNullable<QueryOf<typeof moderationQueue>>;

const moderationKey = ["console", "moderation"] as const;
const wordsKey = [...moderationKey, "words"] as const;

export const useQueue = (filter: QueueFilter) =>
  usePagedRoute([...moderationKey, "queue"], moderationQueue, filter);

/** One reported text whole, for its page. */
export const useModeratedItem = (kind: ModeratedKind, id: number) =>
  useRoute([...moderationKey, "item", kind, id], moderatedItemRoute, { kind, id });

export const useWords = () => useRoute(wordsKey, wordListRoute);

/** An action changes the queue and the text's own page; each change also refreshes the audit log. */
export const useModerate = () => useRouteChange(moderateText, moderationKey);
export const useAddWord = () => useRouteChange(addWordRoute, wordsKey);
export const useRemoveWord = () => useRouteChange(removeWordRoute, wordsKey);
