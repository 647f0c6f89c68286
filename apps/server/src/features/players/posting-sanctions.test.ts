import type { Sanction } from "@portal/contracts/console/players";
import { formatDate } from "@portal/contracts/dates";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { games } from "../../db/schema/games.ts";
import { idOf } from "../../testing/games.ts";
import { publishTestArticle } from "../../testing/news.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { seedTestBoards, writePost } from "../forums/forum-test-setup.ts";

let agent: TestClient;
let muted: { id: number; client: TestClient };
const ids = { appId: 0, otherAppId: 0, reviewId: 0, ownReviewId: 0, newsId: 0, newsCommentId: 0 };
const forum = { boardId: 0, postId: 0, ownPostId: 0, commentId: 0 };

/** Every way a player posts text, with a body that would be accepted from a player in good standing. */
const postingPaths = (): [string, string, Record<string, unknown>][] => [
  ["review", "/api/addGameComment", { appId: ids.otherAppId, rating: 4, content: "Nice" }],
  ["review edit", "/api/updateGameComment", { reviewId: ids.ownReviewId, rating: 2, content: "Edited" }],
  ["review reply", "/api/addGameReply", { reviewId: ids.reviewId, content: "Agreed" }],
  ["news comment", "/api/addNewsComment", { newsId: ids.newsId, content: "Cool" }],
  ["news reply", "/api/addNewsReply", { commentId: ids.newsCommentId, content: "Indeed" }],
  ["forum post", "/api/addPost", { forumId: forum.boardId, title: "Hi", content: "Post" }],
  [
    "forum post edit",
    "/api/updatePost",
    { postId: forum.ownPostId, title: "Hi", content: "Edited", imageIds: [] },
  ],
  ["forum comment", "/api/addComment", { postId: forum.postId, content: "Reply" }],
  ["forum sub-comment", "/api/addSubComment", { commentId: forum.commentId, content: "Reply" }],
];

const tables = ["reviews", "review_replies", "news_comments", "news_replies", "posts", "post_comments"];
async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number((result.rows[0] as { n: number }).n);
  }
  return counts;
}

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>) {
  const result = await answer;
  if (result.code !== 200) throw new Error(`setup call failed: ${result.msg}`);
  return result.data;
}

const t = useTestApp();
beforeAll(async () => {
  const boards = await seedTestBoards(t);
  const gameRows = await t.database.db.select({ id: games.id, slug: games.slug }).from(games);
  const gameIds = new Map(gameRows.map((row) => [row.slug, row.id]));
  ids.appId = idOf(gameIds, "arcane-cards");
  ids.otherAppId = idOf(gameIds, "dragon-realm");
  forum.boardId = boards.discussion;
  agent = (await signedInStaff(t, "supportAgent")).client;
  const author = await newSignedInPlayer(t);
  muted = await newSignedInPlayer(t, "zh");

  const review = async (client: TestClient, content: string) =>
    (await ok(client.post<{ id: number }>("/api/addGameComment", { appId: ids.appId, rating: 5, content })))
      .id;
  ids.reviewId = await review(author.client, "GG");
  ids.ownReviewId = await review(muted.client, "Mine");
  ids.newsId = await publishTestArticle(t, {
    categoryKey: "events",
    categoryName: "Events",
    texts: { en: { title: "Patch", summary: "s", body: "<p>b</p>" } },
  });
  ids.newsCommentId = (
    await ok(
      author.client.post<{ id: number }>("/api/addNewsComment", { newsId: ids.newsId, content: "First" }),
    )
  ).id;
  forum.postId = (await writePost(author.client, forum.boardId)).id;
  forum.ownPostId = (await writePost(muted.client, forum.boardId, "Mine", "My post")).id;
  forum.commentId = (
    await ok(author.client.post<{ id: number }>("/api/addComment", { postId: forum.postId, content: "c" }))
  ).id;
});

const sanction = (body: Record<string, unknown>) =>
  agent.post<Sanction>("/api/console/players/sanctions", body);

describe("a muted player cannot post anywhere", () => {
  test("every posting path refuses with until when and why, in the player's language, and writes nothing", async () => {
    const until = new Date(t.clock.now.getTime() + 2 * 24 * 3600_000);
    const mute = await sanction({
      playerId: muted.id,
      kind: "mute",
      reason: "辱骂他人",
      endsAt: until.toISOString(),
    });
    expect(mute.code).toBe(200);
    const before = await rowCounts();
    const expected = `你已被禁言，${formatDate(until, "zh", "long")}之前不能发布内容（辱骂他人）`;
    for (const [name, path, body] of postingPaths()) {
      const answer = await muted.client.post(path, body);
      expect(answer, name).toMatchObject({ status: 403, code: 5151, msg: expected });
    }
    expect(await rowCounts()).toEqual(before);
    // Reading, liking and the rest of the portal still work.
    expect((await muted.client.get("/api/userBanned")).data).toMatchObject({ banned: false });

    const lifted = await agent.post("/api/console/players/sanctions/lift", {
      playerId: muted.id,
      sanctionId: mute.data.id,
    });
    expect(lifted.code).toBe(200);
    for (const [name, path, body] of postingPaths()) {
      const answer = await muted.client.post(path, body);
      expect(answer.code, `${name}: ${answer.msg}`).toBe(200);
    }
  });

  test("a ban stops posting too, with the spec's banned answer", async () => {
    const banned = await newSignedInPlayer(t);
    await sanction({ playerId: banned.id, kind: "ban", reason: "Bots", endsAt: null });
    for (const [name, path, body] of postingPaths())
      expect(await banned.client.post(path, body), name).toMatchObject({ status: 403, code: 4032 });
  });
});
