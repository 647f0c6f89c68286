import { formatMinor } from "@portal/contracts/topup";
import i18n from "../../lib/i18n";

const locales: Record<string, string> = { zh: "zh-CN", "zh-hant": "zh-TW" };

/** An amount in minor units, in the player's language ("Rp 15.000", "$0.99", "฿35.00"). */
export function money(amountMinor: number, currency: string): string {
  return formatMinor(amountMinor, currency, locales[i18n.language] ?? i18n.language);
}
