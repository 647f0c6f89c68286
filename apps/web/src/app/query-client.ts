import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/request";

/** An answer the server gave on purpose (4xx) will not change on retry; a failed request might. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.code !== -1) && failures < 1,
      },
      mutations: { retry: false },
    },
  });
}
