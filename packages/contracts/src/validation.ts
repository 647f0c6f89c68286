import { z } from "zod";

/**
 * The spec's validation rules (section 5 and 9). Messages are i18n keys in the
 * `validation` namespace; the server and the web translate them, naming the field.
 */

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

export const prepaidCardSerial = z
  .string({ error: "validation:required" })
  .trim()
  .regex(/^\d{25}$/, "validation:prepaidCardInvalid");

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

/** The first problem of a failed parse, as an i18n key with its field and params. */
export interface FieldProblem {
  field: string;
  key: string;
  params: Record<string, unknown>;
}

export function firstProblem(error: z.ZodError): FieldProblem {
  const issue = error.issues[0];
  const key = issue?.message?.includes(":") ? issue.message : "validation:invalid";
  const params = (issue && "params" in issue ? (issue.params as Record<string, unknown>) : undefined) ?? {};
  return { field: String(issue?.path[0] ?? ""), key, params };
}
