import { normalizeLanguage } from "@portal/contracts/languages";
import { eventList } from "@portal/contracts/platform";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import { checkSignedAsk, runningActivities } from "./events.service.ts";

export function registerEventRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, eventList, async ({ query, request }) => {
    await checkSignedAsk(deps, request.query as Record<string, string>, query);
    return runningActivities(deps, normalizeLanguage(query.sys_language));
  });
}
