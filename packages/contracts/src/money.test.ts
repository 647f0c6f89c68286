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

test("a language and currency's formatter is made once and reused", () => {
  const Real = Intl.NumberFormat;
  let made = 0;
  const counting = new Proxy(Real, {
    construct(target, args: ConstructorParameters<typeof Real>) {
      made++;
      return new target(...args);
    },
  });
  Object.assign(Intl, { NumberFormat: counting });
  try {
    // a pair no other test formats, so the first call here makes its formatter
    const first = formatMinor(150, "VND", "th");
    expect(made).toBe(1);
    for (let i = 0; i < 5; i++) expect(formatMinor(150, "VND", "th")).toBe(first);
    expect(made).toBe(1);
    formatMinor(150, "VND", "vi");
    expect(made).toBe(2);
  } finally {
    Object.assign(Intl, { NumberFormat: Real });
  }
});
