import type { MessageType } from "@portal/contracts/refs/messages";
import * as messages from "@portal/contracts/refs/messages";
import type { PushTopic } from "@portal/contracts/refs/push";
import * as push from "@portal/contracts/refs/push";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cursorPagedQuery, pageFields } from "../../lib/page-param";
import { subscribeThisBrowser, thisBrowserSubscribed } from "../../lib/push";
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

export const messageListQuery = (uid: number | null, type: MessageType) =>
  cursorPagedQuery(messageKeys.list(uid, type), (page, signal) =>
    call(listRoutes[type], { query: { ...pageFields(page), pageSize: PAGE_SIZE }, signal }),
  );

export const mailQuery = (uid: number | null) =>
  cursorPagedQuery(messageKeys.mail(uid), (page, signal) =>
    call(messages.mail, { query: { ...pageFields(page), pageSize: PAGE_SIZE }, signal }),
  );

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

export const pushKeys = { settings: (uid: number | null) => [...messageKeys.all(uid), "push"] as const };

export function usePushSettings() {
  const uid = useSignedInUid();
  return useQuery({
    queryKey: pushKeys.settings(uid),
    queryFn: ({ signal }) => call(push.pushSettingsStatus, { signal }),
    enabled: uid !== null,
  });
}

/** Turning a topic on first subscribes this browser (the browser asks the player); off only stops the topic. */
export function useSavePushTopic() {
  const uid = useSignedInUid();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      topic,
      enabled,
      publicKey,
    }: {
      topic: PushTopic;
      enabled: boolean;
      publicKey: string;
    }) => {
      if (enabled && !(await thisBrowserSubscribed())) {
        const outcome = await subscribeThisBrowser(publicKey);
        if (outcome !== "subscribed") throw new PushRefusal(outcome);
      }
      return call(push.savePushTopic, { body: { topic, enabled } });
    },
    onSuccess: (settings) => queryClient.setQueryData(pushKeys.settings(uid), settings),
  });
}

export class PushRefusal extends Error {
  constructor(readonly reason: "blocked" | "unsupported") {
    super(reason);
  }
}
