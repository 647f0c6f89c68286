import { integer, serial, timestamp } from "drizzle-orm/pg-core";

/**
 * The columns most tables share, written once. Foreign keys to a table live beside that table
 * (`userRef` in account.ts, `gameRef` in games.ts), so this module imports no table.
 */

/** `id serial primary key`. */
export const primaryId = () => serial("id").primaryKey();

/** When the row was written (`created_at`, now by default). */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The edit version a stale console edit is refused against (starts at 1). */
export const rowVersion = () => integer("version").notNull().default(1);

/** The position in its list (`sort_order`, 0 by default). */
export const sortOrder = () => integer("sort_order").notNull().default(0);

/** A counter kept in the same transaction as the rows it counts (0 by default). */
export const counter = (name: string) => integer(name).notNull().default(0);
