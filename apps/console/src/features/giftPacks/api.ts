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
import { ConsoleRequestError, sendFile } from "../../lib/api";
import { useChange, useRouteChange } from "../../lib/change";
import { routeQuery, useRoute } from "../../lib/query";

const packsKey = ["console", "giftPacks"] as const;

export const usePackGames = () => useRoute([...packsKey, "games"], listPackGames);

/** Stock moves as players claim: the list refreshes itself while it is open. */
const STOCK_REFRESH_MS = 15_000;

export const useGiftPacks = (query: QueryOf<typeof listGiftPacks>) =>
  useQuery({
    ...routeQuery([...packsKey, "list", query], listGiftPacks, query),
    placeholderData: keepPreviousData,
    refetchInterval: STOCK_REFRESH_MS,
  });

export const useGiftPack = (packId: number | null) =>
  useRoute([...packsKey, "detail", packId ?? 0], getGiftPack, { packId: packId ?? 0 }, packId !== null);

export const useCreatePack = () => useRouteChange(createGiftPack, packsKey);
export const useUpdatePack = () => useRouteChange(updateGiftPack, packsKey);
export const useGenerateCodes = () => useRouteChange(generateGiftCodes, packsKey);
export const useImportCodes = () =>
  useChange(packsKey, ({ packId, file }: { packId: number; file: File }) => importCodes(packId, file));

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
