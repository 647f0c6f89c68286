import type { StrategyOptions } from "workbox-strategies";

type WorkboxPlugin = NonNullable<StrategyOptions["plugins"]>[number];

/**
 * The service worker keeps the last answers of the home and game pages here so they open offline.
 * Some carry the signed-in player's flags (pre-registered, following): a change of session drops them.
 */
export const OFFLINE_PAGES_CACHE = "offline-pages";

/** Set by the service worker on an answer it gives from that cache; its value says why (`OfflineCopy`). */
export const OFFLINE_COPY_HEADER = "x-portal-offline-copy";

/**
 * Why the worker answered from its copy: the network request failed ("unreached": the page says
 * "offline"), or the server had not answered within 4 s ("slow": the page says nothing of it, the
 * server may well be reached and its late answer refreshes the copy).
 */
export const OfflineCopy = { unreached: "unreached", slow: "slow" } as const;

/** The worker's plugin that marks each copy it answers with the reason (`OfflineCopy`). */
export const markOfflineCopies: WorkboxPlugin = {
  // Workbox calls this when its fetch throws (no network, refused, reset), before it reads the cache;
  // `state` is this plugin's own for the one request.
  fetchDidFail: async ({ state }) => {
    if (state) state.networkFailed = true;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, state?.networkFailed ? OfflineCopy.unreached : OfflineCopy.slow);
    const { status, statusText } = cachedResponse;
    return new Response(cachedResponse.body, { status, statusText, headers });
  },
};

export function forgetOfflinePages() {
  if (typeof caches !== "undefined") void caches.delete(OFFLINE_PAGES_CACHE).catch(() => undefined);
}
