import { z } from "zod";
import { entityId, PAGE_SIZE_MAX, paged, pageQuery } from "./paging.ts";
import { defineRoute } from "./route.ts";
import { invalid } from "./validation.ts";

/** The games capability: home, catalogue, game detail, follow, pre-registration, downloads, share. */

export const gameTypes = [
  "rpg",
  "action",
  "strategy",
  "casual",
  "card",
  "sports",
  "moba",
  "simulation",
] as const;
export const platforms = ["ios", "android", "web"] as const;
export const gameStatuses = ["released", "upcoming"] as const;
export type GameType = (typeof gameTypes)[number];
export type Platform = (typeof platforms)[number];

/** How many games each home row shows. */
export const HOME_ROW_SIZE = 10;
export const GUESS_LIKE_SIZE = 6;
/** Longest search text for a game name. */
export const GAME_SEARCH_MAX = 40;

export const appId = entityId;

/** A game as lists show it; texts are in the player's language with the fallback chain applied. */
export const gameCard = z.object({
  appId: z.number(),
  name: z.string(),
  summary: z.string(),
  icon: z.string(),
  cover: z.string(),
  type: z.enum(gameTypes),
  platforms: z.array(z.enum(platforms)),
  status: z.enum(gameStatuses),
  /** yyyy-mm-dd or null when not announced. */
  releaseDate: z.string().nullable(),
  company: z.string(),
  /** Average of the ratings, one decimal; 0 when nobody rated yet. */
  rating: z.number(),
  ratingCount: z.number(),
  likesCount: z.number(),
  followsCount: z.number(),
  /** Everyone pre-registered: on the portal plus elsewhere (stores, events). */
  reservationsCount: z.number(),
  /** Upcoming games take pre-registrations. */
  preRegistrationOpen: z.boolean(),
});
export type GameCard = z.infer<typeof gameCard>;

export const milestone = z.object({
  threshold: z.number(),
  title: z.string(),
  reward: z.string(),
  image: z.string(),
  reached: z.boolean(),
});

/** Live pre-registration state: the count, goals, and progress toward the next goal. */
export const preRegistration = z.object({
  appId: z.number(),
  open: z.boolean(),
  reserved: z.boolean(),
  reservationsCount: z.number(),
  milestones: z.array(milestone),
  /** The next goal not reached yet; `progress` is 0–1 from the previous goal (or 0) to this one. */
  next: z.object({ threshold: z.number(), remaining: z.number(), progress: z.number() }).nullable(),
});
export type PreRegistration = z.infer<typeof preRegistration>;

export const gameDetail = gameCard.extend({
  intro: z.string(),
  updateNotes: z.string(),
  version: z.string(),
  screenshots: z.array(z.string()),
  /** A video to play at the top; the cover image is shown when null. */
  video: z.string().nullable(),
  /** Only the links the publisher set. */
  links: z.object({
    official: z.string().optional(),
    social: z.string().optional(),
    community: z.string().optional(),
    cafe: z.string().optional(),
  }),
  /** Download address per supported platform; report each tap with reportDownload. */
  downloads: z.object({
    ios: z.string().optional(),
    android: z.string().optional(),
    web: z.string().optional(),
  }),
  /** The signed-in player's ties to the game (all false / null for visitors). */
  me: z.object({
    followed: z.boolean(),
    liked: z.boolean(),
    reserved: z.boolean(),
    myRating: z.number().nullable(),
  }),
  preRegistration,
  /** Counts shown on the detail tabs. */
  tabs: z.object({ reviews: z.number() }),
});
export type GameDetail = z.infer<typeof gameDetail>;

export const banner = z.object({ id: z.number(), image: z.string(), link: z.string(), title: z.string() });

export const indexInfo = defineRoute({
  method: "GET",
  path: "/indexInfo",
  data: z.object({
    banners: z.array(banner),
    hot: z.array(gameCard),
    recommended: z.array(gameCard),
    guessLike: z.array(gameCard),
    /** Games the signed-in player follows; empty for visitors. */
    followed: z.array(gameCard),
  }),
});

/** The home pop-up notice running now, or null. Clients show each id once (noticeRead). */
export const alertWin = defineRoute({
  method: "GET",
  path: "/alertWin",
  data: z
    .object({
      id: z.number(),
      title: z.string(),
      body: z.string(),
      button: z.string(),
      image: z.string(),
      link: z.string().nullable(),
    })
    .nullable(),
});

export const gameSorts = ["newest", "rating", "hot"] as const;

export const gameList = defineRoute({
  method: "GET",
  path: "/gameList",
  query: z.object({
    type: z.enum(gameTypes, invalid).optional(),
    platform: z.enum(platforms, invalid).optional(),
    status: z.enum(gameStatuses, invalid).optional(),
    /** true: only games taking pre-registrations. */
    preRegistration: z.stringbool(invalid).optional(),
    /** Part of the name as the player sees it (their language, with fallback). */
    q: z.string().trim().max(GAME_SEARCH_MAX, "validation:tooLong").optional(),
    sort: z.enum(gameSorts, invalid).default("newest"),
    ...pageQuery,
  }),
  data: paged(gameCard),
});

/** The hotGame page: games marked hot first, then by popularity. */
export const hotGames = defineRoute({
  method: "GET",
  path: "/hotGame",
  query: z.object(pageQuery),
  data: paged(gameCard),
});

export const recomGames = defineRoute({
  method: "GET",
  path: "/recomGames",
  query: z.object(pageQuery),
  data: paged(gameCard),
});

/** Games like the ones the player follows, reserves, reviews or plays; top rated for visitors. */
export const guessLike = defineRoute({
  method: "GET",
  path: "/guessLike",
  query: z.object({
    size: z.coerce.number(invalid).int(invalid).min(1, invalid).max(PAGE_SIZE_MAX, invalid).optional(),
  }),
  data: z.array(gameCard),
});

/** Game detail. An unknown appId is 404 gameNotFound. Opening it counts as recently played. */
export const game = defineRoute({
  method: "GET",
  path: "/game/:appId",
  data: gameDetail,
});

export const myGameKinds = ["followed", "reserved", "played"] as const;

/** My Game: followed, reserved (my reservations) or recently played, newest first. */
export const myGame = defineRoute({
  method: "GET",
  path: "/myGame",
  query: z.object({ kind: z.enum(myGameKinds, invalid).default("followed"), ...pageQuery }),
  data: paged(gameCard.extend({ at: z.string() })),
  signedIn: true,
});

/** Follow (follow: true) or unfollow; repeating it changes nothing. */
export const concernGame = defineRoute({
  method: "POST",
  path: "/concernGame",
  body: z.object({ appId, follow: z.boolean(invalid) }),
  data: z.object({ appId: z.number(), followed: z.boolean(), followsCount: z.number() }),
  signedIn: true,
});

/** Pre-register an upcoming game; reserving twice is harmless. */
export const subscribe = defineRoute({
  method: "POST",
  path: "/subscribe",
  body: z.object({ appId }),
  data: preRegistration,
  signedIn: true,
});

/** Cancel a pre-registration (the client confirms first); cancelling twice is harmless. */
export const cancelSubscribe = defineRoute({
  method: "POST",
  path: "/cancel_subscribe",
  body: z.object({ appId }),
  data: preRegistration,
  signedIn: true,
});

/** Every tap on a download button; answers the address to open. Visitors too. */
export const reportDownload = defineRoute({
  method: "POST",
  path: "/reportDownload",
  body: z.object({
    appId,
    platform: z.enum(platforms, invalid),
    /** The store or campaign the link came from (the old appCchId). */
    channel: z.string().trim().max(64, "validation:tooLong").optional(),
  }),
  data: z.object({ url: z.string() }),
});

export const shareKinds = ["game", "review"] as const;

/** What the share sheet (or copy-link) offers. `url` opens a preview page that leads to the game. */
export const share = defineRoute({
  method: "GET",
  path: "/share",
  query: z.object({ kind: z.enum(shareKinds, invalid), id: entityId }),
  data: z.object({ title: z.string(), text: z.string(), url: z.string(), image: z.string() }),
});
