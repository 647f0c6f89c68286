import { expect, test } from "vitest";
import { formatMinor } from "./topup.ts";

/** Intl puts a no-break space between code and amount: compared here as a plain one. */
const shown = (...args: Parameters<typeof formatMinor>) => formatMinor(...args).replace(/\s/gu, " ");

test("minor units are shown with the currency's digits, in the asked language, the same on every call", () => {
  expect(shown(12345, "THB")).toBe("THB 123.45");
  expect(shown(12345, "IDR", "id")).toBe("Rp 12.345");
  expect(shown(990, "USD", "en")).toBe("$9.90");
  expect(shown(5, "USD", "en")).toBe("$0.05");
  // another language with the same currency gets its own formatter, not the first one's
  expect(shown(12345, "IDR", "en")).toBe("IDR 12,345");
});
