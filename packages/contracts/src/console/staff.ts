import { z } from "zod";
import { entityId } from "../paging.ts";
import { email, password } from "../validation.ts";
import { permissions, staffRoles } from "./roles.ts";
import { consoleArea } from "./route.ts";

const anyStaff = consoleArea(null);
const staffManage = consoleArea("staff.manage");

export const staffRole = z.enum(staffRoles, { error: "validation:invalid" });
export const staffName = z
  .string({ error: "validation:required" })
  .trim()
  .min(1, "validation:required")
  .max(40, "validation:tooLong");
export const totpCode = z
  .string({ error: "validation:codeRequired" })
  .trim()
  .regex(/^\d{6}$/, "validation:codeRequired");
export const recoveryCode = z
  .string({ error: "validation:required" })
  .trim()
  .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/i, "validation:invalid");

export const staffMember = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  disabled: z.boolean(),
  secondFactor: z.boolean(),
  version: z.number(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const signedInStaff = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  permissions: z.array(z.enum(permissions)),
});
export type SignedInStaff = z.infer<typeof signedInStaff>;

/** Step 1: e-mail and password. The answer says which second-factor step comes next. */
export const consoleSignIn = anyStaff.post({
  path: "/console/sign-in",
  stage: "signIn",
  body: z.object({ email, password }),
  data: z.object({ next: z.enum(["enrol", "verify"]) }),
});

/** Step 2 on the first sign-in: a new TOTP secret as a QR code (and as text for typing in). */
export const consoleEnrolment = anyStaff.post({
  path: "/console/sign-in/enrolment",
  stage: "secondFactor",
  data: z.object({ qrCode: z.string(), secret: z.string(), uri: z.string() }),
});

/** Step 3 on the first sign-in: a code from the new secret; answers the recovery codes, shown once. */
export const consoleConfirmEnrolment = anyStaff.post({
  path: "/console/sign-in/enrolment/confirm",
  stage: "secondFactor",
  body: z.object({ code: totpCode }),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});

/** Step 2 later: a TOTP code, or one of the recovery codes (each works once). */
export const consoleVerify = anyStaff.post({
  path: "/console/sign-in/verify",
  stage: "secondFactor",
  body: z.union([z.object({ code: totpCode }), z.object({ recoveryCode })], {
    error: "validation:codeRequired",
  }),
  data: z.object({ recoveryCodesLeft: z.number().nullable() }),
});

export const consoleMe = anyStaff.get({ path: "/console/me", data: signedInStaff });

export const consoleSignOut = anyStaff.post({
  path: "/console/sign-out",
  stage: "secondFactor",
  data: z.null(),
});

export const listStaff = staffManage.get({
  path: "/console/staff",
  data: z.object({ items: z.array(staffMember) }),
});

export const createStaff = staffManage.post({
  path: "/console/staff/create",
  body: z.object({ email, name: staffName, role: staffRole, password }),
  data: staffMember,
});

/** `version` is the row the owner saw: someone else's change in between refuses the edit. */
const staffEdit = { staffId: entityId, version: z.number({ error: "validation:invalid" }).int() };

export const changeStaffRole = staffManage.post({
  path: "/console/staff/role",
  body: z.object({ ...staffEdit, role: staffRole }),
  data: staffMember,
});

export const setStaffDisabled = staffManage.post({
  path: "/console/staff/disabled",
  body: z.object({ ...staffEdit, disabled: z.boolean({ error: "validation:invalid" }) }),
  data: staffMember,
});
