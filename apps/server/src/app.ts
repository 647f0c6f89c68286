import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { registerAccountRoutes } from "./features/account/account.routes.ts";
import { registerAuditConsoleRoutes } from "./features/audit/audit.console.routes.ts";
import { registerBoardsConsoleRoutes } from "./features/boards/boards.console.routes.ts";
import { registerBroadcastConsoleRoutes } from "./features/broadcasts/broadcasts.console.routes.ts";
import { registerContentConsoleRoutes } from "./features/content/content.console.routes.ts";
import { registerDashboardsConsoleRoutes } from "./features/dashboards/dashboards.console.routes.ts";
import { registerEventRoutes } from "./features/events/events.routes.ts";
import { registerForumRoutes } from "./features/forums/forums.routes.ts";
import { registerGameRoutes } from "./features/games/games.routes.ts";
import { registerGiftPacksConsoleRoutes } from "./features/gift-packs/gift-packs.console.routes.ts";
import { registerGiftRoutes } from "./features/gifts/gifts.routes.ts";
import { registerMallRoutes } from "./features/mall/mall.routes.ts";
import { registerMediaRoutes } from "./features/media/media.routes.ts";
import { registerMessageRoutes } from "./features/messages/messages.routes.ts";
import { registerModerationConsoleRoutes } from "./features/moderation/moderation.console.routes.ts";
import { registerNewsRoutes } from "./features/news/news.routes.ts";
import { registerNewsroomConsoleRoutes } from "./features/newsroom/newsroom.console.routes.ts";
import { registerTopicRoutes } from "./features/newsroom/topics.routes.ts";
import { registerOrdersConsoleRoutes } from "./features/orders/orders.console.routes.ts";
import { registerPlayersConsoleRoutes } from "./features/players/players.console.routes.ts";
import { registerPointsRoutes } from "./features/points/points.routes.ts";
import { registerProfileRoutes } from "./features/profile/profile.routes.ts";
import { registerPushRoutes } from "./features/push/push.routes.ts";
import { registerReviewRoutes } from "./features/reviews/reviews.routes.ts";
import { registerRewardsConsoleRoutes } from "./features/rewards/rewards.console.routes.ts";
import { registerSearchRoutes } from "./features/search/search.routes.ts";
import { registerSecurityRoutes } from "./features/security/security.routes.ts";
import { registerStaffConsoleRoutes } from "./features/staff/staff.console.routes.ts";
import { registerStatsRoutes } from "./features/stats/stats.routes.ts";
import { registerSystemRoutes } from "./features/system/system.routes.ts";
import { registerCatalogueConsoleRoutes } from "./features/topup/catalogue.console.routes.ts";
import { registerTopupRoutes } from "./features/topup/topup.routes.ts";
import { trustProxySetting } from "./platform/client-address.ts";
import { registerConsoleAccess } from "./platform/console-route.ts";
import type { AppDeps } from "./platform/context.ts";
import { registerStateChangeGuards } from "./platform/csrf.ts";
import { frameworkErrorReply, registerErrorReplies } from "./platform/error-replies.ts";
import { createMetrics, registerMetrics } from "./platform/metrics.ts";
import { registerApiDocs } from "./platform/openapi.ts";
import { newRequestId, registerRequestStart } from "./platform/request-context.ts";
import { registerSessions } from "./platform/session.ts";
import { registerCompression, serveConsoleApp, serveWebApp } from "./platform/web-app.ts";

/** Builds the app with every plugin and feature; it never listens (main.ts does, tests inject). */
export async function buildApp(
  deps: AppDeps,
  options: { logger?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: deps.config.LOG_LEVEL,
          redact: ["req.headers.cookie", "req.headers.authorization"],
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    trustProxy: trustProxySetting(deps.config.TRUST_PROXY),
    genReqId: newRequestId,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply(deps),
  });
  await app.register(fastifyCookie);
  registerRequestStart(app);
  await registerCompression(app);
  // No token, no metrics: nothing measured on the request path that nobody can read.
  if (deps.config.METRICS_TOKEN)
    registerMetrics(app, createMetrics(deps.database.db, deps.database.poolUse), deps.config.METRICS_TOKEN);
  registerSessions(app, deps);
  registerStateChangeGuards(app, deps);
  registerErrorReplies(app, deps);
  registerConsoleAccess(app, deps);

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
  registerPushRoutes(app, deps);
  registerForumRoutes(app, deps);
  registerNewsRoutes(app, deps);
  registerTopicRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerGiftRoutes(app, deps);
  registerPointsRoutes(app, deps);
  registerMallRoutes(app, deps);
  registerTopupRoutes(app, deps);
  registerStaffConsoleRoutes(app, deps);
  registerAuditConsoleRoutes(app, deps);
  registerPlayersConsoleRoutes(app, deps);
  registerOrdersConsoleRoutes(app, deps);
  registerContentConsoleRoutes(app, deps);
  registerRewardsConsoleRoutes(app, deps);
  registerNewsroomConsoleRoutes(app, deps);
  registerGiftPacksConsoleRoutes(app, deps);
  registerCatalogueConsoleRoutes(app, deps);
  registerModerationConsoleRoutes(app, deps);
  registerDashboardsConsoleRoutes(app, deps);
  registerBroadcastConsoleRoutes(app, deps);
  registerBoardsConsoleRoutes(app, deps);
  registerApiDocs(app);

  await serveWebApp(app, deps.config.WEB_DIST, { publicCache: deps.publicCache });
  await serveConsoleApp(app, deps.config.CONSOLE_DIST);
  return app;
}
