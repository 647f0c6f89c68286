import { z } from "zod";
import { gameStatuses, gameTypes, platforms } from "../games.ts";
import { entityId, paged, pageQuery } from "../paging.ts";
import { invalid } from "../validation.ts";
import { consoleArea, editedItem } from "./route.ts";
import {
  contentLink,
  localizedTexts,
  optionalHttpsUrl,
  publishStates,
  rowVersion,
  scheduleTime,
} from "./texts.ts";

/** Content in the console: games, home banners, and the home's hot and recommended rows. */

const contentEdit = consoleArea("content.edit");

const mediaId = entityId.nullable().default(null);
const SCREENSHOTS_MAX = 10;
export const HOME_PICKS_MAX = 20;
/** Uploaded content images are scaled to fit this square (covers and banners stay sharp). */
export const CONTENT_IMAGE_MAX_SIDE = 1920;

/** Milestones of a game's pre-registration: at `threshold` players, the reward unlocks for all. */
export const milestoneForm = z.object({
  threshold: z.number(invalid).int("validation:invalid").min(1, "validation:invalid"),
  titles: localizedTexts(60, ["en"]),
  rewards: localizedTexts(120, ["en"]),
});

/** Sync-login and delivery secrets: only ever written; "" keeps what is stored. */
const newSecret = z
  .string(invalid)
  .trim()
  .refine((text) => text === "" || (text.length >= 16 && text.length <= 200), "validation:secretLength")
  .default("");

/** Everything the portal shows of a game, as the console edits it. */
export const gameForm = z.object({
  slug: z
    .string({ error: "validation:required" })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, "validation:slug"),
  type: z.enum(gameTypes, invalid),
  platforms: z.array(z.enum(platforms, invalid), invalid).min(1, "validation:required"),
  status: z.enum(gameStatuses, invalid),
  releaseDate: z.iso.date(invalid).nullable().default(null),
  company: z.string(invalid).trim().min(1, "validation:required").max(80, "validation:tooLong"),
  version: z.string(invalid).trim().max(20, "validation:tooLong").default(""),
  names: localizedTexts(40, ["en"]),
  summaries: localizedTexts(120),
  intros: localizedTexts(4000),
  updateNotes: localizedTexts(4000),
  iconMediaId: mediaId,
  coverMediaId: mediaId,
  screenshotMediaIds: z.array(entityId, invalid).max(SCREENSHOTS_MAX, "validation:tooMany").default([]),
  videoUrl: optionalHttpsUrl,
  downloads: z.object({ ios: optionalHttpsUrl, android: optionalHttpsUrl, web: optionalHttpsUrl }),
  links: z.object({
    official: optionalHttpsUrl,
    social: optionalHttpsUrl,
    community: optionalHttpsUrl,
    cafe: optionalHttpsUrl,
  }),
  reservationsElsewhere: z
    .number(invalid)
    .int("validation:invalid")
    .min(0, "validation:notNegative")
    .default(0),
  milestones: z.array(milestoneForm, invalid).max(10, "validation:tooMany").default([]),
  /** null: a draft, never shown to players; a time: shown from then on. */
  publishAt: scheduleTime,
  syncSecret: newSecret,
  deliveryUrl: optionalHttpsUrl,
  deliverySecret: newSecret,
});
export type GameForm = z.input<typeof gameForm>;

const mediaRef = z.object({ id: z.number(), url: z.string() }).nullable();

/** A game as the console reads it back: secrets only as "set" or "not set". */
export const consoleGame = gameForm
  .omit({
    syncSecret: true,
    deliverySecret: true,
    iconMediaId: true,
    coverMediaId: true,
    screenshotMediaIds: true,
  })
  .extend({
    id: z.number(),
    rowVersion: z.number(),
    state: z.enum(publishStates),
    icon: mediaRef,
    cover: mediaRef,
    screenshots: z.array(z.object({ id: z.number(), url: z.string() })),
    syncSecretSet: z.boolean(),
    deliverySecretSet: z.boolean(),
  });
export type ConsoleGame = z.infer<typeof consoleGame>;

export const consoleGameRow = z.object({
  id: z.number(),
  slug: z.string(),
  names: z.record(z.string(), z.string()),
  state: z.enum(publishStates),
  publishAt: z.string().nullable(),
  status: z.enum(gameStatuses),
  missingLanguages: z.array(z.string()),
  rowVersion: z.number(),
});
export type ConsoleGameRow = z.infer<typeof consoleGameRow>;

export const listConsoleGames = contentEdit.get({
  path: "/console/games",
  query: z.object({
    ...pageQuery,
    q: z.string(invalid).trim().max(40, "validation:tooLong").optional(),
    state: z.enum(publishStates, invalid).optional(),
    /** Only games with a text missing in some language. */
    missing: z.stringbool(invalid).optional(),
  }),
  data: paged(consoleGameRow),
});

export const getConsoleGame = contentEdit.get({
  path: "/console/games/detail",
  query: z.object({ gameId: entityId }),
  data: consoleGame,
});

export const createConsoleGame = contentEdit.post({
  path: "/console/games/create",
  body: gameForm,
  data: consoleGame,
});

export const updateConsoleGame = contentEdit.post({
  path: "/console/games/update",
  body: gameForm.extend({ gameId: entityId, rowVersion }),
  data: consoleGame,
});

/** Multipart upload of one image (field "file"), checked and re-encoded like players' uploads. */
export const uploadContentImage = contentEdit.post({
  path: "/console/content/images",
  data: z.object({ id: z.number(), url: z.string(), width: z.number(), height: z.number() }),
});

export const bannerForm = z
  .object({
    imageMediaId: entityId,
    link: contentLink,
    titles: localizedTexts(60, ["en"]),
    startsAt: scheduleTime,
    endsAt: scheduleTime,
  })
  .refine((b) => !b.startsAt || !b.endsAt || new Date(b.endsAt) > new Date(b.startsAt), {
    path: ["endsAt"],
    message: "validation:endBeforeStart",
  });

export const consoleBanner = z.object({
  id: z.number(),
  image: z.object({ id: z.number(), url: z.string() }),
  link: z.string(),
  titles: z.record(z.string(), z.string()),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sortOrder: z.number(),
  version: z.number(),
  missingLanguages: z.array(z.string()),
  /** Shown on the portal now (inside its window at the server's time). */
  running: z.boolean(),
});
export type ConsoleBanner = z.infer<typeof consoleBanner>;

const bannerList = z.object({ items: z.array(consoleBanner) });

export const listConsoleBanners = contentEdit.get({ path: "/console/banners", data: bannerList });

export const { create: createConsoleBanner, update: updateConsoleBanner } = contentEdit.edits(
  "/console/banners",
  "bannerId",
  bannerForm,
  consoleBanner,
);

export const deleteConsoleBanner = contentEdit.post({
  path: "/console/banners/delete",
  body: editedItem("bannerId"),
  data: bannerList,
});

/** The carousel order: each banner's place (0 first), as dragged or moved up and down. */
export const orderConsoleBanners = contentEdit.post({
  path: "/console/banners/order",
  body: z.object({
    places: z
      .array(
        z.object({
          bannerId: entityId,
          sortOrder: z.number(invalid).int("validation:invalid").min(0, "validation:notNegative"),
        }),
        invalid,
      )
      .min(1, "validation:required")
      .max(100, "validation:tooMany"),
  }),
  data: bannerList,
});

export const homePick = z.object({ id: z.number(), name: z.string(), state: z.enum(publishStates) });

/** The home's hot and recommended rows, each in the order players see it. */
export const homePicks = z.object({ hot: z.array(homePick), recommended: z.array(homePick) });

export const getHomePicks = contentEdit.get({ path: "/console/home-picks", data: homePicks });

const pickedIds = z
  .array(entityId, invalid)
  .max(HOME_PICKS_MAX, "validation:tooMany")
  .refine((ids) => new Set(ids).size === ids.length, "validation:duplicate");

export const saveHomePicks = contentEdit.post({
  path: "/console/home-picks",
  body: z.object({ hot: pickedIds, recommended: pickedIds }),
  data: homePicks,
});
