import type {
  ChartData,
  ChartSeries,
  DashboardChart,
  RevenueDimension,
} from "@portal/contracts/console/dashboards";
import type { DailyFigure, Metric } from "./dashboards.repository.ts";

/** The days from `from` to `to`, both included (`YYYY-MM-DD`). */
export function daysOf(from: string, to: string) {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function addDays(day: string, count: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

export { dayIn } from "../../platform/clock.ts";

/** How a series' value is found among the day's figures. */
type Reading =
  | { kind: "sum"; add: Metric[]; key?: string; currency?: string }
  | { kind: "rate"; part: Metric; whole: Metric }
  | { kind: "value"; metric: Metric };

interface SeriesPlan extends ChartSeries {
  reading: Reading;
}

/** What a chart needs: the metrics it reads and its series once the figures are known. */
export interface ChartPlan {
  metrics: Metric[];
  /** Only figures whose key starts so (revenue: `game:`, `region:` or `method:`). */
  keyPrefix?: string;
  series(figures: DailyFigure[], names: Labels): SeriesPlan[];
}

/** Names of the keys figures carry: games and gift packs by id. */
export interface Labels {
  games: Map<number, string>;
  packs: Map<number, string>;
}

const single = (key: string, unit: ChartSeries["unit"], reading: Reading): SeriesPlan => ({
  key,
  label: "",
  currency: null,
  unit,
  reading,
});
const fixed = (metrics: Metric[], series: SeriesPlan[]): ChartPlan => ({ metrics, series: () => series });

/** One count series per key of the metric (a game, a pack), named by `label`. */
function perKey(metric: Metric, label: (id: number, names: Labels) => string): ChartPlan {
  return {
    metrics: [metric],
    series: (figures, names) =>
      distinct(figures.filter((f) => f.metric === metric).map((f) => f.key))
        .sort((a, b) => Number(a) - Number(b))
        .map((key) => ({
          key,
          label: label(Number(key), names) || key,
          currency: null,
          unit: "count",
          reading: { kind: "sum", add: [metric], key },
        })),
  };
}

/** Revenue (paid − refunded) per value of the breakdown and currency: never two currencies added. */
function revenue(by: RevenueDimension): ChartPlan {
  const prefix = `${by}:`;
  return {
    metrics: ["revenue"],
    keyPrefix: prefix,
    series: (figures, names) =>
      distinct(
        figures
          .filter((f) => f.key.startsWith(prefix))
          .map((f) => `${f.currency}|${f.key}`)
          .sort(),
      ).map((pair) => {
        const [currency = "", key = ""] = pair.split("|");
        const value = key.slice(prefix.length);
        return {
          key: `${value}|${currency}`,
          label: (by === "game" ? names.games.get(Number(value)) : undefined) || value,
          currency,
          unit: "minor",
          reading: { kind: "sum", add: ["revenue"], key, currency },
        };
      }),
  };
}

export function chartPlan(chart: DashboardChart, by: RevenueDimension): ChartPlan {
  switch (chart) {
    case "registrations":
      return fixed(
        ["registrations"],
        [single("registrations", "count", { kind: "sum", add: ["registrations"] })],
      );
    case "activePlayers":
      return fixed(
        ["activePlayers"],
        [single("activePlayers", "count", { kind: "sum", add: ["activePlayers"] })],
      );
    case "reservations":
      return perKey("reservations", (id, names) => names.games.get(id) ?? "");
    case "claims":
      return perKey("claims", (id, names) => names.packs.get(id) ?? "");
    case "revenue":
      return revenue(by);
    case "paymentSuccess":
      return fixed(
        ["settledPaid", "settledOrders"],
        [
          single("rate", "percent", { kind: "rate", part: "settledPaid", whole: "settledOrders" }),
          single("paid", "count", { kind: "sum", add: ["settledPaid"] }),
          single("settled", "count", { kind: "sum", add: ["settledOrders"] }),
        ],
      );
    case "deliveryTime":
      return fixed(
        ["deliveryP50", "deliveryP90", "delivered"],
        [
          single("p50", "ms", { kind: "value", metric: "deliveryP50" }),
          single("p90", "ms", { kind: "value", metric: "deliveryP90" }),
          single("delivered", "count", { kind: "sum", add: ["delivered"] }),
        ],
      );
    case "refundRate":
      return fixed(
        ["refundedOrders", "paidOrders"],
        [
          single("rate", "percent", { kind: "rate", part: "refundedOrders", whole: "paidOrders" }),
          single("refunded", "count", { kind: "sum", add: ["refundedOrders"] }),
          single("paid", "count", { kind: "sum", add: ["paidOrders"] }),
        ],
      );
  }
}

/** Figures added up by metric (all keys) and by metric, key and currency: each series reads a few sums. */
function sums(figures: DailyFigure[]) {
  const totals = new Map<string, number>();
  const add = (name: string, value: number) => totals.set(name, (totals.get(name) ?? 0) + value);
  for (const f of figures) {
    add(f.metric, f.value);
    add(`${f.metric}|${f.key}|${f.currency}`, f.value);
  }
  return totals;
}

/** Reads one series' value from the sums of some figures (a day's, or the whole range's). */
function read(reading: Reading, totals: Map<string, number>): number | null {
  const total = (metric: Metric, key?: string, currency?: string) =>
    totals.get(key === undefined ? metric : `${metric}|${key}|${currency ?? ""}`) ?? 0;
  switch (reading.kind) {
    case "sum":
      return reading.add.reduce((sum, m) => sum + total(m, reading.key, reading.currency), 0);
    case "rate": {
      const whole = total(reading.whole);
      return whole === 0 ? null : (total(reading.part) / whole) * 100;
    }
    case "value":
      // One figure a day; over a range, percentiles of days cannot be combined (the caller shows none).
      return totals.get(reading.metric) ?? null;
  }
}

export function presentChart(
  base: Pick<ChartData, "chart" | "from" | "to" | "timeZone" | "today">,
  plan: ChartPlan,
  figures: DailyFigure[],
  labels: Labels,
): ChartData {
  const series = plan.series(figures, labels);
  const byDay = new Map<string, DailyFigure[]>();
  for (const f of figures) {
    const day = byDay.get(f.day);
    if (day) day.push(f);
    else byDay.set(f.day, [f]);
  }
  const valuesOf = (totals: Map<string, number>) =>
    Object.fromEntries(series.map((s) => [s.key, read(s.reading, totals)]));
  const rangeTotals = sums(figures);
  return {
    ...base,
    series: series.map(({ reading: _, ...shown }) => shown),
    points: daysOf(base.from, base.to).map((day) => ({ day, values: valuesOf(sums(byDay.get(day) ?? [])) })),
    totals: Object.fromEntries(
      series.map((s) => [s.key, s.reading.kind === "value" ? null : read(s.reading, rangeTotals)]),
    ),
  };
}

function distinct(values: string[]) {
  return [...new Set(values)];
}
