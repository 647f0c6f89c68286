import type { StaffRole } from "@portal/contracts/console/roles";

/**
 * Development only (SEED_DEMO): one staff member per role, documented in the README, all with the
 * same password and the same well-known TOTP secret, so `npm run console:code` (or any
 * authenticator app given DEMO_TOTP_SECRET) signs them in. Production never seeds staff.
 */
export const DEMO_STAFF_PASSWORD = "console-demo-2026";
export const DEMO_TOTP_SECRET = "DEMOCONSOLESTAFFTOTPSECRETKEYAAA";

export const demoStaff: { email: string; name: string; role: StaffRole }[] = [
  { email: "owner@console.local", name: "Olivia (owner)", role: "owner" },
  { email: "editor@console.local", name: "Ethan (editor)", role: "contentEditor" },
  { email: "moderator@console.local", name: "Mia (moderator)", role: "communityModerator" },
  { email: "commerce@console.local", name: "Chen (commerce)", role: "commerceOperator" },
  { email: "support@console.local", name: "Sara (support)", role: "supportAgent" },
  { email: "analyst@console.local", name: "Ana (analyst)", role: "analyst" },
];
