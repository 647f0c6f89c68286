import "./lib/zod-jitless";
import "./app/tokens.css";
import "./app/global.css";
import { unstableSetRender } from "antd-mobile";
import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { App } from "./app/App";
import { preloadPage } from "./app/router";
import { loadAntdLocale } from "./lib/antd-locale";
import { followColorScheme } from "./lib/color-scheme";
import { isGameWebview } from "./lib/environment";
import { initI18n, readLanguageCookie } from "./lib/i18n";

// antd-mobile's imperative APIs (Dialog.show, …) need React 19's createRoot.
unstableSetRender((node, container) => {
  const host = container as Element & { _portalRoot?: Root };
  host._portalRoot ??= createRoot(host);
  const root = host._portalRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    host._portalRoot = undefined;
  };
});

followColorScheme();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

// Texts first: the first render is already in the player's language. A catalogue that fails
// to load still leaves a working app (keys show instead of texts) rather than a blank page.
// antd-mobile's own texts (its mask, pickers) come in the same language, from a chunk of their own.
// Both in parallel, from the language cookie: neither waits for the other's download.
const language = readLanguageCookie();
preloadPage(window.location.pathname);
Promise.all([
  initI18n(language).catch(() => undefined),
  loadAntdLocale(language).catch(() => undefined),
]).then(([, antdLocale]) => {
  // Not inside startTransition: tried on 2026-11-27, the pages' first screens then came seconds late
  // on a loaded machine (the news list ~7 s after its data) and e2e/preload.spec.ts failed on every page.
  createRoot(container).render(
    <StrictMode>
      <App antdLocale={antdLocale} />
    </StrictMode>,
  );
  // The installable app's service worker, after the first screen and in a chunk of its own; never in a
  // game's webview, whose host app owns caching and notifications.
  if (import.meta.env.PROD && "serviceWorker" in navigator && !isGameWebview())
    void import("./features/offline/start-offline-shell").then(({ startOfflineShell }) =>
      startOfflineShell(language),
    );
});
