import type {
  createConsoleMallProduct,
  deleteConsoleVipLevel,
  listConsoleMallProducts,
  mallProductForm,
  restockConsoleMallProduct,
  saveConsoleSignInRewards,
  saveConsoleTreasureBox,
  updateConsoleMallProduct,
  updateConsoleVipLevel,
  vipLevelForm,
} from "@portal/contracts/console/rewards";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { ParsedBody, ParsedQuery } from "@portal/contracts/route";
import type { z } from "zod";
import { type DbOrTx, isUniqueViolation, type Tx } from "../../db/client.ts";
import { type Audit, auditedChange } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { rewardRule } from "../../platform/reward-rules.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { listPrizes, oddsOf } from "../mall/mall.service.ts";
import { offerTextsOf, presentProduct, presentVipLevel, vipTextsOf } from "./rewards.presenter.ts";
import * as repo from "./rewards.repository.ts";

/** One audited reward change; players see it on their next request (the public cache is dropped). */
function changeRewards<T>(deps: AppDeps, by: ConsoleStaff, work: (tx: Tx, audit: Audit) => Promise<T>) {
  return auditedChange(deps, by, work, "");
}

// ---- Mall products

const productSubject = (id: number) => ({ type: "mallProduct", id });

export async function listProducts(deps: AppDeps, query: ParsedQuery<typeof listConsoleMallProducts>) {
  const { rows, total } = await repo.listProducts(deps.database.db, query.section, {
    limit: query.pageSize,
    offset: offsetOf(query),
  });
  return toPage(rows.map(presentProduct), total, query);
}

async function productValues(
  db: DbOrTx,
  input: z.output<typeof mallProductForm>,
): Promise<repo.ProductValues> {
  if (input.gameId !== null && !(await repo.gameExists(db, input.gameId))) throw new AppError("gameNotFound");
  return {
    section: input.section,
    physical: input.physical,
    gameId: input.gameId,
    texts: offerTextsOf(input),
    pointsCost: input.pointsCost,
    minVipLevel: input.minVipLevel,
    sortOrder: input.sortOrder,
    enabled: input.enabled,
    perPlayerLimit: input.perPlayerLimit,
  };
}

export function createProduct(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof createConsoleMallProduct>,
) {
  return changeRewards(deps, by, async (tx, audit) => {
    const row = await repo.insertProduct(tx, { ...(await productValues(tx, input)), stock: input.stock });
    const after = presentProduct({ row, exchanged: 0 });
    await audit({ action: "mallProduct.create", subject: productSubject(row.id), before: null, after });
    return after;
  });
}

async function productOf(db: DbOrTx, productId: number) {
  const found = await repo.findProduct(db, productId);
  if (!found) throw new AppError("productNotFound");
  return found;
}

/** Everything but stock, from the version the operator saw; stock moves only by `restockProduct`. */
export function updateProduct(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof updateConsoleMallProduct>,
) {
  return changeRewards(deps, by, async (tx, audit) => {
    const found = await productOf(tx, input.productId);
    if (found.row.version !== input.version) throw new AppError("staleEdit");
    const row = await repo.updateProductAtVersion(
      tx,
      input.productId,
      input.version,
      await productValues(tx, input),
    );
    if (!row) throw new AppError("staleEdit");
    const before = presentProduct(found);
    const after = presentProduct({ row, exchanged: found.exchanged });
    await audit({ action: "mallProduct.update", subject: productSubject(row.id), before, after });
    return after;
  });
}

/**
 * Adds (or takes out) units relative to the stock at that instant, so players' exchanges running at
 * the same time are neither lost nor doubled; taking more than is left fails and changes nothing.
 */
export function restockProduct(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof restockConsoleMallProduct>,
) {
  return changeRewards(deps, by, async (tx, audit) => {
    const found = await productOf(tx, input.productId);
    const row = await repo.changeStock(tx, input.productId, input.change);
    if (!row) throw new AppError("stockInsufficient");
    const after = presentProduct({ row, exchanged: found.exchanged });
    await audit({
      action: "mallProduct.restock",
      subject: productSubject(row.id),
      before: { stock: row.stock - input.change },
      after: { stock: row.stock, change: input.change },
    });
    return after;
  });
}

// ---- Treasure box

const treasureSubject = { type: "treasureBox", id: "treasureBox" };

export async function treasureBox(deps: AppDeps, db: DbOrTx = deps.database.db) {
  const [rule, prizes] = await Promise.all([rewardRule(db, "treasureBox"), listPrizes(db)]);
  return {
    cost: rule.value.cost,
    prizes: oddsOf(prizes).map(({ prize, percent }) => ({
      prize: prize.prize,
      points: prize.points,
      weight: prize.weight,
      stock: prize.stock,
      percent,
    })),
    version: rule.version,
  };
}

/**
 * The cost and the whole list of prizes at once, from the version the operator saw; stock moves
 * relative to the live stock (see `savePrizes`), so players' draws during the edit are kept.
 */
export function saveTreasureBox(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof saveConsoleTreasureBox>,
) {
  return changeRewards(deps, by, async (tx, audit) => {
    if ((await rewardRule(tx, "treasureBox", true)).version !== input.version)
      throw new AppError("staleEdit");
    const before = await treasureBox(deps, tx);
    await repo.saveRuleAtVersion(tx, "treasureBox", input.version, { cost: input.cost });
    await repo.savePrizes(tx, input.prizes);
    const after = await treasureBox(deps, tx);
    await audit({ action: "treasureBox.update", subject: treasureSubject, before, after });
    return after;
  });
}

// ---- Sign-in calendar

const signInSubject = { type: "signInRewards", id: "signIn" };

export async function signInRewards(deps: AppDeps, db: DbOrTx = deps.database.db) {
  const rule = await rewardRule(db, "signIn");
  return { points: rule.value.points, version: rule.version };
}

export function saveSignInRewards(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof saveConsoleSignInRewards>,
) {
  return changeRewards(deps, by, async (tx, audit) => {
    if ((await rewardRule(tx, "signIn", true)).version !== input.version) throw new AppError("staleEdit");
    const before = await signInRewards(deps, tx);
    await repo.saveRuleAtVersion(tx, "signIn", input.version, { points: input.points });
    const after = await signInRewards(deps, tx);
    await audit({ action: "signInRewards.update", subject: signInSubject, before, after });
    return after;
  });
}

// ---- VIP levels

const vipSubject = (level: number) => ({ type: "vipLevel", id: level });

export async function vipLevels(deps: AppDeps) {
  return { items: (await repo.listVipLevels(deps.database.db)).map(presentVipLevel) };
}

/** Every level locked, and the one the operator edits, at the version the operator saw. */
async function lockedVipLevel(tx: Tx, input: { level: number; version: number }) {
  const levels = await repo.lockVipLevels(tx);
  const current = levels.find((row) => row.level === input.level);
  if (!current) throw new AppError("vipLevelNotFound");
  if (current.version !== input.version) throw new AppError("staleEdit");
  return { levels, current };
}

/** A level's threshold must stay above the level below and below the level above it. */
export function updateVipLevel(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof updateConsoleVipLevel>,
) {
  return changeRewards(deps, by, async (tx, audit) => {
    const { levels, current } = await lockedVipLevel(tx, input);
    const below = levels.filter((row) => row.level < input.level).at(-1);
    const above = levels.find((row) => row.level > input.level);
    const fits =
      (below ? input.minPoints > below.minPoints : input.minPoints === 0) &&
      (!above || input.minPoints < above.minPoints);
    if (!fits) throw new AppError("vipThresholdOrder");
    const row = await repo.updateVipLevelAtVersion(tx, input.level, input.version, {
      minPoints: input.minPoints,
      texts: vipTextsOf(input),
    });
    if (!row) throw new AppError("staleEdit");
    const after = presentVipLevel(row);
    await audit({
      action: "vipLevel.update",
      subject: vipSubject(row.level),
      before: presentVipLevel(current),
      after,
    });
    return after;
  });
}

const VIP_LEVEL_MAX = 100;

/**
 * A new level above the highest, with a threshold above the highest's; players who have the points
 * already reach it at once. Two operators adding at once: the later is refused (staleEdit).
 */
export async function createVipLevel(deps: AppDeps, by: ConsoleStaff, input: z.output<typeof vipLevelForm>) {
  try {
    return await changeRewards(deps, by, async (tx, audit) => {
      const top = (await repo.lockVipLevels(tx)).at(-1);
      const level = top ? top.level + 1 : 0;
      if (level > VIP_LEVEL_MAX) throw new AppError("vipLevelsFull");
      if (top ? input.minPoints <= top.minPoints : input.minPoints !== 0)
        throw new AppError("vipThresholdOrder");
      const row = await repo.insertVipLevel(tx, {
        level,
        minPoints: input.minPoints,
        texts: vipTextsOf(input),
      });
      const raised = await repo.raiseToVipLevel(tx, row);
      const after = presentVipLevel(row);
      await audit({
        action: "vipLevel.create",
        subject: vipSubject(level),
        before: null,
        after: { ...after, raised },
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("staleEdit");
    throw error;
  }
}

/** Removes the highest level (never level 0) from the version the operator saw, if nobody needs it. */
export async function deleteVipLevel(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof deleteConsoleVipLevel>,
) {
  await changeRewards(deps, by, async (tx, audit) => {
    const { levels, current } = await lockedVipLevel(tx, input);
    if (current !== levels.at(-1) || current.level === 0) throw new AppError("vipLevelNotLast");
    if (await repo.vipLevelHeld(tx, current.level)) throw new AppError("vipLevelHeld");
    if (await repo.vipLevelRequired(tx, current.level)) throw new AppError("vipLevelRequired");
    if (!(await repo.deleteVipLevelAtVersion(tx, current.level, current.version)))
      throw new AppError("staleEdit");
    await audit({
      action: "vipLevel.delete",
      subject: vipSubject(current.level),
      before: presentVipLevel(current),
      after: null,
    });
  });
  return vipLevels(deps);
}
