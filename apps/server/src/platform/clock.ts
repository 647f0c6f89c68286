/**
 * The server's one source of "now": real time plus an offset that development and the browser
 * journeys may move forward (POST /dev/clock), so a journey crosses a rate limit's window
 * without waiting it out. Production never moves it (the endpoint does not exist there).
 */
export interface Clock {
  now(): Date;
  /** Moves the clock forward by `ms` and returns the new now. */
  advance(ms: number): Date;
}

export function createClock(realNow: () => number = Date.now): Clock {
  let offsetMs = 0;
  const now = () => new Date(realNow() + offsetMs);
  return {
    now,
    advance(ms) {
      offsetMs += ms;
      return now();
    },
  };
}

/** The calendar day of `at` in the time zone (`YYYY-MM-DD`, e.g. "2026-11-23"). */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}
