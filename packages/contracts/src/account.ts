import { z } from "zod";
import { entityId, wholeNumber } from "./paging.ts";
import { defineRoute } from "./route.ts";
import { SIGNATURE_PATTERN } from "./signature.ts";
import { account, nickname, password, verificationCode } from "./validation.ts";

export const roles = ["player", "gm", "moderator", "admin"] as const;
export type Role = (typeof roles)[number];

export const codePurposes = ["register", "login", "bind", "verify", "cancel"] as const;
/** A visitor may only ask for these; the others are sent by the security centre to a signed-in player. */
const visitorCodePurposes = ["register", "login"] as const;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_RESEND_MS = 60 * 1000;
export const CODE_DAILY_LIMIT = 10;
export const CODE_MAX_TRIES = 5;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
export const ADDRESS_MAX_FAILURES = 30;
export const SESSION_DAYS = 30;
export const sessionCookie = "sid";
export const userCookie = "user";

export const baseUser = z.object({
  uid: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  gender: z.enum(["male", "female", "unset"]),
  birthday: z.string().nullable(),
  bio: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.enum(roles)),
});
export type BaseUser = z.infer<typeof baseUser>;

export const uidInfo = z.object({
  uid: z.number(),
  points: z.number(),
  vipLevel: z.number(),
  score: z.number(),
  starPoints: z.number(),
});
export type UidInfo = z.infer<typeof uidInfo>;

export const sendCode = defineRoute({
  method: "POST",
  path: "/sendCode",
  body: z.object({ account, purpose: z.enum(visitorCodePurposes, { error: "validation:invalid" }) }),
  data: z.object({ resendAfterSeconds: z.number() }),
});

export const register = defineRoute({
  method: "POST",
  path: "/register",
  body: z.object({
    account,
    code: verificationCode,
    password,
    passwordAgain: z.string({ error: "validation:required" }).min(1, "validation:required"),
    nickname: nickname.optional(),
    consentPersonalData: z.boolean(),
    consentNotices: z.boolean().default(false),
  }),
  data: z.object({ uid: z.number() }),
});

export const login = defineRoute({
  method: "POST",
  path: "/login",
  body: z.discriminatedUnion("by", [
    z.object({
      by: z.literal("password"),
      account,
      password: z.string().min(1, "validation:required"),
      withdrawCancellation: z.boolean().optional(),
    }),
    z.object({
      by: z.literal("code"),
      account,
      code: verificationCode,
      withdrawCancellation: z.boolean().optional(),
    }),
  ]),
  data: z.object({ uid: z.number(), cancellationWithdrawn: z.boolean() }),
});

export const logout = defineRoute({ method: "POST", path: "/logout", data: z.null() });

/** The "token" call: the base info of the signed-in player. */
export const userInfo = defineRoute({ method: "GET", path: "/token", data: baseUser, signedIn: true });

/** The "uid" call: points, VIP and scores, merged on the client with the base info. */
export const uid = defineRoute({ method: "GET", path: "/uid", data: uidInfo, signedIn: true });

export const userBanned = defineRoute({
  method: "GET",
  path: "/userBanned",
  data: z.object({ banned: z.boolean(), reason: z.string().nullable() }),
  signedIn: true,
});

/** The host game opens the portal with these, signed by the game's own secret. */
export const syncLogin = defineRoute({
  method: "GET",
  path: "/syncLogin",
  query: z.object({
    appId: entityId,
    openId: z.string().min(1).max(64),
    serverId: z.string().max(64).optional(),
    roleId: z.string().max(64).optional(),
    nickname: z.string().max(40).optional(),
    tm: wholeNumber(0, 2 ** 40),
    sign: z.string().regex(SIGNATURE_PATTERN, "validation:invalid"),
  }),
  data: z.object({
    uid: z.number(),
    appId: z.number(),
    serverId: z.string().nullable(),
    roleId: z.string().nullable(),
    /**
     * The game already proved who the player is and there is nobody to ask in its webview, so a
     * pending cancellation is withdrawn; the portal tells the player so.
     */
    cancellationWithdrawn: z.boolean(),
  }),
});

export const clause = defineRoute({
  method: "GET",
  path: "/clause",
  query: z.object({ kind: z.enum(["privacy", "terms"]).default("privacy") }),
  data: z.object({ title: z.string(), body: z.string() }),
});
