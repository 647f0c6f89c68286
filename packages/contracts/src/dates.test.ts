import { describe, expect, test } from "vitest";
import { formatDate } from "./dates.ts";

describe("the portal's date formatter", () => {
  const instant = "2026-12-08T10:00:00.000Z";

  test("writes a date the way the player's language does", () => {
    expect(formatDate(instant, "en")).toBe("Dec 8, 2026");
    expect(formatDate(instant, "en", "long")).toBe("December 8, 2026");
    expect(formatDate(instant, "zh")).toBe("2026年12月8日");
    expect(formatDate(instant, "vi")).toMatch(/8.*12.*2026/);
  });

  test("Thai dates use the Buddhist calendar", () => {
    expect(formatDate(instant, "th")).toContain("2569");
  });

  test("a calendar day stays that day in any time zone", () => {
    expect(formatDate("2026-12-08", "en", "day", "Pacific/Honolulu")).toBe("Dec 8, 2026");
    expect(formatDate("2026-12-08", "zh-hant", "long")).toBe("2026年12月8日");
  });

  test("never writes the machine form yyyy-mm-dd or m/d/yyyy", () => {
    for (const language of ["en", "zh", "zh-hant", "id", "vi", "th"]) {
      expect(formatDate(instant, language)).not.toMatch(/^\d{4}-\d{2}-\d{2}$|^\d{1,2}\/\d{1,2}\/\d{4}$/);
    }
  });
});
