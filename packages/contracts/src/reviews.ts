import { z } from "zod";
import { appId } from "./games.ts";
import { cursorPaged, cursorPageQuery, entityId } from "./paging.ts";
import { defineRoute } from "./route.ts";
import { countChars, normalizePlainText } from "./text.ts";
import { invalid } from "./validation.ts";

/**
 * Ratings and replies on a game page, likes on games, reviews and replies, and reports.
 * Texts are plain text: stored as typed (control characters dropped, line breaks kept) and
 * returned raw; clients escape them, so markup in a review never runs.
 */

/** A review is 1–500 characters (Unicode code points, as `countChars` counts them). */
export const REVIEW_MIN_CHARS = 1;
export const REVIEW_MAX_CHARS = 500;
/** A reply is 1–300 characters. */
export const REPLY_MAX_CHARS = 300;
/** The optional note of a report. */
export const REPORT_NOTE_MAX_CHARS = 200;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Filter '1' (positive) is 4–5 stars, '2' (negative) is 1–2 stars. */
export const POSITIVE_MIN_RATING = 4;
export const NEGATIVE_MAX_RATING = 2;
/** A player's level grows by one per this many star points (level 1 at 0). */
export const STAR_POINTS_PER_LEVEL = 100;

export { countChars, normalizePlainText } from "./text.ts";

export function plainText(max: number, requiredKey: string) {
  return z
    .string({ error: requiredKey })
    .transform((text) => normalizePlainText(text).trim())
    .superRefine((text, ctx) => {
      if (countChars(text) < REVIEW_MIN_CHARS) ctx.addIssue({ code: "custom", message: requiredKey });
      else if (countChars(text) > max)
        ctx.addIssue({ code: "custom", message: "validation:maxChars", params: { max } });
    });
}

export const reviewText = plainText(REVIEW_MAX_CHARS, "validation:reviewRequired");
export const replyText = plainText(REPLY_MAX_CHARS, "validation:replyRequired");
/** A news (or forum) comment: as long as a review. */
export const commentText = plainText(REVIEW_MAX_CHARS, "validation:commentRequired");

/** The optional note of a report (reviews, replies, news comments, forum posts and comments). */
export const reportNote = z
  .string()
  .transform((text) => normalizePlainText(text).trim())
  .refine((text) => countChars(text) <= REPORT_NOTE_MAX_CHARS, "validation:tooLong")
  .optional();

export const rating = z
  .number({ error: "validation:ratingRange" })
  .int("validation:ratingRange")
  .min(RATING_MIN, "validation:ratingRange")
  .max(RATING_MAX, "validation:ratingRange");

export const reviewSorts = ["newest", "hottest", "highest", "lowest"] as const;
/** '0' all (the default), '1' positive, '2' negative. */
export const reviewFilters = ["0", "1", "2"] as const;
export const reportReasons = ["spam", "abuse", "cheating", "spoiler", "offTopic", "other"] as const;
export const likeTargets = ["game", "review", "reply"] as const;

export const author = z.object({
  uid: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  vip: z.boolean(),
  vipLevel: z.number(),
  level: z.number(),
  /** Publisher staff (GM). */
  staff: z.boolean(),
});

/** A reply in a thread (under a review, a news comment…): the thread's own id is added by each. */
export const threadReply = z.object({
  id: z.number(),
  parentReplyId: z.number().nullable(),
  /** The author of the reply this one answers. */
  replyTo: z.object({ uid: z.number(), nickname: z.string() }).nullable(),
  content: z.string(),
  official: z.boolean(),
  likesCount: z.number(),
  liked: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  author,
});

export const reply = threadReply.extend({ reviewId: z.number() });
export type Reply = z.infer<typeof reply>;

export const review = z.object({
  id: z.number(),
  appId: z.number(),
  rating: z.number(),
  content: z.string(),
  language: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The spec's change flag. */
  edited: z.boolean(),
  likesCount: z.number(),
  repliesCount: z.number(),
  officialReplied: z.boolean(),
  /** The newest official reply, pinned under the review. */
  officialReply: z.object({ content: z.string(), createdAt: z.string(), nickname: z.string() }).nullable(),
  liked: z.boolean(),
  mine: z.boolean(),
  author,
  /** A moderator hid it: players no longer see it; only its author does (their own review). */
  hidden: z.boolean().optional(),
});
export type Review = z.infer<typeof review>;

export const gameScoreDetail = defineRoute({
  method: "GET",
  path: "/gameScoreDetail",
  query: z.object({ appId }),
  data: z.object({
    appId: z.number(),
    average: z.number(),
    count: z.number(),
    /** Five rows, 5 stars first; percent is 0–100, rounded. */
    distribution: z.array(z.object({ star: z.number(), count: z.number(), percent: z.number() })),
  }),
});

export const gameCommentsList = defineRoute({
  method: "GET",
  path: "/gameCommentsList",
  query: z.object({
    appId,
    sort: z.enum(reviewSorts, invalid).default("newest"),
    filter: z.enum(reviewFilters, invalid).default("0"),
    ...cursorPageQuery,
  }),
  data: cursorPaged(review),
});

/** The reply panel: one review with its pinned official replies. */
export const gameReplyInfo = defineRoute({
  method: "GET",
  path: "/gameReplyInfo",
  query: z.object({ reviewId: entityId }),
  data: z.object({ review, officialReplies: z.array(reply) }),
});

/** Replies of a review, oldest first (a thread reads top-down); official ones come first. */
export const gameRepliesList = defineRoute({
  method: "GET",
  path: "/gameRepliesList",
  query: z.object({ reviewId: entityId, ...cursorPageQuery }),
  data: cursorPaged(reply),
});

/** "My rating": the signed-in player's review of a game, or null. */
export const personComment = defineRoute({
  method: "GET",
  path: "/personComment",
  query: z.object({ appId }),
  data: z.object({ review: review.nullable() }),
  signedIn: true,
});

/** Rate and review a game; a second review of the same game is 409 reviewExists. */
export const addGameComment = defineRoute({
  method: "POST",
  path: "/addGameComment",
  body: z.object({ appId, rating, content: reviewText }),
  data: review,
  signedIn: true,
});

/** Change one's own review (someone else's is 403); marks it edited. */
export const updateGameComment = defineRoute({
  method: "POST",
  path: "/updateGameComment",
  body: z.object({ reviewId: entityId, rating, content: reviewText }),
  data: review,
  signedIn: true,
});

/** Delete one's own review with its replies; deleting it again is 404 reviewNotFound. */
export const delGameComment = defineRoute({
  method: "POST",
  path: "/delGameComment",
  body: z.object({ reviewId: entityId }),
  data: z.object({ reviewId: z.number(), deleted: z.boolean() }),
  signedIn: true,
});

/** Reply to a review, or to another reply of it. A GM's reply is official. */
export const addGameReply = defineRoute({
  method: "POST",
  path: "/addGameReply",
  body: z.object({ reviewId: entityId, parentReplyId: entityId.optional(), content: replyText }),
  data: reply,
  signedIn: true,
});

type Targets = readonly [string, ...string[]];

/** A like toggle for these kinds of target: liked true adds the player's like, false takes it back. */
export function likeRoute<const P extends string, const T extends Targets>(path: P, targets: T) {
  return defineRoute({
    method: "POST",
    path,
    body: z.object({ target: z.enum(targets, invalid), id: entityId, liked: z.boolean(invalid) }),
    data: z.object({ target: z.enum(targets), id: z.number(), liked: z.boolean(), likesCount: z.number() }),
    signedIn: true,
  });
}

/** A report of something a player wrote, with a reason and an optional note. */
export function reportRoute<const P extends string, const T extends Targets>(path: P, targets: T) {
  return defineRoute({
    method: "POST",
    path,
    body: z.object({
      target: z.enum(targets, invalid),
      id: entityId,
      reason: z.enum(reportReasons, invalid),
      note: reportNote,
    }),
    data: z.object({ reported: z.boolean() }),
    signedIn: true,
  });
}

/** Like (liked: true) or unlike a game, a review or a reply; repeating it changes nothing. */
export const like = likeRoute("/like", likeTargets);

/** Report a review or reply with a reason; reporting it again is harmless. */
export const reportGameComment = reportRoute("/reportGameComment", ["review", "reply"]);
