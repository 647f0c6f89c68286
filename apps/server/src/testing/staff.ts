import type { StaffRole } from "@portal/contracts/console/roles";
import type { StaffMember } from "@portal/contracts/console/staff";
import { generate } from "otplib";
import { addStaffMember } from "../features/staff/staff.service.ts";
import type { TestApp, TestClient } from "./test-app.ts";

export const staffPassword = "console-pass-42";

let made = 0;

/** A staff member added on the server (like `npm run console:owner`), not yet enrolled. */
export async function addStaff(t: TestApp, role: StaffRole, email = `staff${++made}@example.com`) {
  return addStaffMember(t.database.db, t.clock.now, null, {
    email,
    name: `${role} ${made}`,
    role,
    password: staffPassword,
  });
}

/** The current TOTP code of `secret` on the test clock. */
export const totpNow = (t: TestApp, secret: string) =>
  generate({ secret, epoch: Math.floor(t.clock.now.getTime() / 1000) });

/**
 * Signs `staff` in through the real steps (password, QR enrolment, first code) and answers the
 * client, the TOTP secret and the recovery codes.
 */
export async function enrolStaff(t: TestApp, staff: StaffMember, client: TestClient = t.client()) {
  const signedIn = await client.post("/api/console/sign-in", { email: staff.email, password: staffPassword });
  if (signedIn.code !== 200) throw new Error(`console sign-in failed: ${signedIn.msg}`);
  const enrolment = await client.post<{ secret: string }>("/api/console/sign-in/enrolment");
  const secret = enrolment.data.secret;
  const confirmed = await client.post<{ recoveryCodes: string[] }>("/api/console/sign-in/enrolment/confirm", {
    code: await totpNow(t, secret),
  });
  if (confirmed.code !== 200) throw new Error(`enrolment failed: ${confirmed.msg}`);
  return { client, secret, recoveryCodes: confirmed.data.recoveryCodes };
}

/** A new staff member of `role`, signed in with a full console session. */
export async function signedInStaff(t: TestApp, role: StaffRole) {
  const staff = await addStaff(t, role);
  return { staff, ...(await enrolStaff(t, staff)) };
}
