import * as profile from "@portal/contracts/refs/profile";
import * as security from "@portal/contracts/refs/security";
import type { BodyOf } from "@portal/contracts/route";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import i18n from "../../lib/i18n";
import { call } from "../../lib/request";
import { useSignedInUid } from "../../lib/session";
import { uploadFile } from "../../lib/upload";
import { accountKeys } from "./api";

/** Keys of the personal area, under the account keys so sign-out clears them too. */
export const profileKeys = {
  all: [...accountKeys.all, "profile"] as const,
  countries: (language: string) => [...profileKeys.all, "countries", language] as const,
  regions: (country: string, language: string) => [...profileKeys.all, "regions", country, language] as const,
  myRegion: (uid: number) => [...accountKeys.user(uid), "region"] as const,
  vip: (uid: number) => [...accountKeys.user(uid), "vip"] as const,
  security: (uid: number) => [...accountKeys.user(uid), "security"] as const,
  recent: (uid: number) => [...accountKeys.user(uid), "recentPlayed"] as const,
  customerService: (language: string) => [...profileKeys.all, "customerService", language] as const,
  access: (uid: number | null) => [...profileKeys.all, "access", uid ?? 0] as const,
};

// ---- fetchers

export const fetchCountries = (signal?: AbortSignal) => call(profile.countries, { signal });
export const fetchRegions = (country: string, signal?: AbortSignal) =>
  call(profile.regions, { query: { country }, signal });
export const fetchMyRegion = (signal?: AbortSignal) => call(profile.myRegion, { signal });
export const fetchVipCard = (signal?: AbortSignal) => call(profile.vipCard, { signal });
export const fetchSecurity = (signal?: AbortSignal) => call(security.securityCentre, { signal });
export const fetchRecentPlayed = (signal?: AbortSignal) => call(profile.recentPlayed, { signal });
export const fetchCustomerService = (signal?: AbortSignal) => call(profile.customerService, { signal });
export const fetchAccessStatus = (signal?: AbortSignal) => call(profile.accessStatus, { signal });

/** The avatar goes as multipart. */
export const uploadAvatar = (file: Blob, name = "avatar.jpg") =>
  uploadFile(profile.imgUpload, profile.AVATAR_FIELD, file, name);

// ---- query options

export const countriesQuery = (language: string) =>
  queryOptions({
    queryKey: profileKeys.countries(language),
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: 60 * 60_000,
  });
export const regionsQuery = (country: string, language: string) =>
  queryOptions({
    queryKey: profileKeys.regions(country, language),
    queryFn: ({ signal }) => fetchRegions(country, signal),
    staleTime: 60 * 60_000,
  });
export const myRegionQuery = (uid: number) =>
  queryOptions({ queryKey: profileKeys.myRegion(uid), queryFn: ({ signal }) => fetchMyRegion(signal) });
export const vipCardQuery = (uid: number) =>
  queryOptions({ queryKey: profileKeys.vip(uid), queryFn: ({ signal }) => fetchVipCard(signal) });
export const securityQuery = (uid: number) =>
  queryOptions({ queryKey: profileKeys.security(uid), queryFn: ({ signal }) => fetchSecurity(signal) });
export const recentPlayedQuery = (uid: number) =>
  queryOptions({ queryKey: profileKeys.recent(uid), queryFn: ({ signal }) => fetchRecentPlayed(signal) });
export const customerServiceQuery = (language: string) =>
  queryOptions({
    queryKey: profileKeys.customerService(language),
    queryFn: ({ signal }) => fetchCustomerService(signal),
    staleTime: 10 * 60_000,
  });
export const accessStatusQuery = (uid: number | null) =>
  queryOptions({
    queryKey: profileKeys.access(uid),
    queryFn: ({ signal }) => fetchAccessStatus(signal),
    staleTime: 5 * 60_000,
  });

// ---- hooks

const signedInOnly = (uid: number | null) => ({ enabled: uid !== null });

export function useMyRegion() {
  const uid = useSignedInUid();
  return useQuery({ ...myRegionQuery(uid ?? 0), ...signedInOnly(uid) });
}
export function useVipCard() {
  const uid = useSignedInUid();
  return useQuery({ ...vipCardQuery(uid ?? 0), ...signedInOnly(uid) });
}
export function useSecurity() {
  const uid = useSignedInUid();
  return useQuery({ ...securityQuery(uid ?? 0), ...signedInOnly(uid) });
}
export function useRecentPlayed() {
  const uid = useSignedInUid();
  return useQuery({ ...recentPlayedQuery(uid ?? 0), ...signedInOnly(uid) });
}
export const useCustomerService = () => useQuery(customerServiceQuery(i18n.language));
export const useCountries = (enabled = true) => useQuery({ ...countriesQuery(i18n.language), enabled });
export function useAccessStatus() {
  const uid = useSignedInUid();
  return useQuery(accessStatusQuery(uid));
}

/** A change to the player's own data: afterwards the current-user queries load again. */
/**
 * The refetch is not awaited: the page's own mutate() callbacks (toast, next step, way back) must
 * run first. Waiting would let the fresh data re-render the page (a bound e-mail turns "bind" into
 * "change", a saved nickname remounts its form), and TanStack Query skips the callbacks of a
 * component that has gone.
 */
function useAccountMutation<TInput, TData>(mutationFn: (input: TInput) => Promise<TData>) {
  const queryClient = useQueryClient();
  const uid = useSignedInUid();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.user(uid ?? 0) });
    },
  });
}

export const useUpdateProfile = () =>
  useAccountMutation((body: BodyOf<typeof profile.updateUserInfo>) => call(profile.updateUserInfo, { body }));
export const useUpdateRegion = () =>
  useAccountMutation((body: BodyOf<typeof profile.updateRegion>) => call(profile.updateRegion, { body }));
export const useUploadAvatar = () => useAccountMutation((file: Blob) => uploadAvatar(file));

export const useSendSecurityCode = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof security.sendSecurityCode>) => call(security.sendSecurityCode, { body }),
  });
export const useVerifyIdentity = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof security.verifyIdentity>) => call(security.verifyIdentity, { body }),
  });
export const useSendBindCode = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof security.sendBindCode>) => call(security.sendBindCode, { body }),
  });

export type ContactChange = "bindEmail" | "changeEmail" | "bindPhone" | "changePhone";
const contactRoutes = {
  bindEmail: security.bindEmail,
  changeEmail: security.changeEmail,
  bindPhone: security.bindPhone,
  changePhone: security.changePhone,
} as const;

export const useChangeContact = (kind: ContactChange) =>
  useAccountMutation((body: { address: string; code: string; identityToken?: string }) => {
    const field = kind.endsWith("Email") ? "email" : "phone";
    const payload = { [field]: body.address, code: body.code, identityToken: body.identityToken };
    return call(contactRoutes[kind], { body: payload as never });
  });
export const useUnbindEmail = () =>
  useAccountMutation((identityToken: string) => call(security.unbindEmail, { body: { identityToken } }));
export const useChangePassword = () =>
  useAccountMutation((body: BodyOf<typeof security.changePassword>) =>
    call(security.changePassword, { body }),
  );
export const useBindRealName = () =>
  useAccountMutation((body: BodyOf<typeof security.bindRealName>) => call(security.bindRealName, { body }));

/**
 * Cancelling signs the player out everywhere. The page calls afterSessionChange itself once it has
 * left: forgetting the session while the (signed-in only) page is still shown would turn it into
 * the sign-in prompt and drop the confirmation.
 */
export function useCancelAccount() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof security.logOffAccount>) => call(security.logOffAccount, { body }),
  });
}
