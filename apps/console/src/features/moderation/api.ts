import {
  addWordRoute,
  type ModeratedKind,
  moderatedItemRoute,
  moderateText,
  moderationQueue,
  removeWordRoute,
  wordListRoute,
} from "@portal/contracts/console/moderation";
import type { BodyOf, QueryOf } from "@portal/contracts/route";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api";

export type QueueFilter = NonNullable<QueryOf<typeof moderationQueue>>;

export const moderationKeys = {
  all: ["console", "moderation"] as const,
  queue: ["console", "moderation", "queue"] as const,
  words: ["console", "moderation", "words"] as const,
  item: (kind: ModeratedKind, id: number) => ["console", "moderation", "item", kind, id] as const,
};

export const queueQuery = (filter: QueueFilter) =>
  queryOptions({
    queryKey: [...moderationKeys.queue, filter],
    queryFn: () => call(moderationQueue, { query: filter }),
  });
export const useQueue = (filter: QueueFilter) =>
  useQuery({ ...queueQuery(filter), placeholderData: keepPreviousData });

/** One reported text whole, for its page. */
export const useModeratedItem = (kind: ModeratedKind, id: number) =>
  useQuery({
    queryKey: moderationKeys.item(kind, id),
    queryFn: () => call(moderatedItemRoute, { query: { kind, id } }),
  });

export const wordsQuery = queryOptions({
  queryKey: moderationKeys.words,
  queryFn: () => call(wordListRoute),
});
export const useWords = () => useQuery(wordsQuery);

/** Each change refreshes what it touched and the audit log it wrote to. */
function useModerationChange<B, R>(key: readonly string[], send: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: ["console", "audit"] }),
      ]),
  });
}

/** An action changes the queue and the text's own page. */
export const useModerate = () =>
  useModerationChange(moderationKeys.all, (body: BodyOf<typeof moderateText>) =>
    call(moderateText, { body }),
  );
export const useAddWord = () =>
  useModerationChange(moderationKeys.words, (body: BodyOf<typeof addWordRoute>) =>
    call(addWordRoute, { body }),
  );
export const useRemoveWord = () =>
  useModerationChange(moderationKeys.words, (body: BodyOf<typeof removeWordRoute>) =>
    call(removeWordRoute, { body }),
  );
