import type { ChartData, ChartSeries } from "@portal/contracts/console/dashboards";
import { type Currency, currencyDigits } from "@portal/contracts/topup";

/** Money from minor units to the currency's major unit (IDR and VND have none). */
export function majorUnits(minor: number, currency: string | null) {
  const digits = currencyDigits[currency as Currency] ?? 2;
  return minor / 10 ** digits;
}

/** A value as the chart and the CSV show it: money in major units, durations in seconds. */
export function shownValue(value: number | null | undefined, series: ChartSeries) {
  if (value === null || value === undefined) return null;
  if (series.unit === "minor") return majorUnits(value, series.currency);
  if (series.unit === "ms") return value / 1000;
  if (series.unit === "percent") return Math.round(value * 100) / 100;
  return value;
}

/** Whether any of the series has a figure other than zero on any day (else the chart shows its empty state). */
export function hasFigures(data: ChartData, series: ChartSeries[]) {
  return data.points.some((point) => series.some((s) => (point.values[s.key] ?? 0) !== 0));
}

export function formatMoney(minor: number, currency: string, locale: string) {
  const digits = currencyDigits[currency as Currency] ?? 2;
  return majorUnits(minor, currency).toLocaleString(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A cell that a spreadsheet would not run as a formula, quoted where it must be. */
function csvCell(value: string | number | null) {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The chart's data as CSV: a day per line, a column per series (named with its currency or unit). */
export function chartCsv(data: ChartData, series: ChartSeries[], name: (s: ChartSeries) => string) {
  const header = ["day", ...series.map(name)];
  const lines = data.points.map((point) => [
    point.day,
    ...series.map((s) => shownValue(point.values[s.key], s)),
  ]);
  return `\uFEFF${[header, ...lines].map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
