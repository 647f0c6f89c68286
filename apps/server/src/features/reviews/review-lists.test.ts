import { reply as replySchema } from "@portal/contracts/reviews";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { contentReports } from "../../db/schema/reviews.ts";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let appId: number;
type Review = {
  id: number;
  rating: number;
  createdAt: string;
  likesCount: number;
  liked: boolean;
  repliesCount: number;
  officialReplied: boolean;
  officialReply: { content: string; nickname: string } | null;
  author: { nickname: string; staff: boolean };
};
type Page<T> = { items: T[]; total: number; hasMore: boolean };
type Reply = {
  id: number;
  content: string;
  official: boolean;
  replyTo: { nickname: string } | null;
  likesCount: number;
  liked: boolean;
};
const players: { id: number; client: TestClient }[] = [];
const reviewIds: number[] = [];
const ratings = [5, 4, 1, 3, 2, 5, 5, 4, 2, 1, 3, 4, 5, 5, 1, 2, 4, 3, 5, 4, 1, 5, 2, 4, 5];

const t = useTestApp();
beforeAll(async () => {
  appId = idOf(await seedTestGames(t), "arcane-cards");
  for (const [i, rating] of ratings.entries()) {
    const player = await newSignedInPlayer(t, "en", { nickname: `Reviewer${i}` });
    players.push(player);
    const answer = await player.client.post<Review>("/api/addGameComment", {
      appId,
      rating,
      content: `Review ${i}`,
    });
    reviewIds.push(answer.data.id);
    t.clock.advance(60_000);
  }
});

const reviewsPage = (query: Record<string, string>, client = t.client()) =>
  client.get<Page<Review>>("/api/gameCommentsList", { appId: String(appId), ...query });

describe("review list", () => {
  test("newest first, paged without gaps or repeats", async () => {
    const seen: Review[] = [];
    for (const page of ["1", "2", "3"]) {
      const answer = await reviewsPage({ page, pageSize: "10" });
      expect(answer.data.total).toBe(25);
      expect(answer.data.hasMore).toBe(page !== "3");
      seen.push(...answer.data.items);
    }
    expect(seen.map((r) => r.id)).toEqual([...reviewIds].reverse());
  });

  test("highest and lowest sort by stars", async () => {
    const high = (await reviewsPage({ sort: "highest", pageSize: "50" })).data.items.map((r) => r.rating);
    expect(high).toEqual([...ratings].sort((a, b) => b - a));
    const low = (await reviewsPage({ sort: "lowest", pageSize: "50" })).data.items.map((r) => r.rating);
    expect(low).toEqual([...ratings].sort((a, b) => a - b));
  });

  test("filter '0' (default) is all, '1' positive (4–5), '2' negative (1–2)", async () => {
    expect((await reviewsPage({})).data.total).toBe(25);
    const positive = await reviewsPage({ filter: "1", pageSize: "50" });
    expect(positive.data.total).toBe(ratings.filter((r) => r >= 4).length);
    expect(positive.data.items.every((r) => r.rating >= 4)).toBe(true);
    const negative = await reviewsPage({ filter: "2", pageSize: "50" });
    expect(negative.data.total).toBe(ratings.filter((r) => r <= 2).length);
    expect(negative.data.items.every((r) => r.rating <= 2)).toBe(true);
    expect((await reviewsPage({ filter: "3" })).status).toBe(400);
    expect((await reviewsPage({ sort: "random" })).status).toBe(400);
  });

  test("likes: twice counts once, the viewer sees their like, hottest sorts by likes", async () => {
    const [target, second] = [reviewIds[3] ?? 0, reviewIds[7] ?? 0];
    const liker = players[0]?.client as TestClient;
    const like = (client: TestClient, id: number, liked = true) =>
      client.post<{ likesCount: number; liked: boolean }>("/api/like", { target: "review", id, liked });
    expect((await like(liker, target)).data).toEqual({
      target: "review",
      id: target,
      liked: true,
      likesCount: 1,
    });
    expect((await like(liker, target)).data.likesCount).toBe(1);
    await like(players[1]?.client as TestClient, target);
    await like(players[2]?.client as TestClient, second);
    const hottest = await reviewsPage({ sort: "hottest" }, liker);
    expect(hottest.data.items.slice(0, 2).map((r) => [r.id, r.likesCount, r.liked])).toEqual([
      [target, 2, true],
      [second, 1, false],
    ]);
    expect((await like(liker, target, false)).data.likesCount).toBe(1);
    expect((await like(liker, target, false)).data.likesCount).toBe(1);
    expect((await like(liker, 99999)).code).toBe(4042);
    expect((await t.client().post("/api/like", { target: "review", id: target, liked: true })).status).toBe(
      401,
    );
    expect((await liker.post("/api/like", { target: "post", id: target, liked: true })).status).toBe(400);
  });
});

describe("replies", () => {
  test("a thread: replies, replies to replies, an official GM answer pinned with its badge", async () => {
    const reviewId = reviewIds[2] ?? 0;
    const [first, second] = [players[5]?.client as TestClient, players[6]?.client as TestClient];
    const top = await first.post<Reply>("/api/addGameReply", { reviewId, content: "Same crash here" });
    expect(replySchema.parse(top.data)).toMatchObject({ official: false, replyTo: null });
    const answer = await second.post<Reply>("/api/addGameReply", {
      reviewId,
      parentReplyId: top.data.id,
      content: "Clearing the cache fixed it for me",
    });
    expect(answer.data.replyTo?.nickname).toBe("Reviewer5");
    const gm = await newSignedInPlayer(t, "en", { nickname: "Luna (staff)", roles: ["player", "gm"] });
    const official = await gm.client.post<Reply>("/api/addGameReply", {
      reviewId,
      content: "Fixed in 7.0.4, thanks!",
    });
    expect(official.data).toMatchObject({ official: true, author: { staff: true } });

    const listed = (await reviewsPage({ pageSize: "50" })).data.items.find((r) => r.id === reviewId);
    expect(listed).toMatchObject({
      repliesCount: 3,
      officialReplied: true,
      officialReply: { content: "Fixed in 7.0.4, thanks!", nickname: "Luna (staff)" },
    });
    const panel = await t.client().get<{ review: Review; officialReplies: Reply[] }>("/api/gameReplyInfo", {
      reviewId: String(reviewId),
    });
    expect(panel.data.review.id).toBe(reviewId);
    expect(panel.data.officialReplies.map((r) => r.content)).toEqual(["Fixed in 7.0.4, thanks!"]);
    const thread = await t.client().get<Page<Reply>>("/api/gameRepliesList", { reviewId: String(reviewId) });
    expect(thread.data.items.map((r) => r.content)).toEqual([
      "Fixed in 7.0.4, thanks!",
      "Same crash here",
      "Clearing the cache fixed it for me",
    ]);
    const paged = await t
      .client()
      .get<Page<Reply>>("/api/gameRepliesList", { reviewId: String(reviewId), pageSize: "2" });
    expect(paged.data).toMatchObject({ total: 3, hasMore: true });

    const liked = await first.post<{ likesCount: number }>("/api/like", {
      target: "reply",
      id: official.data.id,
      liked: true,
    });
    expect(liked.data.likesCount).toBe(1);
    await first.post("/api/like", { target: "reply", id: official.data.id, liked: true });
    const again = await first.get<Page<Reply>>("/api/gameRepliesList", { reviewId: String(reviewId) });
    expect(again.data.items[0]).toMatchObject({ likesCount: 1, liked: true });
  });

  test("bad replies: empty, too long, a parent from another review, an unknown review", async () => {
    const client = players[8]?.client as TestClient;
    const reviewId = reviewIds[4] ?? 0;
    expect(await client.post("/api/addGameReply", { reviewId, content: " " })).toMatchObject({
      status: 400,
      msg: "Content: please write your reply",
    });
    expect(await client.post("/api/addGameReply", { reviewId, content: "x".repeat(301) })).toMatchObject({
      status: 400,
      msg: "Content: at most 300 characters",
    });
    const elsewhere = await client.post<Reply>("/api/addGameReply", {
      reviewId: reviewIds[5],
      content: "hi",
    });
    const wrongParent = await client.post("/api/addGameReply", {
      reviewId,
      parentReplyId: elsewhere.data.id,
      content: "hi",
    });
    expect(wrongParent).toMatchObject({ status: 404, code: 4043 });
    expect((await client.post("/api/addGameReply", { reviewId: 99999, content: "hi" })).code).toBe(4042);
    expect((await t.client().get("/api/gameRepliesList", { reviewId: "99999" })).code).toBe(4042);
  });

  test("deleting a review takes its replies and likes with it", async () => {
    const author = players[9] as { client: TestClient };
    const reviewId = reviewIds[9] ?? 0;
    await players[10]?.client.post("/api/addGameReply", { reviewId, content: "Agreed" });
    await players[10]?.client.post("/api/like", { target: "review", id: reviewId, liked: true });
    expect((await author.client.post("/api/delGameComment", { reviewId })).code).toBe(200);
    expect((await t.client().get("/api/gameReplyInfo", { reviewId: String(reviewId) })).code).toBe(4042);
  });
});

describe("reports", () => {
  test("a reason is required; reporting twice keeps one report with the text as it was", async () => {
    const reporter = players[11]?.client as TestClient;
    const id = reviewIds[12] ?? 0;
    expect(
      (await reporter.post("/api/reportGameComment", { target: "review", id, reason: "rude" })).status,
    ).toBe(400);
    const report = { target: "review", id, reason: "spam", note: "Advertising a cheat site" };
    expect(await reporter.post("/api/reportGameComment", report)).toMatchObject({
      code: 200,
      data: { reported: true },
    });
    expect((await reporter.post("/api/reportGameComment", report)).code).toBe(200);
    const rows = await t.database.db.select().from(contentReports).where(eq(contentReports.targetId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: "spam", snapshot: "Review 12", targetType: "review" });
    expect(
      (await reporter.post("/api/reportGameComment", { target: "reply", id: 99999, reason: "spam" })).code,
    ).toBe(4043);
  });
});
