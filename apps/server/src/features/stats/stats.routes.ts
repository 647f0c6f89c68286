import { pageView } from "@portal/contracts/platform";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import { recordPageView } from "./stats.service.ts";

export function registerStatsRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, pageView, async ({ body, request, user }) => {
    await recordPageView(deps, body, user?.id ?? null, request.language);
    return null;
  });
}
