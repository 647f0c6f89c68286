import { formatDate as formatDay } from "@portal/contracts/dates";
import i18n from "../../../lib/i18n";

export { formatCount, formatNumber } from "../../../lib/format";

/** A yyyy-mm-dd date in the interface language (the portal's one formatter). */
export function formatDate(day: string, language = i18n.language || "en"): string {
  return formatDay(day, language);
}
