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
import type { BodyOf, DataOf, QueryOf } from "@portal/contracts/route";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ConsoleRequestError, call } from "../../lib/api";
import i18n from "../../lib/i18n";

export const contentKeys = {
  all: ["console", "content"] as const,
  games: (query: QueryOf<typeof listConsoleGames>) => ["console", "content", "games", query] as const,
  game: (id: number) => ["console", "content", "game", id] as const,
  banners: ["console", "content", "banners"] as const,
  picks: ["console", "content", "picks"] as const,
};

export const useGames = (query: QueryOf<typeof listConsoleGames>) =>
  useQuery({
    queryKey: contentKeys.games(query),
    queryFn: () => call(listConsoleGames, { query }),
    placeholderData: keepPreviousData,
  });

export const useGame = (gameId: number | undefined) =>
  useQuery({
    queryKey: contentKeys.game(gameId ?? 0),
    queryFn: () => call(getConsoleGame, { query: { gameId: gameId ?? 0 } }),
    enabled: gameId !== undefined,
  });

export const useBanners = () =>
  useQuery({ queryKey: contentKeys.banners, queryFn: () => call(listConsoleBanners) });
export const useHomePicks = () =>
  useQuery({ queryKey: contentKeys.picks, queryFn: () => call(getHomePicks) });

/** Each content change refreshes the content lists and the audit log it wrote to. */
function useContentChange<B, D>(send: (body: B) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contentKeys.all }),
        client.invalidateQueries({ queryKey: ["console", "audit"] }),
      ]),
  });
}

export const useCreateGame = () =>
  useContentChange((body: BodyOf<typeof createConsoleGame>) => call(createConsoleGame, { body }));
export const useUpdateGame = () =>
  useContentChange((body: BodyOf<typeof updateConsoleGame>) => call(updateConsoleGame, { body }));
export const useCreateBanner = () =>
  useContentChange((body: BodyOf<typeof createConsoleBanner>) => call(createConsoleBanner, { body }));
export const useUpdateBanner = () =>
  useContentChange((body: BodyOf<typeof updateConsoleBanner>) => call(updateConsoleBanner, { body }));
export const useDeleteBanner = () =>
  useContentChange((body: BodyOf<typeof deleteConsoleBanner>) => call(deleteConsoleBanner, { body }));
export const useOrderBanners = () =>
  useContentChange((body: BodyOf<typeof orderConsoleBanners>) => call(orderConsoleBanners, { body }));
export const useSaveHomePicks = () =>
  useContentChange((body: BodyOf<typeof saveHomePicks>) => call(saveHomePicks, { body }));

export type UploadedImage = DataOf<typeof uploadContentImage>;

/** Sends one image through the upload pipeline (multipart, field "file"); `path`: another upload route. */
export async function uploadImage(
  file: File,
  path: string = uploadContentImage.path,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append("file", file);
  let envelope: { code: number; msg: string; data: UploadedImage };
  try {
    const response = await fetch(`/api${path}`, {
      method: "POST",
      credentials: "include",
      body: form,
    });
    envelope = await response.json();
  } catch {
    throw new ConsoleRequestError(-1, i18n.t("console:networkProblem"));
  }
  if (envelope.code !== 200) throw new ConsoleRequestError(envelope.code, envelope.msg);
  return envelope.data;
}
