import { getDashboardChart } from "@portal/contracts/console/dashboards";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import { dashboardChart } from "./dashboards.service.ts";

/** The dashboards' charts (analysts, commerce operators, owners). */
export function registerDashboardsConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, getDashboardChart, ({ query, request }) => dashboardChart(deps, request.language, query));
}
