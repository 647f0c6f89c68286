import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * The operator console's built app under /console/ with history-mode fallback, beside the portal's
 * /dist/. Hashed assets are cached for a year; the HTML shell revalidates.
 */
export async function serveConsoleApp(app: FastifyInstance, consoleDist: string) {
  const indexFile = join(consoleDist, "index.html");
  if (!existsSync(indexFile)) {
    app.get("/console/*", async (_request, reply) =>
      reply.code(503).type("text/plain").send("The console is not built yet: run `npm run build`."),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const assetsDir = join(consoleDist, "assets");
  await app.register(fastifyStatic, {
    root: consoleDist,
    prefix: "/console/",
    wildcard: false,
    index: false,
    // The portal's registration decorates the reply already.
    decorateReply: false,
    preCompressed: true,
    etag: true,
    setHeaders: (res, path) => {
      res.header("vary", "Accept-Encoding");
      if (path.startsWith(assetsDir)) res.header("cache-control", "public, max-age=31536000, immutable");
      else res.header("cache-control", "no-cache");
    },
  });
  const fallback = async (request: { url: string }, reply: FastifyReply) => {
    if (/\.[a-z0-9]+$/i.test(request.url.split("?")[0] ?? "")) return reply.code(404).send("Not found");
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
  };
  app.get("/console", fallback);
  app.get("/console/", fallback);
  app.get("/console/*", fallback);
}
