import i18n from "../../../lib/i18n";

export { formatCount, formatNumber } from "../../reviews/components/format";

/** A yyyy-mm-dd date in the interface language. */
export function formatDate(day: string, language = i18n.language || "en"): string {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return day;
  try {
    return new Intl.DateTimeFormat(language, {
      year: "numeric",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    }).format(Date.UTC(year, month - 1, date));
  } catch {
    return day;
  }
}
