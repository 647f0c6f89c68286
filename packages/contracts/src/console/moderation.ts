import { z } from "zod";
import { entityId, paged, pageQuery } from "../paging.ts";
import { reportReasons } from "../reviews.ts";
import { invalid } from "../validation.ts";
import { consoleArea } from "./route.ts";

const communityModerate = consoleArea("community.moderate");

/** Every kind of player-written text the queue holds (stored names of the report tables). */
export const moderatedKinds = ["review", "reply", "newsComment", "newsReply", "post", "comment"] as const;
export type ModeratedKind = (typeof moderatedKinds)[number];
export const moderationStates = ["shown", "hidden", "deleted"] as const;
export const moderationActions = ["hide", "restore", "delete", "dismiss", "warn"] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const queueItem = z.object({
  kind: z.enum(moderatedKinds),
  id: z.number(),
  /** The text as it is now (or as last reported, if it is gone). */
  text: z.string(),
  author: z.object({ uid: z.number(), nickname: z.string() }).nullable(),
  state: z.enum(moderationStates),
  reports: z.number(),
  reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number() })),
  lastReportedAt: z.string(),
});
export type QueueItem = z.infer<typeof queueItem>;

/** One queue of reports across reviews, replies, news comments, forum posts and comments. */
export const moderationQueue = communityModerate.get({
  path: "/console/moderation/queue",
  query: z.object({
    ...pageQuery,
    kind: z.enum(moderatedKinds, invalid).optional(),
    /** open: nobody acted yet; resolved: hidden, deleted or dismissed. */
    state: z.enum(["open", "resolved"], invalid).default("open"),
    sort: z.enum(["mostReported", "newest"], invalid).default("mostReported"),
  }),
  data: paged(queueItem),
});

/**
 * A moderator's action on one text: hide, restore, delete (soft; never shown again), dismiss its
 * reports, or warn its author (a system message). Audited in the transaction of the change.
 */
export const moderateText = communityModerate.post({
  path: "/console/moderation/action",
  body: z.object({
    kind: z.enum(moderatedKinds, invalid),
    id: entityId,
    action: z.enum(moderationActions, invalid),
  }),
  data: z.object({ changed: z.boolean(), state: z.enum(moderationStates) }),
});

export const wordModes = ["block", "mask"] as const;
export const listedWord = z.object({
  id: z.number(),
  word: z.string(),
  mode: z.enum(wordModes),
  createdAt: z.string(),
});
export type ListedWord = z.infer<typeof listedWord>;

export const wordListRoute = communityModerate.get({
  path: "/console/moderation/words",
  data: z.object({ items: z.array(listedWord) }),
});

/** Its own URL: the console's permission check finds contracts by URL, one per URL. */
export const addWordRoute = communityModerate.post({
  path: "/console/moderation/words/add",
  body: z.object({
    word: z
      .string({ error: "validation:required" })
      .trim()
      .min(1, "validation:required")
      .max(40, "validation:tooLong"),
    mode: z.enum(wordModes, invalid),
  }),
  data: listedWord,
});

export const removeWordRoute = communityModerate.post({
  path: "/console/moderation/words/remove",
  body: z.object({ id: entityId }),
  data: z.object({ removed: z.boolean() }),
});

/** One report of a text: the reporter is named whole only to staff who see contact data (owners). */
export const itemReport = z.object({
  reporter: z.object({ uid: z.number().nullable(), nickname: z.string() }),
  reason: z.enum(reportReasons),
  note: z.string(),
  createdAt: z.string(),
  open: z.boolean(),
});

/** What was done to a text: by staff (console audit log) or by a board moderator on the portal. */
export const itemHistoryEntry = z.object({
  at: z.string(),
  action: z.string(),
  by: z.object({ kind: z.enum(["staff", "player"]), id: z.number().nullable(), name: z.string() }),
});

export const moderatedItem = z.object({
  kind: z.enum(moderatedKinds),
  id: z.number(),
  /** A forum post's title (other kinds have none). */
  title: z.string().nullable(),
  /** Plain text as the player typed it (the console shows it as text, never as HTML). */
  text: z.string(),
  images: z.array(z.object({ id: z.number(), url: z.string() })),
  state: z.enum(moderationStates),
  createdAt: z.string(),
  author: z.object({
    uid: z.number(),
    nickname: z.string(),
    bannedUntil: z.string().nullable(),
    mutedUntil: z.string().nullable(),
    /** Warnings staff sent this player from the moderation queue, all texts together. */
    warnings: z.number(),
  }),
  place: z.object({
    game: z.object({ id: z.number(), name: z.string() }).nullable(),
    news: z.object({ id: z.number(), title: z.string() }).nullable(),
    board: z.object({ id: z.number(), kind: z.string() }).nullable(),
    /** The page players read it on, under the portal's base path. */
    portalPath: z.string(),
  }),
  likes: z.number(),
  replies: z.number(),
  reports: z.array(itemReport),
  history: z.array(itemHistoryEntry),
});
export type ModeratedItem = z.infer<typeof moderatedItem>;

/** One reported text whole: where it lives, its author, every report and what was done to it. */
export const moderatedItemRoute = communityModerate.get({
  path: "/console/moderation/item",
  query: z.object({ kind: z.enum(moderatedKinds, invalid), id: entityId }),
  data: moderatedItem,
});
