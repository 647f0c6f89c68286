import { describe, expect, test } from "vitest";
import { email, nickname, password, phone, prepaidCardSerial, scrollerSize } from "./validation.ts";

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? "ok" : result.error?.issues[0]?.message;

describe("spec section 5 validation rules", () => {
  test.each([
    ["player@example.com", "ok"],
    ["first.last-name_1@mail.example.co", "ok"],
    ["玩家@example.com", "ok"],
    ["a@b.abcdefgh", "ok"],
    ["a@b.abcdefghi", "validation:emailInvalid"],
    ["a@b.c", "validation:emailInvalid"],
    ["a@b.c0m", "validation:emailInvalid"],
    ["no-at-sign.com", "validation:emailInvalid"],
    ["sp ace@example.com", "validation:emailInvalid"],
    ["", "validation:required"],
  ])("e-mail %s → %s", (value, expected) => expect(message(email.safeParse(value))).toBe(expected));

  test.each([
    ["13800000001", "ok"],
    ["1380000000", "validation:phoneInvalid"],
    ["138000000012", "validation:phoneInvalid"],
    ["1380000000a", "validation:phoneInvalid"],
    ["", "validation:required"],
  ])("phone %s → %s", (value, expected) => expect(message(phone.safeParse(value))).toBe(expected));

  test.each([
    // NIST SP 800-63B (issue 15): 8–64 characters of any kind; only control characters are refused.
    ["abc12345", "ok"],
    ["A".repeat(64), "ok"],
    ["密码abc12345", "ok"],
    ["correct horse battery", "ok"],
    ["abc!1234", "ok"],
    ["abc1234", "validation:passwordLength"],
    ["a".repeat(65), "validation:passwordLength"],
    ["abc\u0000defgh", "validation:passwordIllegal"],
    ["", "validation:required"],
  ])("password %s → %s", (value, expected) => expect(message(password.safeParse(value))).toBe(expected));

  test.each([
    ["1".repeat(25), "ok"],
    ["1".repeat(24), "validation:prepaidCardInvalid"],
    ["1".repeat(26), "validation:prepaidCardInvalid"],
    [`${"1".repeat(24)}x`, "validation:prepaidCardInvalid"],
  ])("prepaid card %s → %s", (value, expected) =>
    expect(message(prepaidCardSerial.safeParse(value))).toBe(expected),
  );

  test("nickname: required, and a forbidden word is named", () => {
    expect(message(nickname.safeParse("  "))).toBe("validation:nicknameRequired");
    const result = nickname.safeParse("SuperGMhero");
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0] as { message: string; params?: { word: string } };
    expect(issue.message).toBe("validation:forbiddenWord");
    expect(issue.params?.word).toBe("gm");
    expect(message(nickname.safeParse("DragonSlayer"))).toBe("ok");
  });

  test.each([
    ["100", "ok"],
    ["100%", "ok"],
    ["%", "validation:scrollerSize"],
    ["10px", "validation:scrollerSize"],
    ["1.5", "validation:scrollerSize"],
  ])("scroller size %s → %s", (value, expected) =>
    expect(message(scrollerSize.safeParse(value))).toBe(expected),
  );
});
