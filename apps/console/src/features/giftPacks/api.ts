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
import type { BodyOf, QueryOf } from "@portal/contracts/route";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ConsoleRequestError, call } from "../../lib/api";
import i18n from "../../lib/i18n";

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

/** Each change refreshes the packs (their stock included) and the audit log it wrote to. */
function usePackChange<B, R>(send: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: packKeys.all }),
        client.invalidateQueries({ queryKey: ["console", "audit"] }),
      ]),
  });
}

export const useCreatePack = () =>
  usePackChange((body: BodyOf<typeof createGiftPack>) => call(createGiftPack, { body }));
export const useUpdatePack = () =>
  usePackChange((body: BodyOf<typeof updateGiftPack>) => call(updateGiftPack, { body }));
export const useGenerateCodes = () =>
  usePackChange((body: BodyOf<typeof generateGiftCodes>) => call(generateGiftCodes, { body }));
export const useImportCodes = () =>
  usePackChange(({ packId, file }: { packId: number; file: File }) => importCodes(packId, file));

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

/** Sends the CSV file as it is (multipart, field "file"); a big file may take a while. */
async function importCodes(packId: number, file: File): Promise<{ added: number; stock: PackStock }> {
  const form = new FormData();
  form.append("file", file);
  let envelope: { code: number; msg: string; data: unknown };
  try {
    const response = await fetch(`/api${importGiftCodes.path}?packId=${packId}`, {
      method: "POST",
      credentials: "include",
      body: form,
    });
    envelope = await response.json();
  } catch {
    throw new ConsoleRequestError(-1, i18n.t("console:networkProblem"));
  }
  if (envelope.code !== 200)
    throw new ImportRefused(envelope.code, envelope.msg, (envelope.data as ImportRefusal | null) ?? null);
  return envelope.data as { added: number; stock: PackStock };
}

/** Where the browser downloads the pack's codes (the server streams the CSV). */
export const exportUrl = (packId: number, which: QueryOf<typeof exportGiftCodes>["which"]) =>
  `/api${exportGiftCodes.path}?packId=${packId}&which=${which}`;
