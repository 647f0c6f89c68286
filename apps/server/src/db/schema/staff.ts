import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, primaryId, rowVersion } from "./columns.ts";

/** Operator console staff: not players; their own accounts, roles and second factor. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: primaryId(),
    /** Lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** The confirmed TOTP secret, encrypted with a key derived from APP_SECRET; null until enrolled. */
    totpSecret: text("totp_secret"),
    /** A secret shown as a QR code but not yet confirmed with a code (encrypted like totpSecret). */
    totpPendingSecret: text("totp_pending_secret"),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step").notNull().default(0),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Moves with every change made in the console: an edit of an older version is refused. */
    version: rowVersion(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_members_email_idx").on(t.email)],
);

/** Ten one-time recovery codes per staff member, stored as keyed hashes. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: primaryId(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_recovery_codes_hash_idx").on(t.staffId, t.codeHash)],
);

/** Console sessions: a token's HMAC; full once the second factor is passed; idle ones expire. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/**
 * Every change made in the console, written in the transaction of the change. Append-only: the
 * code has no update or delete path, and a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    staffId: integer("staff_id").references(() => staffMembers.id),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_entries_at_idx").on(t.at),
    index("audit_entries_staff_idx").on(t.staffId, t.at),
    index("audit_entries_subject_idx").on(t.subjectType, t.subjectId),
  ],
);
