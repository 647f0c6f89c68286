import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { gameFollows, gameLikes, reservations } from "../../db/schema/game-social.ts";
import { games } from "../../db/schema/games.ts";
import { reviewLikes, reviews } from "../../db/schema/reviews.ts";
import { gameRating, idOf, seedTestGames } from "../../testing/games.ts";
import { createPlayers, signInAs } from "../../testing/players.ts";
import type { Envelope, TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

/**
 * Counts stay exactly right under load: 50 players act at the same moment, one of them repeats
 * every request ten times in parallel (double clicks, two tabs, replays). Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL with its connection pool.
 */
let clients: TestClient[];
let released: number;
let upcoming: number;
let reviewId: number;
/** Five times the PostgreSQL pool (10), so requests queue for connections and race in transactions. */
const PLAYERS = 50;

const t = useTestApp();
beforeAll(async () => {
  const ids = await seedTestGames(t);
  released = idOf(ids, "dragon-realm");
  upcoming = idOf(ids, "star-voyager");
  const playerIds = await createPlayers(t, PLAYERS + 1);
  clients = await Promise.all(playerIds.map((id) => signInAs(t, id)));
  const author = clients.pop() as TestClient;
  reviewId = (
    await author.post<{ id: number }>("/api/addGameComment", { appId: released, rating: 5, content: "GG" })
  ).data.id;
});

async function counts() {
  const [game] = await t.database.db
    .select({ likes: games.likesCount, follows: games.followsCount })
    .from(games)
    .where(eq(games.id, released));
  const [future] = await t.database.db
    .select({ reservations: games.reservationsCount })
    .from(games)
    .where(eq(games.id, upcoming));
  const [review] = await t.database.db
    .select({ likes: reviews.likesCount })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  const rows = async (
    table: typeof gameLikes | typeof gameFollows | typeof reservations | typeof reviewLikes,
  ) => {
    const [row] = await t.database.db.select({ n: sql<number>`cast(count(*) as int)` }).from(table);
    return row?.n;
  };
  return {
    gameLikes: game?.likes,
    gameLikeRows: await rows(gameLikes),
    follows: game?.follows,
    followRows: await rows(gameFollows),
    reservations: future?.reservations,
    reservationRows: await rows(reservations),
    reviewLikes: review?.likes,
    reviewLikeRows: await rows(reviewLikes),
  };
}

/** Every player's requests, plus the first player's repeated ten times, all at once. */
function everyoneAtOnce(on: boolean) {
  const actions = (client: TestClient): Promise<Envelope>[] => [
    client.post("/api/like", { target: "game", id: released, liked: on }),
    client.post("/api/like", { target: "review", id: reviewId, liked: on }),
    client.post("/api/concernGame", { appId: released, follow: on }),
    client.post(on ? "/api/subscribe" : "/api/cancel_subscribe", { appId: upcoming }),
  ];
  const repeater = clients[0] as TestClient;
  const requests = [
    ...clients.flatMap(actions),
    ...Array.from({ length: 10 }, () => actions(repeater)).flat(),
  ];
  return Promise.all(requests);
}

describe("counts under concurrency", () => {
  test(`${PLAYERS} players like, follow and reserve at once; repeats count once`, async () => {
    const answers = await everyoneAtOnce(true);
    expect(answers.filter((a) => a.code !== 200).map((a) => a.msg)).toEqual([]);
    expect(await counts()).toEqual({
      gameLikes: PLAYERS,
      gameLikeRows: PLAYERS,
      follows: PLAYERS,
      followRows: PLAYERS,
      reservations: PLAYERS,
      reservationRows: PLAYERS,
      reviewLikes: PLAYERS,
      reviewLikeRows: PLAYERS,
    });
  });

  test("all of them take it back at once; everything returns to zero", async () => {
    const answers = await everyoneAtOnce(false);
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(await counts()).toEqual({
      gameLikes: 0,
      gameLikeRows: 0,
      follows: 0,
      followRows: 0,
      reservations: 0,
      reservationRows: 0,
      reviewLikes: 0,
      reviewLikeRows: 0,
    });
  });

  test("like and unlike racing from one player leave the count equal to the rows", async () => {
    const player = clients[1] as TestClient;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        player.post("/api/like", { target: "game", id: released, liked: i % 2 === 0 }),
      ),
    );
    const now = await counts();
    expect(now.gameLikes).toBe(now.gameLikeRows);
  });

  test(`${PLAYERS} reviews written at once (and each twice) keep the rating aggregate exact`, async () => {
    const appId = upcoming;
    const answers = await Promise.all(
      clients.flatMap((client, i) => {
        const body = { appId, rating: (i % 5) + 1, content: `Review ${i}` };
        return [client.post("/api/addGameComment", body), client.post("/api/addGameComment", body)];
      }),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(PLAYERS);
    expect(answers.filter((a) => a.code === 4092)).toHaveLength(PLAYERS);
    // Ratings 1 … 5 in turn: an average of 3.
    expect(await gameRating(t, appId)).toEqual({ count: PLAYERS, sum: 3 * PLAYERS, rating: 3 });
  });
});
