import { z } from "zod";
import { languages } from "../languages.ts";
import { entityId, paged, pageQuery, wholeNumber } from "../paging.ts";
import { invalid } from "../validation.ts";
import { consoleArea } from "./route.ts";
import { isoTime, localizedTexts, rowVersion } from "./texts.ts";

/**
 * Broadcasts (console): a system notice or a mail, with an optional gift pack whose codes are handed
 * out on claim, to a segment of players, now or at a time. Permission `content.edit`: it is the
 * publisher's own text to players, like news and notices.
 */

const contentEdit = consoleArea("content.edit");

export const broadcastChannels = ["notice", "mail"] as const;
/**
 * all: every player; game: players with an account in the game (signed in through its sync-login);
 * reservists: players who pre-registered it (the launch notice); vip: VIP level N and above;
 * language: players whose portal language (the last one they used signed in) is that one.
 */
export const broadcastSegments = ["all", "game", "reservists", "vip", "language"] as const;
export const broadcastStatuses = ["scheduled", "sending", "sent", "cancelled"] as const;
/** Players each outbox job delivers to. */
export const BROADCAST_BATCH = 1000;
export const VIP_LEVEL_MAX = 20;

export const segmentInput = z
  .object({
    segment: z.enum(broadcastSegments, invalid),
    gameId: entityId.nullable().default(null),
    minVipLevel: wholeNumber(0, VIP_LEVEL_MAX).nullable().default(null),
    language: z.enum(languages, invalid).nullable().default(null),
  })
  .superRefine((input, context) => {
    const needsGame = input.segment === "game" || input.segment === "reservists";
    if (needsGame && input.gameId === null)
      context.addIssue({ code: "custom", path: ["gameId"], message: "validation:required" });
    if (input.segment === "vip" && input.minVipLevel === null)
      context.addIssue({ code: "custom", path: ["minVipLevel"], message: "validation:required" });
    if (input.segment === "language" && input.language === null)
      context.addIssue({ code: "custom", path: ["language"], message: "validation:required" });
  });
export type SegmentInput = z.infer<typeof segmentInput>;

export const broadcastForm = z.object({
  channel: z.enum(broadcastChannels, invalid),
  audience: segmentInput,
  title: localizedTexts(80, ["en"]),
  body: localizedTexts(2000, ["en"]),
  /** A mail-only gift pack (mail only): claiming the mail hands out one of its codes. */
  giftPackId: entityId.nullable().default(null),
  /** null: now. */
  sendAt: isoTime.nullable().default(null),
});
export type BroadcastForm = z.infer<typeof broadcastForm>;

export const broadcastCounts = z.object({ sent: z.number(), read: z.number(), claimed: z.number() });

export const broadcastItem = z.object({
  id: z.number(),
  channel: z.enum(broadcastChannels),
  segment: z.enum(broadcastSegments),
  gameId: z.number().nullable(),
  gameName: z.string().nullable(),
  minVipLevel: z.number().nullable(),
  language: z.enum(languages).nullable(),
  title: z.string(),
  giftPackId: z.number().nullable(),
  sendAt: z.string(),
  status: z.enum(broadcastStatuses),
  segmentSize: z.number(),
  counts: broadcastCounts,
  version: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BroadcastItem = z.infer<typeof broadcastItem>;

export const broadcastDetail = broadcastItem.extend({
  titles: z.record(z.string(), z.string()),
  bodies: z.record(z.string(), z.string()),
  giftPackName: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type BroadcastDetail = z.infer<typeof broadcastDetail>;

export const broadcastList = contentEdit.get({
  path: "/console/broadcasts",
  query: z.object({ ...pageQuery }),
  data: paged(broadcastItem),
});

export const broadcastDetailRoute = contentEdit.get({
  path: "/console/broadcasts/detail",
  query: z.object({ id: entityId }),
  data: broadcastDetail,
});

/** How many players the segment has now (and free codes of a pack, if one is named). */
export const previewSegment = contentEdit.post({
  path: "/console/broadcasts/preview",
  body: z.object({ audience: segmentInput, giftPackId: entityId.nullable().default(null) }),
  data: z.object({ players: z.number(), freeCodes: z.number().nullable() }),
});

/** The games and mail-only gift packs a broadcast may name. */
export const broadcastOptions = contentEdit.get({
  path: "/console/broadcasts/options",
  data: z.object({
    games: z.array(z.object({ id: z.number(), name: z.string() })),
    packs: z.array(
      z.object({ id: z.number(), name: z.string(), gameName: z.string(), freeCodes: z.number() }),
    ),
  }),
});

export const createBroadcast = contentEdit.post({
  path: "/console/broadcasts/create",
  body: broadcastForm,
  data: broadcastItem,
});

/** Cancels a broadcast that has not started; `version` is the one the operator saw. */
export const cancelBroadcast = contentEdit.post({
  path: "/console/broadcasts/cancel",
  body: z.object({ id: entityId, version: rowVersion }),
  data: broadcastItem,
});
