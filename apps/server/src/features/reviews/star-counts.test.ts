import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { games } from "../../db/schema/games.ts";
import { reviews } from "../../db/schema/reviews.ts";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { createPlayers, signInAs } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let appId: number;

const t = useTestApp();
beforeAll(async () => {
  appId = idOf(await seedTestGames(t), "kingdom-tactics");
});

/** The game's kept star counts, and the same counted from its reviews. */
async function starsKeptAndCounted() {
  const [kept] = await t.database.db
    .select({
      s1: games.ratingStars1,
      s2: games.ratingStars2,
      s3: games.ratingStars3,
      s4: games.ratingStars4,
      s5: games.ratingStars5,
    })
    .from(games)
    .where(eq(games.id, appId));
  const counted = await t.database.db
    .select({ star: reviews.rating, n: sql<number>`cast(count(*) as int)` })
    .from(reviews)
    .where(eq(reviews.gameId, appId))
    .groupBy(reviews.rating);
  const byStar = new Map(counted.map((row) => [row.star, row.n]));
  return {
    kept: [kept?.s1, kept?.s2, kept?.s3, kept?.s4, kept?.s5],
    counted: [1, 2, 3, 4, 5].map((star) => byStar.get(star) ?? 0),
  };
}

async function listTotal(filter: string) {
  const answer = await t.client().get<{ total: number }>("/api/gameCommentsList", {
    appId: String(appId),
    filter,
  });
  return answer.data.total;
}

describe("the star counts the score summary and review totals read", () => {
  test("follow every insert, edit and delete, whoever writes the reviews", async () => {
    const [a, b, c] = await createPlayers(t, 3);
    const clients = await Promise.all([a, b, c].map((id) => signInAs(t, id as number)));
    const ids: number[] = [];
    for (const [index, rating] of [5, 4, 1].entries()) {
      const answer = await clients[index]?.post<{ id: number }>("/api/addGameComment", {
        appId,
        rating,
        content: `Review ${rating}`,
      });
      ids.push(answer?.data.id as number);
    }
    expect(await starsKeptAndCounted()).toEqual({ kept: [1, 0, 0, 1, 1], counted: [1, 0, 0, 1, 1] });

    await clients[0]?.post("/api/updateGameComment", { reviewId: ids[0], rating: 2, content: "Worse now" });
    await clients[1]?.post("/api/updateGameComment", { reviewId: ids[1], rating: 4, content: "Same stars" });
    await clients[2]?.post("/api/delGameComment", { reviewId: ids[2] });
    expect(await starsKeptAndCounted()).toEqual({ kept: [0, 1, 0, 1, 0], counted: [0, 1, 0, 1, 0] });

    // A bulk insert (as seeds and scripts write) is counted too.
    const bulk = await createPlayers(t, 6);
    await t.database.db.insert(reviews).values(
      bulk.map((userId, index) => ({
        gameId: appId,
        userId,
        rating: (index % 5) + 1,
        body: "bulk",
        language: "en",
      })),
    );
    const after = await starsKeptAndCounted();
    expect(after.kept).toEqual(after.counted);
    expect(after.counted).toEqual([2, 2, 1, 2, 1]);

    const score = await t
      .client()
      .get<{ count: number; distribution: { star: number; count: number }[] }>("/api/gameScoreDetail", {
        appId: String(appId),
      });
    expect(score.data.distribution.map((row) => row.count)).toEqual([1, 2, 1, 2, 2]);
    expect(await listTotal("0")).toBe(8);
    expect(await listTotal("1")).toBe(3);
    expect(await listTotal("2")).toBe(4);
  });
});
