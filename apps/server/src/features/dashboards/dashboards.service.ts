import {
  type ChartData,
  DASHBOARD_MAX_DAYS,
  type DashboardChart,
  type RevenueDimension,
} from "@portal/contracts/console/dashboards";
import type { Language } from "@portal/contracts/languages";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { gameNamesIn } from "../games/games.service.ts";
import { addDays, chartPlan, dayIn, daysOf, presentChart } from "./dashboards.presenter.ts";
import * as repo from "./dashboards.repository.ts";

/** Days before today the regular rebuild recomputes (late webhooks, refunds, deliveries land there). */
export const REBUILD_RECENT_DAYS = 3;

export interface ChartQuery {
  chart: DashboardChart;
  from: string;
  to: string;
  by: RevenueDimension;
}

/**
 * One chart over a day range of the reporting time zone: days before today from the stored daily
 * rows (built first where missing), today computed live from the source tables.
 */
export async function dashboardChart(
  deps: AppDeps,
  language: Language,
  query: ChartQuery,
): Promise<ChartData> {
  if (query.to < query.from) throw new AppError("dashboardRangeReversed");
  if (daysOf(query.from, query.to).length > DASHBOARD_MAX_DAYS) throw new AppError("dashboardRangeTooLong");
  const db = deps.database.db;
  const timeZone = deps.config.REPORTING_TIME_ZONE;
  const now = deps.now();
  const today = dayIn(timeZone, now);
  const plan = chartPlan(query.chart, query.by);

  const figures: repo.DailyFigure[] = [];
  const lastStored = query.to < today ? query.to : addDays(today, -1);
  if (query.from <= lastStored) {
    await buildMissingDays(db, { timeZone, from: query.from, to: lastStored }, now);
    figures.push(...(await repo.storedFigures(db, plan.metrics, query.from, lastStored, plan.keyPrefix)));
  }
  if (query.from <= today && today <= query.to)
    figures.push(
      ...(await repo.computeFigures(db, plan.metrics, { timeZone, from: today, to: today }, plan.keyPrefix)),
    );

  const ids = (metric: repo.Metric, prefix = "") =>
    figures
      .filter((f) => f.metric === metric && f.key.startsWith(prefix))
      .map((f) => Number(f.key.slice(prefix.length)));
  const labels = {
    games: await gameNamesIn(db, [...ids("reservations"), ...ids("revenue", "game:")], language),
    packs: await repo.packNames(db, [...new Set(ids("claims"))], language),
  };
  return presentChart(
    { chart: query.chart, from: query.from, to: query.to, timeZone, today },
    plan,
    figures,
    labels,
  );
}

/** Builds the stored rows of the range's days that have none (or were cut in another time zone). */
export async function buildMissingDays(db: Db, range: repo.DayRange, at: Date) {
  if ((await repo.daysToBuild(db, range)).length === 0) return 0;
  return db.transaction(async (tx) => {
    await repo.lockRebuild(tx);
    const missing = await repo.daysToBuild(tx, range);
    const [from, to] = [missing[0], missing.at(-1)];
    if (!from || !to) return 0;
    await repo.replaceDays(tx, { timeZone: range.timeZone, from, to }, at);
    return missing.length;
  });
}

/**
 * The regular job (housekeeping, hourly): recomputes the last days before today from the source
 * tables, replacing their rows. Idempotent: running it twice, or in two processes, stores the same.
 */
export async function rebuildRecentDays(db: Db, timeZone: string, now: Date, days = REBUILD_RECENT_DAYS) {
  const today = dayIn(timeZone, now);
  const range = { timeZone, from: addDays(today, -days), to: addDays(today, -1) };
  await db.transaction(async (tx) => {
    await repo.lockRebuild(tx);
    await repo.replaceDays(tx, range, now);
  });
  return days;
}
