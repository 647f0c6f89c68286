import * as topics from "@portal/contracts/refs/topics";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/request";

export type TopicCard = topics.TopicCard;
export type TopicPage = topics.TopicPage;

export const topicKeys = {
  all: ["topics"] as const,
  page: (topicId: number) => [...topicKeys.all, "page", topicId] as const,
  activity: (appId: number | undefined) => [...topicKeys.all, "activity", appId ?? 0] as const,
};

/** One published topic or event (appTopicDetail). */
export const useTopicPage = (topicId: number) =>
  useQuery({
    queryKey: topicKeys.page(topicId),
    queryFn: ({ signal }) => call(topics.appTopicDetail, { query: { topicId }, signal }),
    enabled: Number.isInteger(topicId) && topicId > 0,
  });

/** Running events and published topics, of one game or all (activity). */
export const useActivity = (appId?: number) =>
  useQuery({
    queryKey: topicKeys.activity(appId),
    queryFn: ({ signal }) => call(topics.activity, { query: { appId }, signal }),
  });

/** Where a card leads: events and topics have their own pages. */
export const topicPath = (card: Pick<TopicCard, "id" | "kind">) =>
  card.kind === "event" ? `/event/${card.id}` : `/topic/${card.id}`;
