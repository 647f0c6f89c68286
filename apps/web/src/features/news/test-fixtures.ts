import type { NewsCard } from "./api";

/** An article as a news list shows it, published an hour ago; tests change what they are about. */
export const newsCard = (overrides: Partial<NewsCard> = {}): NewsCard => ({
  id: 1,
  categoryId: 2,
  game: { appId: 3, name: "Kingdom Tactics" },
  title: "Five openings",
  summary: "From the shield wall to the cavalry feint",
  cover: "/api/media/1",
  publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
  likesCount: 4,
  commentsCount: 7,
  ...overrides,
});
