import { currencyDigits, formatMinor } from "@portal/contracts/topup";
import i18n from "../../lib/i18n";

/** An amount in minor units as the console's language writes it. */
export const money = (minor: number, currency: string) => formatMinor(minor, currency, i18n.language);

/** Digits after the point of a currency (JPY none, USD two). */
export const digitsOf = (currency: string) => currencyDigits[currency as keyof typeof currencyDigits] ?? 2;

/** A major-unit figure typed by staff in minor units (the server checks it against what is left). */
export const toMinor = (major: number, currency: string) => Math.round(major * 10 ** digitsOf(currency));

/** A moment as the console's language writes it ("—" when there is none). */
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : "—");
