import type { StaffRole } from "@portal/contracts/console/roles";
import type { StaffMember } from "@portal/contracts/console/staff";
import type { StaffRow } from "./staff.repository.ts";

/** A staff row as the console (and the audit log) sees it: never a hash or a secret. */
export function presentStaff(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    disabled: row.disabledAt !== null,
    secondFactor: row.totpSecret !== null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}
