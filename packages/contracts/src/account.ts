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
/** A player's wrong old passwords when changing it: the 6th try within 15 minutes is refused. */
export const OLD_PASSWORD_MAX_TRIES = 5;
/**
 * Code sends per client address (10 minutes / a day: a shared network has many players) and per
 * signed-in player; the first CODE_FREE_SENDS (a setting, default 3) per address in 10 minutes
 * need no proof of work, every later one a solved challenge.
 */
export const CODE_SEND_WINDOW_MS = 10 * 60 * 1000;
export const CODE_SEND_DAY_MS = 24 * 60 * 60 * 1000;
export const CODE_SENDS_PER_ADDRESS = { window: 20, day: 100 };
export const CODE_SENDS_PER_PLAYER = { window: 5, day: 20 };
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** The proof of work: the browser tries this many SHA-256 counters (random in the range) on average. */
export const CHALLENGE_WORK_MIN = 50_000;
export const CHALLENGE_WORK_MAX = 150_000;
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

/** A solved proof-of-work challenge (the widget's base64 payload), asked for after the first sends. */
export const challengeSolution = z.string().max(8000).optional();

/** A fresh proof-of-work challenge (ALTCHA format) for the widget to solve. */
export const challenge = defineRoute({
  method: "GET",
  path: "/challenge",
  data: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().optional(),
  }),
});

export const sendCode = defineRoute({
  method: "POST",
  path: "/sendCode",
  body: z.object({
    account,
    purpose: z.enum(visitorCodePurposes, { error: "validation:invalid" }),
    altcha: challengeSolution,
  }),
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
