import { z } from "zod";
import { appId } from "./games.ts";
import { entityId, paged, pageQuery } from "./paging.ts";
import { defineRoute } from "./route.ts";
import { email, invalid } from "./validation.ts";

/**
 * Gift packs, mission packs, the game box, points, daily sign-in, the points mall and the treasure box.
 * The server decides every figure (remaining codes, costs, balances, prizes); clients only show them.
 */

/**
 * What the player can do with a pack now. `locked` names the first unmet condition in `missing`;
 * `claimed` packs carry the player's code (only ever to its owner).
 */
export const packStates = [
  "claimable",
  "claimed",
  "soldOut",
  "pointsInsufficient",
  "locked",
  "expired",
] as const;
export const packConditions = ["vip", "reservation", "dailySignIn", "email", "task"] as const;
export type PackState = (typeof packStates)[number];
export type PackCondition = (typeof packConditions)[number];

export const packTask = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("signStreak"), days: z.number() }),
  z.object({ kind: z.literal("recharge"), currency: z.string(), amountMinor: z.number() }),
  z.object({ kind: z.literal("reservation") }),
]);

export const giftPack = z.object({
  giftId: z.number(),
  appId: z.number(),
  gameName: z.string(),
  gameIcon: z.string(),
  name: z.string(),
  contents: z.string(),
  instructions: z.string(),
  validUntil: z.string(),
  pointsCost: z.number(),
  minVipLevel: z.number(),
  needsDailySignIn: z.boolean(),
  needsReservation: z.boolean(),
  needsEmail: z.boolean(),
  total: z.number(),
  remaining: z.number(),
  state: z.enum(packStates),
  missing: z.enum(packConditions).nullable(),
  /** Mission packs: the task and the player's progress towards it (same unit as the target). */
  task: packTask.nullable(),
  progress: z.number().nullable(),
  code: z.string().nullable(),
});
export type GiftPack = z.infer<typeof giftPack>;

/** Free code packs, packs sold for points, mission packs, or all of them (a game's gift tab). */
export const packKinds = ["code", "points", "mission", "all"] as const;

/** Packs, newest first: of one game, or of every game; `points` are packs sold for points. */
export const giftList = defineRoute({
  method: "GET",
  path: "/giftList",
  query: z.object({
    appId: appId.optional(),
    kind: z.enum(packKinds, invalid).default("code"),
    ...pageQuery,
  }),
  data: paged(giftPack),
});

export const giftDetail = defineRoute({
  method: "GET",
  path: "/giftDetail",
  query: z.object({ giftId: entityId }),
  data: giftPack,
});

/** Games that have packs, with how many packs can still be claimed (the gift centre's game picker). */
export const giftGameList = defineRoute({
  method: "GET",
  path: "/giftGameList",
  data: z.array(z.object({ appId: z.number(), name: z.string(), icon: z.string(), packs: z.number() })),
});

/** An e-mail to send the code to: must be the player's bound e-mail (else emailIncorrect). */
const claimBody = z.object({ giftId: entityId, email: email.optional() });
const claimed = z.object({
  giftId: z.number(),
  code: z.string(),
  validUntil: z.string(),
  points: z.number(),
});

/** Claims one code of a pack: at most one per player per pack. */
export const doleGift = defineRoute({
  method: "POST",
  path: "/doleGift",
  body: claimBody,
  data: claimed,
  signedIn: true,
});

/** Packs unlocked by a game's cumulative top-up, with the player's total. */
export const rechargeGifts = defineRoute({
  method: "GET",
  path: "/gift/rechargeAmt",
  query: z.object({ appId: appId.optional() }),
  data: z.array(giftPack),
  signedIn: true,
});

export const claimRechargeGift = defineRoute({
  method: "POST",
  path: "/gift/rechargeAmt/dole",
  body: claimBody,
  data: claimed,
  signedIn: true,
});

/** The game box: every code the player claimed, newest first. */
export const myGiftCodes = defineRoute({
  method: "GET",
  path: "/myGiftCodes",
  query: z.object(pageQuery),
  data: paged(
    z.object({
      giftId: z.number(),
      appId: z.number(),
      gameName: z.string(),
      gameIcon: z.string(),
      name: z.string(),
      code: z.string(),
      validUntil: z.string(),
      claimedAt: z.string(),
    }),
  ),
  signedIn: true,
});

// ---- Points and daily sign-in

/** Points of a sign-in streak's n-th day from the table; after the table's end the last day's points repeat. */
export const signInPoints = (table: readonly number[], streak: number) =>
  table[Math.min(streak, table.length) - 1] ?? table[0] ?? 0;

/** An IANA time zone ("Asia/Bangkok"); the player's first sign-in fixes it. */
export const timeZone = z
  .string(invalid)
  .max(64, "validation:invalid")
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "validation:invalid");

const signState = z.object({
  signedToday: z.boolean(),
  /** Days in a row including today when signed today, else up to yesterday. */
  streak: z.number(),
  /** What today's sign-in gives (or gave). */
  todayPoints: z.number(),
  table: z.array(z.number()),
  balance: z.number(),
});

export const isSign = defineRoute({
  method: "GET",
  path: "/isSign",
  query: z.object({ timeZone: timeZone.optional() }),
  data: signState,
  signedIn: true,
});

/** Signs in for today; a second sign-in the same day is 409 alreadySigned and gives nothing. */
export const sign = defineRoute({
  method: "POST",
  path: "/sign",
  body: z.object({ timeZone: timeZone.optional() }),
  data: signState,
  signedIn: true,
});

export const getUserScore = defineRoute({
  method: "GET",
  path: "/getUserScore",
  data: z.object({ balance: z.number() }),
  signedIn: true,
});

export const pointsEntry = z.object({
  id: z.number(),
  delta: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});

/** The points log, newest first; `before` is the last id of the previous page. */
export const scoreLog = defineRoute({
  method: "GET",
  path: "/scoreLog",
  query: z.object({ before: entityId.optional() }),
  data: z.object({ items: z.array(pointsEntry), hasMore: z.boolean(), balance: z.number() }),
  signedIn: true,
});

// ---- Points mall

export const mallSections = ["general", "vip", "birthday"] as const;

export const mallProduct = z.object({
  productId: z.number(),
  section: z.enum(mallSections),
  physical: z.boolean(),
  name: z.string(),
  contents: z.string(),
  instructions: z.string(),
  pointsCost: z.number(),
  stock: z.number(),
  minVipLevel: z.number(),
  /** Why the player cannot exchange it now, or null. */
  blocked: z.enum(["soldOut", "pointsInsufficient", "vip", "birthday"]).nullable(),
});
export type MallProduct = z.infer<typeof mallProduct>;

/** The published odds of the treasure box: each prize's weight out of the sum of weights. */
export const treasurePrize = z.object({ prize: z.string(), points: z.number(), percent: z.number() });

export const bonusIndex = defineRoute({
  method: "GET",
  path: "/bonusIndex",
  data: z.object({
    balance: z.number().nullable(),
    general: z.array(mallProduct),
    vip: z.array(mallProduct),
    birthday: z.array(mallProduct),
    treasureBox: z.object({ cost: z.number(), odds: z.array(treasurePrize) }),
  }),
});

const productPage = { query: z.object(pageQuery), data: paged(mallProduct) };
export const bonusGetOtherProduct = defineRoute({
  method: "GET",
  path: "/bonusGetOtherProduct",
  ...productPage,
});
export const bonusGetVipProduct = defineRoute({ method: "GET", path: "/bonusGetVipProduct", ...productPage });
export const bonusGetBirthProduct = defineRoute({
  method: "GET",
  path: "/bonusGetBirthProduct",
  ...productPage,
});

export const bonusGetProductDetail = defineRoute({
  method: "GET",
  path: "/bonusGetProductDetail",
  query: z.object({ productId: entityId }),
  data: mallProduct,
});

export const MAX_EXCHANGE_QUANTITY = 10;
const text = (max: number) =>
  z
    .string({ error: "gifts:addressRequired" })
    .trim()
    .min(1, "gifts:addressRequired")
    .max(max, "validation:tooLong");
export const deliveryAddress = z.object({ name: text(40), phone: text(20), address: text(200) });

/** Exchanges points for a product; a physical product needs a delivery address. */
export const bonusDoleProduct = defineRoute({
  method: "POST",
  path: "/bonusDoleProduct",
  body: z.object({
    productId: entityId,
    quantity: z.coerce
      .number(invalid)
      .int(invalid)
      .min(1, invalid)
      .max(MAX_EXCHANGE_QUANTITY, invalid)
      .default(1),
    address: deliveryAddress.optional(),
  }),
  data: z.object({ exchangeId: z.number(), balance: z.number() }),
  signedIn: true,
});

export const bonusExchangeRecord = defineRoute({
  method: "GET",
  path: "/bonusExchangeRecord",
  query: z.object(pageQuery),
  data: paged(
    z.object({
      exchangeId: z.number(),
      productId: z.number(),
      name: z.string(),
      quantity: z.number(),
      points: z.number(),
      physical: z.boolean(),
      address: deliveryAddress.nullable(),
      createdAt: z.string(),
    }),
  ),
  signedIn: true,
});

export const bonusGetLastAddr = defineRoute({
  method: "GET",
  path: "/bonusGetLastAddr",
  data: deliveryAddress.nullable(),
  signedIn: true,
});

/** Opens the treasure box: costs its points; the prize is drawn on the server from the published odds. */
export const treasureBox = defineRoute({
  method: "POST",
  path: "/treasureBox",
  data: z.object({ prize: z.string(), pointsWon: z.number(), balance: z.number() }),
  signedIn: true,
});

/** The prizes a treasure box may hold; the portal names each in the player's language. */
export const treasurePrizeKinds = ["thanks", "small", "medium", "large", "jackpot"] as const;
export type TreasurePrizeKind = (typeof treasurePrizeKinds)[number];
