import { type DateStyle, formatDate } from "@portal/contracts/dates";
import i18n from "./i18n";

/** A date or time in the interface language, through the portal's one formatter (contracts/dates). */
export function showDate(at: string | number | Date, style: DateStyle = "day", timeZone?: string): string {
  return formatDate(at, i18n.language || "en", style, timeZone);
}
