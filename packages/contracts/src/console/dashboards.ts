import { z } from "zod";
import { consoleArea } from "./route.ts";

const analyticsRead = consoleArea("analytics.read");

/** The dashboard's charts; each is one request (`GET /console/dashboards/chart`). */
export const dashboardCharts = [
  "registrations",
  "activePlayers",
  "reservations",
  "claims",
  "revenue",
  "paymentSuccess",
  "deliveryTime",
  "refundRate",
] as const;
export type DashboardChart = (typeof dashboardCharts)[number];

/** What revenue is broken down by. */
export const revenueDimensions = ["game", "region", "method"] as const;
export type RevenueDimension = (typeof revenueDimensions)[number];

/** The longest range one chart covers, in days (both ends counted). */
export const DASHBOARD_MAX_DAYS = 366;

/**
 * What a value counts: players or orders (`count`), money in the currency's minor unit (`minor`,
 * the series names its currency), a share in percent (`percent`), a duration (`ms`).
 */
export const seriesUnits = ["count", "minor", "percent", "ms"] as const;

export const chartSeries = z.object({
  key: z.string(),
  /** A game's or pack's name, a region, a method; empty for the chart's own figures. */
  label: z.string(),
  currency: z.string().nullable(),
  unit: z.enum(seriesUnits),
});
export type ChartSeries = z.infer<typeof chartSeries>;

export const chartData = z.object({
  chart: z.enum(dashboardCharts),
  from: z.string(),
  to: z.string(),
  /** The reporting time zone the days are cut in (setting REPORTING_TIME_ZONE). */
  timeZone: z.string(),
  /** The reporting day now: its figures are computed live, earlier days come from the daily rows. */
  today: z.string(),
  series: z.array(chartSeries),
  /** One point per day of the range, oldest first; a value per series key (null: nothing to divide). */
  points: z.array(z.object({ day: z.string(), values: z.record(z.string(), z.number().nullable()) })),
  /** Each series over the whole range (sums; rates from the sums; null for percentiles). */
  totals: z.record(z.string(), z.number().nullable()),
});
export type ChartData = z.infer<typeof chartData>;

const day = z.iso.date({ error: "validation:invalid" });

export const getDashboardChart = analyticsRead.get({
  path: "/console/dashboards/chart",
  query: z.object({
    chart: z.enum(dashboardCharts, { error: "validation:invalid" }),
    from: day,
    to: day,
    by: z.enum(revenueDimensions, { error: "validation:invalid" }).default("game"),
  }),
  data: chartData,
});
