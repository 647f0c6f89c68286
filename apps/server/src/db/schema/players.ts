import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userRef } from "./account.ts";
import { primaryId } from "./columns.ts";
import { staffMembers } from "./staff.ts";

/**
 * Every ban and mute staff gave a player, kept after it ends or is lifted (the player page's
 * history). The player's row carries the one in force (`users.banned_until`, `users.muted_until`),
 * which is what every request checks; both are written in one transaction.
 */
export const playerSanctions = pgTable(
  "player_sanctions",
  {
    id: primaryId(),
    userId: userRef(),
    kind: text("kind", { enum: ["ban", "mute"] }).notNull(),
    reason: text("reason").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** null: permanent. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    staffId: integer("staff_id").references(() => staffMembers.id),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedBy: integer("lifted_by").references(() => staffMembers.id),
  },
  (t) => [index("player_sanctions_user_idx").on(t.userId, t.startsAt)],
);
