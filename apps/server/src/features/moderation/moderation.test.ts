import { type QueueItem, queueItem } from "@portal/contracts/console/moderation";
import { paged } from "@portal/contracts/paging";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { forums, posts } from "../../db/schema/forums.ts";
import { games } from "../../db/schema/games.ts";
import { messages } from "../../db/schema/messages.ts";
import { news, newsComments } from "../../db/schema/news.ts";
import { reviews } from "../../db/schema/reviews.ts";
import { auditEntriesOf } from "../../testing/audit.ts";
import { idOf } from "../../testing/games.ts";
import { publishTestArticle } from "../../testing/news.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { seedTestBoards, writePost } from "../forums/forum-test-setup.ts";

let ids: Map<string, number>;
let board: number;
let newsId: number;
let moderator: TestClient;

// Visitors' lists are cached as in production: a moderator's change must not wait for the window.
const t = useTestApp({ PUBLIC_CACHE_MS: "60000" });
beforeAll(async () => {
  ({ discussion: board } = await seedTestBoards(t));
  ids = new Map(
    (await t.database.db.select({ slug: games.slug, id: games.id }).from(games)).map((g) => [g.slug, g.id]),
  );
  newsId = await publishTestArticle(t, {
    categoryKey: "events",
    categoryName: "Events",
    texts: { en: { title: "Patch", summary: "Patch notes", body: "<p>Notes</p>" } },
  });
  moderator = (await signedInStaff(t, "communityModerator")).client;
});

const queue = async (query: Record<string, string> = {}) => {
  const answer = await moderator.get<unknown>("/api/console/moderation/queue", query);
  expect(answer.code).toBe(200);
  return paged(queueItem).parse(answer.data);
};
const act = (kind: string, id: number, action: string, client = moderator) =>
  client.post<{ changed: boolean; state: string }>("/api/console/moderation/action", { kind, id, action });
const reportReview = (client: TestClient, id: number, reason = "abuse") =>
  client.post("/api/reportGameComment", { target: "review", id, reason });

async function ratingWithFourStars(appId: number) {
  const [row] = await t.database.db
    .select({ count: games.ratingCount, sum: games.ratingSum, stars4: games.ratingStars4 })
    .from(games)
    .where(eq(games.id, appId));
  return row;
}

async function auditOf(action: string, subjectId: number) {
  return auditEntriesOf(t, { action, subjectId });
}

async function newReview(appId: number, content = "Loved it", rating = 4) {
  const author = await newSignedInPlayer(t);
  const answer = await author.client.post<{ id: number }>("/api/addGameComment", { appId, rating, content });
  expect(answer.code).toBe(200);
  return { author, id: answer.data.id };
}

describe("moderation queue", () => {
  test("reports of every kind form one queue with text, author, count and reasons, most reported first", async () => {
    const appId = idOf(ids, "dragon-realm");
    const review = await newReview(appId, "Worst game ever, idiots");
    const reporters = await Promise.all([1, 2, 3].map(() => newSignedInPlayer(t)));
    await reportReview(reporters[0]?.client as TestClient, review.id, "abuse");
    await reportReview(reporters[1]?.client as TestClient, review.id, "spam");
    await reportReview(reporters[2]?.client as TestClient, review.id, "abuse");
    const commenter = await newSignedInPlayer(t);
    const comment = await commenter.client.post<{ id: number }>("/api/addNewsComment", {
      newsId,
      content: "Spam link",
    });
    await reporters[0]?.client.post("/api/reportNewsComment", {
      target: "comment",
      id: comment.data.id,
      reason: "spam",
    });
    const poster = await newSignedInPlayer(t);
    const post = await writePost(poster.client, board, "Selling accounts", "cheap accounts here");
    await reporters[1]?.client.post("/api/complain", { target: "post", id: post.id, reason: "spam" });
    t.clock.advance(1000);
    await reporters[2]?.client.post("/api/complain", { target: "post", id: post.id, reason: "other" });

    const page = await queue();
    const top = page.items[0] as QueueItem;
    expect(top).toMatchObject({
      kind: "review",
      id: review.id,
      text: "Worst game ever, idiots",
      author: { uid: review.author.id },
      state: "shown",
      reports: 3,
    });
    expect(top.reasons).toEqual([
      { reason: "spam", count: 1 },
      { reason: "abuse", count: 2 },
    ]);
    expect(page.items.map((item) => `${item.kind}:${item.id}`)).toEqual(
      expect.arrayContaining([`newsComment:${comment.data.id}`, `post:${post.id}`]),
    );
    const newest = await queue({ sort: "newest" });
    expect(newest.items[0]).toMatchObject({ kind: "post", id: post.id, reports: 2 });
    const posts_ = await queue({ kind: "post" });
    expect(posts_.items.every((item) => item.kind === "post")).toBe(true);
    expect(posts_.total).toBe(posts_.items.length);
  });

  test("bad filters and actions are refused with a localized message and change nothing", async () => {
    const bad = await moderator.get("/api/console/moderation/queue", { kind: "game" });
    expect(bad).toMatchObject({ status: 400 });
    const missing = await act("review", 999999, "hide");
    expect(missing).toMatchObject({ status: 404, code: 5166, msg: "This text no longer exists" });
    expect(await act("review", 1, "ban")).toMatchObject({ status: 400 });
  });
});

describe("hide, restore, delete", () => {
  test("a hidden review vanishes from lists, details and counts; restore brings it back; each audited", async () => {
    const appId = idOf(ids, "kingdom-tactics");
    const before = await ratingWithFourStars(appId);
    const review = await newReview(appId, "Rude words", 4);
    // The game's rating with that 4-star review counted.
    const withFourStars = {
      count: (before?.count ?? 0) + 1,
      sum: (before?.sum ?? 0) + 4,
      stars4: (before?.stars4 ?? 0) + 1,
    };
    const reporter = await newSignedInPlayer(t);
    await reportReview(reporter.client, review.id);
    expect(await ratingWithFourStars(appId)).toEqual(withFourStars);

    expect((await act("review", review.id, "hide")).data).toEqual({ changed: true, state: "hidden" });
    expect(await ratingWithFourStars(appId)).toEqual(before);
    const list = await reporter.client.get<{ items: { id: number }[]; total: number }>(
      "/api/gameCommentsList",
      {
        appId: String(appId),
      },
    );
    expect(list.data.items.map((item) => item.id)).not.toContain(review.id);
    expect(list.data.total).toBe(before?.count);
    expect(await reporter.client.get("/api/gameReplyInfo", { reviewId: String(review.id) })).toMatchObject({
      status: 404,
    });
    expect(
      await reporter.client.post("/api/addGameReply", { reviewId: review.id, content: "hi" }),
    ).toMatchObject({
      status: 404,
    });
    // Its author still sees it, marked hidden.
    const mine = await review.author.client.get<{ review: { id: number; hidden?: boolean } }>(
      "/api/personComment",
      {
        appId: String(appId),
      },
    );
    expect(mine.data.review).toMatchObject({ id: review.id, hidden: true });
    // It left the open queue.
    expect(
      (await queue()).items.find((item) => item.kind === "review" && item.id === review.id),
    ).toBeUndefined();
    expect((await queue({ state: "resolved" })).items.find((item) => item.id === review.id)).toMatchObject({
      state: "hidden",
    });

    expect((await act("review", review.id, "restore")).data).toEqual({ changed: true, state: "shown" });
    expect(await ratingWithFourStars(appId)).toEqual(withFourStars);
    expect((await act("review", review.id, "delete")).data).toEqual({ changed: true, state: "deleted" });
    expect(await ratingWithFourStars(appId)).toEqual(before);
    expect((await act("review", review.id, "restore")).data).toEqual({ changed: false, state: "deleted" });
    const mineAfter = await review.author.client.get<{ review: unknown }>("/api/personComment", {
      appId: String(appId),
    });
    expect(mineAfter.data.review).toBeNull();

    const entries = await auditOf("moderation.hide", review.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      subjectType: "review",
      before: { state: "shown" },
      after: { state: "hidden" },
    });
    expect(await auditOf("moderation.restore", review.id)).toHaveLength(1);
    expect(await auditOf("moderation.delete", review.id)).toHaveLength(1);
  });

  test("two moderators hiding the same text at once: one change, one audit entry, exact counts", async () => {
    const appId = idOf(ids, "kingdom-tactics");
    const before = await ratingWithFourStars(appId);
    const review = await newReview(appId, "Twice hidden", 4);
    const other = (await signedInStaff(t, "owner")).client;
    const answers = await Promise.all([
      act("review", review.id, "hide"),
      act("review", review.id, "hide", other),
    ]);
    expect(answers.map((a) => a.data.changed).sort()).toEqual([false, true]);
    expect(await auditOf("moderation.hide", review.id)).toHaveLength(1);
    expect(await ratingWithFourStars(appId)).toEqual(before);
  });

  test("news comments and forum posts: hidden ones leave lists (cached ones too) and their counts", async () => {
    const author = await newSignedInPlayer(t);
    const comment = await author.client.post<{ id: number }>("/api/addNewsComment", {
      newsId,
      content: "Off topic",
    });
    const count = async () =>
      (await t.database.db.select({ n: news.commentsCount }).from(news).where(eq(news.id, newsId)))[0]?.n;
    const shownBefore = await count();
    // A visitor's list is cached for the public cache window; hiding must not wait for it to pass.
    const cached = await t.client().get<{ items: { id: number }[] }>("/api/newsComments", {
      newsId: String(newsId),
    });
    expect(cached.data.items.map((item) => item.id)).toContain(comment.data.id);
    expect((await act("newsComment", comment.data.id, "hide")).data.changed).toBe(true);
    expect(await count()).toBe((shownBefore ?? 0) - 1);
    const listed = await t.client().get<{ items: { id: number }[]; total: number }>("/api/newsComments", {
      newsId: String(newsId),
    });
    expect(listed.data.items.map((item) => item.id)).not.toContain(comment.data.id);
    expect(listed.data.total).toBe(await count());
    const [row] = await t.database.db.select().from(newsComments).where(eq(newsComments.id, comment.data.id));
    expect(row?.hiddenAt).not.toBeNull();

    const post = await writePost(author.client, board, "Hidden soon", "text");
    const boardCount = async () =>
      (await t.database.db.select({ n: forums.postsCount }).from(forums).where(eq(forums.id, board)))[0]?.n;
    const postsBefore = await boardCount();
    expect((await act("post", post.id, "delete")).data.changed).toBe(true);
    expect(await boardCount()).toBe((postsBefore ?? 0) - 1);
    expect(await t.client().get("/api/postDetail", { postId: String(post.id) })).toMatchObject({
      status: 404,
    });
    const [stored] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored?.deletedAt).not.toBeNull();
  });

  test("dismiss closes the reports without touching the text; warn sends the author a system message", async () => {
    const appId = idOf(ids, "dragon-realm");
    const review = await newReview(appId, "Fine review");
    const reporter = await newSignedInPlayer(t);
    await reportReview(reporter.client, review.id, "spoiler");
    expect((await act("review", review.id, "dismiss")).data).toEqual({ changed: true, state: "shown" });
    expect((await act("review", review.id, "dismiss")).data).toEqual({ changed: false, state: "shown" });
    expect(await auditOf("moderation.dismiss", review.id)).toHaveLength(1);
    expect(
      (await queue()).items.find((item) => item.kind === "review" && item.id === review.id),
    ).toBeUndefined();

    expect((await act("review", review.id, "warn")).data).toEqual({ changed: true, state: "shown" });
    const warned = await t.database.db.select().from(messages).where(eq(messages.userId, review.author.id));
    expect(warned).toEqual([expect.objectContaining({ kind: "moderationWarning", type: "system" })]);
    const inbox = await review.author.client.get<{ items: { kind: string }[] }>("/api/systemMessages");
    expect(inbox.data.items[0]).toMatchObject({ kind: "moderationWarning" });
    expect(await auditOf("moderation.warn", review.id)).toHaveLength(1);
  });
});

describe("word list", () => {
  test("moderators list block and mask words; duplicates and unknown ids are refused", async () => {
    const added = await moderator.post<{ id: number; word: string }>("/api/console/moderation/words/add", {
      word: " ＣＨＥＡＴ ",
      mode: "mask",
    });
    expect(added.data).toMatchObject({ word: "cheat" });
    expect(
      await moderator.post("/api/console/moderation/words/add", { word: "Cheat", mode: "block" }),
    ).toMatchObject({
      status: 409,
      code: 5167,
    });
    expect(
      await moderator.post("/api/console/moderation/words/add", { word: "", mode: "block" }),
    ).toMatchObject({
      status: 400,
    });
    await moderator.post("/api/console/moderation/words/add", { word: "外挂", mode: "block" });
    const list = await moderator.get<{ items: { word: string; mode: string }[] }>(
      "/api/console/moderation/words",
    );
    expect(list.data.items.map((item) => [item.word, item.mode])).toEqual([
      ["cheat", "mask"],
      ["外挂", "block"],
    ]);
    expect(await moderator.post("/api/console/moderation/words/remove", { id: 999999 })).toMatchObject({
      status: 404,
      code: 5168,
    });
    expect(await auditOf("wordList.add", added.data.id)).toHaveLength(1);
  });

  test("every posting path masks listed words and refuses blocked ones in the player's language", async () => {
    const zh = await newSignedInPlayer(t, "zh");
    const appId = idOf(ids, "kingdom-tactics");
    const blocked = await zh.client.post("/api/addGameComment", { appId, rating: 3, content: "有外挂" });
    expect(blocked).toMatchObject({ status: 400, code: 5165, msg: "内容包含不允许使用的词语，请修改后再试" });
    expect((await t.database.db.select().from(reviews).where(eq(reviews.userId, zh.id))).length).toBe(0);

    const player = await newSignedInPlayer(t);
    const review = await player.client.post<{ id: number; content: string }>("/api/addGameComment", {
      appId,
      rating: 3,
      content: "no CHEAT here",
    });
    expect(review.data.content).toBe("no ***** here");
    const edited = await player.client.post<{ content: string }>("/api/updateGameComment", {
      reviewId: review.data.id,
      rating: 3,
      content: "cheat again",
    });
    expect(edited.data.content).toBe("***** again");
    const reply = await player.client.post<{ content: string }>("/api/addGameReply", {
      reviewId: review.data.id,
      content: "cheat",
    });
    expect(reply.data.content).toBe("*****");
    const comment = await player.client.post<{ id: number; content: string }>("/api/addNewsComment", {
      newsId,
      content: "cheat!",
    });
    expect(comment.data.content).toBe("*****!");
    const newsReply = await player.client.post<{ content: string }>("/api/addNewsReply", {
      commentId: comment.data.id,
      content: "外挂",
    });
    expect(newsReply).toMatchObject({ status: 400, code: 5165 });
    const post = await player.client.post<{ id: number; title: string; content: string }>("/api/addPost", {
      forumId: board,
      title: "Cheat",
      content: "cheat",
      imageIds: [],
    });
    expect(post.data).toMatchObject({ title: "*****", content: "*****" });
    const updated = await player.client.post("/api/updatePost", {
      postId: post.data.id,
      title: "ok",
      content: "外挂",
      imageIds: [],
    });
    expect(updated).toMatchObject({ status: 400, code: 5165 });
    const forumComment = await player.client.post<{ id: number; content: string }>("/api/addComment", {
      postId: post.data.id,
      content: "CHEAT",
    });
    expect(forumComment.data.content).toBe("*****");
    const sub = await player.client.post("/api/addSubComment", {
      commentId: forumComment.data.id,
      content: "外挂",
    });
    expect(sub).toMatchObject({ status: 400, code: 5165 });
  });
});
