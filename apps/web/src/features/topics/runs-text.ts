import { formatDate } from "../../lib/format";

/** "Runs until …", "From …", "… – …" or "Running", from the event's window (`day` writes its days). */
export function runsText(
  t: (key: string, values?: Record<string, string>) => string,
  event: { startsAt: string | null; endsAt: string | null },
  day: (at: string) => string = (at) => formatDate(at),
) {
  if (event.startsAt && event.endsAt)
    return t("topics.runs", { from: day(event.startsAt), until: day(event.endsAt) });
  if (event.endsAt) return t("topics.until", { until: day(event.endsAt) });
  if (event.startsAt) return t("topics.from", { from: day(event.startsAt) });
  return t("topics.running");
}
