import { makeFormatters } from "./intl-formatters";

/**
 * Makes one of each Intl formatter the first screen uses, in the locales it is sent, then ends. ICU's data
 * is shared by every thread of the page's process, so the page's own first formatter then finds it loaded
 * (see intl-warm-up.ts).
 */
self.onmessage = ({ data: locales }: MessageEvent<string[]>) => {
  makeFormatters(locales);
  self.close();
};
