import type { GameCard } from "./api";

/** A game as the API lists it, for tests. */
export function gameFixture(appId: number, extra: Partial<GameCard> = {}): GameCard {
  return {
    appId,
    name: `Game ${appId}`,
    summary: `Summary of game ${appId}`,
    icon: `/api/media/${appId}`,
    cover: `/api/media/${appId + 100}`,
    type: "rpg",
    platforms: ["ios", "android"],
    status: "released",
    releaseDate: "2025-01-01",
    company: "Studio",
    rating: 4.2,
    ratingCount: 10,
    likesCount: 1,
    followsCount: 2,
    reservationsCount: 0,
    preRegistrationOpen: false,
    ...extra,
  };
}

export const pageOf = <T>(items: T[], page = 1, hasMore = false) => ({
  items,
  page,
  pageSize: 10,
  total: items.length,
  hasMore,
});
