import type { Language } from "@portal/contracts/languages";
import { type gameCommentsList, RATING_MAX, RATING_MIN, type Reply } from "@portal/contracts/reviews";
import type { ParsedQuery } from "@portal/contracts/route";
import type { ModeratedKind } from "../../platform/comments/moderation.ts";
import {
  listThread,
  type ReplyThread,
  replyInThread,
  reportInThread,
} from "../../platform/comments/threads.ts";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { cursorPage, idWindow, type PageAsked } from "../../platform/page-window.ts";
import { checkWords } from "../../platform/word-list.ts";
import { notify } from "../messages/messages.service.ts";
import { assertMayPost } from "../players/sanctions.service.ts";
import {
  countReplyOnReview,
  countShownReply,
  moderatedReviewReplies,
  reviewReplyTables,
} from "./replies.repository.ts";
import { presentReview } from "./reviews.presenter.ts";
import * as repo from "./reviews.repository.ts";

type Page = PageAsked;

async function requireGame(deps: AppDeps, appId: number) {
  if (!(await repo.gameExists(deps.database.db, appId))) throw new AppError("gameNotFound");
}

/**
 * Average, count and how many reviews gave each number of stars (5 first). Visitors share one
 * answer per game; a player who may just have rated reads it fresh.
 */
export function scoreDetail(deps: AppDeps, appId: number, viewer: SessionUser | null) {
  if (viewer) return readScoreDetail(deps, appId);
  return deps.publicCache(`gameScoreDetail:${appId}`, () => readScoreDetail(deps, appId));
}

async function readScoreDetail(deps: AppDeps, appId: number) {
  const aggregate = await repo.gameRatingAggregate(deps.database.db, appId);
  if (!aggregate) throw new AppError("gameNotFound");
  const total = repo.reviewTotal(aggregate.stars, "0");
  const distribution = [];
  for (let star = RATING_MAX; star >= RATING_MIN; star--) {
    const count = aggregate.stars[star - 1] ?? 0;
    distribution.push({ star, count, percent: total ? Math.round((count / total) * 100) : 0 });
  }
  return {
    appId,
    average: Math.round(aggregate.average * 10) / 10,
    count: aggregate.count,
    distribution,
  };
}

async function presentReviewViews(deps: AppDeps, views: repo.ReviewView[], viewerId: number) {
  const official = await repo.latestOfficialReplies(
    deps.database.db,
    views.filter((view) => view.review.officialReplied).map((view) => view.review.id),
  );
  const byReview = new Map(official.map((row) => [row.reviewId, row]));
  return views.map((view) => presentReview(view, byReview.get(view.review.id), viewerId));
}

/** A visitor's page is the same for every visitor; a player's carries their own likes. */
export function listReviews(
  deps: AppDeps,
  viewer: SessionUser | null,
  query: ParsedQuery<typeof gameCommentsList>,
) {
  if (viewer) return findReviews(deps, viewer, query);
  return deps.publicCache(`gameCommentsList:${JSON.stringify(query)}`, () => findReviews(deps, null, query));
}

async function findReviews(
  deps: AppDeps,
  viewer: SessionUser | null,
  query: ParsedQuery<typeof gameCommentsList>,
) {
  const db = deps.database.db;
  const viewerId = viewer?.id ?? 0;
  const window = idWindow(query);
  // The game (does it exist, how many reviews) and the page are read together.
  const [game, rows] = await Promise.all([
    repo.gameRatingAggregate(db, query.appId),
    repo.listReviewViews(db, {
      gameId: query.appId,
      sort: query.sort,
      filter: query.filter,
      viewerId,
      ...window,
    }),
  ]);
  if (!game) throw new AppError("gameNotFound");
  const total = repo.reviewTotal(game.stars, query.filter);
  return cursorPage(await presentReviewViews(deps, rows, viewerId), total, query, rows.at(-1)?.review.id);
}

async function reviewById(deps: AppDeps, reviewId: number, viewerId: number) {
  const view = await repo.findReviewView(deps.database.db, { id: reviewId }, viewerId);
  if (!view) throw new AppError("reviewNotFound");
  const [review] = await presentReviewViews(deps, [view], viewerId);
  if (!review) throw new AppError("reviewNotFound");
  return review;
}

/** The reply panel: the review and its official replies, pinned. */
export async function reviewPanel(deps: AppDeps, reviewId: number, viewer: SessionUser | null) {
  const viewerId = viewer?.id ?? 0;
  const review = await reviewById(deps, reviewId, viewerId);
  const official = await listThread(deps, reviewThread, viewer, {
    subjectId: reviewId,
    officialOnly: true,
    page: 1,
    pageSize: 20,
  });
  return { review, officialReplies: official.items };
}

export function listReplies(deps: AppDeps, reviewId: number, viewer: SessionUser | null, page: Page) {
  return listThread(deps, reviewThread, viewer, { subjectId: reviewId, ...page });
}

export async function myReview(deps: AppDeps, appId: number, userId: number) {
  await requireGame(deps, appId);
  const view = await repo.findReviewView(deps.database.db, { gameId: appId, userId }, userId);
  if (!view) return { review: null };
  const [review] = await presentReviewViews(deps, [view], userId);
  return { review: review ?? null };
}

/** Rate and review a game: one review per player per game; the game's rating moves with it. */
export async function rateGame(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
  input: { appId: number; rating: number; content: string },
) {
  await assertMayPost(deps, deps.database.db, user.id);
  await requireGame(deps, input.appId);
  const content = await checkWords(deps.database.db, input.content);
  const now = deps.now();
  const created = await deps.database.db.transaction(async (tx) => {
    const row = await repo.insertReview(tx, {
      gameId: input.appId,
      userId: user.id,
      rating: input.rating,
      body: content,
      language,
      createdAt: now,
      updatedAt: now,
    });
    if (row) await repo.changeGameRating(tx, input.appId, 1, input.rating);
    return row;
  });
  if (!created) throw new AppError("reviewExists");
  return reviewById(deps, created.id, user.id);
}

/** Change one's own review; the game's rating sum moves by the difference. */
export async function editReview(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
  input: { reviewId: number; rating: number; content: string },
) {
  await assertMayPost(deps, deps.database.db, user.id);
  const content = await checkWords(deps.database.db, input.content);
  await deps.database.db.transaction(async (tx) => {
    const review = await repo.lockReview(tx, input.reviewId);
    if (!review) throw new AppError("reviewNotFound");
    if (review.userId !== user.id) throw new AppError("notYourReview");
    if (review.rating === input.rating && review.body === content) return;
    await repo.updateReview(tx, review.id, {
      rating: input.rating,
      body: content,
      language,
      at: deps.now(),
    });
    if (review.rating !== input.rating)
      await repo.changeGameRating(tx, review.gameId, 0, input.rating - review.rating);
  });
  return reviewById(deps, input.reviewId, user.id);
}

/** Delete one's own review with its replies and likes; the game's rating loses it. */
export async function deleteReview(deps: AppDeps, user: SessionUser, reviewId: number) {
  const review = await repo.findReview(deps.database.db, reviewId);
  if (!review) throw new AppError("reviewNotFound");
  if (review.userId !== user.id) throw new AppError("notYourReview");
  const deleted = await deps.database.db.transaction(async (tx) => {
    const row = await repo.deleteReview(tx, reviewId, user.id);
    if (row) await repo.changeGameRating(tx, row.gameId, -1, -row.rating);
    return row;
  });
  if (!deleted) throw new AppError("reviewNotFound");
  return { reviewId, deleted: true };
}

/** Reply to a review or to one of its replies. A GM's reply is official and marks the review. */
export async function replyToReview(
  deps: AppDeps,
  user: SessionUser,
  language: Language,
  input: { reviewId: number; parentReplyId?: number; content: string },
) {
  await assertMayPost(deps, deps.database.db, user.id);
  const { reviewId, ...reply } = input;
  return replyInThread(deps, reviewThread, user, language, { subjectId: reviewId, ...reply });
}

/** Report a review or reply once per player; the reported text is kept as it was. */
export function reportContent(
  deps: AppDeps,
  userId: number,
  input: { target: "review" | "reply"; id: number; reason: string; note?: string },
) {
  return reportInThread(deps, reviewThread, userId, { ...input, onReply: input.target === "reply" });
}

/** Replies under reviews: the review's count and "official replied" move, the answered author hears of it. */
const reviewThread: ReplyThread<repo.ReviewRow, Reply> = {
  tables: reviewReplyTables,
  subjectMissing: "reviewNotFound",
  replyMissing: "replyNotFound",
  reportedAs: { subject: "review", reply: "reply" },
  findSubject: repo.findReview,
  onReply: async (tx, reply) => {
    await countReplyOnReview(tx, reply.subject.id, reply.official);
    // The author of what was answered hears of it (the reply's own author never does).
    await notify(tx, {
      userId: reply.parent ? reply.parent.userId : reply.subject.userId,
      kind: reply.parent ? "replyReply" : "reviewReply",
      subject: `reviewReply:${reply.replyId}`,
      link: reviewLink(reply.subject),
      actorId: reply.actorId,
      excerpt: reply.content,
    });
  },
  present: (reply, reviewId) => Object.assign(reply, { reviewId }),
};

/** Where a message about a review leads: its game's page, with the review's replies open. */
export const reviewLink = (review: { id: number; gameId: number }) =>
  `/game/${review.gameId}?review=${review.id}`;

/** Reviews in the moderation queue: hiding one takes it out of the game's rating and star counts. */
export const reviewModeration: ModeratedKind = {
  table: repo.moderatedReviews,
  countShown: repo.countShownReview,
};

/** Review replies in the moderation queue: the review's reply count follows what players see. */
export const reviewReplyModeration: ModeratedKind = {
  table: moderatedReviewReplies,
  countShown: countShownReply,
};
