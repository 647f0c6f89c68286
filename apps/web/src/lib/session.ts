import { useSyncExternalStore } from "react";
import { readCookie } from "./cookies";
import { forgetOfflinePages } from "./offline-pages";

/**
 * The contracts' `userCookie`, repeated here because importing contracts/account would pull zod
 * into the first screen; session.test.ts checks that the two agree.
 */
export const USER_COOKIE = "user";

/**
 * Sign-in is detected from the readable `user` cookie (its first entry is the uid), which the
 * server sets on sign-in and clears on sign-out or when the session has expired.
 */
export function readSignedInUid(cookies?: string): number | null {
  // parseInt stops at the first entry's end (a |, comma or colon).
  const uid = Number.parseInt(readCookie(USER_COOKIE, cookies) ?? "", 10);
  return Number.isFinite(uid) && uid > 0 ? uid : null;
}

const listeners = new Set<() => void>();

/** Call after anything that may have set or cleared the cookie (sign-in, sign-out, a 401). */
export function notifySessionChanged() {
  forgetOfflinePages();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab may have signed in or out meanwhile.
  window.addEventListener("focus", listener);
  document.addEventListener("visibilitychange", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("focus", listener);
    document.removeEventListener("visibilitychange", listener);
  };
}

const snapshot = () => readSignedInUid();

/** The server renders with the visitor's cookie, so hydration starts from the same player. */
export function useSignedInUid(): number | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
