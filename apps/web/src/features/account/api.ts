import * as account from "@portal/contracts/refs/account";
import { portalFeatures } from "@portal/contracts/refs/platform";
import type { BodyOf, DataOf } from "@portal/contracts/route";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { forgetCookie, readCookie, writeCookie } from "../../lib/cookies";
import { ApiError, call } from "../../lib/request";
import { serverRequest } from "../../lib/server-render";
import { notifySessionChanged, useSignedInUid } from "../../lib/session";

export type BaseUser = account.BaseUser;
export type UidInfo = account.UidInfo;
/** The spec's "true user info": base info merged with the uid call (points, VIP). */
export type TrueUser = BaseUser & UidInfo;

export const BASE_USER_KEY = "baseUserInfo";
export const SYNC_LOGIN_KEY = "syncLogin";
/** The game, server and role of the last sync-login, in a cookie: the server renders the top-up with them too. */
export const SYNC_CHOICE_COOKIE = "syncChoice";

/** Keeps the host game's params (locally) and its game, server and role (in the cookie). */
export function rememberSyncLogin(params: Record<string, string>) {
  const { appId, serverId, roleId } = params;
  writeCookie(SYNC_CHOICE_COOKIE, JSON.stringify({ appId, serverId, roleId }));
  try {
    localStorage.setItem(SYNC_LOGIN_KEY, JSON.stringify(params));
  } catch {
    // storage disabled: the session cookie still signs the player in
  }
}

/**
 * The game, server and role of the last sync-login: from the cookie (in the browser and on the server
 * alike), else, in the browser, from what a sync-login before the cookie existed left locally.
 */
export function readSyncLogin(): Record<string, string | undefined> {
  try {
    const cookie = readCookie(SYNC_CHOICE_COOKIE);
    const kept: unknown =
      cookie !== undefined
        ? JSON.parse(cookie)
        : serverRequest()
          ? {}
          : JSON.parse(localStorage.getItem(SYNC_LOGIN_KEY) ?? "{}");
    return Object.fromEntries(
      Object.entries(kept as object).filter(([, value]) => typeof value === "string"),
    );
  } catch {
    return {}; // unreadable: no choice
  }
}

function forgetSyncLogin() {
  forgetCookie(SYNC_CHOICE_COOKIE);
  localStorage.removeItem(SYNC_LOGIN_KEY);
}

export const accountKeys = {
  all: ["account"] as const,
  user: (uid: number) => [...accountKeys.all, "user", uid] as const,
  baseUser: (uid: number) => [...accountKeys.user(uid), "base"] as const,
  uidInfo: (uid: number) => [...accountKeys.user(uid), "uid"] as const,
  clause: (kind: "privacy" | "terms") => [...accountKeys.all, "clause", kind] as const,
  features: () => [...accountKeys.all, "features"] as const,
};

// ---- fetchers

/** A 401 means the session ended on the server, which has cleared the cookie: tell the app. */
async function signedInCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.code === 401) notifySessionChanged();
    throw error;
  }
}

export async function fetchBaseUser(signal?: AbortSignal): Promise<BaseUser> {
  const user = await signedInCall(() => call(account.userInfo, { signal }));
  try {
    localStorage.setItem(BASE_USER_KEY, JSON.stringify(user));
  } catch {
    // storage full or disabled: the cache is only a head start
  }
  return user;
}

export function readCachedBaseUser(uid: number): BaseUser | undefined {
  try {
    const cached = JSON.parse(localStorage.getItem(BASE_USER_KEY) ?? "null") as BaseUser | null;
    return cached?.uid === uid ? cached : undefined;
  } catch {
    return undefined;
  }
}

export const fetchUidInfo = (signal?: AbortSignal) => signedInCall(() => call(account.uid, { signal }));
export const fetchClause = (kind: "privacy" | "terms", signal?: AbortSignal) =>
  call(account.clause, { query: { kind }, signal });
export const sendCode = (body: BodyOf<typeof account.sendCode>) => call(account.sendCode, { body });
export const signIn = (body: BodyOf<typeof account.login>) => call(account.login, { body });
export const register = (body: BodyOf<typeof account.register>) => call(account.register, { body });
/** This browser stops receiving the player's pushes first, while the session still lets it say so. */
export const signOut = async () => {
  await import("../../lib/push")
    .then(({ unsubscribeThisBrowser }) => unsubscribeThisBrowser())
    .catch(() => {});
  return call(account.logout);
};
export const fetchPortalFeatures = (signal?: AbortSignal) => call(portalFeatures, { signal });

/** Whether phone sign-up, code sign-in and binding work here (they need an SMS provider in production). */
export const portalFeaturesQuery = () =>
  queryOptions({
    queryKey: accountKeys.features(),
    queryFn: ({ signal }) => fetchPortalFeatures(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** True until the server says otherwise, so a slow answer never hides what works. */
export function usePhoneAccounts(): boolean {
  return useQuery(portalFeaturesQuery()).data?.phoneAccounts ?? true;
}

// ---- query options

export const baseUserQuery = (uid: number) =>
  queryOptions({
    queryKey: accountKeys.baseUser(uid),
    queryFn: ({ signal }) => fetchBaseUser(signal),
    placeholderData: () => readCachedBaseUser(uid),
  });

export const uidInfoQuery = (uid: number) =>
  queryOptions({ queryKey: accountKeys.uidInfo(uid), queryFn: ({ signal }) => fetchUidInfo(signal) });

export const clauseQuery = (kind: "privacy" | "terms") =>
  queryOptions({
    queryKey: accountKeys.clause(kind),
    queryFn: ({ signal }) => fetchClause(kind, signal),
    staleTime: 10 * 60_000,
  });

// ---- hooks

/** User info is loaded only while the `user` cookie says someone is signed in. */
export function useCurrentUser() {
  const uid = useSignedInUid();
  const base = useQuery({ ...baseUserQuery(uid ?? 0), enabled: uid !== null });
  const points = useQuery({ ...uidInfoQuery(uid ?? 0), enabled: uid !== null });
  const baseUser = uid !== null ? base.data : undefined;
  const trueUser: TrueUser | undefined =
    baseUser && points.data ? { ...baseUser, ...points.data } : undefined;
  return {
    signedIn: uid !== null,
    uid,
    baseUser,
    trueUser,
    isPending: uid !== null && (base.isPending || points.isPending),
    error: base.error ?? points.error,
  };
}

export function useClause(kind: "privacy" | "terms", enabled: boolean) {
  return useQuery({ ...clauseQuery(kind), enabled });
}

/** After signing in or out, every answer may differ (user info, claimed flags, prices). */
export async function afterSessionChange(queryClient: QueryClient, signedOut = false) {
  notifySessionChanged();
  if (signedOut) {
    // Nothing of the player may linger or refetch (it would answer 401): public data loads again as needed.
    queryClient.clear();
    try {
      localStorage.removeItem(BASE_USER_KEY);
      forgetSyncLogin();
    } catch {
      // nothing cached
    }
    return;
  }
  await queryClient.invalidateQueries();
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => afterSessionChange(queryClient),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => afterSessionChange(queryClient),
  });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => afterSessionChange(queryClient, true),
  });
}

export type SignInResult = DataOf<typeof account.login>;
