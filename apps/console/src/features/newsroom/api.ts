import * as contract from "@portal/contracts/console/newsroom";
import type { ConsoleRouteContract } from "@portal/contracts/console/route";
import type { QueryOf } from "@portal/contracts/route";
import { useRouteChange } from "../../lib/change";
import { usePagedRoute, useRoute } from "../../lib/query";

const root = ["console", "newsroom"] as const;

export const useNewsCategories = () => useRoute([...root, "categories"], contract.listNewsCategories);
export const useNewsList = (query: QueryOf<typeof contract.listConsoleNews>) =>
  usePagedRoute([...root, "news"], contract.listConsoleNews, query);
export const useNewsItem = (newsId: number | undefined) =>
  useRoute(
    [...root, "news-item", newsId],
    contract.getConsoleNews,
    { newsId: newsId ?? 0 },
    newsId !== undefined,
  );
export const useHomeNotices = () => useRoute([...root, "notices"], contract.listHomeNotices);
export const useVideos = (query: QueryOf<typeof contract.listConsoleVideos>) =>
  usePagedRoute([...root, "videos"], contract.listConsoleVideos, query);
export const useTopics = (query: QueryOf<typeof contract.listConsoleTopics>) =>
  usePagedRoute([...root, "topics"], contract.listConsoleTopics, query);

/** Each newsroom change refreshes the newsroom lists and the audit log it wrote to. */
const useChange = <C extends ConsoleRouteContract>(route: C) => useRouteChange(route, root);

export const useCreateCategory = () => useChange(contract.createNewsCategory);
export const useRenameCategory = () => useChange(contract.renameNewsCategory);
export const useOrderCategories = () => useChange(contract.orderNewsCategories);
export const useCreateNews = () => useChange(contract.createConsoleNews);
export const useUpdateNews = () => useChange(contract.updateConsoleNews);
export const useCreateNotice = () => useChange(contract.createHomeNotice);
export const useUpdateNotice = () => useChange(contract.updateHomeNotice);
export const useDeleteNotice = () => useChange(contract.deleteHomeNotice);
export const useDeleteNews = () => useChange(contract.deleteConsoleNews);
export const useCreateVideo = () => useChange(contract.createConsoleVideo);
export const useUpdateVideo = () => useChange(contract.updateConsoleVideo);
export const useDeleteVideo = () => useChange(contract.deleteConsoleVideo);
export const useCreateTopic = () => useChange(contract.createConsoleTopic);
export const useUpdateTopic = () => useChange(contract.updateConsoleTopic);
export const useDeleteTopic = () => useChange(contract.deleteConsoleTopic);
