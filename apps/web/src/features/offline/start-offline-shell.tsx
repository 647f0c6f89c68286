import { createRoot } from "react-dom/client";
import { Workbox } from "workbox-window";
import { OfflineShell } from "./OfflineShell";

const base = import.meta.env.BASE_URL;

/**
 * Shows the offline notice and the update prompt, and registers the service worker once the first
 * screen's downloads are over and the browser is idle (a mid-range phone's main thread is busy
 * hydrating the page until then). Imported lazily after the first render and never inside a game's
 * webview.
 */
export function startOfflineShell(language: string) {
  const worker = new Workbox(`${base}sw.js`, { scope: base });
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<OfflineShell worker={worker} reload={() => window.location.reload()} />);
  // A browser may refuse the worker (private windows, policies, a test browser that blocks it): the
  // portal then works without the offline shell instead of reporting an uncaught error.
  afterNetworkQuiet(() =>
    whenIdle(
      () =>
        void worker
          .register()
          .then(() => keepCatalogues(language))
          .catch(() => undefined),
    ),
  );
}

/** Calls `then` when the browser has nothing else to do (at the latest after two seconds). */
function whenIdle(then: () => void) {
  if (typeof requestIdleCallback === "undefined") return then();
  requestIdleCallback(then, { timeout: 2000 });
}

/**
 * Calls `then` once the page has finished no download for `quietMs`: the worker's precache and the
 * catalogues (some twenty requests) wait until the first screen's code, data and pictures are in,
 * instead of competing with them for a slow phone's few connections.
 */
function afterNetworkQuiet(then: () => void, quietMs = 2000) {
  if (typeof PerformanceObserver === "undefined") return then();
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(done, quietMs);
  });
  let timer = setTimeout(done, quietMs);
  function done() {
    observer.disconnect();
    then();
  }
  observer.observe({ type: "resource" });
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
