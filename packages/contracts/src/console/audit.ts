import { z } from "zod";
import { entityId, paged, pageQuery } from "../paging.ts";
import { consoleArea } from "./route.ts";
import { isoTime } from "./texts.ts";

const auditRead = consoleArea("audit.read");

/** Every change made in the console, as one append-only row. */
export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  staffId: z.number().nullable(),
  staffName: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const optionalText = z.string().trim().max(80, "validation:tooLong").optional();
const optionalDate = isoTime.optional();

export const listAudit = auditRead.get({
  path: "/console/audit",
  query: z.object({
    ...pageQuery,
    staffId: entityId.optional(),
    action: optionalText,
    subjectType: optionalText,
    subjectId: optionalText,
    from: optionalDate,
    to: optionalDate,
  }),
  data: paged(auditEntry),
});
