import { newsCategories } from "../db/schema/news.ts";
import { publishNews } from "../features/news/news.service.ts";
import type { TestApp } from "./test-app.ts";

type ArticleTexts = Record<string, { title: string; summary: string; body: string }>;

/**
 * A published article (a second ago) in a new news category `categoryKey` (unique per database),
 * as the newsroom would leave it; answers the article's id.
 */
export async function publishTestArticle(
  t: TestApp,
  values: { categoryKey: string; categoryName: string; gameId?: number | null; texts: ArticleTexts },
) {
  const [category] = await t.database.db
    .insert(newsCategories)
    .values({ key: values.categoryKey, names: { en: values.categoryName } })
    .returning({ id: newsCategories.id });
  if (!category) throw new Error(`news category ${values.categoryKey} not added`);
  const article = await publishNews(t.database.db, {
    categoryId: category.id,
    gameId: values.gameId ?? null,
    texts: values.texts,
    publishedAt: new Date(t.clock.now.getTime() - 1000),
  });
  return article.id;
}
