import { REVIEW_MAX_CHARS, review } from "@portal/contracts/reviews";
import { beforeAll, describe, expect, test } from "vitest";
import { gameRating, idOf, seedTestGames } from "../../testing/games.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let ids: Map<string, number>;
type Review = { id: number; rating: number; content: string; edited: boolean; mine: boolean };

const t = useTestApp();
beforeAll(async () => {
  ids = await seedTestGames(t);
});

const write = (client: TestClient, appId: number, rating: unknown, content: unknown) =>
  client.post<Review>("/api/addGameComment", { appId, rating, content });

describe("rating and reviewing a game", () => {
  test("a review is stored as typed, once per player; the game's rating follows", async () => {
    const appId = idOf(ids, "kingdom-tactics");
    const { client } = await newSignedInPlayer(t);
    const text = "<b>Great</b> game 🐉\r\nwould <script>alert(1)</script> play again";
    const answer = await write(client, appId, 4, `  ${text}  `);
    expect(answer.code).toBe(200);
    expect(review.parse(answer.data)).toMatchObject({
      appId,
      rating: 4,
      content: "<b>Great</b> game 🐉\nwould <script>alert(1)</script> play again",
      edited: false,
      mine: true,
    });
    expect(await gameRating(t, appId)).toEqual({ count: 1, sum: 4, rating: 4 });
    const second = await write(client, appId, 5, "Changed my mind");
    expect(second).toMatchObject({ status: 409, code: 4092 });
    expect(await gameRating(t, appId)).toEqual({ count: 1, sum: 4, rating: 4 });
    const other = await newSignedInPlayer(t);
    await write(other.client, appId, 1, "Crashes a lot");
    expect(await gameRating(t, appId)).toEqual({ count: 2, sum: 5, rating: 2.5 });
    const score = await t
      .client()
      .get<{ average: number; count: number; distribution: unknown[] }>("/api/gameScoreDetail", {
        appId: String(appId),
      });
    expect(score.data).toEqual({
      appId,
      average: 2.5,
      count: 2,
      distribution: [
        { star: 5, count: 0, percent: 0 },
        { star: 4, count: 1, percent: 50 },
        { star: 3, count: 0, percent: 0 },
        { star: 2, count: 0, percent: 0 },
        { star: 1, count: 1, percent: 50 },
      ],
    });
    const mine = await client.get<{ review: Review | null }>("/api/personComment", { appId: String(appId) });
    expect(mine.data.review?.rating).toBe(4);
  });

  test.each([
    [0, "Rating: choose 1 to 5 stars"],
    [6, "Rating: choose 1 to 5 stars"],
    [2.5, "Rating: choose 1 to 5 stars"],
    ["5", "Rating: choose 1 to 5 stars"],
    [undefined, "Rating: choose 1 to 5 stars"],
  ])("rating %s is refused: %s", async (rating, message) => {
    const { client } = await newSignedInPlayer(t);
    const answer = await write(client, idOf(ids, "candy-garden"), rating, "Nice");
    expect(answer).toMatchObject({ status: 400, code: 400, msg: message });
  });

  test("empty and over-long reviews are refused naming the field, in the player's language", async () => {
    const appId = idOf(ids, "candy-garden");
    const { client } = await newSignedInPlayer(t);
    expect(await write(client, appId, 5, "   \n ")).toMatchObject({
      status: 400,
      msg: "Content: please write your review",
    });
    expect(await write(client, appId, 5, "\u0000\u0007")).toMatchObject({ status: 400 });
    expect(await write(client, appId, 5, "a".repeat(REVIEW_MAX_CHARS + 1))).toMatchObject({
      status: 400,
      msg: "Content: at most 500 characters",
    });
    const zh = await newSignedInPlayer(t, "zh");
    const zhAnswer = await write(zh.client, appId, 9, "好玩");
    expect(zhAnswer.msg).toContain("评分");
    expect(zhAnswer.msg).toContain("请选择1到5星");
    expect(await gameRating(t, appId)).toEqual({ count: 0, sum: 0, rating: 0 });
    const full = await write(client, appId, 5, "🐉".repeat(REVIEW_MAX_CHARS));
    expect(full.code).toBe(200);
    // Control characters are refused for every route (issue 15), not silently stripped.
    const withNul = await write(zh.client, appId, 5, "a\u0000b");
    expect(withNul.status).toBe(400);
    expect(withNul.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  test("a visitor cannot write; an unknown game is 404 localized", async () => {
    expect((await write(t.client(), idOf(ids, "candy-garden"), 5, "Hi")).status).toBe(401);
    const { client } = await newSignedInPlayer(t, "zh-hant");
    const unknown = await write(client, 99999, 5, "Hi");
    expect(unknown).toMatchObject({
      status: 404,
      code: 4041,
      msg: t.deps.t("zh-hant", "errors:gameNotFound"),
    });
  });
});

describe("editing and deleting", () => {
  test("the author edits (marked edited, rating sum moves); others get 403", async () => {
    const appId = idOf(ids, "legends-arena");
    const author = await newSignedInPlayer(t);
    const written = await write(author.client, appId, 5, "Love it");
    const reviewId = written.data.id;
    const same = await author.client.post<Review>("/api/updateGameComment", {
      reviewId,
      rating: 5,
      content: "Love it",
    });
    expect(same.data.edited).toBe(false);
    const edit = await author.client.post<Review>("/api/updateGameComment", {
      reviewId,
      rating: 2,
      content: "Not anymore after the update",
    });
    expect(edit.data).toMatchObject({ rating: 2, content: "Not anymore after the update", edited: true });
    expect(await gameRating(t, appId)).toEqual({ count: 1, sum: 2, rating: 2 });

    const stranger = await newSignedInPlayer(t, "vi");
    const refused = await stranger.client.post("/api/updateGameComment", {
      reviewId,
      rating: 1,
      content: "hacked",
    });
    expect(refused).toMatchObject({ status: 403, code: 4034, msg: t.deps.t("vi", "errors:notYourReview") });
    const notDeleted = await stranger.client.post("/api/delGameComment", { reviewId });
    expect(notDeleted).toMatchObject({ status: 403, code: 4034 });
    const bad = await author.client.post("/api/updateGameComment", { reviewId, rating: 0, content: "x" });
    expect(bad.status).toBe(400);
    expect(await gameRating(t, appId)).toEqual({ count: 1, sum: 2, rating: 2 });
  });

  test("the author deletes; the rating forgets it; deleting again is 404; a new review is allowed", async () => {
    const appId = idOf(ids, "harvest-town");
    const { client } = await newSignedInPlayer(t);
    const { data } = await write(client, appId, 3, "Cosy");
    const deleted = await client.post("/api/delGameComment", { reviewId: data.id });
    expect(deleted).toMatchObject({ code: 200, data: { reviewId: data.id, deleted: true } });
    expect(await gameRating(t, appId)).toEqual({ count: 0, sum: 0, rating: 0 });
    expect(await client.post("/api/delGameComment", { reviewId: data.id })).toMatchObject({
      status: 404,
      code: 4042,
      msg: "This review no longer exists",
    });
    expect(
      (await client.get<{ review: null }>("/api/personComment", { appId: String(appId) })).data.review,
    ).toBeNull();
    expect((await write(client, appId, 4, "Cosy again")).code).toBe(200);
    expect(await gameRating(t, appId)).toEqual({ count: 1, sum: 4, rating: 4 });
    expect(
      (await client.post("/api/updateGameComment", { reviewId: 99999, rating: 3, content: "x" })).code,
    ).toBe(4042);
  });
});
