// Generated from ../security.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../security.ts";
import { routeRef } from "../route.ts";

export type * from "../security.ts";

export const bindEmail = routeRef<typeof contract.bindEmail>("POST", "/setEmail", true);
export const bindPhone = routeRef<typeof contract.bindPhone>("POST", "/bindPhone", true);
export const bindRealName = routeRef<typeof contract.bindRealName>("POST", "/realName", true);
export const CANCELLATION_GRACE_DAYS: typeof contract.CANCELLATION_GRACE_DAYS = 14 as const;
export const changeEmail = routeRef<typeof contract.changeEmail>("POST", "/changeEmail", true);
export const changePassword = routeRef<typeof contract.changePassword>("POST", "/changePassword", true);
export const changePhone = routeRef<typeof contract.changePhone>("POST", "/changePhone", true);
export const contactChannels: typeof contract.contactChannels = ["email","phone"] as const;
export const IDENTITY_PROOF_TTL_MS: typeof contract.IDENTITY_PROOF_TTL_MS = 600000 as const;
export const logOffAccount = routeRef<typeof contract.logOffAccount>("POST", "/logOffAccount", true);
export const REAL_NAME_MAX: typeof contract.REAL_NAME_MAX = 30 as const;
export const REAL_NAME_MIN: typeof contract.REAL_NAME_MIN = 2 as const;
export const realNameCard = routeRef<typeof contract.realNameCard>("GET", "/realName", true);
export const securityCentre = routeRef<typeof contract.securityCentre>("GET", "/securityCentre", true);
export const securityCodePurposes: typeof contract.securityCodePurposes = ["verify","cancel"] as const;
export const sendBindCode = routeRef<typeof contract.sendBindCode>("POST", "/sendBindCode", true);
export const sendSecurityCode = routeRef<typeof contract.sendSecurityCode>("POST", "/sendSecurityCode", true);
export const unbindEmail = routeRef<typeof contract.unbindEmail>("POST", "/unbindEmail", true);
export const verifyIdentity = routeRef<typeof contract.verifyIdentity>("POST", "/verifyIdentity", true);
