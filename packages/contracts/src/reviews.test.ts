import { describe, expect, test } from "vitest";
import { countChars, RATING_MAX, REVIEW_MAX_CHARS, rating, replyText, reviewText } from "./reviews.ts";

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? "ok" : result.error?.issues[0]?.message;

describe("review limits", () => {
  test("characters are counted as players see them: an emoji is one", () => {
    expect(countChars("🐉👍")).toBe(2);
    expect(countChars("龙之国度")).toBe(4);
  });

  test.each([
    ["Great game", "ok"],
    ["", "validation:reviewRequired"],
    [" \n\t ", "validation:reviewRequired"],
    ["\u0000", "validation:reviewRequired"],
    ["🐉".repeat(REVIEW_MAX_CHARS), "ok"],
    ["a".repeat(REVIEW_MAX_CHARS + 1), "validation:maxChars"],
  ])("review %j → %s", (text, expected) => expect(message(reviewText.safeParse(text))).toBe(expected));

  test("text stays plain text: markup kept as typed, line breaks unified, control characters dropped", () => {
    expect(reviewText.parse("  <b>hi</b>\r\nthere\u0007  ")).toBe("<b>hi</b>\nthere");
    expect(message(replyText.safeParse("x".repeat(301)))).toBe("validation:maxChars");
  });

  test.each([
    [1, "ok"],
    [RATING_MAX, "ok"],
    [0, "validation:ratingRange"],
    [6, "validation:ratingRange"],
    [4.5, "validation:ratingRange"],
    ["5", "validation:ratingRange"],
  ])("rating %j → %s", (value, expected) => expect(message(rating.safeParse(value))).toBe(expected));
});
