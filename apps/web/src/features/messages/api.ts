import type { MessageType } from "@portal/contracts/refs/messages";
import * as messages from "@portal/contracts/refs/messages";
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call } from "../../lib/request";
import { useSignedInUid } from "../../lib/session";
import { unreadKey } from "./unread";

export type { MailItem, Message, MessageType, UnreadCounts } from "@portal/contracts/refs/messages";

const PAGE_SIZE = 20;

export const messageKeys = {
  all: (uid: number | null) => ["messages", uid ?? 0] as const,
  list: (uid: number | null, type: MessageType) => [...messageKeys.all(uid), "list", type] as const,
  mail: (uid: number | null) => [...messageKeys.all(uid), "mail"] as const,
  settings: (uid: number | null) => [...messageKeys.all(uid), "settings"] as const,
};

const listRoutes = {
  system: messages.systemMessages,
  reply: messages.personalMessageReply,
  like: messages.personalMessageLike,
  follow: messages.personalMessageNew,
} as const;

const nextPage = (last: { hasMore: boolean; page: number }) => (last.hasMore ? last.page + 1 : undefined);

export const messageListQuery = (uid: number | null, type: MessageType) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(uid, type),
    queryFn: ({ pageParam, signal }) =>
      call(listRoutes[type], { query: { page: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const mailQuery = (uid: number | null) =>
  infiniteQueryOptions({
    queryKey: messageKeys.mail(uid),
    queryFn: ({ pageParam, signal }) =>
      call(messages.mail, { query: { page: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useMessageList(type: MessageType) {
  const uid = useSignedInUid();
  return useInfiniteQuery({ ...messageListQuery(uid, type), enabled: uid !== null });
}

export function useMail() {
  const uid = useSignedInUid();
  return useInfiniteQuery({ ...mailQuery(uid), enabled: uid !== null });
}

/** After reading or claiming, the lists and the red dots follow. */
function useRefreshMessages() {
  const uid = useSignedInUid();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messageKeys.all(uid) }),
      queryClient.invalidateQueries({ queryKey: unreadKey(uid) }),
    ]);
}

export function useReadMessages() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (scope: { id?: number; type?: MessageType }) => call(messages.readMessages, { body: scope }),
    onSuccess: refresh,
  });
}

export function useReadMail() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (id?: number) => call(messages.updateMail, { body: { id } }),
    onSuccess: refresh,
  });
}

export function useClaimMailGift() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (id: number) => call(messages.claimMailGift, { body: { id } }),
    onSuccess: refresh,
  });
}

export function useMessageSettings() {
  const uid = useSignedInUid();
  return useQuery({
    queryKey: messageKeys.settings(uid),
    queryFn: ({ signal }) => call(messages.personalMessageSettingStatus, { signal }),
    enabled: uid !== null,
  });
}

export function useSaveMessageSetting() {
  const uid = useSignedInUid();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: { type: MessageType; enabled: boolean }) =>
      call(messages.personalMessageSetting, { body: setting }),
    onSuccess: (settings) => queryClient.setQueryData(messageKeys.settings(uid), settings),
  });
}
