import { formatDate } from "@portal/contracts/dates";
import { createTranslator } from "@portal/i18n";
import { describe, expect, test } from "vitest";
import { datesIn, fieldMessage } from "./error-replies.ts";
import { AppError } from "./errors.ts";

const t = createTranslator();

describe("validation messages", () => {
  test("name the field in the player's language", () => {
    const error = new AppError("badInput", { field: "email" }, "validation:emailInvalid");
    expect(fieldMessage(t, "en", error)).toBe(
      `${t("en", "fields:email")}: ${t("en", "validation:emailInvalid")}`,
    );
  });

  test.each(["en", "zh", "zh-hant", "id", "vi", "th"] as const)(
    "never start with an internal field name (%s)",
    (language) => {
      const error = new AppError("badInput", { field: "address" }, "gifts:addressRequired");
      const message = fieldMessage(t, language, error);
      expect(message).toBe(t(language, "gifts:addressRequired"));
      expect(message).not.toMatch(/^address/);
    },
  );
});

describe("dates in messages", () => {
  test("are written in the player's language by the portal's one formatter", () => {
    const date = new Date("2026-12-08T10:00:00Z");
    expect(datesIn({ date }, "en")).toEqual({ date: formatDate(date, "en", "long") });
    const english = t("en", "errors:cancellationPending", datesIn({ date }, "en"));
    expect(english).toContain("December 8, 2026");
    expect(english).not.toContain("2026-12-08");
    expect(t("th", "errors:cancellationPending", datesIn({ date }, "th"))).toContain("2569");
  });
});
