import { useSyncExternalStore } from "react";
import { OFFLINE_COPY_HEADER } from "./offline-pages";

/**
 * Whether the portal reaches its server. The browser's `navigator.onLine` alone misses a network that
 * is up but leads nowhere (a lost Wi-Fi behind a captive portal, a phone between cells; Chromium 150
 * also keeps it true on a page reloaded offline), so what requests meet corrects it: a request that
 * failed in the network, or an answer the service worker served from its copy of the pages last seen
 * (`OFFLINE_COPY_HEADER`), says "not reached"; an answer from the server says "reached".
 */

let unreachable = false;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** What a request met: the server (true), or no server (a network failure, the offline copy). */
export function reportReach(reached: boolean) {
  if (unreachable === !reached) return;
  unreachable = !reached;
  changed();
}

/** The browser's "online" again: its next request says whether the server is reached. */
function backOnline() {
  unreachable = false;
  changed();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("online", backOnline);
    window.addEventListener("offline", changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("online", backOnline);
    window.removeEventListener("offline", changed);
  };
}

/** The answer of `response`: from the server, or the offline copy. */
export const isOfflineCopy = (response: Response) => response.headers.has(OFFLINE_COPY_HEADER);

export function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !unreachable,
    () => true,
  );
}
