import { z } from "zod";
import { entityId, paged, pageQuery } from "../paging.ts";
import { invalid } from "../validation.ts";
import { consoleArea, editedItem } from "./route.ts";
import { contentLink, localizedTexts, optionalHttpsUrl, publishStates, scheduleTime } from "./texts.ts";

/**
 * The newsroom in the console: news and their categories, home pop-up notices, the video zone,
 * topics and events. Rich text (bodies) is HTML the server passes through the portal's sanitizer.
 */

const contentEdit = consoleArea("content.edit");

const mediaId = entityId.nullable().default(null);
const mediaRef = z.object({ id: z.number(), url: z.string() }).nullable();
const texts = z.record(z.string(), z.string());
export const RICH_TEXT_MAX = 20000;

const missingFilter = z.stringbool(invalid).optional();
const pinned = z.boolean(invalid).default(false);

/** A delete names the item and the version the editor saw; a stale delete is refused. */
const deleted = z.object({ id: z.number() });
const deleteRoute = <K extends string>(path: string, key: K) =>
  contentEdit.post({ path, body: editedItem(key), data: deleted });

const endAfterStart = <T extends { startsAt: string | null; endsAt: string | null }>(value: T) =>
  !value.startsAt || !value.endsAt || new Date(value.endsAt) > new Date(value.startsAt);
const endAfterStartIssue = { path: ["endsAt"], message: "validation:endBeforeStart" };

// ---- News categories -------------------------------------------------------------------------

export const newsCategoryForm = z.object({ names: localizedTexts(20, ["en"]) });

export const consoleNewsCategory = z.object({
  id: z.number(),
  key: z.string(),
  names: texts,
  sortOrder: z.number(),
  version: z.number(),
});
export type ConsoleNewsCategory = z.infer<typeof consoleNewsCategory>;
const categoryList = z.object({ items: z.array(consoleNewsCategory) });

export const listNewsCategories = contentEdit.get({ path: "/console/news-categories", data: categoryList });

export const createNewsCategory = contentEdit.post({
  path: "/console/news-categories/create",
  body: newsCategoryForm.extend({
    key: z
      .string({ error: "validation:required" })
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,29}$/, "validation:slug"),
  }),
  data: categoryList,
});

export const renameNewsCategory = contentEdit.post({
  path: "/console/news-categories/rename",
  body: z.intersection(newsCategoryForm, editedItem("categoryId")),
  data: categoryList,
});

export const orderNewsCategories = contentEdit.post({
  path: "/console/news-categories/order",
  /** Each category's place (0 first), as moved up and down. */
  body: z.object({
    places: z
      .array(
        z.object({
          categoryId: entityId,
          sortOrder: z.number(invalid).int("validation:invalid").min(0, "validation:notNegative"),
        }),
        invalid,
      )
      .min(1, "validation:required")
      .max(100, "validation:tooMany"),
  }),
  data: categoryList,
});

// ---- News ------------------------------------------------------------------------------------

export const newsForm = z.object({
  categoryId: entityId,
  titles: localizedTexts(120, ["en"]),
  summaries: localizedTexts(300),
  /** HTML from the rich-text editor; the server keeps only what the sanitizer allows. */
  bodies: localizedTexts(RICH_TEXT_MAX),
  coverMediaId: mediaId,
  pinned,
  /** null: a draft, never shown to players; a time: shown from then on. */
  publishAt: scheduleTime,
});
export type NewsForm = z.input<typeof newsForm>;

export const consoleNews = newsForm.omit({ coverMediaId: true }).extend({
  id: z.number(),
  version: z.number(),
  state: z.enum(publishStates),
  cover: mediaRef,
  missingLanguages: z.array(z.string()),
});
export type ConsoleNews = z.infer<typeof consoleNews>;

export const consoleNewsRow = z.object({
  id: z.number(),
  titles: texts,
  categoryId: z.number(),
  state: z.enum(publishStates),
  publishAt: z.string().nullable(),
  pinned: z.boolean(),
  missingLanguages: z.array(z.string()),
  version: z.number(),
});
export type ConsoleNewsRow = z.infer<typeof consoleNewsRow>;

export const listConsoleNews = contentEdit.get({
  path: "/console/news",
  query: z.object({
    ...pageQuery,
    categoryId: entityId.optional(),
    state: z.enum(publishStates, invalid).optional(),
    /** Only articles whose title or body is missing in some language. */
    missing: missingFilter,
  }),
  data: paged(consoleNewsRow),
});

export const getConsoleNews = contentEdit.get({
  path: "/console/news/detail",
  query: z.object({ newsId: entityId }),
  data: consoleNews,
});

export const { create: createConsoleNews, update: updateConsoleNews } = contentEdit.edits(
  "/console/news",
  "newsId",
  newsForm,
  consoleNews,
);

/** Deletes an article (its comments and likes with it); its portal page answers "not found". */
export const deleteConsoleNews = deleteRoute("/console/news/delete", "newsId");

// ---- Home notices ----------------------------------------------------------------------------

export const homeNoticeForm = z
  .object({
    titles: localizedTexts(60, ["en"]),
    bodies: localizedTexts(1000),
    imageMediaId: mediaId,
    /** Where the notice's button leads, or "" for none. */
    link: z.union([z.literal(""), contentLink], invalid).default(""),
    startsAt: z.iso.datetime({ offset: true, error: "validation:required" }),
    endsAt: z.iso.datetime({ offset: true, error: "validation:required" }),
    pinned,
  })
  .refine(endAfterStart, endAfterStartIssue);

export const consoleHomeNotice = z.object({
  id: z.number(),
  titles: texts,
  bodies: texts,
  image: mediaRef,
  link: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  pinned: z.boolean(),
  version: z.number(),
  missingLanguages: z.array(z.string()),
  /** Inside its window at the server's time. */
  running: z.boolean(),
});
export type ConsoleHomeNotice = z.infer<typeof consoleHomeNotice>;
const noticeList = z.object({ items: z.array(consoleHomeNotice) });

export const listHomeNotices = contentEdit.get({ path: "/console/home-notices", data: noticeList });

export const { create: createHomeNotice, update: updateHomeNotice } = contentEdit.edits(
  "/console/home-notices",
  "noticeId",
  homeNoticeForm,
  consoleHomeNotice,
);

export const deleteHomeNotice = contentEdit.post({
  path: "/console/home-notices/delete",
  body: editedItem("noticeId"),
  data: noticeList,
});

// ---- Videos ----------------------------------------------------------------------------------

export const videoForm = z.object({
  titles: localizedTexts(80, ["en"]),
  gameId: entityId.nullable().default(null),
  /** The hosted player's page; "" keeps an uploaded file video's file. */
  hostedUrl: optionalHttpsUrl,
  posterMediaId: mediaId,
  durationSeconds: z
    .number(invalid)
    .int("validation:invalid")
    .min(1, "validation:required")
    .max(86400, "validation:tooLong"),
  pinned,
  publishAt: scheduleTime,
});
export type VideoForm = z.input<typeof videoForm>;

export const consoleVideo = videoForm.omit({ posterMediaId: true }).extend({
  id: z.number(),
  kind: z.enum(["file", "frame"]),
  poster: mediaRef,
  state: z.enum(publishStates),
  version: z.number(),
  missingLanguages: z.array(z.string()),
});
export type ConsoleVideo = z.infer<typeof consoleVideo>;

export const listConsoleVideos = contentEdit.get({
  path: "/console/videos",
  query: z.object({
    ...pageQuery,
    state: z.enum(publishStates, invalid).optional(),
    missing: missingFilter,
  }),
  data: paged(consoleVideo),
});

export const { create: createConsoleVideo, update: updateConsoleVideo } = contentEdit.edits(
  "/console/videos",
  "videoId",
  videoForm,
  consoleVideo,
);

export const deleteConsoleVideo = deleteRoute("/console/videos/delete", "videoId");

// ---- Topics and events -----------------------------------------------------------------------

export const topicKinds = ["topic", "event"] as const;

export const topicForm = z
  .object({
    kind: z.enum(topicKinds, invalid),
    gameId: entityId.nullable().default(null),
    titles: localizedTexts(120, ["en"]),
    summaries: localizedTexts(300),
    bodies: localizedTexts(RICH_TEXT_MAX),
    coverMediaId: mediaId,
    /** Events: when it runs (null: open on that side). Ignored for topics. */
    startsAt: scheduleTime,
    endsAt: scheduleTime,
    pinned,
    publishAt: scheduleTime,
  })
  .refine(endAfterStart, endAfterStartIssue);
export type TopicForm = z.input<typeof topicForm>;

export const consoleTopic = z.object({
  id: z.number(),
  kind: z.enum(topicKinds),
  gameId: z.number().nullable(),
  titles: texts,
  summaries: texts,
  bodies: texts,
  cover: mediaRef,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  pinned: z.boolean(),
  publishAt: z.string().nullable(),
  state: z.enum(publishStates),
  version: z.number(),
  missingLanguages: z.array(z.string()),
});
export type ConsoleTopic = z.infer<typeof consoleTopic>;

export const listConsoleTopics = contentEdit.get({
  path: "/console/topics",
  query: z.object({
    ...pageQuery,
    kind: z.enum(topicKinds, invalid).optional(),
    state: z.enum(publishStates, invalid).optional(),
    missing: missingFilter,
  }),
  data: paged(consoleTopic),
});

export const { create: createConsoleTopic, update: updateConsoleTopic } = contentEdit.edits(
  "/console/topics",
  "topicId",
  topicForm,
  consoleTopic,
);

export const deleteConsoleTopic = deleteRoute("/console/topics/delete", "topicId");
