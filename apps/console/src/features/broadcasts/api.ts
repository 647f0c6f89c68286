import * as contract from "@portal/contracts/console/broadcasts";
import type { BodyOf } from "@portal/contracts/route";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { call } from "../../lib/api";
import { useRouteChange } from "../../lib/change";
import { PAGE_SIZE } from "../../lib/PagedTable";
import { routeQuery, useRoute } from "../../lib/query";

export const broadcastKeys = { all: ["console", "broadcasts"] as const };

/** A broadcast on its way is looked at again every few seconds until it is sent or cancelled. */
const FOLLOW_MS = 3000;
const settled = (status: string | undefined) => status === "sent" || status === "cancelled";

/** Titles and game names come in the console's language: a switch asks again. */
const useLanguage = () => useTranslation().i18n.language;

export const useBroadcasts = (page: number) =>
  useQuery({
    ...routeQuery([...broadcastKeys.all, "list", page, useLanguage()], contract.broadcastList, {
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.every((item) => settled(item.status)) === false ? FOLLOW_MS : false,
  });

export const useBroadcast = (id: number) =>
  useQuery({
    ...routeQuery([...broadcastKeys.all, "detail", id, useLanguage()], contract.broadcastDetailRoute, { id }),
    refetchInterval: (query) => (settled(query.state.data?.status) ? false : FOLLOW_MS),
  });

export const useBroadcastOptions = () =>
  useRoute([...broadcastKeys.all, "options", useLanguage()], contract.broadcastOptions);

type PreviewBody = BodyOf<typeof contract.previewSegment>;

export const useSegmentPreview = (body: PreviewBody | null) =>
  useQuery({
    queryKey: [...broadcastKeys.all, "preview", body],
    queryFn: () => call(contract.previewSegment, { body: body as PreviewBody }),
    enabled: body !== null,
  });

export const useCreateBroadcast = () => useRouteChange(contract.createBroadcast, broadcastKeys.all);
export const useCancelBroadcast = () => useRouteChange(contract.cancelBroadcast, broadcastKeys.all);
