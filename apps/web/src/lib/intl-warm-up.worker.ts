/**
 * Makes one of each Intl formatter the first screen uses, in the locales it is sent, then ends. ICU's data
 * is shared by every thread of the page's process, so the page's own first formatter then finds it loaded
 * (see intl-warm-up.ts).
 */
self.onmessage = ({ data: locales }: MessageEvent<string[]>) => {
  for (const locale of locales) {
    try {
      new Intl.NumberFormat(locale, { notation: "compact" }).format(12_345);
      new Intl.NumberFormat(locale).format(12_345);
      new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric" }).format(0);
      new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(-1, "day");
    } catch {
      // A locale this browser cannot format: the page falls back on its own, as it would without this.
    }
  }
  self.close();
};

// A module of its own (imported by its test), with no exports: the page only posts to it.
export {};
