import { listAudit } from "@portal/contracts/console/audit";
import type { QueryOf } from "@portal/contracts/route";
import { usePagedRoute } from "../../lib/query";

export type AuditFilter = NonNullable<QueryOf<typeof listAudit>>;

export const useAuditLog = (filter: AuditFilter) => usePagedRoute(["console", "audit"], listAudit, filter);
