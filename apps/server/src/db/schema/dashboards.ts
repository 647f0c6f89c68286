import { bigint, date, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The dashboards' pre-aggregated figures: one row per reporting day (in the publisher's reporting
 * time zone), metric, key (a game, pack, region or method; '' for none) and currency ('' for
 * counts). Rebuilt day by day from the source tables (`features/dashboards/daily-stats.ts`), so a
 * rebuild of a day replaces it whole and running it twice changes nothing.
 */
export const dashboardDaily = pgTable(
  "dashboard_daily",
  {
    metric: text("metric").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    key: text("key").notNull().default(""),
    currency: text("currency").notNull().default(""),
    value: bigint("value", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.key, t.currency] })],
);

/** The days whose rows are in `dashboard_daily`, and in which time zone they were cut. */
export const dashboardDays = pgTable("dashboard_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  timeZone: text("time_zone").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
});
