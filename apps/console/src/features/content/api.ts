import {
  createConsoleBanner,
  createConsoleGame,
  deleteConsoleBanner,
  getConsoleGame,
  getHomePicks,
  listConsoleBanners,
  listConsoleGames,
  orderConsoleBanners,
  saveHomePicks,
  updateConsoleBanner,
  updateConsoleGame,
  uploadContentImage,
} from "@portal/contracts/console/content";
import type { DataOf, QueryOf } from "@portal/contracts/route";
import { ConsoleRequestError, sendFile } from "../../lib/api";
import { useRouteChange } from "../../lib/change";
import { usePagedRoute, useRoute } from "../../lib/query";

export const contentKeys = {
  all: ["console", "content"] as const,
  games: (query: QueryOf<typeof listConsoleGames>) => ["console", "content", "games", query] as const,
  game: (id: number) => ["console", "content", "game", id] as const,
  banners: ["console", "content", "banners"] as const,
  picks: ["console", "content", "picks"] as const,
};

export const useGames = (query: QueryOf<typeof listConsoleGames>) =>
  usePagedRoute(["console", "content", "games"], listConsoleGames, query);
export const useGame = (gameId: number | undefined) =>
  useRoute(contentKeys.game(gameId ?? 0), getConsoleGame, { gameId: gameId ?? 0 }, gameId !== undefined);
export const useBanners = () => useRoute(contentKeys.banners, listConsoleBanners);
export const useHomePicks = () => useRoute(contentKeys.picks, getHomePicks);

export const useCreateGame = () => useRouteChange(createConsoleGame, contentKeys.all);
export const useUpdateGame = () => useRouteChange(updateConsoleGame, contentKeys.all);
export const useCreateBanner = () => useRouteChange(createConsoleBanner, contentKeys.all);
export const useUpdateBanner = () => useRouteChange(updateConsoleBanner, contentKeys.all);
export const useDeleteBanner = () => useRouteChange(deleteConsoleBanner, contentKeys.all);
export const useOrderBanners = () => useRouteChange(orderConsoleBanners, contentKeys.all);
export const useSaveHomePicks = () => useRouteChange(saveHomePicks, contentKeys.all);

export type UploadedImage = DataOf<typeof uploadContentImage>;

/** Sends one image through the upload pipeline; `path`: another upload route. */
export async function uploadImage(
  file: File,
  path: string = uploadContentImage.path,
): Promise<UploadedImage> {
  const envelope = await sendFile<UploadedImage>(path, file);
  if (envelope.code !== 200) throw new ConsoleRequestError(envelope.code, envelope.msg);
  return envelope.data;
}
