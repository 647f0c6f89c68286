import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
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
}

export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage | undefined>;

/**
 * The API for a render, answered in-process (`app.inject`) as it would answer the visitor: with the
 * visitor's cookies, address and language, never anyone else's.
 */
function injectedFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: String(input),
      remoteAddress: visitor.ip,
      headers: {
        accept: "application/json",
        cookie: visitor.headers.cookie ?? "",
        "user-agent": visitor.headers["user-agent"] ?? "",
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

/**
 * The web app's pages rendered on the server (its `dist-ssr/entry-server.js`, loaded in the background
 * from start; its loading counts against the first renders' budget), or undefined when the build has none. A render that fails or takes longer than `budgetMs`
 * gives undefined: the empty shell is served.
 */
export function createPageRenderer(
  app: FastifyInstance,
  webDist: string,
  budgetMs = RENDER_BUDGET_MS,
): PageRenderer | undefined {
  const bundle = join(webDist, "..", "dist-ssr", "entry-server.js");
  if (!existsSync(bundle)) return undefined;
  const readCatalogue = async (language: string, namespace: string) => {
    if (!/^[\w-]+$/.test(language) || !/^[\w-]+$/.test(namespace)) return {};
    const file = join(webDist, "locales", language, `${namespace}.json`);
    return JSON.parse(await readFile(file, "utf8").catch(() => "{}")) as object;
  };
  const renderer = import(pathToFileURL(bundle).href).then((module: ServerRendererModule) =>
    module.createRenderer(readCatalogue),
  );
  renderer.catch((error: unknown) => app.log.error({ err: error }, "the page renderer failed to load"));

  return async (request) => {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(undefined);
      }, budgetMs);
    });
    const page = {
      url: request.url,
      language: request.language,
      cookie: request.headers.cookie ?? "",
      userAgent: request.headers["user-agent"] ?? "",
      fetch: injectedFetch(app, request),
    };
    const rendering = renderer
      .then((render) => render(page, controller.signal))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) request.log.warn({ err: error }, "page render failed");
        return undefined;
      });
    try {
      return await Promise.race([rendering, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
