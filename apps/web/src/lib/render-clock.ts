import { useSyncExternalStore } from "react";
import { showDate } from "./dates";
import { formatTime } from "./format";
import i18n from "./i18n";

/**
 * Times and dates on a page the server renders (entry-server.tsx) must read the same in its HTML and in
 * the browser's hydrating render: relative to the instant the page was rendered at, in UTC (the server
 * does not know the visitor's time zone). Right after hydration they are read again as everywhere else:
 * from the browser's clock, in its time zone.
 */
let renderedAt = 0;

/** When the page's HTML was rendered (the server sets it before rendering, the browser before hydrating). */
export function setRenderedAt(at: number) {
  renderedAt = at;
}

const unsubscribed = () => () => {};
const live = () => false;
const asRendered = () => true;

function useClock() {
  // The server's snapshot on the server and while hydrating; the browser's from then on.
  const rendered = useSyncExternalStore(unsubscribed, live, asRendered);
  return rendered ? { now: renderedAt, timeZone: "UTC" } : { now: Date.now(), timeZone: undefined };
}

/** `formatTime` ("3 minutes ago", then a date) for a render the server may have made. */
export function useFormatTime() {
  const { now, timeZone } = useClock();
  return (iso: string) => formatTime(iso, now, i18n.language || "en", timeZone);
}

/** `showDate` for a render the server may have made. */
export function useShowDate() {
  const { timeZone } = useClock();
  return (at: string) => showDate(at, "day", timeZone);
}
