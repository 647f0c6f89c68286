import { z } from "zod";
import { mallSections, treasurePrizeKinds } from "../gifts.ts";
import { entityId, paged, pageQuery } from "../paging.ts";
import { invalid } from "../validation.ts";
import { consoleArea } from "./route.ts";
import { formWhole, localizedTexts, notNegative, rowVersion } from "./texts.ts";

/**
 * Points and VIP in the console (permission `commerce.manage`): mall products and their stock, the
 * treasure box's prizes and odds, the sign-in calendar's points and the VIP levels.
 */

const commerceManage = consoleArea("commerce.manage");

const POINTS_MAX = 10_000_000;
const STOCK_MAX = 10_000_000;

const positive = (max: number) => formWhole(1, max, "validation:positive");

// ---- Mall products

/** What the console edits of a mall product; stock moves only by restocking (exact under exchanges). */
export const mallProductForm = z.object({
  section: z.enum(mallSections, invalid),
  physical: z.boolean(invalid),
  gameId: entityId.nullable().default(null),
  names: localizedTexts(60, ["en"]),
  contents: localizedTexts(500),
  instructions: localizedTexts(500),
  pointsCost: positive(POINTS_MAX),
  minVipLevel: notNegative(100),
  sortOrder: notNegative(100_000),
  enabled: z.boolean(invalid),
  /** The most one player may exchange in all; null: no limit. */
  perPlayerLimit: positive(10_000).nullable().default(null),
});
export type MallProductForm = z.input<typeof mallProductForm>;

export const consoleMallProduct = mallProductForm.extend({
  id: z.number(),
  stock: z.number(),
  /** Units players have exchanged in all. */
  exchanged: z.number(),
  version: z.number(),
  missingLanguages: z.array(z.string()),
});
export type ConsoleMallProduct = z.infer<typeof consoleMallProduct>;

export const listConsoleMallProducts = commerceManage.get({
  path: "/console/mall/products",
  query: z.object({ ...pageQuery, section: z.enum(mallSections, invalid).optional() }),
  data: paged(consoleMallProduct),
});

/** The stock a new product starts with. */
export const initialStock = notNegative(STOCK_MAX);

export const createConsoleMallProduct = commerceManage.post({
  path: "/console/mall/products/create",
  body: mallProductForm.extend({ stock: initialStock }),
  data: consoleMallProduct,
});

export const updateConsoleMallProduct = commerceManage.post({
  path: "/console/mall/products/update",
  body: mallProductForm.extend({ productId: entityId, version: rowVersion }),
  data: consoleMallProduct,
});

/** Adds units to stock (or takes them out, never below zero) relative to what is there now. */
export const restockConsoleMallProduct = commerceManage.post({
  path: "/console/mall/products/restock",
  body: z.object({
    productId: entityId,
    change: formWhole(-STOCK_MAX, STOCK_MAX).refine((change) => change !== 0, "validation:nothingToChange"),
  }),
  data: consoleMallProduct,
});

// ---- Treasure box

export const treasurePrizeForm = z.object({
  prize: z.enum(treasurePrizeKinds, invalid),
  points: notNegative(POINTS_MAX),
  weight: notNegative(1_000_000),
  /** null: unlimited. */
  stock: notNegative(STOCK_MAX).nullable().default(null),
  /**
   * The stock the operator saw when the form loaded (null: a new or unlimited prize). A save moves
   * the live stock by `stock − stockSeen`, so the units players won meanwhile stay taken.
   */
  stockSeen: notNegative(STOCK_MAX).nullable().default(null),
});

export const treasureBoxForm = z.object({
  cost: positive(POINTS_MAX),
  prizes: z
    .array(treasurePrizeForm, invalid)
    .min(1, "validation:required")
    .max(treasurePrizeKinds.length, "validation:tooMany")
    .refine((prizes) => new Set(prizes.map((p) => p.prize)).size === prizes.length, "validation:duplicate")
    .refine((prizes) => prizes.some((p) => p.weight > 0), "validation:oddsSumZero"),
});
export type TreasureBoxForm = z.input<typeof treasureBoxForm>;

export const consoleTreasureBox = z.object({
  cost: z.number(),
  prizes: z.array(
    z.object({
      prize: z.enum(treasurePrizeKinds),
      points: z.number(),
      weight: z.number(),
      stock: z.number().nullable(),
      /** The chance of this prize now, in percent (prizes out of stock are not drawn). */
      percent: z.number(),
    }),
  ),
  version: z.number(),
});
export type ConsoleTreasureBox = z.infer<typeof consoleTreasureBox>;

export const { get: getConsoleTreasureBox, save: saveConsoleTreasureBox } = commerceManage.settings(
  "/console/treasure-box",
  treasureBoxForm,
  consoleTreasureBox,
);

// ---- Sign-in calendar

export const SIGN_IN_DAYS_MAX = 31;

export const signInRewardsForm = z.object({
  /** Points of each day of a streak; after the last day its points repeat. */
  points: z
    .array(notNegative(100_000), invalid)
    .min(1, "validation:required")
    .max(SIGN_IN_DAYS_MAX, "validation:tooMany"),
});

export const consoleSignInRewards = signInRewardsForm.extend({ version: z.number() });

export const { get: getConsoleSignInRewards, save: saveConsoleSignInRewards } = commerceManage.settings(
  "/console/sign-in-rewards",
  signInRewardsForm,
  consoleSignInRewards,
);

// ---- VIP levels

export const vipLevelForm = z.object({
  /** VIP points (1 per point an order earns) the level starts at; rises with the level. */
  minPoints: notNegative(1_000_000_000),
  names: localizedTexts(30, ["en"]),
  /** The level's privileges, one per line. */
  privileges: localizedTexts(1000),
});
export type VipLevelForm = z.input<typeof vipLevelForm>;

export const consoleVipLevel = vipLevelForm.extend({
  level: z.number(),
  version: z.number(),
  missingLanguages: z.array(z.string()),
});
export type ConsoleVipLevel = z.infer<typeof consoleVipLevel>;

const vipLevelList = z.object({ items: z.array(consoleVipLevel) });

export const listConsoleVipLevels = commerceManage.get({ path: "/console/vip-levels", data: vipLevelList });

export const updateConsoleVipLevel = commerceManage.post({
  path: "/console/vip-levels/update",
  body: vipLevelForm.extend({ level: formWhole(0, 100), version: rowVersion }),
  data: consoleVipLevel,
});

/**
 * Adds a level above the highest (levels stay contiguous); its threshold must be above the highest's.
 * Players whose VIP points reach it already are raised to it at once.
 */
export const createConsoleVipLevel = commerceManage.post({
  path: "/console/vip-levels/create",
  body: vipLevelForm,
  data: consoleVipLevel,
});

/** Removes the highest level (never level 0), unless players hold it or mall products ask for it. */
export const deleteConsoleVipLevel = commerceManage.post({
  path: "/console/vip-levels/delete",
  body: z.object({ level: formWhole(1, 100), version: rowVersion }),
  data: vipLevelList,
});
