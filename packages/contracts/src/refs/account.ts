// Generated from ../account.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../account.ts";
import { routeRef } from "../route.ts";

export type * from "../account.ts";

export const ADDRESS_MAX_FAILURES: typeof contract.ADDRESS_MAX_FAILURES = 30 as const;
export const challenge = routeRef<typeof contract.challenge>("GET", "/challenge");
export const CHALLENGE_TTL_MS: typeof contract.CHALLENGE_TTL_MS = 600000 as const;
export const CHALLENGE_WORK_MAX: typeof contract.CHALLENGE_WORK_MAX = 150000 as const;
export const CHALLENGE_WORK_MIN: typeof contract.CHALLENGE_WORK_MIN = 50000 as const;
export const clause = routeRef<typeof contract.clause>("GET", "/clause");
export const CODE_DAILY_LIMIT: typeof contract.CODE_DAILY_LIMIT = 10 as const;
export const CODE_MAX_TRIES: typeof contract.CODE_MAX_TRIES = 5 as const;
export const CODE_RESEND_MS: typeof contract.CODE_RESEND_MS = 60000 as const;
export const CODE_SEND_DAY_MS: typeof contract.CODE_SEND_DAY_MS = 86400000 as const;
export const CODE_SEND_WINDOW_MS: typeof contract.CODE_SEND_WINDOW_MS = 600000 as const;
export const CODE_SENDS_PER_ADDRESS: typeof contract.CODE_SENDS_PER_ADDRESS = {"window":20,"day":100} as const;
export const CODE_SENDS_PER_PLAYER: typeof contract.CODE_SENDS_PER_PLAYER = {"window":5,"day":20} as const;
export const CODE_TTL_MS: typeof contract.CODE_TTL_MS = 600000 as const;
export const codePurposes: typeof contract.codePurposes = ["register","login","bind","verify","cancel"] as const;
export const login = routeRef<typeof contract.login>("POST", "/login");
export const LOGIN_LOCK_MS: typeof contract.LOGIN_LOCK_MS = 900000 as const;
export const LOGIN_MAX_FAILURES: typeof contract.LOGIN_MAX_FAILURES = 5 as const;
export const logout = routeRef<typeof contract.logout>("POST", "/logout");
export const OLD_PASSWORD_MAX_TRIES: typeof contract.OLD_PASSWORD_MAX_TRIES = 5 as const;
export const register = routeRef<typeof contract.register>("POST", "/register");
export const roles: typeof contract.roles = ["player","gm","moderator","admin"] as const;
export const sendCode = routeRef<typeof contract.sendCode>("POST", "/sendCode");
export const SESSION_DAYS: typeof contract.SESSION_DAYS = 30 as const;
export const sessionCookie: typeof contract.sessionCookie = "sid" as const;
export const syncLogin = routeRef<typeof contract.syncLogin>("GET", "/syncLogin");
export const uid = routeRef<typeof contract.uid>("GET", "/uid", true);
export const userBanned = routeRef<typeof contract.userBanned>("GET", "/userBanned", true);
export const userCookie: typeof contract.userCookie = "user" as const;
export const userInfo = routeRef<typeof contract.userInfo>("GET", "/token", true);
