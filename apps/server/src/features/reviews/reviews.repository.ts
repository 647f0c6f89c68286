import {
  NEGATIVE_MAX_RATING,
  POSITIVE_MIN_RATING,
  type reviewFilters as reviewFilterNames,
  type reviewSorts,
} from "@portal/contracts/reviews";
import { and, desc, eq, gte, isNull, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { afterAnchor, type Keyset, keysetOrder } from "../../db/paging.ts";
import { prepared } from "../../db/prepared.ts";
import { findRowWhere } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import { games } from "../../db/schema/games.ts";
import { reviewLikes, reviewReplies, reviews } from "../../db/schema/reviews.ts";
import { authorColumns } from "../../platform/comments/authors.ts";
import { moderatedTable, shown } from "../../platform/comments/moderation.ts";

export async function gameExists(db: DbOrTx, appId: number): Promise<boolean> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, appId));
  return Boolean(row);
}

/** A review players can see (neither hidden nor deleted by a moderator). */
export async function findReview(db: DbOrTx, reviewId: number) {
  return findRowWhere(db, reviews, and(eq(reviews.id, reviewId), shown(reviews)));
}

/** The review row, locked until the transaction ends (edits read the old rating safely). */
export async function lockReview(tx: DbOrTx, reviewId: number) {
  return findRowWhere(tx, reviews, and(eq(reviews.id, reviewId), shown(reviews)), true);
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

/** The new review, or undefined when the player already has one for this game. */
export async function insertReview(tx: DbOrTx, values: typeof reviews.$inferInsert) {
  const [row] = await tx.insert(reviews).values(values).onConflictDoNothing().returning({ id: reviews.id });
  return row;
}

export async function updateReview(
  tx: DbOrTx,
  reviewId: number,
  values: { rating: number; body: string; language: string; at: Date },
) {
  await tx
    .update(reviews)
    .set({
      rating: values.rating,
      body: values.body,
      language: values.language,
      updatedAt: values.at,
      editedAt: values.at,
    })
    .where(eq(reviews.id, reviewId));
}

/** Deletes the author's review (replies and likes go with it); answers its rating if it was there. */
export async function deleteReview(tx: DbOrTx, reviewId: number, userId: number) {
  const [row] = await tx
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId), shown(reviews)))
    .returning({ gameId: reviews.gameId, rating: reviews.rating });
  return row;
}

/** Moves the game's rating count and sum and recomputes the average from them, in one statement. */
export async function changeGameRating(tx: DbOrTx, gameId: number, countDelta: number, sumDelta: number) {
  await tx
    .update(games)
    .set({
      ratingCount: sql`${games.ratingCount} + ${countDelta}`,
      ratingSum: sql`${games.ratingSum} + ${sumDelta}`,
      rating: sql`case when ${games.ratingCount} + ${countDelta} > 0
        then cast(${games.ratingSum} + ${sumDelta} as real) / (${games.ratingCount} + ${countDelta})
        else 0 end`,
    })
    .where(eq(games.id, gameId));
}

const reviewFilters: Record<(typeof reviewFilterNames)[number], SQL | undefined> = {
  "0": undefined,
  "1": gte(reviews.rating, POSITIVE_MIN_RATING),
  "2": lte(reviews.rating, NEGATIVE_MAX_RATING),
};

/** Each sort as a keyset (lowest first: stars up is the negated rating down). */
const reviewOrders: Record<(typeof reviewSorts)[number], Keyset> = {
  newest: reviewKeyset(reviews.createdAt, reviews.id),
  hottest: reviewKeyset(reviews.likesCount, reviews.repliesCount, reviews.id),
  highest: reviewKeyset(reviews.rating, reviews.createdAt, reviews.id),
  lowest: reviewKeyset(sql`(-${reviews.rating})`, reviews.createdAt, reviews.id),
};

function reviewKeyset(...keys: Keyset["keys"]): Keyset {
  return { keys, descending: true, table: reviews, id: reviews.id };
}

/** Reviews with their authors and whether the viewer liked each (viewer 0: a visitor). */
function selectReviewViews(db: DbOrTx, viewerId: number | Placeholder) {
  return db
    .select({
      review: reviews,
      author: authorColumns,
      liked: sql<boolean>`${reviewLikes.userId} is not null`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(reviewLikes, and(eq(reviewLikes.reviewId, reviews.id), eq(reviewLikes.userId, viewerId)));
}

export type ReviewView = NonNullable<Awaited<ReturnType<typeof findReviewView>>>;

export async function findReviewView(
  db: DbOrTx,
  where: { id: number } | { gameId: number; userId: number },
  viewerId: number,
) {
  // Its author still finds a hidden review (shown as hidden to them); nobody finds a deleted one.
  const condition =
    "id" in where
      ? and(eq(reviews.id, where.id), shown(reviews))
      : and(eq(reviews.gameId, where.gameId), eq(reviews.userId, where.userId), isNull(reviews.deletedAt));
  const [row] = await selectReviewViews(db, viewerId).where(condition);
  return row;
}

/**
 * One page of a game's reviews, `offset` rows in or after the review `after` (keyset); the total
 * comes from the game's star counts (reviewTotal).
 */
export async function listReviewViews(
  db: DbOrTx,
  options: {
    gameId: number;
    sort: (typeof reviewSorts)[number];
    filter: (typeof reviewFilterNames)[number];
    viewerId: number;
    limit: number;
    offset: number;
    after?: number;
  },
) {
  const { sort, filter, after, ...values } = options;
  const order = reviewOrders[sort];
  const keyed = after !== undefined;
  const query = prepared(db, `reviews_page_${sort}_${filter}${keyed ? "_after" : ""}`, (name) =>
    selectReviewViews(db, sql.placeholder("viewerId"))
      .where(
        and(
          eq(reviews.gameId, sql.placeholder("gameId")),
          shown(reviews),
          reviewFilters[filter],
          keyed ? afterAnchor(order, sql.placeholder("after")) : undefined,
        ),
      )
      .orderBy(...keysetOrder(order))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  );
  return query.execute(keyed ? Object.assign({}, values, { after }) : values);
}

/** The newest official reply of each review, to pin under it in lists (one statement for any number). */
export async function latestOfficialReplies(db: DbOrTx, reviewIds: number[]) {
  if (!reviewIds.length) return [];
  const query = prepared(db, "review_official_replies", (name) =>
    db
      .selectDistinctOn([reviewReplies.reviewId], {
        reviewId: reviewReplies.reviewId,
        body: reviewReplies.body,
        createdAt: reviewReplies.createdAt,
        nickname: users.nickname,
      })
      .from(reviewReplies)
      .innerJoin(users, eq(users.id, reviewReplies.userId))
      .where(
        and(
          sql`${reviewReplies.reviewId} = any(${sql.placeholder("reviewIds")})`,
          eq(reviewReplies.official, true),
          shown(reviewReplies),
        ),
      )
      .orderBy(reviewReplies.reviewId, desc(reviewReplies.createdAt))
      .prepare(name),
  );
  return query.execute({ reviewIds });
}

export type OfficialReplyRow = Awaited<ReturnType<typeof latestOfficialReplies>>[number];

/**
 * The game's rating and how many reviews gave 1…5 stars (`stars[0]` is one star), read from the
 * game row: the database keeps those counts (migration 0004), so no review is counted per request.
 */
export async function gameRatingAggregate(db: DbOrTx, gameId: number) {
  const query = prepared(db, "game_rating", (name) =>
    db
      .select({
        count: games.ratingCount,
        sum: games.ratingSum,
        average: games.rating,
        stars1: games.ratingStars1,
        stars2: games.ratingStars2,
        stars3: games.ratingStars3,
        stars4: games.ratingStars4,
        stars5: games.ratingStars5,
      })
      .from(games)
      .where(eq(games.id, sql.placeholder("gameId")))
      .prepare(name),
  );
  const [row] = await query.execute({ gameId });
  if (!row) return undefined;
  // Field by field: an object rest (`...rating`) took ~0.4 µs here, this ~0.05 µs (Node 20).
  return {
    count: row.count,
    sum: row.sum,
    average: row.average,
    stars: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5],
  };
}

/** How many of the game's reviews a list filter shows, from the star counts. */
export function reviewTotal(stars: number[], filter: (typeof reviewFilterNames)[number]): number {
  return stars.reduce((sum, count, index) => {
    const star = index + 1;
    const shown =
      filter === "0" ||
      (filter === "1" && star >= POSITIVE_MIN_RATING) ||
      (filter === "2" && star <= NEGATIVE_MAX_RATING);
    return shown ? sum + count : sum;
  }, 0);
}

export const moderatedReviews = moderatedTable(reviews);

/** Moves the game's rating (its stars follow by trigger) when a moderator hides, restores or deletes it. */
export async function countShownReview(tx: DbOrTx, reviewId: number, delta: 1 | -1) {
  const [row] = await tx
    .select({ gameId: reviews.gameId, rating: reviews.rating })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (row) await changeGameRating(tx, row.gameId, delta, delta * row.rating);
}
