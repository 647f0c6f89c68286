import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createPageRenderer, type PageRenderer } from "./page-renderer.ts";
import { createWebShell, type RenderedPage, type WebShellPage } from "./web-shell.ts";

/** API answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compression of dynamic answers (JSON). Brotli at quality 4 compresses about as well as gzip -6
 * at a fraction of brotli's default (11) CPU cost; static files are precompressed at build time.
 */
export const answerCompression = {
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    ...answerCompression,
  });
}

/** A built single-page app (the portal's web app, the operator console) and where it is served. */
export interface BuiltApp {
  /** The build's output folder (index.html, assets/ with hashed names, their .br and .gz twins). */
  dist: string;
  /** The URL prefix without its trailing slash: /dist, /console. */
  base: string;
  /** Said in the 503 answer when the app is not built. */
  name: string;
  /** The HTML of an address the app shows (default: index.html as built). */
  shell?: (pathname: string, language: string, rendered?: RenderedPage) => WebShellPage;
  /** Renders the first screen of the page asked for into the shell, when it can. */
  render?: PageRenderer;
}

/** Hashed files never change under their name; everything else (the shell, sw.js, catalogues) revalidates. */
export function cacheControlFor(dist: string, path: string) {
  return path.startsWith(join(dist, "assets", "/")) ? "public, max-age=31536000, immutable" : "no-cache";
}

/**
 * A built app under its prefix with history-mode fallback. Files are sent from their build-time
 * .br/.gz twins by content negotiation (Vary: Accept-Encoding); hashed assets are cached for a year,
 * everything else (the HTML shell, the service worker, catalogues) revalidates with its ETag.
 */
export async function serveBuiltApp(app: FastifyInstance, { dist, base, name, shell, render }: BuiltApp) {
  if (!existsSync(join(dist, "index.html"))) {
    app.get(`${base}/*`, async (_request, reply) =>
      reply.code(503).type("text/plain").send(`The ${name} is not built yet: run \`npm run build\`.`),
    );
    return false;
  }
  const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "";
    // A missing asset is a real 404, not the app's HTML; so is anything but a page read.
    const pageRead = request.method === "GET" || request.method === "HEAD";
    if (!pageRead || /\.[a-z0-9]+$/i.test(pathname)) return reply.code(404).send("Not found");
    if (!shell) return reply.sendFile("index.html", dist);
    const rendered = request.method === "GET" ? await render?.(request) : undefined;
    const page = shell(pathname.slice(base.length) || "/", request.language, rendered);
    reply
      .header("cache-control", "no-cache")
      .header("vary", "Accept-Encoding, Cookie")
      .header("etag", page.etag)
      .type("text/html; charset=utf-8");
    if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
    return reply.send(page.html);
  };
  // One wildcard route per app, in a scope of its own: a file that is not there falls to the
  // scope's not-found handler, the app's HTML. (A route per built file, @fastify/static's
  // `wildcard: false`, meant some 2,000 routes and most of a second of every start.)
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: dist,
        prefix: "/",
        index: false,
        preCompressed: true,
        etag: true,
        setHeaders: (res, path) => {
          res.header("vary", "Accept-Encoding");
          res.header("cache-control", cacheControlFor(dist, path));
        },
      });
      scope.setNotFoundHandler(fallback);
      // The prefix itself (with and without its slash).
      scope.get("/", fallback);
    },
    { prefix: base },
  );
  return true;
}

const robotsTxt = [
  "User-agent: *",
  "Allow: /dist/",
  "Disallow: /api/",
  "Disallow: /console/",
  "Disallow: /dev/",
  "",
].join("\n");

/**
 * The portal's web app under /dist/ (/ redirects there), with its manifest in the player's language.
 * `rendering`: how long a page's server rendering may take and where signed-out renders are shared
 * (page-renderer.ts). Once the server listens, the home is rendered once in the background.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
  rendering?: Parameters<typeof createPageRenderer>[2],
) {
  app.get("/", async (_request, reply) => reply.redirect("/dist/"));
  // Crawlers may read the player pages, never the API, the console or the development tools.
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robotsTxt),
  );
  const isBuilt = existsSync(join(webDist, "index.html"));
  const render = isBuilt ? createPageRenderer(app, webDist, rendering) : undefined;
  if (render)
    app.addHook("onListen", async () => {
      void render.warmUp("/dist/");
    });
  const built = await serveBuiltApp(app, {
    dist: webDist,
    base: "/dist",
    name: "web app",
    // Each address's shell preloads its page's code, texts and first calls (web-shell.ts), and the
    // pages that can be rendered here come with their first screen (page-renderer.ts).
    shell: isBuilt ? createWebShell(webDist) : undefined,
    render,
  });
  if (!built) return;
  // The installable app's manifest in the player's language (the build writes one per language).
  app.get("/dist/manifest.webmanifest", async (request, reply) => {
    const manifest = await readFile(join(webDist, `manifest.${request.language}.webmanifest`)).catch(
      () => null,
    );
    if (!manifest) return reply.code(404).send("Not found");
    return reply
      .header("vary", "Cookie")
      .header("cache-control", "no-cache")
      .type("application/manifest+json")
      .send(manifest);
  });
}

/** The operator console's built app under /console/, beside the portal's /dist/. */
export const serveConsoleApp = (app: FastifyInstance, consoleDist: string) =>
  serveBuiltApp(app, { dist: consoleDist, base: "/console", name: "console" });
