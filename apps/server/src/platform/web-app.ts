import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

/** API answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compression of dynamic answers (JSON). Brotli at quality 4 compresses about as well as gzip -6
 * at a fraction of brotli's default (11) CPU cost; static files are precompressed at build time.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * The SPA under /dist/ with history-mode fallback; / redirects there. Files are sent from their
 * build-time .br/.gz twins by content negotiation (Vary: Accept-Encoding); hashed assets are cached
 * for a year, everything else (the HTML shell, catalogues) revalidates with its ETag.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  app.get("/", async (_request, reply) => reply.redirect("/dist/"));
  const indexFile = join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    app.get("/dist/*", async (_request, reply) =>
      reply.code(503).type("text/plain").send("The web app is not built yet: run `npm run build`."),
    );
    return;
  }
  const assetsDir = join(webDist, "assets");
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: "/dist/",
    wildcard: false,
    // The fallback below serves index.html for /dist/ itself; a second route for it would clash.
    index: false,
    preCompressed: true,
    etag: true,
    setHeaders: (res, path) => {
      res.header("vary", "Accept-Encoding");
      if (path.startsWith(assetsDir)) res.header("cache-control", "public, max-age=31536000, immutable");
      else res.header("cache-control", "no-cache");
    },
  });
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
  const fallback = async (request: { url: string }, reply: FastifyReply) => {
    // A missing asset is a real 404, not the app's HTML.
    if (/\.[a-z0-9]+$/i.test(request.url.split("?")[0] ?? "")) return reply.code(404).send("Not found");
    return reply.sendFile("index.html");
  };
  app.get("/dist", fallback);
  app.get("/dist/", fallback);
  app.get("/dist/*", fallback);
}
