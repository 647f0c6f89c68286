import { listAudit } from "@portal/contracts/console/audit";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import { countAuditEntries, findAuditEntries } from "./audit.repository.ts";

/** The audit log, filtered by staff member, action, subject and time. */
export function registerAuditConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, listAudit, async ({ query }) => {
    const filter = {
      ...query,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    };
    const db = deps.database.db;
    const [rows, total] = await Promise.all([
      findAuditEntries(db, filter, query.pageSize, offsetOf(query)),
      countAuditEntries(db, filter),
    ]);
    const items = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    return toPage(items, total, query);
  });
}
