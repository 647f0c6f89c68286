import { ADDRESS_MAX_FAILURES, LOGIN_LOCK_MS } from "@portal/contracts/account";
import { rolePermissions } from "@portal/contracts/console/roles";
import { CONSOLE_SIGN_IN_MAX_FAILURES } from "@portal/contracts/console/route";
import type { consoleSignIn, consoleVerify } from "@portal/contracts/console/staff";
import type { ParsedBody } from "@portal/contracts/route";
import type { FastifyReply } from "fastify";
import { countAttempt, forgetAttempts, minutesUntil, refundAttempt } from "../../platform/attempts.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { verifyPassword } from "../../platform/passwords.ts";
import { type ConsoleStaff, completeSecondFactor, startStaffSession } from "../../platform/staff-session.ts";
import {
  acceptedTimeStep,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpEnrolment,
  openTotpSecret,
  sealTotpSecret,
} from "./second-factor.ts";
import * as repo from "./staff.repository.ts";

/** The demo seed stores its staff's authenticator secrets the way enrolment does. */
export { sealTotpSecret };

const signInKeys = (email: string, address: string) => ({
  account: `console-sign-in:account:${email}`,
  address: `console-sign-in:address:${address}`,
});
const secondFactorKey = (staffId: number) => `console-second-factor:${staffId}`;

/**
 * Step 1: e-mail and password, counted before the check like a player's sign-in (5 per account,
 * 30 per address in 15 minutes). A missing account and a wrong password get the same answer.
 */
export async function signInStaff(
  deps: AppDeps,
  input: ParsedBody<typeof consoleSignIn>,
  address: string,
  reply: FastifyReply,
) {
  const email = input.email.toLowerCase();
  const keys = signInKeys(email, address);
  const now = deps.now();
  const db = deps.database.db;
  const perAccount = await countAttempt(db, keys.account, LOGIN_LOCK_MS, now);
  const perAddress = await countAttempt(db, keys.address, LOGIN_LOCK_MS, now);
  if (perAccount.tries > CONSOLE_SIGN_IN_MAX_FAILURES)
    throw new AppError("accountLocked", { minutes: minutesUntil(perAccount.resetsAt, now) });
  if (perAddress.tries > ADDRESS_MAX_FAILURES)
    throw new AppError("addressLocked", { minutes: minutesUntil(perAddress.resetsAt, now) });
  const staff = await repo.findStaffByEmail(db, email);
  if (!(await verifyPassword(staff?.passwordHash, input.password)) || !staff)
    throw new AppError("staffSignInWrong");
  if (staff.disabledAt) throw new AppError("staffDisabled");
  await forgetAttempts(db, [keys.account]);
  await refundAttempt(db, keys.address);
  await startStaffSession(deps, reply, staff.id);
  return { next: staff.totpSecret ? ("verify" as const) : ("enrol" as const) };
}

/** Counts a second-factor try: the 6th wrong code within 15 minutes locks the step. */
async function countSecondFactorTry(deps: AppDeps, staffId: number) {
  const now = deps.now();
  const count = await countAttempt(deps.database.db, secondFactorKey(staffId), LOGIN_LOCK_MS, now);
  if (count.tries > CONSOLE_SIGN_IN_MAX_FAILURES)
    throw new AppError("accountLocked", { minutes: minutesUntil(count.resetsAt, now) });
}

async function ownRow(deps: AppDeps, staff: ConsoleStaff) {
  const row = await repo.findStaffById(deps.database.db, staff.id);
  if (!row) throw new AppError("staffNotSignedIn");
  return row;
}

/** First sign-in: a new secret to scan. Asking again replaces the one not yet confirmed. */
export async function startEnrolment(deps: AppDeps, staff: ConsoleStaff) {
  const row = await ownRow(deps, staff);
  if (row.totpSecret) throw new AppError("secondFactorEnrolled");
  const enrolment = await newTotpEnrolment(row.email);
  await repo.setPendingSecret(
    deps.database.db,
    row.id,
    sealTotpSecret(deps.config.APP_SECRET, enrolment.secret),
  );
  return enrolment;
}

/** A right code from the new secret confirms it, passes the session and hands out recovery codes once. */
export async function confirmEnrolment(deps: AppDeps, staff: ConsoleStaff, code: string) {
  const row = await ownRow(deps, staff);
  if (row.totpSecret) throw new AppError("secondFactorEnrolled");
  if (!row.totpPendingSecret) throw new AppError("secondFactorWrong");
  await countSecondFactorTry(deps, row.id);
  const secret = openTotpSecret(deps.config.APP_SECRET, row.totpPendingSecret);
  const now = deps.now();
  const step = await acceptedTimeStep(secret, code, now, row.totpLastStep);
  if (step === null) throw new AppError("secondFactorWrong");
  const recoveryCodes = newRecoveryCodes();
  const appSecret = deps.config.APP_SECRET;
  await deps.database.db.transaction(async (tx) => {
    if (!(await repo.takeTimeStep(tx, row.id, step))) throw new AppError("secondFactorWrong");
    await repo.confirmSecret(tx, row.id, row.totpPendingSecret as string);
    await repo.replaceRecoveryCodes(
      tx,
      row.id,
      recoveryCodes.map((c) => hashRecoveryCode(appSecret, c)),
    );
    await completeSecondFactor(tx, staff.sessionTokenHash, now);
    await recordAudit(tx, {
      staffId: row.id,
      at: now,
      action: "staff.enrolSecondFactor",
      subject: { type: "staff", id: row.id },
      before: { secondFactor: false },
      after: { secondFactor: true, recoveryCodes: recoveryCodes.length },
    });
  });
  await forgetAttempts(deps.database.db, [secondFactorKey(row.id)]);
  return { recoveryCodes };
}

/** Later sign-ins: the current TOTP code, or a recovery code (each works once). */
export async function verifySecondFactor(
  deps: AppDeps,
  staff: ConsoleStaff,
  input: ParsedBody<typeof consoleVerify>,
) {
  const row = await ownRow(deps, staff);
  if (!row.totpSecret) throw new AppError("secondFactorRequired");
  await countSecondFactorTry(deps, row.id);
  const now = deps.now();
  const db = deps.database.db;
  let recoveryCodesLeft: number | null = null;
  if ("code" in input) {
    const secret = openTotpSecret(deps.config.APP_SECRET, row.totpSecret);
    const step = await acceptedTimeStep(secret, input.code, now, row.totpLastStep);
    if (step === null || !(await repo.takeTimeStep(db, row.id, step)))
      throw new AppError("secondFactorWrong");
  } else {
    const hash = hashRecoveryCode(deps.config.APP_SECRET, input.recoveryCode);
    if (!(await repo.useRecoveryCode(db, row.id, hash, now))) throw new AppError("secondFactorWrong");
    recoveryCodesLeft = await repo.countUnusedRecoveryCodes(db, row.id);
  }
  await completeSecondFactor(db, staff.sessionTokenHash, now);
  await forgetAttempts(db, [secondFactorKey(row.id)]);
  return { recoveryCodesLeft };
}

export function describeSignedInStaff(staff: ConsoleStaff) {
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    permissions: [...rolePermissions[staff.role]],
  };
}
