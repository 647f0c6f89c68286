import type {
  goodsForm,
  saveCatalogueServers,
  updateCatalogueGoods,
  updatePaymentMethod,
} from "@portal/contracts/console/catalogue";
import type { ParsedBody } from "@portal/contracts/route";
import { paymentRegions, regionIds, regionMethod } from "@portal/contracts/topup";
import type { z } from "zod";
import type { Tx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { givenTexts } from "../../platform/localized.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { assertGameExists, gameNamesIn } from "../games/games.service.ts";
import { presentGoods, presentMethod, regionCurrencies } from "./catalogue.presenter.ts";
import { serversFromGameServer } from "./catalogue.service.ts";
import { changeCatalogue } from "./catalogue-change.ts";
import * as repo from "./catalogue-editing.repository.ts";

type GoodsInput = z.output<typeof goodsForm>;

export async function catalogueGames(deps: AppDeps) {
  const db = deps.database.db;
  const ids = await repo.allGameIds(db);
  const names = await gameNamesIn(db, ids, "en");
  return ids.map((id) => ({ id, name: names.get(id) ?? String(id) }));
}

export async function goodsOfGame(deps: AppDeps, gameId: number) {
  const rows = await repo.goodsOfGame(deps.database.db, gameId);
  return { regions: regionCurrencies(), items: rows.map(presentGoods) };
}

/** Names only in the languages given (the others fall back); prices by the region's currency. */
function goodsValues(input: GoodsInput): repo.GoodsValues {
  return {
    gameId: input.gameId,
    sku: input.sku,
    names: givenTexts(input.names),
    prices: Object.fromEntries(
      regionIds.flatMap((region) => {
        const price = input.prices[region];
        return price ? [[paymentRegions[region].currency, price]] : [];
      }),
    ),
    points: input.points,
    active: input.active,
    sortOrder: input.sortOrder,
  };
}

async function checkGoods(tx: Tx, input: GoodsInput, exceptId?: number) {
  await assertGameExists(tx, input.gameId);
  if (await repo.skuTaken(tx, input.gameId, input.sku, exceptId)) throw new AppError("goodsSkuTaken");
}

const goodsSubject = (id: number) => ({ type: "goods", id });

export function createGoods(deps: AppDeps, by: ConsoleStaff, input: GoodsInput) {
  return changeCatalogue(deps, by, async (tx) => {
    await checkGoods(tx, input);
    const after = presentGoods(await repo.insertGoods(tx, goodsValues(input)));
    return {
      result: after,
      audit: { action: "goods.create", subject: goodsSubject(after.id), before: null, after },
    };
  });
}

/** Saves over the version the operator saw; someone else's save in between refuses it (staleEdit). */
export function updateGoods(deps: AppDeps, by: ConsoleStaff, input: ParsedBody<typeof updateCatalogueGoods>) {
  return changeCatalogue(deps, by, async (tx) => {
    const row = await repo.findGoodsById(tx, input.goodsId);
    if (!row || row.gameId !== input.gameId) throw new AppError("goodsNotFound");
    await checkGoods(tx, input, row.id);
    const saved = await repo.updateGoodsAtVersion(tx, row.id, input.version, goodsValues(input));
    if (!saved) throw new AppError("staleEdit");
    const before = presentGoods(row);
    const after = presentGoods(saved);
    return { result: after, audit: { action: "goods.update", subject: goodsSubject(row.id), before, after } };
  });
}

/** Every region with the methods the code knows for it, in the operators' order. */
export async function paymentMethodsByRegion(deps: AppDeps) {
  const rows = await repo.regionMethods(deps.database.db);
  return regionCurrencies().map((region) => ({
    ...region,
    methods: rows
      .filter((row) => row.region === region.id && regionMethod(region.id, row.methodId))
      .map(presentMethod),
  }));
}

export function updateMethod(deps: AppDeps, by: ConsoleStaff, input: ParsedBody<typeof updatePaymentMethod>) {
  return changeCatalogue(deps, by, async (tx) => {
    const row = await repo.findRegionMethod(tx, input.region, input.methodId);
    if (!row) throw new AppError("paymentMethodNotFound");
    const saved = await repo.updateMethodAtVersion(tx, input, {
      enabled: input.enabled,
      sortOrder: input.sortOrder,
    });
    if (!saved) throw new AppError("staleEdit");
    const after = presentMethod(saved);
    return {
      result: after,
      audit: {
        action: "paymentMethod.update",
        subject: { type: "paymentMethod", id: `${input.region}:${input.methodId}` },
        before: presentMethod(row),
        after,
      },
    };
  });
}

export async function serversOfGame(deps: AppDeps, gameId: number) {
  return {
    entered: await repo.enteredServers(deps.database.db, gameId),
    fromGameServer: await serversFromGameServer(deps, gameId),
    version: await repo.serverListVersion(deps.database.db, gameId),
  };
}

/**
 * Replaces the game's hand-entered servers (in this order) from the version the operator saw (a
 * save made meanwhile refuses it: staleEdit), audited with the lists before and after.
 */
export async function saveServers(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof saveCatalogueServers>,
) {
  await changeCatalogue(deps, by, async (tx) => {
    await assertGameExists(tx, input.gameId);
    if (!(await repo.bumpServerListVersion(tx, input.gameId, input.version))) throw new AppError("staleEdit");
    const before = await repo.enteredServers(tx, input.gameId);
    await repo.replaceServers(tx, input.gameId, input.servers);
    return {
      result: null,
      audit: {
        action: "gameServers.save",
        subject: { type: "game", id: input.gameId },
        before,
        after: input.servers,
      },
    };
  });
  return serversOfGame(deps, input.gameId);
}
