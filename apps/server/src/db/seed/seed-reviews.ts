import type { Language } from "@portal/contracts/languages";
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import { users } from "../schema/account.ts";
import { gameFollows, gameLikes, gameVisits, reservations } from "../schema/game-social.ts";
import { games, gameTexts } from "../schema/games.ts";
import { replyLikes, reviewLikes, reviewReplies, reviews } from "../schema/reviews.ts";
import { bandOf, nicknameBank, officialReplyBank, replyBank, reviewBanks } from "./seed-review-texts.ts";

/** The game whose review list is long enough to page through. */
export const BUSY_GAME_SLUG = "dragon-realm";
const REVIEWERS = 320;
const BUSY_GAME_REVIEWS = 300;
const DAY = 24 * 3600_000;

/** Same numbers on every machine, so the demo looks the same everywhere. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

/** Reviewer languages: more English and Chinese, fewer Thai. */
const languageMix: Language[] = ["en", "en", "en", "zh", "zh", "zh-hant", "id", "id", "vi", "vi", "th"];
const ratingWeights = {
  loved: [0.06, 0.05, 0.12, 0.3, 0.47],
  liked: [0.1, 0.1, 0.2, 0.3, 0.3],
  mixed: [0.18, 0.15, 0.27, 0.22, 0.18],
};

function drawRating(weights: number[], roll: number): number {
  let sum = 0;
  for (let star = 1; star <= 5; star++) {
    sum += weights[star - 1] ?? 0;
    if (roll < sum) return star;
  }
  return 5;
}

async function insertInChunks<T extends PgTable>(db: Db, table: T, rows: T["$inferInsert"][]) {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(table).values(rows.slice(i, i + 1000));
}

/**
 * Demo community: reviewers, reviews in six languages (hundreds on one game), threaded replies with
 * official answers, likes, follows and reservations. Added once (skipped when reviews exist); every
 * count is then recomputed from the rows.
 */
export async function seedCommunity(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`cast(count(*) as int)` }).from(reviews);
  if (existing?.n) return 0;
  const gameRows = await db.select({ id: games.id, slug: games.slug, status: games.status }).from(games);
  if (!gameRows.length) return 0;
  const names = new Map<string, string>();
  for (const row of await db.select().from(gameTexts)) names.set(`${row.gameId}/${row.language}`, row.name);
  const random = randomSource(20260301);
  const daysAgo = (max: number) => new Date(now.getTime() - random.next() * max * DAY);

  const reviewerLanguages = Array.from({ length: REVIEWERS }, () => random.pick(languageMix));
  const reviewerIds = (
    await db
      .insert(users)
      .values(
        reviewerLanguages.map((language, i) => ({
          nickname: `${random.pick(nicknameBank[language])}${100 + i}`,
          // Levels 1–6: the VIP levels the migrations seed (a player never holds a level that does not exist).
          vipLevel: random.next() < 0.6 ? 0 : 1 + random.int(6),
          starPoints: random.int(2500),
          createdAt: daysAgo(400),
        })),
      )
      .returning({ id: users.id })
  ).map((row) => row.id);
  const languageOf = new Map(reviewerIds.map((id, i) => [id, reviewerLanguages[i] ?? "en"]));
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, "demo@portal.local"));
  const [gm] = await db.select({ id: users.id }).from(users).where(eq(users.email, "gm@portal.local"));

  const plan: (typeof reviews.$inferInsert)[] = [];
  for (const [index, game] of gameRows.entries()) {
    if (game.status !== "released") continue;
    const busy = game.slug === BUSY_GAME_SLUG;
    const weights = busy ? ratingWeights.loved : index % 3 === 2 ? ratingWeights.mixed : ratingWeights.liked;
    const count = busy ? BUSY_GAME_REVIEWS : 4 + random.int(11);
    const authors = busy
      ? reviewerIds.slice(0, count)
      : reviewerIds.slice(count * index, count * index + count);
    for (const userId of authors) {
      const rating = drawRating(weights, random.next());
      const language = languageOf.get(userId) ?? "en";
      const bank = reviewBanks[language][bandOf(rating)];
      const body = [random.pick(bank.open), random.pick(bank.body), random.pick(bank.close)]
        .join(language.startsWith("zh") || language === "th" ? "" : " ")
        .replaceAll("{game}", names.get(`${game.id}/${language}`) ?? game.slug);
      const createdAt = daysAgo(150);
      const edited = random.next() < 0.12;
      const editedAt = edited ? new Date(createdAt.getTime() + random.next() * 5 * DAY) : null;
      plan.push({
        gameId: game.id,
        userId,
        rating,
        body,
        language,
        createdAt,
        updatedAt: editedAt ?? createdAt,
        editedAt,
      });
    }
    if (demo && game.slug === "sky-racers") {
      const createdAt = daysAgo(20);
      plan.push({
        gameId: game.id,
        userId: demo.id,
        rating: 4,
        body: "Fun races with friends! The new desert track is great, but please add more cars to the free pass.",
        language: "en",
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  const written: {
    id: number;
    gameId: number;
    userId: number;
    rating: number;
    language: string;
    createdAt: Date;
  }[] = [];
  for (let i = 0; i < plan.length; i += 500) {
    written.push(
      ...(await db
        .insert(reviews)
        .values(plan.slice(i, i + 500))
        .returning({
          id: reviews.id,
          gameId: reviews.gameId,
          userId: reviews.userId,
          rating: reviews.rating,
          language: reviews.language,
          createdAt: reviews.createdAt,
        })),
    );
  }

  // Replies: some reviews get a short thread; GM answers some of the critical ones officially.
  const busyId = gameRows.find((g) => g.slug === BUSY_GAME_SLUG)?.id;
  const replyPlan: (typeof reviewReplies.$inferInsert)[] = [];
  let officialLeft = 12;
  for (const review of written) {
    const language = review.language as Language;
    if (gm && officialLeft > 0 && review.rating <= 3 && random.next() < 0.5) {
      officialLeft--;
      replyPlan.push({
        reviewId: review.id,
        userId: gm.id,
        official: true,
        language,
        body: random
          .pick(officialReplyBank[language])
          .replaceAll("{game}", names.get(`${review.gameId}/${language}`) ?? ""),
        createdAt: new Date(review.createdAt.getTime() + random.next() * 2 * DAY),
      });
    }
    if (random.next() > (review.gameId === busyId ? 0.3 : 0.15)) continue;
    for (let n = 1 + random.int(4); n > 0; n--) {
      const userId = random.pick(reviewerIds);
      const replyLanguage = languageOf.get(userId) ?? "en";
      replyPlan.push({
        reviewId: review.id,
        userId,
        language: replyLanguage,
        body: random.pick(replyBank[replyLanguage]),
        createdAt: new Date(review.createdAt.getTime() + random.next() * 10 * DAY),
      });
    }
  }
  const replies = replyPlan.length
    ? await db.insert(reviewReplies).values(replyPlan).returning({
        id: reviewReplies.id,
        reviewId: reviewReplies.reviewId,
        createdAt: reviewReplies.createdAt,
        official: reviewReplies.official,
      })
    : [];
  // Answers to replies: the review's author thanks someone in the thread.
  const authorOf = new Map(written.map((r) => [r.id, r.userId]));
  const answers = replies
    .filter((reply) => !reply.official && random.next() < 0.3)
    .map((reply) => {
      const userId = authorOf.get(reply.reviewId) ?? reviewerIds[0] ?? 0;
      const language = languageOf.get(userId) ?? "en";
      return {
        reviewId: reply.reviewId,
        parentReplyId: reply.id,
        userId,
        language,
        body: replyBank[language][4] ?? "",
        createdAt: new Date(reply.createdAt.getTime() + random.next() * DAY),
      };
    });
  if (answers.length) await db.insert(reviewReplies).values(answers);

  // Likes on reviews (a few popular ones, most with a handful) and on replies.
  const likeRows: (typeof reviewLikes.$inferInsert)[] = [];
  for (const review of written) {
    const likers = new Set<number>();
    for (let n = Math.floor(random.next() ** 3 * 40); n > 0; n--) likers.add(random.pick(reviewerIds));
    likers.delete(review.userId);
    for (const userId of likers) likeRows.push({ userId, reviewId: review.id });
  }
  await insertInChunks(db, reviewLikes, likeRows);
  const replyLikeRows: (typeof replyLikes.$inferInsert)[] = [];
  for (const reply of replies) {
    const likers = new Set(
      Array.from({ length: Math.floor(random.next() ** 2 * 6) }, () => random.pick(reviewerIds)),
    );
    for (const userId of likers) replyLikeRows.push({ userId, replyId: reply.id });
  }
  await insertInChunks(db, replyLikes, replyLikeRows);

  // Follows, game likes, and reservations of the upcoming games.
  const ties = { follows: new Set<string>(), likes: new Set<string>(), reserved: new Set<string>() };
  const reserveChance: Record<string, number> = { "star-voyager": 0.45, "ninja-rush": 0.35 };
  for (const userId of reviewerIds) {
    for (let n = 1 + random.int(3); n > 0; n--) ties.follows.add(`${userId}/${random.pick(gameRows).id}`);
    for (let n = random.int(4); n > 0; n--) ties.likes.add(`${userId}/${random.pick(gameRows).id}`);
    for (const game of gameRows)
      if (game.status === "upcoming" && random.next() < (reserveChance[game.slug] ?? 0.15))
        ties.reserved.add(`${userId}/${game.id}`);
  }
  // The demo player starts with a few games in My Game (browser tests use other games).
  const bySlug = new Map(gameRows.map((game) => [game.slug, game.id]));
  if (demo) {
    for (const slug of ["sky-racers", "shadow-blade"]) ties.follows.add(`${demo.id}/${bySlug.get(slug)}`);
    ties.reserved.add(`${demo.id}/${bySlug.get("ninja-rush")}`);
  }
  const pairs = (set: Set<string>) =>
    [...set].map((key) => {
      const [userId, gameId] = key.split("/").map(Number);
      return { userId: userId ?? 0, gameId: gameId ?? 0, createdAt: daysAgo(60) };
    });
  await insertInChunks(db, gameFollows, pairs(ties.follows));
  await insertInChunks(db, gameLikes, pairs(ties.likes));
  await insertInChunks(db, reservations, pairs(ties.reserved));
  if (demo) {
    const played = ["candy-garden", "arcane-cards"].map((slug, i) => ({
      userId: demo.id,
      gameId: bySlug.get(slug) ?? 0,
      visitedAt: daysAgo(i + 1),
    }));
    await db.insert(gameVisits).values(played);
  }

  await recountCommunity(db);
  return written.length;
}

/** Sets every count from the rows it counts (used after bulk inserts). */
export async function recountCommunity(db: Db) {
  await db.execute(sql`update ${reviews} r set
    likes_count = (select count(*) from ${reviewLikes} l where l.review_id = r.id),
    replies_count = (select count(*) from ${reviewReplies} p where p.review_id = r.id),
    official_replied = exists (select 1 from ${reviewReplies} p where p.review_id = r.id and p.official)`);
  await db.execute(sql`update ${reviewReplies} p set
    likes_count = (select count(*) from ${replyLikes} l where l.reply_id = p.id)`);
  await db.execute(sql`update ${games} g set
    rating_count = s.n, rating_sum = s.total,
    rating = case when s.n > 0 then cast(s.total as real) / s.n else 0 end,
    likes_count = (select count(*) from ${gameLikes} l where l.game_id = g.id),
    follows_count = (select count(*) from ${gameFollows} f where f.game_id = g.id),
    reservations_count = (select count(*) from ${reservations} v where v.game_id = g.id)
    from (select g2.id, count(r.id) as n, coalesce(sum(r.rating), 0) as total
          from ${games} g2 left join ${reviews} r on r.game_id = g2.id group by g2.id) s
    where s.id = g.id`);
}
