import { formatDate as formatDay } from "@portal/contracts/dates";
import i18n from "./i18n";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "3 minutes ago" for a week, then a date, in the interface language (and `timeZone`, default the browser's). */
export function formatTime(
  iso: string,
  now = Date.now(),
  language = i18n.language || "en",
  timeZone?: string,
): string {
  const at = new Date(iso).getTime();
  if (!Number.isFinite(at)) return "";
  const age = now - at;
  try {
    if (age >= 0 && age < DAY * 7) {
      const relative = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
      if (age < HOUR) return relative.format(-Math.max(1, Math.round(age / MINUTE)), "minute");
      if (age < DAY) return relative.format(-Math.round(age / HOUR), "hour");
      return relative.format(-Math.round(age / DAY), "day");
    }
    return formatDay(at, language, "day", timeZone);
  } catch {
    return new Date(at).toISOString().slice(0, 10);
  }
}

/** A yyyy-mm-dd date (or an instant) in the interface language. */
export function formatDate(day: string, language = i18n.language || "en"): string {
  return formatDay(day, language);
}

/** 12,345 in the interface language; 1.2万 / 12K style only where it helps (≥ 10,000). */
export function formatCount(count: number, language = i18n.language || "en"): string {
  try {
    return new Intl.NumberFormat(language, {
      notation: count >= 10_000 ? "compact" : "standard",
      maximumFractionDigits: 1,
    }).format(count);
  } catch {
    return String(count);
  }
}

/** The exact number with grouping (live counters where every one counts). */
export function formatNumber(count: number, language = i18n.language || "en"): string {
  try {
    return new Intl.NumberFormat(language).format(count);
  } catch {
    return String(count);
  }
}
