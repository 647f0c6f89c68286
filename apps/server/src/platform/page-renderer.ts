import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { sessionCookie, userCookie } from "@portal/contracts/account";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { dependentKey, type PublicCache } from "./public-cache.ts";
import type { RenderedPage } from "./web-shell.ts";

/**
 * How long a page's render may take before the visitor gets the empty shell instead (the browser then
 * renders the page itself, as before server rendering): a slow render must not hold up the HTML.
 */
export const RENDER_BUDGET_MS = 400;

/** What the web build's server renderer exports (apps/web/src/entry-server.tsx, built into dist-ssr/). */
interface ServerRendererModule {
  createRenderer(readCatalogue: (language: string, namespace: string) => Promise<object>): (
    request: {
      url: string;
      language: string;
      cookie: string;
      userAgent: string;
      fetch: typeof fetch;
    },
    signal: AbortSignal,
  ) => Promise<RenderedPage | undefined>;
  /**
   * What of the browser makes its pages differ (its system, the game's webview): signed-out pages are
   * shared between the visitors of the same variant. Without it, between visitors of the same user agent.
   */
  visitorVariant?(userAgent: string): string;
}

export type PageRenderer = ((request: FastifyRequest) => Promise<RenderedPage | undefined>) & {
  /** Renders `url` once for nobody in particular, so that the renderer is loaded before the first visitor. */
  warmUp(url: string): Promise<void>;
};

/** How long the warm-up render may take (it loads the renderer and its first catalogues). */
const WARM_UP_BUDGET_MS = 30_000;

/** A visitor as the render sees them: whose cookies, address and browser. */
interface Visitor {
  url: string;
  language: string;
  cookie: string;
  userAgent: string;
  ip: string;
}

/**
 * The API for a render, answered in-process (`app.inject`) as it would answer the visitor: with the
 * visitor's cookies, address and language, never anyone else's.
 */
function injectedFetch(app: FastifyInstance, visitor: Visitor): typeof fetch {
  return async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: String(input),
      remoteAddress: visitor.ip,
      headers: {
        accept: "application/json",
        cookie: visitor.cookie,
        "user-agent": visitor.userAgent,
        ...(init?.body ? { "content-type": "application/json" } : {}),
      },
      ...(typeof init?.body === "string" ? { payload: init.body } : {}),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    });
  };
}

/** Whether `cookie` signs its visitor in (the session, or the readable mark the web app reads it from). */
const signedIn = (cookie: string) =>
  new RegExp(`(?:^|;\\s*)(?:${sessionCookie}|${userCookie})=`).test(cookie);

/**
 * The web app's pages rendered on the server (its `dist-ssr/entry-server.js`, loaded in the background
 * from start; its loading counts against the first renders' budget), or undefined when the build has none. A render that fails or takes longer than `budgetMs`
 * gives undefined: the empty shell is served.
 *
 * With `publicCache`, a signed-out visitor's page is the same bytes for everyone asking for the same
 * address in the same language from the same kind of browser: it is rendered once per the cache's
 * lifetime and shared (concurrent visits wait for the same render), and forgotten with any public
 * answer (public-cache.ts). A signed-in visitor's page is always rendered with their own cookie.
 */
export function createPageRenderer(
  app: FastifyInstance,
  webDist: string,
  { budgetMs = RENDER_BUDGET_MS, publicCache }: { budgetMs?: number; publicCache?: PublicCache } = {},
): PageRenderer | undefined {
  const bundle = join(webDist, "..", "dist-ssr", "entry-server.js");
  if (!existsSync(bundle)) return undefined;
  const readCatalogue = async (language: string, namespace: string) => {
    if (!/^[\w-]+$/.test(language) || !/^[\w-]+$/.test(namespace)) return {};
    const file = join(webDist, "locales", language, `${namespace}.json`);
    return JSON.parse(await readFile(file, "utf8").catch(() => "{}")) as object;
  };
  const loaded = import(pathToFileURL(bundle).href) as Promise<ServerRendererModule>;
  const renderer = loaded.then((module) => module.createRenderer(readCatalogue));
  renderer.catch((error: unknown) => app.log.error({ err: error }, "the page renderer failed to load"));

  const render = async (visitor: Visitor, log: FastifyBaseLogger, budget: number) => {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(undefined);
      }, budget);
    });
    const page = { ...visitor, fetch: injectedFetch(app, visitor) };
    const rendering = renderer
      .then((renderPage) => renderPage(page, controller.signal))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) log.warn({ err: error }, "page render failed");
        return undefined;
      });
    try {
      return await Promise.race([rendering, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  /** A shared render that gave nothing is not kept: the next visitor tries again. */
  const shared = async (key: string, visitor: Visitor, log: FastifyBaseLogger) => {
    if (!publicCache) return render(visitor, log, budgetMs);
    const kept = publicCache(dependentKey(key), async () => {
      const page = await render(visitor, log, budgetMs);
      if (!page) throw new Error("not rendered");
      return page;
    });
    return kept.catch(() => undefined);
  };

  const pageRenderer = async (request: FastifyRequest) => {
    const visitor = {
      url: request.url,
      language: request.language,
      cookie: request.headers.cookie ?? "",
      userAgent: request.headers["user-agent"] ?? "",
      ip: request.ip,
    };
    if (signedIn(visitor.cookie)) return render(visitor, request.log, budgetMs);
    const variant =
      (await loaded.catch(() => undefined))?.visitorVariant?.(visitor.userAgent) ?? visitor.userAgent;
    return shared(`rendered page ${visitor.language} ${variant} ${visitor.url}`, visitor, request.log);
  };
  /**
   * The first render after start loads the renderer and its texts (~0.4 s): done once in the background,
   * without a budget, so that no visitor waits for it.
   */
  const warmUp = async (url: string) => {
    const visitor = { url, language: "en", cookie: "", userAgent: "", ip: "127.0.0.1" };
    await render(visitor, app.log, WARM_UP_BUDGET_MS);
  };
  return Object.assign(pageRenderer, { warmUp });
}
