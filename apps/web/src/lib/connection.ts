import { health } from "@portal/contracts/refs/platform";
import { useSyncExternalStore } from "react";
import { OFFLINE_COPY_HEADER, OfflineCopy } from "./offline-pages";

/**
 * Whether the portal reaches its server. The browser's `navigator.onLine` alone misses a network that
 * is up but leads nowhere (a lost Wi-Fi behind a captive portal, a phone between cells; Chromium 150
 * also keeps it true on a page reloaded offline), so what requests meet corrects it: a request that
 * failed in the network, or an answer the service worker served from its copy of the pages last seen
 * because the network failed, says "not reached"; an answer from the server says "reached". A copy
 * served because the server was slower than the worker's 4 s says neither.
 */

let unreachable = false;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

function reportReach(reached: boolean) {
  if (unreachable === !reached) return;
  unreachable = !reached;
  changed();
}

/** What an answer says: from the server "reached", the worker's copy after a network failure "not reached". */
export function reportAnswer(response: Response) {
  const copy = response.headers.get(OFFLINE_COPY_HEADER);
  if (copy !== OfflineCopy.slow) reportReach(copy === null);
}

/** `fetch` rejects with a TypeError when the network fails; anything else (a timeout's abort) says nothing. */
export function reportFailure(error: unknown) {
  if (error instanceof TypeError) reportReach(false);
}

/** The browser's "online" again: its next request says whether the server is reached. */
function backOnline() {
  unreachable = false;
  changed();
}

/**
 * Behind a captive portal no "online" event comes, so the notice would stay until the page's next
 * request, which may never come. The page coming back into view (the player has just signed in to the
 * portal, or switched networks) asks the server's liveness instead, a database ping. Clearing the
 * notice and leaving it to the next request would say "online" over a page that makes none.
 */
async function recheck() {
  if (!unreachable || document.visibilityState !== "visible") return;
  try {
    reportAnswer(await fetch(`/api${health.path}`, { headers: { accept: "application/json" } }));
  } catch (error) {
    reportFailure(error);
  }
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("online", backOnline);
    window.addEventListener("offline", changed);
    document.addEventListener("visibilitychange", recheck);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("online", backOnline);
    window.removeEventListener("offline", changed);
    document.removeEventListener("visibilitychange", recheck);
  };
}

export function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !unreachable,
    () => true,
  );
}
