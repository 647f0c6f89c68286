import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userRef, users } from "./account.ts";
import { createdAt, primaryId } from "./columns.ts";

/**
 * A player's verified real name. Only the masked forms are kept (that is all anyone is shown),
 * with a keyed hash of the ID number so support can check a number a player gives them.
 */
export const realNameCards = pgTable("real_name_cards", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  nameMasked: text("name_masked").notNull(),
  idNumberMasked: text("id_number_masked").notNull(),
  idNumberHash: text("id_number_hash").notNull(),
  verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
});

/** The identity step: a code from the bound e-mail or phone, turned into a one-use, short-lived proof. */
export const identityProofs = pgTable(
  "identity_proofs",
  {
    id: primaryId(),
    userId: userRef(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("identity_proofs_user_idx").on(t.userId)],
);
