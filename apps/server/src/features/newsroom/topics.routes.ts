import { activity, appTopicDetail } from "@portal/contracts/topics";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import * as topics from "./topics.service.ts";

/** The portal's topic and event pages (appTopicDetail) and the event list (activity). */
export function registerTopicRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, appTopicDetail, ({ query, request }) =>
    topics.topicDetail(deps, request.language, query.topicId),
  );
  serve(app, activity, ({ query, request }) => topics.activity(deps, request.language, query.appId));
}
