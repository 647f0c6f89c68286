import { pageView } from "@portal/contracts/platform";
import type { FastifyInstance } from "fastify";
import { pageViews } from "../../db/schema/platform.ts";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";

export function registerStatsRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, pageView, async ({ body, request, user }) => {
    await deps.database.db.insert(pageViews).values({
      path: body.path,
      firstLink: body.firstLink ?? null,
      referrer: body.referrer ?? null,
      system: body.system,
      webview: body.webview ? 1 : 0,
      userId: user?.id ?? null,
      language: request.language,
      at: deps.now(),
    });
    return null;
  });
}
