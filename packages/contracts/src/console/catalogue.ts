import { z } from "zod";
import { entityId, wholeNumber } from "../paging.ts";
import { currencies, type PaymentRegion, paymentVariants, regionIds } from "../topup.ts";
import { invalid } from "../validation.ts";
import { consoleArea } from "./route.ts";
import { formWhole, isoTime, localizedTexts, notNegative, rowVersion } from "./texts.ts";

/**
 * The top-up catalogue in the console (permission `commerce.manage`): goods and their prices per
 * payment region, the payment methods each region offers, coupon campaigns and prepaid-card batches.
 * Every amount is an integer in the currency's minor unit; the console converts what the operator
 * types with `currencyDigits`.
 */

const commerceManage = consoleArea("commerce.manage");

/** The largest price or amount (minor units) the console takes. */
export const AMOUNT_MINOR_MAX = 1_000_000_000_000;
const region = z.enum(regionIds as [PaymentRegion, ...PaymentRegion[]], invalid);

/** A price in minor units: a whole number above 0. */
export const priceMinor = formWhole(1, AMOUNT_MINOR_MAX, "validation:pricePositive");

/** The games the catalogue pages choose from (drafts included), named in English. */
export const listCatalogueGames = commerceManage.get({
  path: "/console/catalogue/games",
  data: z.array(z.object({ id: z.number(), name: z.string() })),
});

// Servers of a game

export const catalogueServer = z.object({ serverId: z.string(), name: z.string() });

export const listCatalogueServers = commerceManage.get({
  path: "/console/catalogue/servers",
  query: z.object({ gameId: entityId }),
  /** `fromGameServer`: the game server's own list (null when it does not answer). */
  data: z.object({
    entered: z.array(catalogueServer),
    fromGameServer: z.array(catalogueServer).nullable(),
    /** The version of the entered list: a save names it and is refused if someone saved since. */
    version: z.number(),
  }),
});

export const serverForm = z.object({
  serverId: z
    .string({ error: "validation:required" })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, "validation:sku"),
  name: z
    .string({ error: "validation:required" })
    .trim()
    .min(1, "validation:required")
    .max(40, "validation:tooLong"),
});

/**
 * Replaces the servers entered by hand (players then choose among them, in this order); an empty
 * list hands the choice back to the game server's own list.
 */
export const saveCatalogueServers = commerceManage.post({
  path: "/console/catalogue/servers/save",
  body: z.object({
    gameId: entityId,
    version: rowVersion,
    servers: z
      .array(serverForm, invalid)
      .max(200, "validation:tooMany")
      .refine(
        (servers) => new Set(servers.map((s) => s.serverId)).size === servers.length,
        "validation:duplicate",
      ),
  }),
  data: listCatalogueServers.data,
});

/** A price field of a form: empty when the region does not sell the goods. */
export const optionalPriceField = z.union([priceMinor, z.literal("")], invalid).nullable();

export const goodsForm = z.object({
  gameId: entityId,
  sku: z
    .string({ error: "validation:required" })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, "validation:sku"),
  names: localizedTexts(60, ["en"]),
  points: notNegative(1_000_000),
  /** Price per payment region (in that region's currency); a region without one does not sell it. */
  prices: z.partialRecord(region, priceMinor.nullable()).default({}),
  active: z.boolean(invalid).default(true),
  sortOrder: notNegative(10_000).default(0),
});
export type GoodsForm = z.input<typeof goodsForm>;

export const consoleGoods = z.object({
  id: z.number(),
  gameId: z.number(),
  sku: z.string(),
  names: z.record(z.string(), z.string()),
  points: z.number(),
  prices: z.record(z.string(), z.number()),
  active: z.boolean(),
  sortOrder: z.number(),
  version: z.number(),
});
export type ConsoleGoods = z.infer<typeof consoleGoods>;

/** The payment regions and their currency, as every catalogue page shows them. */
export const regionCurrency = z.object({ id: z.string(), currency: z.string(), digits: z.number() });

export const listCatalogueGoods = commerceManage.get({
  path: "/console/catalogue/goods",
  query: z.object({ gameId: entityId }),
  data: z.object({ regions: z.array(regionCurrency), items: z.array(consoleGoods) }),
});

export const { create: createCatalogueGoods, update: updateCatalogueGoods } = commerceManage.edits(
  "/console/catalogue/goods",
  "goodsId",
  goodsForm,
  consoleGoods,
);

export const consolePaymentMethod = z.object({
  id: z.string(),
  variant: z.enum(paymentVariants),
  enabled: z.boolean(),
  sortOrder: z.number(),
  version: z.number(),
});
export type ConsolePaymentMethod = z.infer<typeof consolePaymentMethod>;

export const listPaymentMethods = commerceManage.get({
  path: "/console/catalogue/methods",
  data: z.array(regionCurrency.extend({ methods: z.array(consolePaymentMethod) })),
});

export const updatePaymentMethod = commerceManage.post({
  path: "/console/catalogue/methods/update",
  body: z.object({
    region,
    methodId: z.string(invalid).trim().min(1, "validation:required").max(40, "validation:tooLong"),
    enabled: z.boolean(invalid),
    sortOrder: notNegative(100),
    version: rowVersion,
  }),
  data: consolePaymentMethod,
});

// Coupon campaigns

export const couponCampaignForm = z
  .object({
    name: z
      .string({ error: "validation:required" })
      .trim()
      .min(1, "validation:required")
      .max(80, "validation:tooLong"),
    kind: z.enum(["percent", "amount"], invalid),
    /** Percent off (1–99), or the amount off in `currency`'s minor unit. */
    value: formWhole(1, AMOUNT_MINOR_MAX, "validation:pricePositive"),
    currency: z.enum(currencies, invalid).nullable().default(null),
    minSpendMinor: notNegative(AMOUNT_MINOR_MAX).default(0),
    /** The games its coupons pay for; none: every game. */
    gameIds: z
      .array(entityId, invalid)
      .max(100, "validation:tooMany")
      .refine((ids) => new Set(ids).size === ids.length, "validation:duplicate")
      .default([]),
    startsAt: isoTime,
    endsAt: isoTime,
  })
  .superRefine((form, context) => {
    if (form.kind === "percent" && form.value > 99)
      context.addIssue({ code: "custom", path: ["value"], message: "validation:percentRange" });
    if ((form.kind === "amount" || form.minSpendMinor > 0) && !form.currency)
      context.addIssue({ code: "custom", path: ["currency"], message: "validation:currencyRequired" });
    if (new Date(form.endsAt) <= new Date(form.startsAt))
      context.addIssue({ code: "custom", path: ["endsAt"], message: "validation:endBeforeStart" });
  });
export type CouponCampaignForm = z.input<typeof couponCampaignForm>;

export const couponCampaign = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(["percent", "amount"]),
  value: z.number(),
  currency: z.string().nullable(),
  minSpendMinor: z.number(),
  /** The games its coupons pay for, or null for every game. */
  gameIds: z.array(z.number()).nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Coupons issued so far, and how many of them paid part of an order. */
  issued: z.number(),
  used: z.number(),
});
export type CouponCampaign = z.infer<typeof couponCampaign>;

export const listCouponCampaigns = commerceManage.get({
  path: "/console/catalogue/coupons",
  data: z.array(couponCampaign),
});

export const createCouponCampaign = commerceManage.post({
  path: "/console/catalogue/coupons/create",
  body: couponCampaignForm,
  data: couponCampaign,
});

/** Who receives a campaign's coupon: one player, everyone, VIP level N and up, or a game's players. */
export const couponSegment = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("player"), playerId: entityId }),
    z.object({ kind: z.literal("all") }),
    z.object({ kind: z.literal("vip"), minLevel: wholeNumber(1, 100) }),
    z.object({ kind: z.literal("game"), gameId: entityId }),
  ],
  invalid,
);
export type CouponSegment = z.infer<typeof couponSegment>;

export const issueCouponCampaign = commerceManage.post({
  path: "/console/catalogue/coupons/issue",
  body: z.object({ campaignId: entityId, segment: couponSegment }),
  /** `issued`: new coupons; players who already had this campaign's coupon are not counted again. */
  data: z.object({ issued: z.number(), campaign: couponCampaign }),
});

// Prepaid-card batches

export const CARD_BATCH_MAX = 10_000;

export const cardBatch = z.object({
  id: z.number(),
  code: z.string(),
  region: z.string(),
  currency: z.string(),
  faceValueMinor: z.number(),
  expiresAt: z.string(),
  status: z.enum(["active", "withdrawn"]),
  createdAt: z.string(),
  cards: z.number(),
  used: z.number(),
});
export type CardBatch = z.infer<typeof cardBatch>;

export const listCardBatches = commerceManage.get({
  path: "/console/catalogue/card-batches",
  data: z.array(cardBatch),
});

export const cardBatchForm = z.object({
  batchCode: z
    .string({ error: "validation:required" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, "validation:batchCode"),
  region,
  faceValueMinor: priceMinor,
  expiresAt: isoTime,
  count: formWhole(1, CARD_BATCH_MAX, "validation:invalid", "validation:tooMany"),
});
export type CardBatchForm = z.input<typeof cardBatchForm>;

/**
 * A generated batch and its cards as CSV (the import format: batch,serial,pin,…). The PINs are in
 * this one answer only; the server keeps keyed hashes.
 */
export const generateCardBatch = commerceManage.post({
  path: "/console/catalogue/card-batches/generate",
  body: cardBatchForm,
  data: z.object({ batch: cardBatch, csv: z.string() }),
});

/** The import of a publisher's card file (the `cards:import` CSV format), sent as text. */
export const importCardBatch = commerceManage.post({
  path: "/console/catalogue/card-batches/import",
  body: z.object({
    csv: z
      .string(invalid)
      .min(1, "validation:required")
      .max(CARD_BATCH_MAX * 120, "validation:tooLong"),
  }),
  data: cardBatch,
});

/** Withdraws (voids) a batch: its unused cards pay nothing any more. */
export const withdrawCardBatch = commerceManage.post({
  path: "/console/catalogue/card-batches/withdraw",
  body: z.object({ batchId: entityId }),
  data: cardBatch,
});

// Stored-value activities

export const ACTIVITY_TIERS_MAX = 10;

export const activityTier = z.object({
  minAmountMinor: notNegative(AMOUNT_MINOR_MAX),
  bonusPoints: formWhole(1, 1_000_000, "validation:pricePositive"),
});

/** A stored-value activity: its texts, window, game (or all), currency and bonus tiers. */
export const storedActivityForm = z
  .object({
    titles: localizedTexts(60, ["en"]),
    descriptions: localizedTexts(400, ["en"]),
    startsAt: isoTime,
    endsAt: isoTime,
    gameId: entityId.nullable().default(null),
    currency: z.enum(currencies, invalid),
    tiers: z
      .array(activityTier, invalid)
      .min(1, "validation:required")
      .max(ACTIVITY_TIERS_MAX, "validation:tooMany"),
  })
  .superRefine((form, context) => {
    if (new Date(form.endsAt) <= new Date(form.startsAt))
      context.addIssue({ code: "custom", path: ["endsAt"], message: "validation:endBeforeStart" });
    form.tiers.forEach((tier, index) => {
      const previous = form.tiers[index - 1];
      if (previous && tier.minAmountMinor <= previous.minAmountMinor)
        context.addIssue({ code: "custom", path: ["tiers", index], message: "validation:tiersAscending" });
    });
  });
export type StoredActivityForm = z.input<typeof storedActivityForm>;

export const consoleStoredActivity = z.object({
  id: z.number(),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  gameId: z.number().nullable(),
  currency: z.string().nullable(),
  tiers: z.array(z.object({ minAmountMinor: z.number(), bonusPoints: z.number() })),
  version: z.number(),
});
export type ConsoleStoredActivity = z.infer<typeof consoleStoredActivity>;

export const listStoredActivities = commerceManage.get({
  path: "/console/catalogue/activities",
  data: z.array(consoleStoredActivity),
});

export const { create: createStoredActivity, update: updateStoredActivity } = commerceManage.edits(
  "/console/catalogue/activities",
  "activityId",
  storedActivityForm,
  consoleStoredActivity,
);
