import type {
  ConsoleNewsCategory,
  createNewsCategory,
  deleteConsoleNews,
  listConsoleNews,
  newsForm,
  orderNewsCategories,
  renameNewsCategory,
  updateConsoleNews,
} from "@portal/contracts/console/newsroom";
import type { ParsedBody, ParsedQuery } from "@portal/contracts/route";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import {
  audited,
  createFromForm,
  deleteItem,
  type FormKind,
  findItem,
  type ItemKind,
  listItems,
  saveAtVersion,
  updateFromForm,
} from "../../platform/console/edited-items.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { givenTexts } from "../../platform/localized.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { requireContentImages } from "../content/content-images.service.ts";
import { presentCategory, presentNews, presentNewsRow } from "./newsroom.presenter.ts";
import * as repo from "./newsroom.repository.ts";
import { storedTexts, timeOrNull } from "./newsroom-editing.ts";

type NewsInput = z.output<typeof newsForm>;

/** The columns a save writes; bodies pass through the portal's sanitizer. */
async function newsValues(db: DbOrTx, input: NewsInput) {
  if (!(await repo.categoryExists(db, input.categoryId))) throw new AppError("newsCategoryNotFound");
  await requireContentImages(db, [input.coverMediaId]);
  return {
    categoryId: input.categoryId,
    texts: storedTexts({ title: input.titles, summary: input.summaries, body: input.bodies }, ["body"]),
    coverMediaId: input.coverMediaId,
    pinned: input.pinned,
    publishedAt: timeOrNull(input.publishAt),
  };
}

const newsKind: FormKind<typeof repo.editedTables.news, ReturnType<typeof presentNews>, NewsInput> = {
  table: repo.editedTables.news,
  subject: "news",
  notFound: "newsNotFound",
  present: presentNews,
  values: newsValues,
};

export const listNews = (deps: AppDeps, query: ParsedQuery<typeof listConsoleNews>) =>
  listItems(
    deps,
    query,
    { state: query.state, missing: query.missing, categoryId: query.categoryId },
    repo.listNewsPage,
    presentNewsRow,
  );

export const newsForEditing = (deps: AppDeps, newsId: number) => findItem(deps, newsKind, newsId);

export const deleteNews = (deps: AppDeps, by: ConsoleStaff, input: ParsedBody<typeof deleteConsoleNews>) =>
  deleteItem(deps, by, newsKind, { id: input.newsId, version: input.version });

export const createNews = (deps: AppDeps, by: ConsoleStaff, input: NewsInput) =>
  createFromForm(deps, by, newsKind, input);

export const updateNews = (deps: AppDeps, by: ConsoleStaff, input: ParsedBody<typeof updateConsoleNews>) =>
  updateFromForm(deps, by, newsKind, input.newsId, input);

const categoryKind: ItemKind<typeof repo.editedTables.newsCategories, ConsoleNewsCategory> = {
  table: repo.editedTables.newsCategories,
  subject: "newsCategory",
  notFound: "newsCategoryNotFound",
  present: presentCategory,
};

export async function listCategories(deps: AppDeps, db: DbOrTx = deps.database.db) {
  return { items: (await repo.listCategories(db)).map(presentCategory) };
}

export function createCategory(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof createNewsCategory>,
) {
  return audited(deps, by, async (tx, audit) => {
    const row = await repo.insertCategory(tx, { key: input.key, names: givenTexts(input.names) });
    if (!row) throw new AppError("newsCategoryKeyTaken");
    await audit("newsCategory.create", { type: "newsCategory", id: row.id }, null, presentCategory(row));
    return listCategories(deps, tx);
  });
}

export function renameCategory(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof renameNewsCategory>,
) {
  return audited(deps, by, async (tx, audit) => {
    const target = { id: input.categoryId, version: input.version };
    const names = givenTexts(input.names);
    await saveAtVersion(tx, audit, deps.now(), categoryKind, target, { names }, "rename");
    return listCategories(deps, tx);
  });
}

/** The tabs' order; every category named must exist. */
export function orderCategories(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof orderNewsCategories>,
) {
  return audited(deps, by, async (tx, audit) => {
    await repo.lockCategories(tx);
    const before = await listCategories(deps, tx);
    const known = new Set(before.items.map((row) => row.id));
    if (input.places.some((place) => !known.has(place.categoryId)))
      throw new AppError("newsCategoryNotFound");
    for (const place of input.places) await repo.setCategoryOrder(tx, place.categoryId, place.sortOrder);
    const after = await listCategories(deps, tx);
    const places = (list: typeof before) =>
      list.items.map((row) => ({ id: row.id, sortOrder: row.sortOrder }));
    await audit("newsCategory.order", { type: "newsCategories", id: "all" }, places(before), places(after));
    return after;
  });
}
