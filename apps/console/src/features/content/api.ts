import * as contract from "@portal/contracts/console/content";
import type { DataOf, QueryOf } from "@portal/contracts/route";
import { ConsoleRequestError, sendFile } from "../../lib/api";
import { useRouteChange } from "../../lib/change";
import { usePagedRoute, useRoute } from "../../lib/query";

export const contentKeys = {
  all: ["console", "content"] as const,
  games: (query: QueryOf<typeof contract.listConsoleGames>) =>
    ["console", "content", "games", query] as const,
  game: (id: number) => ["console", "content", "game", id] as const,
  banners: ["console", "content", "banners"] as const,
  picks: ["console", "content", "picks"] as const,
};

export const useGames = (query: QueryOf<typeof contract.listConsoleGames>) =>
  usePagedRoute(["console", "content", "games"], contract.listConsoleGames, query);
export const useGame = (gameId: number | undefined) =>
  useRoute(
    contentKeys.game(gameId ?? 0),
    contract.getConsoleGame,
    { gameId: gameId ?? 0 },
    gameId !== undefined,
  );
export const useBanners = () => useRoute(contentKeys.banners, contract.listConsoleBanners);
export const useHomePicks = () => useRoute(contentKeys.picks, contract.getHomePicks);

export const useCreateGame = () => useRouteChange(contract.createConsoleGame, contentKeys.all);
export const useUpdateGame = () => useRouteChange(contract.updateConsoleGame, contentKeys.all);
export const useCreateBanner = () => useRouteChange(contract.createConsoleBanner, contentKeys.all);
export const useUpdateBanner = () => useRouteChange(contract.updateConsoleBanner, contentKeys.all);
export const useDeleteBanner = () => useRouteChange(contract.deleteConsoleBanner, contentKeys.all);
export const useOrderBanners = () => useRouteChange(contract.orderConsoleBanners, contentKeys.all);
export const useSaveHomePicks = () => useRouteChange(contract.saveHomePicks, contentKeys.all);

export type UploadedImage = DataOf<typeof contract.uploadContentImage>;

/** Sends one image through the upload pipeline; `path`: another upload route. */
export async function uploadImage(
  file: File,
  path: string = contract.uploadContentImage.path,
): Promise<UploadedImage> {
  const envelope = await sendFile<UploadedImage>(path, file);
  if (envelope.code !== 200) throw new ConsoleRequestError(envelope.code, envelope.msg);
  return envelope.data;
}
