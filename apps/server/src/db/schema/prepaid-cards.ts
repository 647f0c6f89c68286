import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { createdAt, primaryId } from "./columns.ts";

/**
 * A batch of prepaid cards the publisher issued: every card of a batch has the same face value,
 * currency, payment region and expiry.
 */
export const prepaidCardBatches = pgTable(
  "prepaid_card_batches",
  {
    id: primaryId(),
    /** The publisher's batch code (printed on the cards' packaging); one import per code. */
    code: text("code").notNull(),
    faceValueMinor: bigint("face_value_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** The payment region (ID, VN …) whose ppCard method takes these cards. */
    region: text("region").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** A withdrawn batch pays nothing (stolen stock, a printing error). */
    status: text("status", { enum: ["active", "withdrawn"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("prepaid_card_batches_code_idx").on(t.code),
    check("prepaid_card_batches_value_positive", sql`${t.faceValueMinor} > 0`),
  ],
);

/**
 * One card: its serial (unique over all batches) and a keyed hash of its PIN, never the PIN.
 * A card pays one order, once: `status` moves from active to used with a conditional update.
 * Wrong PINs are counted per card and per player in the shared attempt counters.
 */
export const prepaidCards = pgTable(
  "prepaid_cards",
  {
    id: primaryId(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => prepaidCardBatches.id),
    serial: text("serial").notNull(),
    pinHash: text("pin_hash").notNull(),
    status: text("status", { enum: ["active", "used"] })
      .notNull()
      .default("active"),
    usedOrderNo: text("used_order_no"),
    usedBy: integer("used_by").references(() => users.id),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("prepaid_cards_serial_idx").on(t.serial),
    index("prepaid_cards_batch_idx").on(t.batchId),
  ],
);
