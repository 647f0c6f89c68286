import {
  createGiftPack,
  exportGiftCodes,
  generateGiftCodes,
  getGiftPack,
  type ImportRefusal,
  importGiftCodes,
  listGiftPacks,
  listPackGames,
  type PackStock,
  updateGiftPack,
} from "@portal/contracts/console/gift-packs";
import type { QueryOf } from "@portal/contracts/route";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ConsoleRequestError, call, sendFile } from "../../lib/api";
import { useChange, useRouteChange } from "../../lib/change";

export const packKeys = {
  all: ["console", "giftPacks"] as const,
  list: (query: QueryOf<typeof listGiftPacks>) => ["console", "giftPacks", "list", query] as const,
  detail: (packId: number) => ["console", "giftPacks", "detail", packId] as const,
  games: ["console", "giftPacks", "games"] as const,
};

export const usePackGames = () => useQuery({ queryKey: packKeys.games, queryFn: () => call(listPackGames) });

/** Stock moves as players claim: the list refreshes itself while it is open. */
const STOCK_REFRESH_MS = 15_000;

export const useGiftPacks = (query: QueryOf<typeof listGiftPacks>) =>
  useQuery({
    queryKey: packKeys.list(query),
    queryFn: () => call(listGiftPacks, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: STOCK_REFRESH_MS,
  });

export const useGiftPack = (packId: number | null) =>
  useQuery({
    queryKey: packKeys.detail(packId ?? 0),
    queryFn: () => call(getGiftPack, { query: { packId: packId ?? 0 } }),
    enabled: packId !== null,
  });

export const useCreatePack = () => useRouteChange(createGiftPack, packKeys.all);
export const useUpdatePack = () => useRouteChange(updateGiftPack, packKeys.all);
export const useGenerateCodes = () => useRouteChange(generateGiftCodes, packKeys.all);
export const useImportCodes = () =>
  useChange(packKeys.all, ({ packId, file }: { packId: number; file: File }) => importCodes(packId, file));

/** A refused import: its message and the bad lines the server listed. */
export class ImportRefused extends ConsoleRequestError {
  constructor(
    code: number,
    message: string,
    readonly refusal: ImportRefusal | null,
  ) {
    super(code, message);
  }
}

/** Sends the CSV file as it is; a refusal carries the bad lines the server listed. */
async function importCodes(packId: number, file: File) {
  const envelope = await sendFile<unknown>(`${importGiftCodes.path}?packId=${packId}`, file);
  if (envelope.code !== 200)
    throw new ImportRefused(envelope.code, envelope.msg, (envelope.data as ImportRefusal | null) ?? null);
  return envelope.data as { added: number; stock: PackStock };
}

/** Where the browser downloads the pack's codes (the server streams the CSV). */
export const exportUrl = (packId: number, which: QueryOf<typeof exportGiftCodes>["which"]) =>
  `/api${exportGiftCodes.path}?packId=${packId}&which=${which}`;
