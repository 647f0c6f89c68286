import type {
  bannerForm,
  ConsoleBanner,
  deleteConsoleBanner,
  orderConsoleBanners,
  saveHomePicks,
  updateConsoleBanner,
} from "@portal/contracts/console/content";
import { publishStateAt } from "@portal/contracts/console/texts";
import type { ParsedBody } from "@portal/contracts/route";
import type { z } from "zod";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { type Audit, auditedChange } from "../../platform/audit.ts";
import { deleteItem, type ItemKind, updateItem } from "../../platform/console/edited-items.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { perGivenLanguage } from "../../platform/localized.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { presentConsoleBanner, textsByLanguage } from "./content.presenter.ts";
import * as repo from "./content.repository.ts";
import { requireContentImages } from "./content-images.service.ts";

type BannerInput = z.output<typeof bannerForm>;

export async function listBanners(deps: AppDeps, db: DbOrTx = deps.database.db) {
  const now = deps.now();
  return { items: (await repo.listBanners(db)).map((row) => presentConsoleBanner(row, now)) };
}

/** Only the languages with a title are stored, so the others fall back on the portal. */
function bannerValues(input: BannerInput) {
  return {
    imageMediaId: input.imageMediaId,
    link: input.link,
    texts: perGivenLanguage(input.titles, (language) => ({ title: input.titles[language] })),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

const bannerSubject = (id: number) => ({ type: "banner", id });
/** The home page as a whole: its banner order and its hot and recommended rows. */
const homeSubject = { type: "home", id: "home" };

/** One audited change of the home in one transaction; players see it on their next request. */
function changeHome<T>(deps: AppDeps, by: ConsoleStaff, change: (tx: Tx, audit: Audit) => Promise<T>) {
  return auditedChange(deps, by, change, "");
}

export async function createBanner(deps: AppDeps, by: ConsoleStaff, input: BannerInput) {
  await requireContentImages(deps.database.db, [input.imageMediaId]);
  return changeHome(deps, by, async (tx, audit) => {
    const row = await repo.insertBanner(tx, {
      ...bannerValues(input),
      sortOrder: await repo.nextBannerPlace(tx),
    });
    const after = presentConsoleBanner(row, deps.now());
    await audit({ action: "banner.create", subject: bannerSubject(row.id), before: null, after });
    return after;
  });
}

const bannerKind: ItemKind<typeof repo.bannersTable, ConsoleBanner> = {
  table: repo.bannersTable,
  subject: "banner",
  notFound: "bannerNotFound",
  present: presentConsoleBanner,
};

export async function updateBanner(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof updateConsoleBanner>,
) {
  await requireContentImages(deps.database.db, [input.imageMediaId]);
  const target = { id: input.bannerId, version: input.version };
  return updateItem(deps, by, bannerKind, target, bannerValues(input));
}

export async function deleteBanner(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof deleteConsoleBanner>,
) {
  await deleteItem(deps, by, bannerKind, { id: input.bannerId, version: input.version });
  return listBanners(deps);
}

/** The carousel order; every banner named must exist. */
export async function orderBanners(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof orderConsoleBanners>,
) {
  return changeHome(deps, by, async (tx, audit) => {
    const before = await repo.listBanners(tx);
    const known = new Set(before.map((row) => row.id));
    if (input.places.some((place) => !known.has(place.bannerId))) throw new AppError("bannerNotFound");
    for (const place of input.places) await repo.setBannerOrder(tx, place.bannerId, place.sortOrder);
    const after = await listBanners(deps, tx);
    await audit({
      action: "banner.order",
      subject: homeSubject,
      before: before.map((row) => ({ id: row.id, sortOrder: row.sortOrder })),
      after: after.items.map((row) => ({ id: row.id, sortOrder: row.sortOrder })),
    });
    return after;
  });
}

export async function homePicks(deps: AppDeps, db: DbOrTx = deps.database.db) {
  const { hot, recommended } = await repo.listPicked(db);
  const texts = await repo.textsOf(
    db,
    [...hot, ...recommended].map((row) => row.id),
  );
  const now = deps.now();
  const pick = (row: repo.GameRow) => {
    const names = textsByLanguage(
      texts.filter((text) => text.gameId === row.id),
      "name",
    );
    return { id: row.id, name: names.en || row.slug, state: publishStateAt(row.publishAt, now) };
  };
  return { hot: hot.map(pick), recommended: recommended.map(pick) };
}

/** Sets both home rows at once, in order; a draft may be picked and shows once it is published. */
export async function saveHomePicksOf(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof saveHomePicks>,
) {
  return changeHome(deps, by, async (tx, audit) => {
    await repo.lockPicked(tx);
    const wanted = [...new Set([...input.hot, ...input.recommended])];
    if ((await repo.existingGameIds(tx, wanted)).length !== wanted.length) throw new AppError("gameNotFound");
    const before = await homePicks(deps, tx);
    await repo.setPicked(tx, "hot", input.hot);
    await repo.setPicked(tx, "recommended", input.recommended);
    const after = await homePicks(deps, tx);
    await audit({ action: "home.picks", subject: homeSubject, before: idsOf(before), after: idsOf(after) });
    return after;
  });
}

const idsOf = (picks: Awaited<ReturnType<typeof homePicks>>) => ({
  hot: picks.hot.map((game) => game.id),
  recommended: picks.recommended.map((game) => game.id),
});
