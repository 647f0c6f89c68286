import { z } from "zod";
import { appId } from "./games.ts";
import { entityId } from "./paging.ts";
import { defineRoute } from "./route.ts";

/**
 * Topics (the spec's appTopicDetail) and events (its activity list): pages of rich text the
 * publisher writes, optionally about one game, in the player's language along the fallback chain.
 * An event runs in a window; the event list shows only running ones.
 */

export const topicKinds = ["topic", "event"] as const;

export const topicCard = z.object({
  id: z.number(),
  kind: z.enum(topicKinds),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  game: z.object({ appId: z.number(), name: z.string() }).nullable(),
  /** Events: when it runs (null: open on that side). */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  publishedAt: z.string(),
});
export type TopicCard = z.infer<typeof topicCard>;

export const topicPage = topicCard.extend({
  /** Sanitized HTML: no scripts, event handlers, styles or javascript: links. */
  body: z.string(),
  /** The language the text was found in along the fallback chain. */
  language: z.string(),
});
export type TopicPage = z.infer<typeof topicPage>;

/** One published topic or event. */
export const appTopicDetail = defineRoute({
  method: "GET",
  path: "/appTopicDetail",
  query: z.object({ topicId: entityId }),
  data: topicPage,
});

/** Running events (all, or one game's) and topics: pinned first, then newest. */
export const activity = defineRoute({
  method: "GET",
  path: "/activity",
  query: z.object({ appId: appId.optional() }),
  data: z.object({ events: z.array(topicCard), topics: z.array(topicCard) }),
});
