import { eventList } from "@portal/contracts/platform";
import * as topup from "@portal/contracts/refs/topup";
import type { BodyOf, DataOf } from "@portal/contracts/route";
import { EVENT_LIST_VERSION, makeNonce, signParams } from "@portal/contracts/signature";
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import i18n from "../../lib/i18n";
import { cursorPagedQuery, pageFields } from "../../lib/page-param";
import { call } from "../../lib/request";
import { createUiState } from "../../lib/ui-state";

export type Order = topup.Order;
export type PayBody = BodyOf<typeof topup.pay>;
export type Goods = DataOf<typeof topup.getGoodsList>[number];
export type Coupon = DataOf<typeof topup.discountCoupons>[number];
export type MethodList = DataOf<typeof topup.getThirdPaymentList>;
export type PaymentMethod = MethodList["methods"][number];
export type PrepaidCardRules = DataOf<typeof topup.getRegion>["prepaidCard"];

export const topupKeys = {
  all: ["topup"] as const,
  games: () => [...topupKeys.all, "games"] as const,
  servers: (appId: number) => [...topupKeys.all, "servers", appId] as const,
  roles: (appId: number, serverId: string) => [...topupKeys.all, "roles", appId, serverId] as const,
  regions: () => [...topupKeys.all, "regions"] as const,
  goods: (appId: number, region: string) => [...topupKeys.all, "goods", appId, region] as const,
  methods: (region: string, appId?: number, goodsId?: number) =>
    [...topupKeys.all, "methods", region, appId, goodsId] as const,
  coupons: () => [...topupKeys.all, "coupons"] as const,
  wallet: () => [...topupKeys.all, "wallet"] as const,
  order: (orderNo: string) => [...topupKeys.all, "order", orderNo] as const,
  status: (orderNo: string) => [...topupKeys.all, "status", orderNo] as const,
  history: () => [...topupKeys.all, "history"] as const,
  activities: (language: string) => [...topupKeys.all, "activities", language] as const,
};

/** The spec's event-list secret ships in the web app (the signature guards against tampering, not secrecy). */
const EVENT_SIGN_SECRET: string = import.meta.env.VITE_EVENT_SIGN_SECRET ?? "portal-event-sign-2026";

export const fetchActivities = (language: string, signal?: AbortSignal) => {
  const params = { tm: Date.now(), sys_language: language, version: EVENT_LIST_VERSION, nonce: makeNonce() };
  return call(eventList, {
    query: { ...params, version: "1.1", signature: signParams(params, EVENT_SIGN_SECRET) },
    signal,
  });
};

/** The spec's stored-activity state: 0 not known yet, 1 the event list has events, 2 it is empty. */
export const storedActivityState = createUiState<0 | 1 | 2>(0);

export const useTopupGames = () =>
  useQuery(
    queryOptions({
      queryKey: topupKeys.games(),
      queryFn: ({ signal }) => call(topup.topupGames, { signal }),
    }),
  );

/** The server the flow chooses until the player picks one: the last used, else the first. */
export const firstServer = (servers: DataOf<typeof topup.getServerList>) =>
  (servers.find((s) => s.last) ?? servers[0])?.serverId;

const rolesQuery = (appId: number, serverId: string) =>
  queryOptions({
    queryKey: topupKeys.roles(appId, serverId),
    queryFn: ({ signal }) => call(topup.getRolelist, { query: { appId, serverId }, signal }),
  });

export const useServers = (appId: number | undefined) =>
  useQuery({
    queryKey: topupKeys.servers(appId ?? 0),
    queryFn: appId ? ({ signal }) => call(topup.getServerList, { query: { appId }, signal }) : skipToken,
  });

export const useRoles = (appId: number | undefined, serverId: string | undefined) =>
  useQuery(
    appId && serverId
      ? rolesQuery(appId, serverId)
      : { queryKey: topupKeys.roles(appId ?? 0, serverId ?? ""), queryFn: skipToken },
  );

export const useRegions = () =>
  useQuery({
    queryKey: topupKeys.regions(),
    queryFn: ({ signal }) => call(topup.getRegion, { signal }),
    staleTime: 60_000,
  });

export const useGoods = (appId: number | undefined, region: topup.PaymentRegion | undefined) =>
  useQuery({
    queryKey: topupKeys.goods(appId ?? 0, region ?? ""),
    queryFn:
      appId && region
        ? ({ signal }) => call(topup.getGoodsList, { query: { appId, region }, signal })
        : skipToken,
  });

export const useMethods = (region: topup.PaymentRegion | undefined, appId?: number, goodsId?: number) =>
  useQuery({
    queryKey: topupKeys.methods(region ?? "", appId, goodsId),
    queryFn: region
      ? ({ signal }) => call(topup.getThirdPaymentList, { query: { region, appId, goodsId }, signal })
      : skipToken,
  });

export const useCoupons = () =>
  useQuery({
    queryKey: topupKeys.coupons(),
    queryFn: ({ signal }) => call(topup.discountCoupons, { signal }),
  });

export const useWallet = (enabled = true) =>
  useQuery({
    queryKey: topupKeys.wallet(),
    queryFn: ({ signal }) => call(topup.getWalletInfo, { signal }),
    enabled,
  });

export const useOrder = (orderNo: string) =>
  useQuery({
    queryKey: topupKeys.order(orderNo),
    queryFn: ({ signal }) => call(topup.getOrderInfo, { query: { orderNo }, signal }),
  });

/** While a paid order is being delivered (seconds at most), its page asks this often. */
export const DELIVERY_POLL_MS = 1000;

/**
 * Polls the order's status every `intervalMs` while it is pending (result pages, QR page), and every
 * second once it is paid and only delivery is left, so the success shows as soon as it is true.
 */
export const useOrderStatus = (orderNo: string, intervalMs = 3000) =>
  useQuery({
    queryKey: topupKeys.status(orderNo),
    queryFn: ({ signal }) => call(topup.getOrderStatus, { query: { orderNo }, signal }),
    enabled: Boolean(orderNo),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data?.result !== "pending") return false;
      return data.status === "paid" ? Math.min(DELIVERY_POLL_MS, intervalMs) : intervalMs;
    },
  });

export const historyQuery = () =>
  cursorPagedQuery(topupKeys.history(), (page, signal) =>
    call(topup.rechargeHistory, { query: { ...pageFields(page), pageSize: 10 }, signal }),
  );

export const useActivities = () => {
  const language = i18n.language;
  return useQuery({
    queryKey: topupKeys.activities(language),
    queryFn: ({ signal }) => fetchActivities(language, signal),
  });
};

export function usePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayBody) => call(topup.pay, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topupKeys.all }),
  });
}
