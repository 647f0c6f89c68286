import { z } from "zod";

/**
 * The spec's validation rules (section 5 and 9). Messages are i18n keys in the
 * `validation` namespace; the server and the web translate them, naming the field.
 */

/** The error option of a field whose wrong type or value says only "invalid". */
export const invalid = { error: "validation:invalid" } as const;

/** Letters, digits, _ - . or Chinese characters, then @, a domain, a dot and a 2–8 letter suffix. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_\-.\u4e00-\u9fa5]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[A-Za-z]{2,8}$/;
export const PHONE_LENGTH = 11;
/**
 * Passwords (NIST SP 800-63B): 8 to 64 characters of any kind, spaces and symbols included, no
 * control characters; the server also refuses the 10,000 most common passwords.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is about control characters
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
export const PREPAID_CARD_LENGTH = 25;
export const NICKNAME_MAX = 20;
export const CODE_LENGTH = 6;
export const SCROLLER_SIZE_PATTERN = /^\d+%?$/;

/** Words a nickname may not contain (case-insensitive). Staff titles are reserved for staff. */
export const forbiddenWords = [
  "admin",
  "gm",
  "官方",
  "客服",
  "fuck",
  "shit",
  "操你",
  "傻逼",
  "anjing",
  "địt",
  "เหี้ย",
];

export function findForbiddenWord(text: string): string | undefined {
  const lower = text.toLowerCase();
  return forbiddenWords.find((word) => lower.includes(word.toLowerCase()));
}

export const email = z
  .string({ error: "validation:required" })
  .trim()
  .min(1, "validation:required")
  .regex(EMAIL_PATTERN, "validation:emailInvalid");

export const phone = z
  .string({ error: "validation:required" })
  .trim()
  .min(1, "validation:required")
  .refine((v) => v.length === PHONE_LENGTH && /^\d+$/.test(v), "validation:phoneInvalid");

export const password = z
  .string({ error: "validation:required" })
  .min(1, "validation:required")
  .refine((v) => !CONTROL_CHARACTER.test(v), "validation:passwordIllegal")
  .refine((v) => [...v].length >= PASSWORD_MIN && [...v].length <= PASSWORD_MAX, "validation:passwordLength");

export const verificationCode = z
  .string({ error: "validation:codeRequired" })
  .trim()
  .regex(/^\d{6}$/, "validation:codeRequired");

/** A publisher-issued prepaid card: its serial's digits and its PIN's length (the top-up page is told them). */
export const prepaidCardRules = { serialDigits: 25, pinMinLength: 4, pinMaxLength: 20 } as const;

export const prepaidCardSerial = z
  .string({ error: "validation:required" })
  .trim()
  .regex(new RegExp(`^\\d{${prepaidCardRules.serialDigits}}$`), "validation:prepaidCardInvalid");

/** The PIN under the card's scratch panel: 4–20 letters or digits, compared without case. */
export const prepaidCardPin = z
  .string({ error: "validation:prepaidPinInvalid" })
  .trim()
  .regex(
    new RegExp(`^[0-9A-Za-z]{${prepaidCardRules.pinMinLength},${prepaidCardRules.pinMaxLength}}$`),
    "validation:prepaidPinInvalid",
  )
  .transform((pin) => pin.toUpperCase());

export const nickname = z
  .string({ error: "validation:nicknameRequired" })
  .trim()
  .min(1, "validation:nicknameRequired")
  .max(NICKNAME_MAX, "validation:tooLong")
  .superRefine((value, ctx) => {
    const word = findForbiddenWord(value);
    if (word) ctx.addIssue({ code: "custom", message: "validation:forbiddenWord", params: { word } });
  });

export const scrollerSize = z.string().regex(SCROLLER_SIZE_PATTERN, "validation:scrollerSize");

/** Either a phone number or an e-mail address, told apart by the @. */
export const account = z
  .string({ error: "validation:required" })
  .trim()
  .min(1, "validation:required")
  .superRefine((value, ctx) => {
    const result = value.includes("@") ? email.safeParse(value) : phone.safeParse(value);
    if (!result.success) ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? "" });
  });

export function accountKind(value: string): "email" | "phone" {
  return value.includes("@") ? "email" : "phone";
}

/** The longest text any request field may carry; each field's own limit is usually far lower. */
export const TEXT_INPUT_MAX = 20_000;
/** C0 control characters and DEL, except tab, line feed and carriage return (long texts keep lines). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * Checked on every request's query, body and path before its schema: no text holds a control
 * character (NUL included) or more than TEXT_INPUT_MAX characters. Answers the first offender.
 */
export function findUnsafeText(value: unknown, field = "", depth = 0): FieldProblem | undefined {
  if (typeof value === "string") {
    if (value.length > TEXT_INPUT_MAX) return { field, key: "validation:tooLong", params: {} };
    if (hasControlCharacter(value)) return { field, key: "validation:controlCharacter", params: {} };
    return undefined;
  }
  if (depth > 8 || typeof value !== "object" || value === null) return undefined;
  for (const [name, inner] of Object.entries(value)) {
    const problem =
      findUnsafeText(name, field || name, depth + 1) ?? findUnsafeText(inner, field || name, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** The first problem of a failed parse, as an i18n key with its field and params. */
export interface FieldProblem {
  field: string;
  key: string;
  params: Record<string, unknown>;
}

export function firstProblem(error: z.ZodError): FieldProblem {
  const issue = error.issues[0];
  // Our schemas carry catalogue keys ("validation:tooLong"); zod's own English texts never reach a player.
  const key =
    issue?.message && /^[a-z]+:[A-Za-z]+$/.test(issue.message) ? issue.message : "validation:invalid";
  const params = (issue && "params" in issue ? (issue.params as Record<string, unknown>) : undefined) ?? {};
  return { field: String(issue?.path[0] ?? ""), key, params };
}
