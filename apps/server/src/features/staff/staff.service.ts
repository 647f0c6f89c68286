import type { StaffRole } from "@portal/contracts/console/roles";
import type { changeStaffRole, createStaff, setStaffDisabled } from "@portal/contracts/console/staff";
import type { ParsedBody } from "@portal/contracts/route";
import { type Db, isUniqueViolation, type Tx } from "../../db/client.ts";
import { auditedChange, recordAudit } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { assertUncommonPassword, hashPassword } from "../../platform/passwords.ts";
import { type ConsoleStaff, endAllStaffSessions } from "../../platform/staff-session.ts";
import { presentStaff } from "./staff.presenter.ts";
import * as repo from "./staff.repository.ts";

export async function listStaff(deps: AppDeps) {
  return { items: (await repo.listStaff(deps.database.db)).map(presentStaff) };
}

/**
 * Adds a staff member (`by`: who, or null for the server command). They sign in with the password
 * they were given and set up their authenticator app on the first sign-in.
 */
export async function addStaffMember(
  db: Db,
  now: Date,
  by: number | null,
  input: { email: string; name: string; role: StaffRole; password: string },
) {
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertStaff(tx, {
        email: input.email.toLowerCase(),
        name: input.name,
        role: input.role,
        passwordHash,
        createdAt: now,
      });
      const after = presentStaff(row);
      await recordAudit(tx, {
        staffId: by,
        at: now,
        action: "staff.create",
        subject: staffSubject(row.id),
        before: null,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("staffEmailTaken");
    throw error;
  }
}

export const createStaffMember = (deps: AppDeps, by: ConsoleStaff, input: ParsedBody<typeof createStaff>) =>
  addStaffMember(deps.database.db, deps.now(), by.id, input);

export async function changeRole(deps: AppDeps, by: ConsoleStaff, input: ParsedBody<typeof changeStaffRole>) {
  return editStaff(deps, by, input, "staff.changeRole", () => ({ role: input.role }));
}

/** Disabling ends the staff member's sessions at once; enabling lets them sign in again. */
export async function setDisabled(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof setStaffDisabled>,
) {
  const action = input.disabled ? "staff.disable" : "staff.enable";
  return editStaff(deps, by, input, action, (row, tx) => {
    if (!input.disabled) return { disabledAt: null };
    return endAllStaffSessions(tx, row.id).then(() => ({ disabledAt: row.disabledAt ?? deps.now() }));
  });
}

type StaffChange = Partial<Pick<repo.StaffRow, "role" | "disabledAt">>;

/**
 * One edit of a staff member in one transaction: refused for one's own account, refused if someone
 * else saved first (version), refused if it would leave no active owner, and audited with the row
 * before and after.
 */
async function editStaff(
  deps: AppDeps,
  by: ConsoleStaff,
  target: { staffId: number; version: number },
  action: string,
  change: (row: repo.StaffRow, tx: Tx) => StaffChange | Promise<StaffChange>,
) {
  return auditedChange(deps, by, async (tx, audit) => {
    await repo.lockActiveOwners(tx);
    const row = await repo.lockStaff(tx, target.staffId);
    if (!row) throw new AppError("staffNotFound");
    if (row.id === by.id) throw new AppError("staffSelfEdit");
    if (row.version !== target.version) throw new AppError("staleEdit");
    const updated = await repo.updateStaffAtVersion(tx, row.id, row.version, await change(row, tx));
    if (!updated) throw new AppError("staleEdit");
    if ((await repo.lockActiveOwners(tx)).length === 0) throw new AppError("lastOwner");
    const after = presentStaff(updated);
    await audit({ action, subject: staffSubject(row.id), before: presentStaff(row), after });
    return after;
  });
}

const staffSubject = (id: number) => ({ type: "staff", id });
