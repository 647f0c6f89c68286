import "./lib/zod-jitless";
import { type Language, normalizeLanguage } from "@portal/contracts/languages";
import { type DehydratedState, dehydrate, type Query } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app/App";
import { createQueryClient } from "./app/query-client";
import { routePreloadHints } from "./app/route-preloads";
import { appRoutes, basename, preloadPage } from "./app/router";
import { flattenRoutes, type RouteEntry } from "./app/routes";
import { loadAntdLocale } from "./lib/antd-locale";
import { detectSystem, isGameWebview } from "./lib/environment";
import i18n, { catalogueBackendFrom, initI18nWith } from "./lib/i18n";
import { setRenderedAt } from "./lib/render-clock";
import { type ServerRequest, setServerRequest } from "./lib/server-render";
import { readSignedInUid } from "./lib/session";

/**
 * The server's rendering of a page's first screen (apps/server/src/platform/web-shell.ts), built by
 * `vite build --ssr` into dist-ssr/. The page renders as the browser would render it, with the
 * visitor's cookies and language; the API calls its first render makes are answered in-process and the
 * page renders again with their answers, until it asks for nothing more. The browser then hydrates
 * this HTML from the same answers and texts (main.tsx), so its first render matches it.
 */

/** What the browser needs to hydrate the HTML: written into the page as JSON (not executed). */
export interface RenderedState {
  language: Language;
  /** The catalogues the render read; the browser loads them before it hydrates. */
  namespaces: string[];
  answers: DehydratedState;
  /** When the page was rendered (ms): its times read from that instant while it hydrates (lib/render-clock.ts). */
  renderedAt: number;
}

export interface RenderRequest extends ServerRequest {
  /** The address as the browser asked for it (/dist/…, with its query). */
  url: string;
  language: string;
}

export interface RenderedPage {
  html: string;
  state: RenderedState;
}

/**
 * At most this many renders, each with the answers the one before asked for: a page whose calls depend
 * on earlier answers (the top-up: the recent game → its servers → the chosen server's roles) renders
 * until it asks for nothing more, within the render's time budget (the server's page-renderer.ts);
 * the cap only stops a page that would keep asking (it then shows its loading state).
 */
export const MAX_RENDERS = 8;

const handler = createStaticHandler(appRoutes(), { basename });

/**
 * The page's HTML, all in one piece: a boundary sent apart would need an inline script to put it in
 * place (the CSP forbids it). A component that threw would leave its boundary for the browser to render
 * (with an error on hydration): such a render fails as a whole, and the browser renders the page.
 */
async function prerenderToString(node: ReactNode, signal: AbortSignal) {
  let failure: unknown;
  const { prelude } = await prerender(node, {
    signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  if (failure !== undefined) throw failure;
  return new Response(prelude).text();
}

/** A query the page created and would start now in the browser (the server never starts any itself). */
function waiting(query: Query) {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  const isEnabled = typeof enabled === "function" ? enabled(query) : enabled !== false;
  return isEnabled && query.state.status === "pending" && query.state.fetchStatus === "idle";
}

/** Where react-i18next notes the namespaces components read (made afresh by the next useTranslation when unset). */
const namespaceReport = i18n as unknown as { reportNamespaces?: { getUsedNamespaces(): string[] } };
const usedNamespaces = () => namespaceReport.reportNamespaces?.getUsedNamespaces() ?? [];

async function renderPage(
  request: RenderRequest,
  signal: AbortSignal,
  maxRenders: number,
): Promise<RenderedPage | undefined> {
  const context = await handler.query(new Request(new URL(request.url, "http://portal")), {
    requestContext: {},
  });
  if (context instanceof Response) return undefined;
  const hints = context.matches.map((match) => routePreloadHints[match.route.id]);
  if (!hints.some((hint) => hint?.render)) return undefined;
  // A visitor at a page that needs sign-in gets the login sheet from the browser.
  const signedInOnly = context.matches.some(
    (match) => (match.route.handle as RouteEntry | undefined)?.signedIn,
  );
  if (signedInOnly && readSignedInUid() === null) return undefined;
  await i18n.changeLanguage(request.language);
  namespaceReport.reportNamespaces = undefined;
  const antdLocale = await loadAntdLocale(request.language);
  const queryClient = createQueryClient();
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderedAt = Date.now();
  setRenderedAt(renderedAt);
  for (let render = 1; ; render++) {
    const html = await prerenderToString(
      <StrictMode>
        <AppProviders antdLocale={antdLocale} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      signal,
    );
    const queries = queryClient.getQueryCache().getAll();
    const next = queries.filter(waiting);
    if (next.length === 0 || render === maxRenders) {
      // An error shows differently once the browser has tried again: the browser renders that page.
      if (queries.some((query) => query.state.status === "error")) return undefined;
      const state = {
        language: normalizeLanguage(request.language),
        namespaces: usedNamespaces(),
        answers: dehydrate(queryClient),
        renderedAt,
      };
      return { html, state };
    }
    await Promise.all(next.map((query) => query.fetch().catch(() => undefined)));
    if (signal.aborted) return undefined;
  }
}

/**
 * What of the visitor's browser changes a page (its system, the game's webview): the server shares a
 * signed-out visitor's page between the visitors of the same variant (apps/server's page-renderer.ts).
 */
export const visitorVariant = (userAgent: string) =>
  `${detectSystem(userAgent)}${isGameWebview(userAgent) ? " webview" : ""}`;

/**
 * The renderer: `readCatalogue` reads a catalogue of the build (dist/locales). Pages render one at a
 * time (the texts' language and the request are the module's); `signal` stops a render that takes too long.
 */
export function createRenderer(
  readCatalogue: (language: string, namespace: string) => Promise<object>,
  maxRenders = MAX_RENDERS,
) {
  const started = initI18nWith(catalogueBackendFrom(readCatalogue), "en");
  // The code of a page rendered for signed-in players only (the top-up) loads with the renderer: the
  // server's warm-up, signed out, cannot render it, and a signed-in render is never shared, so its
  // first visitor would wait for it beyond the render's budget.
  for (const route of flattenRoutes())
    if (route.entry.signedIn && routePreloadHints[route.name]?.render)
      void preloadPage(basename + route.path);
  let queue: Promise<unknown> = started;
  return (request: RenderRequest, signal: AbortSignal): Promise<RenderedPage | undefined> => {
    const run = queue.then(async () => {
      if (signal.aborted) return undefined;
      setServerRequest(request);
      try {
        return await renderPage(request, signal, maxRenders);
      } finally {
        setServerRequest(undefined);
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
}
