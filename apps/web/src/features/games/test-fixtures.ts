import type { GameCard } from "./api";
import type { GameDetail } from "./game-api";

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

const preRegistration = {
  appId: 1,
  open: false,
  reserved: false,
  reservationsCount: 0,
  milestones: [],
  next: null,
};

/** Dragon Realm as its game page gets it (released, no pre-registration); tests change what they are about. */
export function gameDetailFixture(overrides: Partial<GameDetail> = {}): GameDetail {
  return {
    appId: 1,
    name: "Dragon Realm",
    summary: "An adventure",
    icon: "/icon.png",
    cover: "/cover.png",
    type: "rpg",
    platforms: ["ios", "android"],
    status: "released",
    releaseDate: "2025-03-14",
    company: "Lumen Games",
    rating: 3.9,
    ratingCount: 300,
    likesCount: 33,
    followsCount: 48,
    reservationsCount: 0,
    preRegistrationOpen: false,
    intro: "Dragon Realm is an open-world adventure. ".repeat(10),
    updateNotes: "Bug fixes",
    version: "3.2.1",
    screenshots: ["/s1.png", "/s2.png"],
    video: null,
    links: { official: "https://example.com", cafe: "https://cafe.example.com" },
    downloads: { ios: "https://dl.example.com/ios", android: "https://dl.example.com/android" },
    me: { followed: false, liked: false, reserved: false, myRating: null },
    preRegistration,
    tabs: { reviews: 300 },
    ...overrides,
  };
}
