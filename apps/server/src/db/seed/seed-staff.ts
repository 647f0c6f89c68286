import { sealTotpSecret } from "../../features/staff/staff-sign-in.service.ts";
import { hashPassword } from "../../platform/passwords.ts";
import type { Db } from "../client.ts";
import { staffMembers } from "../schema/staff.ts";
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRET, demoStaff } from "./demo-staff.ts";

export async function seedDemoStaff(db: Db, appSecret: string): Promise<number> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const rows = await db
    .insert(staffMembers)
    .values(
      demoStaff.map((staff) => ({
        ...staff,
        passwordHash,
        totpSecret: sealTotpSecret(appSecret, DEMO_TOTP_SECRET),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: staffMembers.id });
  return rows.length;
}
