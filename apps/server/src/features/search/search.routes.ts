import * as contract from "@portal/contracts/search";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import { search } from "./search.service.ts";

/** Search across the portal (games, news, forum posts). */
export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, contract.search, ({ query, request }) => search(deps, request.language, query));
}
