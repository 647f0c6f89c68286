import { type Language, normalizeLanguage } from "./languages.ts";

/**
 * The one date formatter of the portal (web and server messages): Intl.DateTimeFormat in the
 * player's language. Thai dates use the Thai (Buddhist) calendar, 8 ธ.ค. 2569, as Thai players read them.
 */
const intlLocales: Record<Language, string> = {
  en: "en",
  zh: "zh-CN",
  "zh-hant": "zh-TW",
  id: "id-ID",
  vi: "vi-VN",
  th: "th-TH-u-ca-buddhist",
};

export type DateStyle = "day" | "dayTime" | "long";

const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { year: "numeric", month: "short", day: "numeric" },
  dayTime: { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" },
  long: { dateStyle: "long" },
};

/** A yyyy-mm-dd calendar day (a birthday, a release date): the same day wherever the player is. */
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "8 Dec 2026", "2026年12月8日", "8 ธ.ค. 2569" — an instant (ISO text, Date, ms) or a yyyy-mm-dd day. */
export function formatDate(
  at: string | number | Date,
  language: string,
  style: DateStyle = "day",
  timeZone?: string,
): string {
  const day = typeof at === "string" ? calendarDay.exec(at) : null;
  const instant = day ? Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(at).getTime();
  if (!Number.isFinite(instant)) return typeof at === "string" ? at : "";
  return dateFormat(dateLocale(language), style, day ? "UTC" : timeZone).format(instant);
}

/** The Intl locale the portal writes a language's dates in. */
export function dateLocale(language: string): string {
  return intlLocales[normalizeLanguage(language)];
}

/** Making an Intl.DateTimeFormat costs far more than formatting with it (a list of dates on a phone): one each. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, style: DateStyle, timeZone: string | undefined) {
  const key = `${locale} ${style} ${timeZone ?? ""}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...styles[style], timeZone });
    dateFormats.set(key, format);
  }
  return format;
}
