import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { registerAccountRoutes } from "./features/account/account.routes.ts";
import { registerEventRoutes } from "./features/events/events.routes.ts";
import { registerForumRoutes } from "./features/forums/forums.routes.ts";
import { registerGameRoutes } from "./features/games/games.routes.ts";
import { registerGiftRoutes } from "./features/gifts/gifts.routes.ts";
import { registerMallRoutes } from "./features/mall/mall.routes.ts";
import { registerMediaRoutes } from "./features/media/media.routes.ts";
import { registerMessageRoutes } from "./features/messages/messages.routes.ts";
import { registerNewsRoutes } from "./features/news/news.routes.ts";
import { registerPointsRoutes } from "./features/points/points.routes.ts";
import { registerProfileRoutes } from "./features/profile/profile.routes.ts";
import { registerReviewRoutes } from "./features/reviews/reviews.routes.ts";
import { registerSecurityRoutes } from "./features/security/security.routes.ts";
import { registerStatsRoutes } from "./features/stats/stats.routes.ts";
import { registerSystemRoutes } from "./features/system/system.routes.ts";
import { registerTopupRoutes } from "./features/topup/topup.routes.ts";
import { trustProxySetting } from "./platform/client-address.ts";
import type { AppDeps } from "./platform/context.ts";
import { registerStateChangeGuards } from "./platform/csrf.ts";
import { frameworkErrorReply, registerErrorReplies } from "./platform/error-replies.ts";
import { registerLanguage } from "./platform/language.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";
import { registerSessions } from "./platform/session.ts";

/** Builds the app with every plugin and feature; it never listens (main.ts does, tests inject). */
export async function buildApp(deps: AppDeps, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? { level: deps.config.LOG_LEVEL, redact: ["req.headers.cookie", "req.headers.authorization"] }
      : false,
    trustProxy: trustProxySetting(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply(deps),
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  registerLanguage(app);
  registerSessions(app, deps);
  registerStateChangeGuards(app, deps);
  registerErrorReplies(app, deps);

  registerSystemRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerStatsRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerMediaRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerSecurityRoutes(app, deps);
  registerGameRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerMessageRoutes(app, deps);
  registerForumRoutes(app, deps);
  registerNewsRoutes(app, deps);
  registerGiftRoutes(app, deps);
  registerPointsRoutes(app, deps);
  registerMallRoutes(app, deps);
  registerTopupRoutes(app, deps);

  await serveWebApp(app, deps.config.WEB_DIST);
  return app;
}

/** The SPA under /dist/ with history-mode fallback; / redirects there. */
async function serveWebApp(app: FastifyInstance, webDist: string) {
  app.get("/", async (_request, reply) => reply.redirect("/dist/"));
  const indexFile = join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    app.get("/dist/*", async (_request, reply) =>
      reply.code(503).type("text/plain").send("The web app is not built yet: run `npm run build`."),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: "/dist/",
    wildcard: false,
    // The fallback below serves index.html for /dist/ itself; a second route for it would clash.
    index: false,
    setHeaders: (res, path) => {
      if (path.includes(`${join("dist", "assets")}`))
        res.header("cache-control", "public, max-age=31536000, immutable");
      else res.header("cache-control", "no-cache");
    },
  });
  const fallback = async (request: { url: string }, reply: import("fastify").FastifyReply) => {
    // A missing asset is a real 404, not the app's HTML.
    if (/\.[a-z0-9]+$/i.test(request.url.split("?")[0] ?? "")) return reply.code(404).send("Not found");
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  };
  app.get("/dist", fallback);
  app.get("/dist/", fallback);
  app.get("/dist/*", fallback);
}
