import { refreshMessage } from "@portal/contracts/refs/messages";
import type { DataOf } from "@portal/contracts/route";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { call } from "../../lib/request";
import { useSignedInUid } from "../../lib/session";

export type Unread = DataOf<typeof refreshMessage>;

export const unreadKey = (uid: number | null) => ["messages", "unread", uid ?? 0] as const;

/**
 * The unread counts behind the red dots (Mine tab, Mine's entry, each tab of the message centre),
 * kept fresh while the app is open. The server says when to ask again and backs off while nothing
 * changes; a hidden tab does not ask at all (TanStack Query pauses intervals in the background).
 */
export function useUnreadMessages() {
  const uid = useSignedInUid();
  const last = useRef<{ seen?: number; waited?: number }>({});
  return useQuery({
    ...queryOptions({
      queryKey: unreadKey(uid),
      queryFn: async ({ signal }) => {
        const { seen, waited } = last.current;
        const counts = await call(refreshMessage, { query: { seen, waited }, signal });
        last.current = { seen: counts.total, waited: counts.next };
        return counts;
      },
    }),
    enabled: uid !== null,
    refetchInterval: (query) => query.state.data?.next ?? false,
    refetchIntervalInBackground: false,
  });
}
