// Generated from ../profile.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../profile.ts";
import { routeRef } from "../route.ts";

export type * from "../profile.ts";

export const accessStatus = routeRef<typeof contract.accessStatus>("GET", "/accessStatus");
export const AVATAR_FIELD: typeof contract.AVATAR_FIELD = "file" as const;
export const AVATAR_MAX_BYTES: typeof contract.AVATAR_MAX_BYTES = 5242880 as const;
export const AVATAR_MAX_PIXELS: typeof contract.AVATAR_MAX_PIXELS = 40000000 as const;
export const AVATAR_SIZES: typeof contract.AVATAR_SIZES = [256,64] as const;
export const BIO_MAX: typeof contract.BIO_MAX = 200 as const;
export const BIRTH_YEAR_MIN: typeof contract.BIRTH_YEAR_MIN = 1900 as const;
export const countries = routeRef<typeof contract.countries>("GET", "/country");
export const customerService = routeRef<typeof contract.customerService>("GET", "/customerService");
export const genders: typeof contract.genders = ["male","female","unset"] as const;
export const imgUpload = routeRef<typeof contract.imgUpload>("POST", "/imgUpload", true);
export const myRegion = routeRef<typeof contract.myRegion>("GET", "/myRegion", true);
export const recentPlayed = routeRef<typeof contract.recentPlayed>("GET", "/recentPlayed", true);
export const regions = routeRef<typeof contract.regions>("GET", "/region");
export const updateRegion = routeRef<typeof contract.updateRegion>("POST", "/update/region", true);
export const updateUserInfo = routeRef<typeof contract.updateUserInfo>("POST", "/updateUserInfo", true);
export const vipCard = routeRef<typeof contract.vipCard>("GET", "/vipLevels", true);
