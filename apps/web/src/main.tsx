import "./lib/zod-jitless";
import "./app/tokens.css";
import "./app/global.css";
import { unstableSetRender } from "antd-mobile";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { App } from "./app/App";
import { preloadPage } from "./app/router";
import type { RenderedState } from "./entry-server";
import { loadAntdLocale } from "./lib/antd-locale";
import { followColorScheme } from "./lib/color-scheme";
import { isGameWebview } from "./lib/environment";
import i18n, { initI18n, readLanguageCookie } from "./lib/i18n";
import { warmUpIntl } from "./lib/intl-warm-up";
import { setRenderedAt } from "./lib/render-clock";

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

/** What the server rendered the page's HTML with (entry-server.tsx), when it did. */
function readRenderedState(): RenderedState | undefined {
  const script = document.getElementById("rendered-state");
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as RenderedState) : undefined;
  } catch {
    return undefined;
  }
}

// Texts first: the first render is already in the player's language. A catalogue that fails
// to load still leaves a working app (keys show instead of texts) rather than a blank page.
// antd-mobile's own texts (its mask, pickers) come in the same language, from a chunk of their own.
// Both in parallel, from the language cookie: neither waits for the other's download.
// A page the server rendered is hydrated: its first render must match the HTML, so it waits for the
// texts the server used and for the page's code, and starts from the server's answers.
const rendered = readRenderedState();
const language = rendered?.language ?? readLanguageCookie();
warmUpIntl(language);
const pageCode = preloadPage(window.location.pathname);
Promise.all([
  initI18n(language)
    .then(() => rendered && i18n.loadNamespaces(rendered.namespaces))
    .catch(() => undefined),
  loadAntdLocale(language).catch(() => undefined),
  rendered && pageCode,
]).then(([, antdLocale]) => {
  const app = (
    <StrictMode>
      <App antdLocale={antdLocale} answers={rendered?.answers} />
    </StrictMode>
  );
  // A page the server rendered is already on screen: React hydrates it as a transition, in slices of
  // a few milliseconds between which the browser paints and takes input, instead of one long task (a
  // mid-range phone's blocking time). A page rendered here is not a transition: tried on 2026-11-27, the
  // first screens then came seconds late on a loaded machine (the news list ~7 s after its data).
  if (rendered) {
    setRenderedAt(rendered.renderedAt);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
  // The installable app's service worker, after the first screen and in a chunk of its own; never in a
  // game's webview, whose host app owns caching and notifications.
  if (import.meta.env.PROD && "serviceWorker" in navigator && !isGameWebview())
    void import("./features/offline/start-offline-shell").then(({ startOfflineShell }) =>
      startOfflineShell(language),
    );
});
