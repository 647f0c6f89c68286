import { health } from "@portal/contracts/refs/platform";
import { useSyncExternalStore } from "react";
import { OFFLINE_COPY_HEADER, OfflineCopy } from "./offline-pages";

/**
 * Whether the portal reaches its server. The browser's `navigator.onLine` alone misses a network that
 * is up but leads nowhere (a lost Wi-Fi behind a captive portal, a phone between cells; Chromium 150
 * also keeps it true on a page reloaded offline), so what requests meet corrects it: a request that
 * failed in the network, or an answer the service worker served from its copy of the pages last seen
 * because the network failed, says "not reached"; an answer from the server says "reached". A copy
 * served because the server was slower than the worker's 4 s is settled by asking the server's
 * liveness (`probe`).
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

/**
 * What an answer says: from the server "reached", the worker's copy after a network failure "not
 * reached". A copy served because the answer took over 4 s says neither by itself: a slow server and a
 * network that hangs (a phone between cells, a dead Wi-Fi, which fails no request quickly) look alike
 * there, so the server's liveness is asked (`probe`).
 */
export function reportAnswer(response: Response) {
  const copy = response.headers.get(OFFLINE_COPY_HEADER);
  if (copy === OfflineCopy.slow) void probe();
  else reportReach(copy === null);
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
function recheck() {
  if (unreachable && document.visibilityState === "visible") void probe();
}

/** How long the liveness check may take: the server answers it from memory and one database ping. */
export const PROBE_LIMIT_MS = 3000;
let probing = false;

/** Asks the server's liveness (not through the worker): an answer says "reached", none in time "not reached". */
async function probe() {
  if (probing) return;
  probing = true;
  try {
    const signal = AbortSignal.timeout(PROBE_LIMIT_MS);
    const answer = await fetch(`/api${health.path}`, { headers: { accept: "application/json" }, signal });
    reportReach(answer.headers.get(OFFLINE_COPY_HEADER) === null);
  } catch {
    reportReach(false);
  } finally {
    probing = false;
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
