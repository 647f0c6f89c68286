import { z } from "zod";
import { challengeSolution } from "./account.ts";
import { defineRoute } from "./route.ts";
import { email, password, phone, verificationCode } from "./validation.ts";

/** A proved identity (code to the bound e-mail or phone) allows one security change within 10 minutes. */
export const IDENTITY_PROOF_TTL_MS = 10 * 60 * 1000;
/** Days between asking to cancel and the anonymisation of personal data. */
export const CANCELLATION_GRACE_DAYS = 14;
export const REAL_NAME_MIN = 2;
export const REAL_NAME_MAX = 30;

export const contactChannels = ["email", "phone"] as const;
export type ContactChannel = (typeof contactChannels)[number];
const channel = z.enum(contactChannels, { error: "validation:invalid" });

/** Codes sent to the player's own bound e-mail or phone: to prove identity or to confirm cancellation. */
export const securityCodePurposes = ["verify", "cancel"] as const;

const identityToken = z
  .string({ error: "validation:identityRequired" })
  .min(1, "validation:identityRequired");

const passwordAgain = z.string({ error: "validation:required" }).min(1, "validation:required");

/** Letters of any script, with spaces, middle dots, dots, apostrophes or dashes between them. */
export const REAL_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ ·.'-][\p{L}\p{M}]+)*$/u;

export const realName = z
  .string({ error: "validation:required" })
  .trim()
  .min(1, "validation:required")
  .refine(
    (v) => [...v].length >= REAL_NAME_MIN && [...v].length <= REAL_NAME_MAX && REAL_NAME_PATTERN.test(v),
    "validation:realNameInvalid",
  );

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = "10X98765432";

/** A resident identity card number: 18 characters, a real birth date and the ISO 7064 check digit. */
export function isIdNumber(value: string, today = new Date()): boolean {
  const v = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const year = Number(v.slice(6, 10));
  const month = Number(v.slice(10, 12));
  const day = Number(v.slice(12, 14));
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day)
    return false;
  if (year < 1900 || born.getTime() > today.getTime()) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(v[i]), 0);
  return ID_CHECK[sum % 11] === v[17];
}

export const idNumber = z
  .string({ error: "validation:required" })
  .trim()
  .min(1, "validation:required")
  .refine((v) => isIdNumber(v), "validation:idNumberInvalid");

export const securityOverview = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hasPassword: z.boolean(),
  realName: z.object({ name: z.string(), idNumber: z.string(), verifiedAt: z.string() }).nullable(),
});
export type SecurityOverview = z.infer<typeof securityOverview>;

export const securityCentre = defineRoute({
  method: "GET",
  path: "/securityCentre",
  data: securityOverview,
  signedIn: true,
});

/** Sends a code to the player's own bound e-mail or phone (never to an address the client names). */
export const sendSecurityCode = defineRoute({
  method: "POST",
  path: "/sendSecurityCode",
  body: z.object({
    channel,
    purpose: z.enum(securityCodePurposes, { error: "validation:invalid" }),
    altcha: challengeSolution,
  }),
  data: z.object({ resendAfterSeconds: z.number(), sentTo: z.string() }),
  signedIn: true,
});

/** The identity step: a code from the bound e-mail or phone becomes a short-lived proof. */
export const verifyIdentity = defineRoute({
  method: "POST",
  path: "/verifyIdentity",
  body: z.object({ channel, code: verificationCode }),
  data: z.object({ identityToken: z.string(), expiresInSeconds: z.number() }),
  signedIn: true,
});

/** Sends a code to a new e-mail or phone to be bound (refused when it is the current one or taken). */
export const sendBindCode = defineRoute({
  method: "POST",
  path: "/sendBindCode",
  body: z.discriminatedUnion("channel", [
    z.object({ channel: z.literal("email"), email, altcha: challengeSolution }),
    z.object({ channel: z.literal("phone"), phone, altcha: challengeSolution }),
  ]),
  data: z.object({ resendAfterSeconds: z.number() }),
  signedIn: true,
});

const contactResult = z.object({ email: z.string().nullable(), phone: z.string().nullable() });

/** A change of the player's bound contacts; answers them (masked) as they now are. */
function contactChange<const P extends string, S extends z.ZodRawShape>(path: P, body: S) {
  return defineRoute({ method: "POST", path, body: z.object(body), data: contactResult, signedIn: true });
}

/** Binds a first e-mail (the identity step is needed when a phone is bound). */
export const bindEmail = contactChange("/setEmail", {
  email,
  code: verificationCode,
  identityToken: z.string().optional(),
});

export const changeEmail = contactChange("/changeEmail", { email, code: verificationCode, identityToken });

/** Only while a phone stays bound, so nobody locks themselves out. */
export const unbindEmail = contactChange("/unbindEmail", { identityToken });

export const bindPhone = contactChange("/bindPhone", {
  phone,
  code: verificationCode,
  identityToken: z.string().optional(),
});

export const changePhone = contactChange("/changePhone", { phone, code: verificationCode, identityToken });

/** With the old password, or with a proved identity (forgotten password). Other sessions end. */
export const changePassword = defineRoute({
  method: "POST",
  path: "/changePassword",
  body: z.discriminatedUnion("by", [
    z.object({
      by: z.literal("password"),
      oldPassword: z.string({ error: "validation:required" }).min(1, "validation:required"),
      password,
      passwordAgain,
    }),
    z.object({ by: z.literal("code"), identityToken, password, passwordAgain }),
  ]),
  data: z.null(),
  signedIn: true,
});

export const realNameCard = defineRoute({
  method: "GET",
  path: "/realName",
  data: securityOverview.shape.realName,
  signedIn: true,
});

export const bindRealName = defineRoute({
  method: "POST",
  path: "/realName",
  body: z.object({ realName, idNumber }),
  data: z.object({ name: z.string(), idNumber: z.string(), verifiedAt: z.string() }),
  signedIn: true,
});

/** Account cancellation: a fresh "cancel" code from a bound e-mail or phone, and no open order. */
export const logOffAccount = defineRoute({
  method: "POST",
  path: "/logOffAccount",
  body: z.object({ channel, code: verificationCode }),
  data: z.object({ anonymiseAfter: z.string(), graceDays: z.number() }),
  signedIn: true,
});
