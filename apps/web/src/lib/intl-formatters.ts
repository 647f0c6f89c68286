/**
 * One of each Intl formatter the portal's pages use (counts, compact counts, dates, "3 hours ago"), made
 * and used once in each locale; a locale this browser cannot format is passed over.
 */
export function makeFormatters(locales: string[], intl: typeof Intl = Intl) {
  for (const locale of locales) {
    try {
      new intl.NumberFormat(locale, { notation: "compact" }).format(12_345);
      new intl.NumberFormat(locale).format(12_345);
      new intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric" }).format(0);
      new intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(-1, "day");
    } catch {
      // The page falls back on its own, as it would without the warm-up.
    }
  }
}
