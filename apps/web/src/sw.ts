/// <reference lib="webworker" />
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import { markOfflineCopies, OFFLINE_PAGES_CACHE } from "./lib/offline-pages";

/**
 * The portal's service worker (scope /dist/): pages from the server, the shell precached for offline,
 * the player's catalogues kept, the last home and game pages answered offline, and web pushes shown. It never stores a player's own
 * answers (messages, account, orders): only the public lists the home and game pages read.
 */
declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A portal page comes from the server (rendered there, with its first screen), asked for while the
// worker starts (navigation preload). Offline, or when no answer has come within 4 s, the precached
// shell opens it instead and the router takes it from there. Pages are never stored: a signed-in
// player's page is theirs.
const shell = createHandlerBoundToURL("/dist/index.html");
const server = new NetworkOnly({ networkTimeoutSeconds: 4 });
registerRoute(
  new NavigationRoute((options) => server.handle(options).catch(() => shell(options)), {
    allowlist: [/^\/dist\//],
  }),
);
self.addEventListener("activate", (event) => {
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});

// Other pages' chunks (hashed, never changing) are kept once used; the shell itself is precached.
registerRoute(
  ({ url }) => url.pathname.startsWith("/dist/assets/"),
  new CacheFirst({ cacheName: "assets", plugins: [new ExpirationPlugin({ maxEntries: 400 })] }),
);

registerRoute(
  ({ url }) => url.pathname.startsWith("/dist/locales/"),
  new StaleWhileRevalidate({ cacheName: "catalogues" }),
);

/** What the home and a game page read; answered from the network, and from the last answer offline. */
const offlinePages = /^\/api\/(indexInfo|gameList|hotGame|recomGames|guessLike|alertWin|game\/\d+)$/;
registerRoute(
  ({ url, request }) => request.method === "GET" && offlinePages.test(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_PAGES_CACHE,
    networkTimeoutSeconds: 4,
    // The page says "offline" while it shows a copy served because the network failed, not one served
    // because the server was slow (lib/connection.ts).
    plugins: [markOfflineCopies],
  }),
);

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

type Notification = { title: string; body: string; url: string };

self.addEventListener("push", (event) => {
  const notification = event.data?.json() as Notification | undefined;
  if (!notification?.title) return;
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      icon: "/dist/icons/icon-192.png",
      badge: "/dist/icons/icon-96.png",
      data: { url: notification.url },
    }),
  );
});

/** A tap opens the page the push is about: in an open portal tab if there is one. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = String(event.notification.data?.url ?? "/dist/");
  const url = new URL(path.startsWith("/dist/") ? path : "/dist/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      return open ? open.navigate(url).then((client) => client?.focus()) : self.clients.openWindow(url);
    }),
  );
});
