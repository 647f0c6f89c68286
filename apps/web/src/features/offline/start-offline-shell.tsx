import { createRoot } from "react-dom/client";
import { Workbox } from "workbox-window";
import { OfflineShell } from "./OfflineShell";

const base = import.meta.env.BASE_URL;

/**
 * Registers the service worker and shows the offline notice and the update prompt. Imported lazily
 * after the first render (it is no part of the first screen) and never inside a game's webview.
 */
export function startOfflineShell(language: string) {
  const worker = new Workbox(`${base}sw.js`, { scope: base });
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<OfflineShell worker={worker} reload={() => window.location.reload()} />);
  void worker.register().then(() => keepCatalogues(language));
}

/** The player's language's catalogues, all of them, so every page has its texts offline. */
async function keepCatalogues(language: string) {
  if (typeof caches === "undefined") return;
  const urls = __CATALOGUE_NAMESPACES__.map(
    (namespace) => `${base}locales/${language}/${namespace}.json?v=${__CATALOGUES_VERSION__}`,
  );
  const cache = await caches.open("catalogues");
  const missing = (
    await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? null : url)))
  ).filter((url): url is string => url !== null);
  await cache.addAll(missing).catch(() => undefined);
}
