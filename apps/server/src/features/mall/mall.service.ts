import { randomInt } from "node:crypto";
import type { ErrorName } from "@portal/contracts/errors";
import type { MallProduct } from "@portal/contracts/gifts";
import { contentFallback, type Language } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fail } from "../../platform/errors.ts";
import { rewardRule } from "../../platform/reward-rules.ts";
import { offerTexts } from "../gifts/gifts.service.ts";
import { awardPoints, pointsBalance, spendPoints } from "../points/ledger.service.ts";
import type { DeliveryAddress } from "./mall.repository.ts";
import * as repo from "./mall.repository.ts";

type Page = { page: number; pageSize: number };
type Section = repo.ProductRow["section"];
type Shopper = { vipLevel: number; birthday: string | null; balance: number };

const INDEX_ROW = 6;

/** Birthday products are for the player's birthday month (UTC calendar). */
const inBirthdayMonth = (birthday: string | null, at: Date) =>
  birthday !== null && Number(birthday.slice(5, 7)) === at.getUTCMonth() + 1;

function blockedBy(product: repo.ProductRow, shopper: Shopper | null, at: Date): MallProduct["blocked"] {
  if (product.stock === 0) return "soldOut";
  if (!shopper) return null;
  if (shopper.vipLevel < product.minVipLevel) return "vip";
  if (product.section === "birthday" && !inBirthdayMonth(shopper.birthday, at)) return "birthday";
  if (shopper.balance < product.pointsCost) return "pointsInsufficient";
  return null;
}

function presentProduct(product: repo.ProductRow, chain: Language[], shopper: Shopper | null, at: Date) {
  return {
    productId: product.id,
    section: product.section,
    physical: product.physical,
    ...offerTexts(product.texts, chain),
    pointsCost: product.pointsCost,
    stock: product.stock,
    minVipLevel: product.minVipLevel,
    blocked: blockedBy(product, shopper, at),
  };
}

async function shopperOf(deps: AppDeps, userId: number | null): Promise<Shopper | null> {
  if (!userId) return null;
  const { db } = deps.database;
  const [facts, balance] = await Promise.all([repo.shopper(db, userId), pointsBalance(db, userId)]);
  return { ...facts, balance };
}

export async function listProducts(
  deps: AppDeps,
  userId: number | null,
  language: Language,
  section: Section,
  page: Page,
) {
  const [{ rows, total }, shopper] = await Promise.all([
    repo.listProducts(deps.database.db, section, { limit: page.pageSize, offset: offsetOf(page) }),
    shopperOf(deps, userId),
  ]);
  const chain = contentFallback(language);
  return toPage(
    rows.map((row) => presentProduct(row, chain, shopper, deps.now())),
    total,
    page,
  );
}

/** The prizes that can come out now: a weight above zero and, when counted, stock left. */
export const drawablePrizes = <T extends { weight: number; stock: number | null }>(prizes: T[]) =>
  prizes.filter((prize) => prize.weight > 0 && (prize.stock === null || prize.stock > 0));

const weightOf = (prizes: { weight: number }[]) => prizes.reduce((total, prize) => total + prize.weight, 0);

/** The prize a roll in [0, sum of weights) lands on: each takes a share of the rolls equal to its weight. */
export function pickPrize<T extends { weight: number }>(prizes: T[], roll: number): T {
  let left = roll;
  for (const prize of prizes) {
    if (left < prize.weight) return prize;
    left -= prize.weight;
  }
  throw new Error(`roll ${roll} is outside the weights`);
}

/** Each prize's chance now, in percent of the weights of the prizes that can come out. */
export function oddsOf<T extends { weight: number; stock: number | null }>(prizes: T[]) {
  const live = drawablePrizes(prizes);
  const sum = weightOf(live);
  return prizes.map((prize) => ({ prize, percent: live.includes(prize) ? (prize.weight * 100) / sum : 0 }));
}

/** What the box costs and its published odds, as the database holds them. */
export async function treasureOdds(db: DbOrTx) {
  const [rule, prizes] = await Promise.all([rewardRule(db, "treasureBox"), repo.listPrizes(db)]);
  return {
    cost: rule.value.cost,
    odds: oddsOf(prizes)
      .filter(({ percent }) => percent > 0)
      .map(({ prize, percent }) => ({ prize: prize.prize, points: prize.points, percent })),
  };
}

export async function mallIndex(deps: AppDeps, userId: number | null, language: Language) {
  const first = { page: 1, pageSize: INDEX_ROW };
  const [general, vip, birthday, shopper, treasureBox] = await Promise.all([
    listProducts(deps, userId, language, "general", first),
    listProducts(deps, userId, language, "vip", first),
    listProducts(deps, userId, language, "birthday", first),
    shopperOf(deps, userId),
    treasureOdds(deps.database.db),
  ]);
  return {
    balance: shopper?.balance ?? null,
    general: general.items,
    vip: vip.items,
    birthday: birthday.items,
    treasureBox,
  };
}

export async function productDetail(
  deps: AppDeps,
  userId: number | null,
  language: Language,
  productId: number,
) {
  const [product, shopper] = await Promise.all([
    repo.findProduct(deps.database.db, productId),
    shopperOf(deps, userId),
  ]);
  if (!product) return fail("productNotFound");
  return presentProduct(product, contentFallback(language), shopper, deps.now());
}

const blockedError: Record<NonNullable<MallProduct["blocked"]>, ErrorName> = {
  soldOut: "soldOut",
  vip: "vipRequired",
  birthday: "birthdayOnly",
  pointsInsufficient: "pointsInsufficient",
};

/**
 * Exchanges points for a product. Stock and points each move by a conditional update in one
 * transaction: too little of either fails the whole exchange and changes nothing. The player's own
 * exchanges run one at a time (a row lock), so the per-player limit holds under concurrent clicks.
 */
export async function exchange(
  deps: AppDeps,
  userId: number,
  body: { productId: number; quantity: number; address?: DeliveryAddress },
) {
  const { db } = deps.database;
  const product = await repo.findProduct(db, body.productId);
  if (!product) return fail("productNotFound");
  const shopper = await shopperOf(deps, userId);
  const blocked = blockedBy(
    product,
    shopper && { ...shopper, balance: Number.POSITIVE_INFINITY },
    deps.now(),
  );
  if (blocked) fail(blockedError[blocked]);
  if (product.physical && !body.address) fail("addressRequired");
  const points = product.pointsCost * body.quantity;
  const exchangeId = await db.transaction(async (tx) => {
    if (product.perPlayerLimit !== null) {
      await repo.lockShopper(tx, userId);
      const before = await repo.exchangedBy(tx, userId, product.id);
      if (before + body.quantity > product.perPlayerLimit) fail("exchangeLimitReached");
    }
    if (!(await repo.takeStock(tx, product.id, body.quantity)))
      fail((await repo.findProduct(tx, product.id))?.stock === 0 ? "soldOut" : "stockInsufficient");
    const id = await repo.recordExchange(tx, {
      userId,
      productId: product.id,
      quantity: body.quantity,
      points,
      address: product.physical ? (body.address ?? null) : null,
    });
    await spendPoints(tx, userId, points, { reason: "mall", reference: String(id) });
    return id;
  });
  return { exchangeId, balance: await pointsBalance(db, userId) };
}

export async function exchangeRecords(deps: AppDeps, userId: number, language: Language, page: Page) {
  const chain = contentFallback(language);
  const { rows, total } = await repo.exchangesOf(deps.database.db, userId, {
    limit: page.pageSize,
    offset: offsetOf(page),
  });
  const items = rows.map((row) => ({
    exchangeId: row.id,
    productId: row.productId,
    name: offerTexts(row.texts, chain).name,
    quantity: row.quantity,
    points: row.points,
    physical: row.physical,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  }));
  return toPage(items, total, page);
}

export const lastAddress = (deps: AppDeps, userId: number) => repo.lastAddress(deps.database.db, userId);

/**
 * Draws a prize with a cryptographic random number, weighted by the odds in the database. A prize
 * with stock is taken by a conditional update; when a concurrent draw took its last unit, the draw
 * runs again over what is left.
 */
async function drawPrize(tx: DbOrTx) {
  for (;;) {
    const prizes = drawablePrizes(await repo.listPrizes(tx));
    if (prizes.length === 0) return fail("treasureBoxEmpty");
    const prize = pickPrize(prizes, randomInt(weightOf(prizes)));
    if (prize.stock === null || (await repo.takePrize(tx, prize.id))) return prize;
  }
}

/** Opens the treasure box: the cost and the prize move in one transaction, each recorded in the ledger. */
export async function openTreasureBox(deps: AppDeps, userId: number) {
  const { db } = deps.database;
  const prize = await db.transaction(async (tx) => {
    const cost = (await rewardRule(tx, "treasureBox")).value.cost;
    const won = await drawPrize(tx);
    const drawId = await repo.recordDraw(tx, {
      userId,
      prize: won.prize,
      pointsCost: cost,
      pointsWon: won.points,
    });
    await spendPoints(tx, userId, cost, { reason: "treasureBox", reference: String(drawId) });
    if (won.points > 0)
      await awardPoints(tx, userId, won.points, { reason: "treasurePrize", reference: String(drawId) });
    return won;
  });
  return { prize: prize.prize, pointsWon: prize.points, balance: await pointsBalance(db, userId) };
}

export { listPrizes } from "./mall.repository.ts";
