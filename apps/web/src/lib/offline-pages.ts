/**
 * The service worker keeps the last answers of the home and game pages here so they open offline.
 * Some carry the signed-in player's flags (pre-registered, following): a change of session drops them.
 */
export const OFFLINE_PAGES_CACHE = "offline-pages";

/** Set by the service worker on an answer it gives from that cache: the page shows it offline. */
export const OFFLINE_COPY_HEADER = "x-portal-offline-copy";

export function forgetOfflinePages() {
  if (typeof caches !== "undefined") void caches.delete(OFFLINE_PAGES_CACHE).catch(() => undefined);
}
