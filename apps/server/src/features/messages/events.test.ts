import type { Message, UnreadCounts } from "@portal/contracts/messages";
import { beforeAll, describe, expect, test } from "vitest";
import { addPack } from "../../testing/gifts.ts";
import { publishTestArticle } from "../../testing/news.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { payBody, pressSandbox, topupSetup } from "../../testing/topup.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { seedTestBoards, writePost } from "../forums/forum-test-setup.ts";

/** Each thing that happens to a player's content tells them once, and never tells them of their own acts. */

let board: Awaited<ReturnType<typeof seedTestBoards>>;
let appId: number;
const t = useTestApp();
beforeAll(async () => {
  board = await seedTestBoards(t);
  const games = await t.client().get<{ items: { appId: number; slug?: string }[] }>("/api/gameList");
  appId = games.data.items[0]?.appId ?? 0;
});

type Page = { items: Message[]; total: number };
const tab = async (client: TestClient, path: string) => (await client.get<Page>(`/api/${path}`)).data;
const unread = async (client: TestClient) =>
  (await client.get<UnreadCounts>("/api/personalMessageNotice")).data;

async function review(client: TestClient, content = "Great game") {
  const answer = await client.post<{ id: number }>("/api/addGameComment", { appId, rating: 5, content });
  if (answer.code !== 200) throw new Error(answer.msg);
  return answer.data.id;
}

describe("reviews", () => {
  test("a reply tells the review's author once; answering a reply tells that reply's author", async () => {
    const author = await newSignedInPlayer(t);
    const replier = await newSignedInPlayer(t);
    const reviewId = await review(author.client);
    const first = await replier.client.post<{ id: number }>("/api/addGameReply", {
      reviewId,
      content: "Agreed!",
    });
    expect(first.code).toBe(200);
    await author.client.post("/api/addGameReply", { reviewId, content: "Thanks" });

    const replies = await tab(author.client, "personalMessageReply");
    expect(replies.items).toHaveLength(1);
    expect(replies.items[0]).toMatchObject({
      kind: "reviewReply",
      actor: { uid: replier.id },
      excerpt: "Agreed!",
      link: `/game/${appId}?review=${reviewId}`,
    });

    await author.client.post("/api/addGameReply", {
      reviewId,
      parentReplyId: first.data.id,
      content: "You too",
    });
    const toReplier = await tab(replier.client, "personalMessageReply");
    expect(toReplier.items.map((m) => m.kind)).toEqual(["replyReply"]);
  });

  test("likes group on the review, an unlike leaves nothing, liking one's own tells nobody", async () => {
    const author = await newSignedInPlayer(t);
    const fans = [await newSignedInPlayer(t), await newSignedInPlayer(t), await newSignedInPlayer(t)];
    const reviewId = await review(author.client);
    const like = (client: TestClient, liked: boolean) =>
      client.post("/api/like", { target: "review", id: reviewId, liked });
    await Promise.all(fans.flatMap((fan) => [like(fan.client, true), like(fan.client, true)]));
    await like(author.client, true);

    let likes = await tab(author.client, "personalMessageLike");
    expect(likes.items).toHaveLength(1);
    expect(likes.items[0]).toMatchObject({ kind: "reviewLike", actorCount: 3 });

    for (const fan of fans) await like(fan.client, false);
    likes = await tab(author.client, "personalMessageLike");
    expect(likes.total).toBe(0);
    expect((await unread(author.client)).like).toBe(0);
  });
});

describe("messages whose subject is gone", () => {
  test("a reply and a like on a review leave the list and the counts when the review is deleted", async () => {
    const author = await newSignedInPlayer(t);
    const other = await newSignedInPlayer(t);
    const reviewId = await review(author.client, "Will delete this");
    expect((await other.client.post("/api/addGameReply", { reviewId, content: "Hmm" })).code).toBe(200);
    expect((await other.client.post("/api/like", { target: "review", id: reviewId, liked: true })).code).toBe(
      200,
    );
    expect((await tab(author.client, "personalMessageReply")).total).toBe(1);
    expect((await unread(author.client)).reply).toBe(1);

    expect((await author.client.post("/api/delGameComment", { reviewId })).code).toBe(200);
    const replies = await tab(author.client, "personalMessageReply");
    expect(replies).toMatchObject({ total: 0, items: [] });
    expect((await tab(author.client, "personalMessageLike")).total).toBe(0);
    expect(await unread(author.client)).toMatchObject({ reply: 0, like: 0 });
  });

  test("a comment's message goes with its deleted post", async () => {
    const author = await newSignedInPlayer(t);
    const other = await newSignedInPlayer(t);
    const post = await writePost(author.client, board.discussion, "Short-lived", "Soon gone");
    await other.client.post("/api/addComment", { postId: post.id, content: "First" });
    expect((await tab(author.client, "personalMessageReply")).total).toBe(1);
    expect((await author.client.post("/api/delPost", { postId: post.id })).code).toBe(200);
    expect((await tab(author.client, "personalMessageReply")).total).toBe(0);
  });
});

describe("forums", () => {
  test("a comment, a sub-comment, likes and a follow each tell the right player once", async () => {
    const author = await newSignedInPlayer(t);
    const other = await newSignedInPlayer(t);
    const post = await writePost(author.client, board.discussion, "My build", "Sharing my build");
    const comment = await other.client.post<{ id: number }>("/api/addComment", {
      postId: post.id,
      content: "Nice",
    });
    await author.client.post("/api/addComment", { postId: post.id, content: "My own comment" });
    await author.client.post("/api/addSubComment", { commentId: comment.data.id, content: "Thanks!" });
    await other.client.post("/api/postLike", { postId: post.id, liked: true });
    await author.client.post("/api/commentLike", { commentId: comment.data.id, liked: true });
    await other.client.post("/api/concernUser", { uid: author.id, followed: true });

    expect((await tab(author.client, "personalMessageReply")).items.map((m) => m.kind)).toEqual([
      "postComment",
    ]);
    expect((await tab(other.client, "personalMessageReply")).items.map((m) => m.kind)).toEqual([
      "commentReply",
    ]);
    expect((await tab(author.client, "personalMessageLike")).items.map((m) => m.kind)).toEqual(["postLike"]);
    expect((await tab(other.client, "personalMessageLike")).items.map((m) => m.kind)).toEqual([
      "commentLike",
    ]);
    const followers = await tab(author.client, "personalMessageNew");
    expect(followers.items).toHaveLength(1);
    expect(followers.items[0]).toMatchObject({
      kind: "newFollower",
      actor: { uid: other.id },
      link: `/user/${other.id}`,
    });

    await other.client.post("/api/concernUser", { uid: author.id, followed: false });
    expect((await tab(author.client, "personalMessageNew")).total).toBe(0);
  });
});

describe("news", () => {
  test("a reply to a news comment and a like on it tell the comment's author", async () => {
    const articleId = await publishTestArticle(t, {
      categoryKey: "messages-test",
      categoryName: "Updates",
      texts: { en: { title: "Patch notes", summary: "What changed", body: "<p>Fixes</p>" } },
    });
    const author = await newSignedInPlayer(t);
    const other = await newSignedInPlayer(t);
    const comment = await author.client.post<{ id: number }>("/api/addNewsComment", {
      newsId: articleId,
      content: "Finally!",
    });
    expect(comment.code).toBe(200);
    await other.client.post("/api/addNewsReply", { commentId: comment.data.id, content: "Right?" });
    await other.client.post("/api/newsLike", { target: "comment", id: comment.data.id, liked: true });

    expect((await tab(author.client, "personalMessageReply")).items[0]).toMatchObject({
      kind: "newsCommentReply",
      link: `/news/${articleId}`,
    });
    expect((await tab(author.client, "personalMessageLike")).items[0]).toMatchObject({
      kind: "newsCommentLike",
    });
  });
});

describe("top-up", () => {
  test("a delivered order and a declined one each leave one system message for their buyer", async () => {
    const s = await topupSetup(t);
    const paid = await s.player.client.post<{ orderNo: string; next: { url?: string } }>(
      "/api/pay",
      payBody(s),
    );
    await pressSandbox(t, paid.data.next.url ?? "", "succeeded");
    await t.drainOutbox();
    const declined = await s.player.client.post<{ orderNo: string; next: { url?: string } }>(
      "/api/pay",
      payBody(s),
    );
    await pressSandbox(t, declined.data.next.url ?? "", "failed");
    await t.drainOutbox();
    await t.drainOutbox();

    const system = await tab(s.player.client, "systemMessages");
    expect(system.items.map((m) => [m.kind, m.params.orderNo]).sort()).toEqual(
      [
        ["orderDelivered", paid.data.orderNo],
        ["orderFailed", declined.data.orderNo],
      ].sort(),
    );
  });
});

describe("mission packs", () => {
  test("a sign-in streak reaching a pack's days tells the player once that it can be claimed", async () => {
    const packId = await addPack(t, appId, 3, { task: { kind: "signStreak", days: 2 } });
    const player = await newSignedInPlayer(t);
    await player.client.post("/api/sign", { timeZone: "UTC" });
    expect((await tab(player.client, "systemMessages")).total).toBe(0);
    t.clock.advance(24 * 60 * 60 * 1000);
    await player.client.post("/api/sign", {});
    const system = await tab(player.client, "systemMessages");
    expect(system.items).toHaveLength(1);
    expect(system.items[0]).toMatchObject({ kind: "packClaimable", link: `/gift/${packId}` });
    expect(system.items[0]?.params.game).toBeTruthy();
  });

  test("a delivered order that takes the game's top-up total past a pack's amount unlocks it", async () => {
    const s = await topupSetup(t);
    const packId = await addPack(t, s.gameId, 3, {
      task: { kind: "recharge", currency: "USD", amountMinor: s.gem60.prices.USD ?? 99 },
    });
    const placed = await s.player.client.post<{ orderNo: string; next: { url?: string } }>(
      "/api/pay",
      payBody(s),
    );
    await pressSandbox(t, placed.data.next.url ?? "", "succeeded");
    await t.drainOutbox();
    const kinds = (await tab(s.player.client, "systemMessages")).items.map((m) => [m.kind, m.link]);
    expect(kinds).toContainEqual(["packClaimable", `/gift/${packId}`]);
    expect(kinds).toContainEqual(["orderDelivered", `/payment/success/${placed.data.orderNo}`]);
  });
});
