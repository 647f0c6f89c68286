import type { Language } from "@portal/contracts/languages";
import type { NewsCard } from "@portal/contracts/news";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { sanitizeRichText } from "../../platform/rich-text.ts";
import { gameNamesOf } from "../games/games.service.ts";
import { presentArticle, presentNewsCard } from "./news.presenter.ts";
import * as repo from "./news.repository.ts";

interface Page {
  page: number;
  pageSize: number;
}

/** The news tabs in the player's language; a category without a name in the chain is left out. */
export function categories(deps: AppDeps, language: Language) {
  return deps.publicCache(`gameNewsCats:${language}`, async () => {
    const rows = await repo.listCategories(deps.database.db);
    return rows.flatMap((row) => {
      const name = textAlongChain(row.names, language)?.text;
      return name ? [{ id: row.id, key: row.key, name }] : [];
    });
  });
}

async function newsPage(
  deps: AppDeps,
  language: Language,
  filter: { categoryId?: number; gameId?: number },
  page: Page,
) {
  const db = deps.database.db;
  const { rows, total } = await repo.listNews(db, {
    ...filter,
    language,
    now: deps.now(),
    limit: page.pageSize,
    offset: offsetOf(page),
  });
  const names = await gameNamesOf(db, rows, language);
  const cards = rows.flatMap((row) => presentNewsCard(row, language, names)?.card ?? []) satisfies NewsCard[];
  return toPage(cards, total, page);
}

/** News of one category, or of all, in the player's language; the same for every viewer. */
export function listNews(deps: AppDeps, language: Language, query: Page & { categoryId?: number }) {
  return deps.publicCache(`news:${language}:${JSON.stringify(query)}`, () =>
    newsPage(deps, language, { categoryId: query.categoryId }, query),
  );
}

/** The game detail's news tab; an unknown game is 404 gameNotFound. */
export function listGameNews(deps: AppDeps, language: Language, query: Page & { appId: number }) {
  return deps.publicCache(`gameNews:${language}:${JSON.stringify(query)}`, async () => {
    if (!(await repo.gameExists(deps.database.db, query.appId))) throw new AppError("gameNotFound");
    return newsPage(deps, language, { gameId: query.appId }, query);
  });
}

/** One article with the viewer's like; unknown, unpublished or without text in the chain is 404. */
export async function article(deps: AppDeps, language: Language, newsId: number, viewer: SessionUser | null) {
  const db = deps.database.db;
  const view = await repo.findNewsView(db, newsId, viewer?.id ?? 0, deps.now());
  if (!view) throw new AppError("newsNotFound");
  const names = await gameNamesOf(db, [view.news], language);
  const presented = presentArticle(view.news, Boolean(view.liked), language, names);
  if (!presented) throw new AppError("newsNotFound");
  return presented;
}

/** Publishes an article; every body is sanitized with the allow-list before it is stored. */
export async function publishNews(db: DbOrTx, values: repo.NewsValues) {
  const texts = Object.fromEntries(
    Object.entries(values.texts).map(([language, text]) => [
      language,
      { ...text, body: sanitizeRichText(text.body) },
    ]),
  );
  return repo.insertNews(db, { ...values, texts });
}
