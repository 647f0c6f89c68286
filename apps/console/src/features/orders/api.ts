import * as contract from "@portal/contracts/console/orders";
import type { QueryOf } from "@portal/contracts/route";
import { useInfiniteQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { useRouteChange } from "../../lib/change";
import { useRoute } from "../../lib/query";

export type OrderFilter = Omit<QueryOf<typeof contract.searchOrders>, "cursor" | "limit">;

const orderKeys = {
  all: ["console", "orders"] as const,
  search: (filter: OrderFilter) => ["console", "orders", "search", filter] as const,
  detail: (orderNo: string) => ["console", "orders", "detail", orderNo] as const,
  reconciliation: (day: string) => ["console", "orders", "reconciliation", day] as const,
};

const PAGE = 20;

/** Orders matching the filter, newest first; `fetchNextPage` follows the keyset cursor. */
export const useOrderSearch = (filter: OrderFilter) =>
  useInfiniteQuery({
    queryKey: orderKeys.search(filter),
    queryFn: ({ pageParam }) =>
      call(contract.searchOrders, {
        query: { ...filter, limit: String(PAGE), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useOrder = (orderNo: string) =>
  useRoute(orderKeys.detail(orderNo), contract.getConsoleOrder, { orderNo });
export const useReconciliation = (day: string) =>
  useRoute(orderKeys.reconciliation(day), contract.orderReconciliation, { day });

export const useRefundOrder = () => useRouteChange(contract.refundOrder, orderKeys.all);
export const useRetryDelivery = () => useRouteChange(contract.retryOrderDelivery, orderKeys.all);
export const useMarkDelivered = () => useRouteChange(contract.markOrderDelivered, orderKeys.all);
export const useResolveReview = () => useRouteChange(contract.resolveReviewOrder, orderKeys.all);
