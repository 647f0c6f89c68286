import { listAudit } from "@portal/contracts/console/audit";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import { auditPage } from "./audit.service.ts";

/** The audit log, filtered by staff member, action, subject and time. */
export function registerAuditConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, listAudit, async ({ query }) => {
    const filter = {
      ...query,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    };
    const { rows, total } = await auditPage(deps, filter, query.pageSize, offsetOf(query));
    const items = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    return toPage(items, total, query);
  });
}
