import { z } from "zod";
import { entityId } from "../paging.ts";
import type { RouteContract } from "../route.ts";
import type { Permission } from "./roles.ts";
import { rowVersion } from "./texts.ts";

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

type RouteParts = Omit<ConsoleRouteContract, "method" | "permission">;

/** What names an edited item in a change: its id (as `key`) and the version the editor saw. */
export const editedItem = <const K extends string>(key: K) =>
  z.object({ [key]: entityId, version: rowVersion } as Record<K, typeof entityId> & {
    version: typeof rowVersion;
  });

/**
 * The routes of one console area, each needing `permission` (null: any signed-in staff member):
 * `get` and `post` fill in the method and the permission; `edits` makes the create and update
 * routes of an edited item, `settings` the read and save routes of one settings form.
 */
export function consoleArea<const P extends Permission | null>(permission: P) {
  const get = <const R extends RouteParts>(route: R) =>
    defineConsoleRoute({ method: "GET", permission, ...route });
  const post = <const R extends RouteParts>(route: R) =>
    defineConsoleRoute({ method: "POST", permission, ...route });
  /**
   * `POST {path}/create` takes the form; `POST {path}/update` the form with the item's id (named
   * `key`) and the version the editor saw (a stale edit is refused). Both answer `data`.
   */
  const edits = <const Path extends string, const K extends string, F extends z.ZodType, D extends z.ZodType>(
    path: Path,
    key: K,
    form: F,
    data: D,
  ) => {
    return {
      create: post({ path: `${path}/create` as `${Path}/create`, body: form, data }),
      update: post({
        path: `${path}/update` as `${Path}/update`,
        body: z.intersection(form, editedItem(key)),
        data,
      }),
    };
  };
  /**
   * One settings form at `path`: GET reads it (with its version), POST saves the form with the
   * version read (a stale save is refused).
   */
  const settings = <const Path extends string, F extends z.ZodType, D extends z.ZodType>(
    path: Path,
    form: F,
    data: D,
  ) => ({
    get: get({ path, data }),
    save: post({ path, body: z.intersection(form, z.object({ version: rowVersion })), data }),
  });
  return { get, post, edits, settings };
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
