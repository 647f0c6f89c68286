import * as contract from "@portal/contracts/console/newsroom";
import type { ConsoleRouteContract } from "@portal/contracts/console/route";
import type { QueryOf } from "@portal/contracts/route";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { useRouteChange } from "../../lib/change";

const root = ["console", "newsroom"] as const;

export const useNewsCategories = () =>
  useQuery({ queryKey: [...root, "categories"], queryFn: () => call(contract.listNewsCategories) });

export const useNewsList = (query: QueryOf<typeof contract.listConsoleNews>) =>
  useQuery({
    queryKey: [...root, "news", query],
    queryFn: () => call(contract.listConsoleNews, { query }),
    placeholderData: keepPreviousData,
  });

export const useNewsItem = (newsId: number | undefined) =>
  useQuery({
    queryKey: [...root, "news-item", newsId],
    queryFn: () => call(contract.getConsoleNews, { query: { newsId: newsId ?? 0 } }),
    enabled: newsId !== undefined,
  });

export const useHomeNotices = () =>
  useQuery({ queryKey: [...root, "notices"], queryFn: () => call(contract.listHomeNotices) });

export const useVideos = (query: QueryOf<typeof contract.listConsoleVideos>) =>
  useQuery({
    queryKey: [...root, "videos", query],
    queryFn: () => call(contract.listConsoleVideos, { query }),
    placeholderData: keepPreviousData,
  });

export const useTopics = (query: QueryOf<typeof contract.listConsoleTopics>) =>
  useQuery({
    queryKey: [...root, "topics", query],
    queryFn: () => call(contract.listConsoleTopics, { query }),
    placeholderData: keepPreviousData,
  });

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
