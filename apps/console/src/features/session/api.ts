import { consoleMe, consoleSignOut } from "@portal/contracts/console/staff";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ConsoleRequestError, call, SIGNED_OUT_CODES } from "../../lib/api";

export const sessionKeys = { me: ["console", "me"] as const };

/** The signed-in staff member, or null when there is no full console session. */
export const meQuery = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: async () => {
    try {
      return await call(consoleMe);
    } catch (error) {
      if (error instanceof ConsoleRequestError && SIGNED_OUT_CODES.has(error.code)) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQuery);

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(consoleSignOut),
    onSettled: () => client.setQueryData(sessionKeys.me, null),
  });
}
