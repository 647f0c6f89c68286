import { listAudit } from "@portal/contracts/console/audit";
import type { QueryOf } from "@portal/contracts/route";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";

export type AuditFilter = NonNullable<QueryOf<typeof listAudit>>;

export const auditKeys = { list: (filter: AuditFilter) => ["console", "audit", filter] as const };

export const auditQuery = (filter: AuditFilter) =>
  queryOptions({ queryKey: auditKeys.list(filter), queryFn: () => call(listAudit, { query: filter }) });

export const useAuditLog = (filter: AuditFilter) =>
  useQuery({ ...auditQuery(filter), placeholderData: keepPreviousData });
