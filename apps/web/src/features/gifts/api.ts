import * as gifts from "@portal/contracts/refs/gifts";
import type { BodyOf, DataOf } from "@portal/contracts/route";
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { numberPagedQuery } from "../../lib/page-param";
import { ApiError, call } from "../../lib/request";
import { readSignedInUid, useSignedInUid } from "../../lib/session";

export type GiftPack = gifts.GiftPack;
export type MallProduct = gifts.MallProduct;
export type PackKind = (typeof gifts.packKinds)[number];
export type MallSection = (typeof gifts.mallSections)[number];
export type SignState = DataOf<typeof gifts.isSign>;
export type ClaimedCode = DataOf<typeof gifts.myGiftCodes>["items"][number];
export type ExchangeRecord = DataOf<typeof gifts.bonusExchangeRecord>["items"][number];
export type DeliveryAddress = NonNullable<DataOf<typeof gifts.bonusGetLastAddr>>;

/** Every key carries the uid: states, codes and balances differ per player. */
export const giftKeys = {
  all: ["gifts"] as const,
  packs: (kind: PackKind, appId: number | null, uid: number | null) =>
    [...giftKeys.all, "packs", kind, appId ?? 0, uid ?? 0] as const,
  pack: (giftId: number, uid: number | null) => [...giftKeys.all, "pack", giftId, uid ?? 0] as const,
  games: () => [...giftKeys.all, "games"] as const,
  box: (uid: number | null) => [...giftKeys.all, "box", uid ?? 0] as const,
  sign: (uid: number | null) => [...giftKeys.all, "sign", uid ?? 0] as const,
  log: (uid: number | null) => [...giftKeys.all, "log", uid ?? 0] as const,
  mall: (uid: number | null) => [...giftKeys.all, "mall", uid ?? 0] as const,
  section: (section: MallSection, uid: number | null) =>
    [...giftKeys.all, "section", section, uid ?? 0] as const,
  product: (productId: number, uid: number | null) =>
    [...giftKeys.all, "product", productId, uid ?? 0] as const,
  records: (uid: number | null) => [...giftKeys.all, "records", uid ?? 0] as const,
  lastAddress: (uid: number | null) => [...giftKeys.all, "lastAddress", uid ?? 0] as const,
};

/** The device's time zone: the first sign-in fixes the player's day by it. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

const sectionRoute = {
  general: gifts.bonusGetOtherProduct,
  vip: gifts.bonusGetVipProduct,
  birthday: gifts.bonusGetBirthProduct,
} as const;

/**
 * A query of the player's own data is not sent once the player has signed out: signing out refetches
 * every query before this one's observer learns the player is gone (a 401 otherwise).
 */
const whileSignedIn =
  <T>(fetch: (signal: AbortSignal) => Promise<T>) =>
  ({ signal }: { signal: AbortSignal }) =>
    readSignedInUid() === null ? Promise.reject(new ApiError(401, "")) : fetch(signal);

// ---- query options

export const packListQuery = (kind: PackKind, appId: number | null, uid: number | null) =>
  numberPagedQuery(giftKeys.packs(kind, appId, uid), (page, signal) =>
    call(gifts.giftList, {
      query: { kind, appId: appId ?? undefined, page, pageSize: 10 },
      signal,
    }),
  );

export const packQuery = (giftId: number, uid: number | null) =>
  queryOptions({
    queryKey: giftKeys.pack(giftId, uid),
    queryFn: ({ signal }) => call(gifts.giftDetail, { query: { giftId }, signal }),
  });

export const giftBoxQuery = (uid: number | null) =>
  numberPagedQuery(giftKeys.box(uid), (page, signal) =>
    call(gifts.myGiftCodes, { query: { page, pageSize: 10 }, signal }),
  );

export const pointsLogQuery = (uid: number | null) =>
  infiniteQueryOptions({
    queryKey: giftKeys.log(uid),
    queryFn: ({ pageParam, signal }) => call(gifts.scoreLog, { query: { before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: DataOf<typeof gifts.scoreLog>) =>
      last.hasMore ? last.items.at(-1)?.id : undefined,
  });

export const sectionQuery = (section: MallSection, uid: number | null) =>
  numberPagedQuery(giftKeys.section(section, uid), (page, signal) =>
    call(sectionRoute[section], { query: { page, pageSize: 10 }, signal }),
  );

export const recordsQuery = (uid: number | null) =>
  numberPagedQuery(giftKeys.records(uid), (page, signal) =>
    call(gifts.bonusExchangeRecord, { query: { page, pageSize: 10 }, signal }),
  );

// ---- hooks

export function usePackList(kind: PackKind, appId: number | null = null) {
  return useInfiniteQuery(packListQuery(kind, appId, useSignedInUid()));
}

export function usePack(giftId: number) {
  return useQuery(packQuery(giftId, useSignedInUid()));
}

export function useGiftGames() {
  return useQuery({
    queryKey: giftKeys.games(),
    queryFn: ({ signal }) => call(gifts.giftGameList, { signal }),
  });
}

export function useGiftBox() {
  return useInfiniteQuery(giftBoxQuery(useSignedInUid()));
}

export function useSignState() {
  const uid = useSignedInUid();
  return useQuery({
    queryKey: giftKeys.sign(uid),
    queryFn: whileSignedIn((signal) => call(gifts.isSign, { query: { timeZone: deviceTimeZone() }, signal })),
    enabled: uid !== null,
  });
}

export function usePointsLog() {
  return useInfiniteQuery(pointsLogQuery(useSignedInUid()));
}

export function useMallIndex() {
  const uid = useSignedInUid();
  return useQuery({
    queryKey: giftKeys.mall(uid),
    queryFn: ({ signal }) => call(gifts.bonusIndex, { signal }),
  });
}

export function useMallSection(section: MallSection) {
  return useInfiniteQuery(sectionQuery(section, useSignedInUid()));
}

export function useProduct(productId: number | null) {
  const uid = useSignedInUid();
  return useQuery({
    queryKey: giftKeys.product(productId ?? 0, uid),
    queryFn: ({ signal }) =>
      call(gifts.bonusGetProductDetail, { query: { productId: productId ?? 0 }, signal }),
    enabled: productId !== null,
  });
}

export function useExchangeRecords() {
  return useInfiniteQuery(recordsQuery(useSignedInUid()));
}

export function useLastAddress(enabled: boolean) {
  const uid = useSignedInUid();
  return useQuery({
    queryKey: giftKeys.lastAddress(uid),
    queryFn: ({ signal }) => call(gifts.bonusGetLastAddr, { signal }),
    enabled: enabled && uid !== null,
  });
}

// ---- mutations: points, stock and codes all change, so every gift and account query is refreshed

async function afterPointsChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: giftKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["account"] }),
  ]);
}

export function useClaimPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyOf<typeof gifts.doleGift> & { recharge?: boolean }) => {
      const { recharge, ...body } = input;
      return call(recharge ? gifts.claimRechargeGift : gifts.doleGift, { body });
    },
    onSettled: () => afterPointsChange(queryClient),
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(gifts.sign, { body: { timeZone: deviceTimeZone() } }),
    onSettled: () => afterPointsChange(queryClient),
  });
}

export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof gifts.bonusDoleProduct>) => call(gifts.bonusDoleProduct, { body }),
    onSettled: () => afterPointsChange(queryClient),
  });
}

export function useOpenTreasureBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(gifts.treasureBox),
    onSettled: () => afterPointsChange(queryClient),
  });
}
