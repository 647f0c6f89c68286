import { z } from "zod";
import { entityId, paged, pageQuery, wholeNumber } from "../paging.ts";
import { consoleArea } from "./route.ts";
import { isoTime } from "./texts.ts";

const playersPoints = consoleArea("players.points");
const playersRead = consoleArea("players.read");
const playersSanction = consoleArea("players.sanction");

/** What a staff member searches players by. */
export const playerSearchFields = ["id", "email", "phone", "nickname", "gameAccount"] as const;
export const sanctionKinds = ["ban", "mute"] as const;
export type SanctionKind = (typeof sanctionKinds)[number];

/** The largest single points adjustment, either way. */
export const POINTS_ADJUSTMENT_MAX = 1_000_000;
export const SANCTION_REASON_MAX = 200;

/**
 * A player as staff see them. `email` and `phone` are masked on the server unless the staff member
 * has `players.contact` (`contactMasked` says which).
 */
export const playerSummary = z.object({
  id: z.number(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contactMasked: z.boolean(),
  createdAt: z.string(),
  bannedUntil: z.string().nullable(),
  mutedUntil: z.string().nullable(),
});
export type PlayerSummary = z.infer<typeof playerSummary>;

export const sanction = z.object({
  id: z.number(),
  kind: z.enum(sanctionKinds),
  reason: z.string(),
  startsAt: z.string(),
  /** null: permanent. */
  endsAt: z.string().nullable(),
  staffName: z.string().nullable(),
  liftedAt: z.string().nullable(),
  liftedByName: z.string().nullable(),
  active: z.boolean(),
});
export type Sanction = z.infer<typeof sanction>;

export const playerSession = z.object({
  /** A reference to the session, not its token (nor the token's hash). */
  ref: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
});

export const playerDetail = z.object({
  profile: playerSummary.extend({
    gender: z.string(),
    birthday: z.string().nullable(),
    country: z.string().nullable(),
    region: z.string().nullable(),
    vipLevel: z.number(),
    roles: z.array(z.string()),
    banReason: z.string().nullable(),
    muteReason: z.string().nullable(),
    cancelRequestedAt: z.string().nullable(),
  }),
  bindings: z.object({
    email: z.boolean(),
    phone: z.boolean(),
    password: z.boolean(),
    gameAccounts: z.array(
      z.object({
        appId: z.number(),
        gameName: z.string(),
        openId: z.string(),
        lastServerId: z.string().nullable(),
        lastRoleId: z.string().nullable(),
        lastSeenAt: z.string(),
      }),
    ),
  }),
  sessions: z.array(playerSession),
  reservations: z.array(z.object({ appId: z.number(), gameName: z.string(), at: z.string() })),
  /** Gift claims without the code itself. */
  claims: z.array(
    z.object({ giftId: z.number(), gameName: z.string(), name: z.string(), claimedAt: z.string() }),
  ),
  points: z.object({
    balance: z.number(),
    history: z.array(
      z.object({
        id: z.number(),
        delta: z.number(),
        reason: z.string(),
        note: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      gameName: z.string(),
      goodsName: z.string(),
      currency: z.string(),
      amountMinor: z.number(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  sanctions: z.array(sanction),
});
export type PlayerDetail = z.infer<typeof playerDetail>;

export const searchPlayers = playersRead.get({
  path: "/console/players",
  query: z.object({
    ...pageQuery,
    by: z.enum(playerSearchFields, { error: "validation:invalid" }).default("nickname"),
    q: z
      .string({ error: "validation:required" })
      .trim()
      .min(1, "validation:required")
      .max(80, "validation:tooLong"),
  }),
  data: paged(playerSummary),
});

export const getPlayer = playersRead.get({
  path: "/console/players/detail",
  query: z.object({ playerId: entityId }),
  data: playerDetail,
});

/** Ends one of the player's sessions (`ref`) or all of them; the next request is signed out. */
export const revokePlayerSessions = playersSanction.post({
  path: "/console/players/sessions/revoke",
  body: z.object({
    playerId: entityId,
    ref: z
      .string()
      .trim()
      .regex(/^[a-f0-9]{16}$/, "validation:invalid")
      .optional(),
  }),
  data: z.object({ revoked: z.number() }),
});

const sanctionReason = z
  .string({ error: "validation:required" })
  .trim()
  .min(1, "validation:required")
  .max(SANCTION_REASON_MAX, "validation:tooLong");

/** A ban or mute from now until `endsAt` (a future time), or permanent (`endsAt: null`). */
export const sanctionPlayer = playersSanction.post({
  path: "/console/players/sanctions",
  body: z.object({
    playerId: entityId,
    kind: z.enum(sanctionKinds, { error: "validation:invalid" }),
    reason: sanctionReason,
    endsAt: isoTime.nullable(),
  }),
  data: sanction,
});

/** Ends a ban or mute early. */
export const liftSanction = playersSanction.post({
  path: "/console/players/sanctions/lift",
  body: z.object({ playerId: entityId, sanctionId: entityId }),
  data: sanction,
});

/** Adds (positive) or takes (negative) points with a reason; a balance never goes below zero. */
export const adjustPlayerPoints = playersPoints.post({
  path: "/console/players/points",
  body: z.object({
    playerId: entityId,
    delta: wholeNumber(-POINTS_ADJUSTMENT_MAX, POINTS_ADJUSTMENT_MAX).refine((n) => n !== 0, {
      message: "validation:invalid",
    }),
    reason: sanctionReason,
  }),
  data: z.object({ balance: z.number() }),
});
