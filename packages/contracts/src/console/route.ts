import type { RouteContract } from "../route.ts";
import type { Permission } from "./roles.ts";

/**
 * A console route: a route contract under `/console/…` with the permission a staff member needs.
 * `permission: null` routes are the sign-in steps (no full staff session yet) and the staff member's
 * own session (`me`, sign-out): every signed-in staff member may call them.
 */
export interface ConsoleRouteContract extends RouteContract {
  permission: Permission | null;
  /** Sign-in steps before the second factor; every other console route needs a full session. */
  stage?: "signIn" | "secondFactor";
}

export function defineConsoleRoute<const C extends ConsoleRouteContract>(contract: C): C {
  return contract;
}

/** Console sessions end after this long without a request. */
export const CONSOLE_IDLE_MS = 30 * 60 * 1000;
/** …and after this long in any case. */
export const CONSOLE_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const consoleSessionCookie = "console_sid";
/** The console's own language choice (`en` or `zh`), independent of the portal's. */
export const consoleLanguageCookie = "console_language";
export const RECOVERY_CODE_COUNT = 10;
/** Sign-in tries per staff e-mail and per address within LOGIN_LOCK_MS, as for players. */
export const CONSOLE_SIGN_IN_MAX_FAILURES = 5;
