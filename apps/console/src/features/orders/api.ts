import {
  getConsoleOrder,
  markOrderDelivered,
  orderReconciliation,
  refundOrder,
  resolveReviewOrder,
  retryOrderDelivery,
  searchOrders,
} from "@portal/contracts/console/orders";
import type { BodyOf, QueryOf } from "@portal/contracts/route";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api";

export type OrderFilter = Omit<QueryOf<typeof searchOrders>, "cursor" | "limit">;

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
      call(searchOrders, {
        query: { ...filter, limit: String(PAGE), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useOrder = (orderNo: string) =>
  useQuery({
    queryKey: orderKeys.detail(orderNo),
    queryFn: () => call(getConsoleOrder, { query: { orderNo } }),
  });

export const useReconciliation = (day: string) =>
  useQuery({
    queryKey: orderKeys.reconciliation(day),
    queryFn: () => call(orderReconciliation, { query: { day } }),
  });

/** Each action refreshes the orders (list and page) and the audit log it wrote to. */
function useOrderChange<B, R>(send: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.all }),
        client.invalidateQueries({ queryKey: ["console", "audit"] }),
      ]),
  });
}

export const useRefundOrder = () =>
  useOrderChange((body: BodyOf<typeof refundOrder>) => call(refundOrder, { body }));
export const useRetryDelivery = () =>
  useOrderChange((body: BodyOf<typeof retryOrderDelivery>) => call(retryOrderDelivery, { body }));
export const useMarkDelivered = () =>
  useOrderChange((body: BodyOf<typeof markOrderDelivered>) => call(markOrderDelivered, { body }));
export const useResolveReview = () =>
  useOrderChange((body: BodyOf<typeof resolveReviewOrder>) => call(resolveReviewOrder, { body }));
