import { COMMENT_LIMIT, type Comment } from "@portal/contracts/forums";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { moderationActions } from "../../db/schema/forums.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { newGm, newModerator, seedTestBoards, writePost } from "./forum-test-setup.ts";

let forumId: number;

const t = useTestApp();
beforeAll(async () => {
  forumId = (await seedTestBoards(t)).discussion;
});

type Page<T> = { items: T[]; total: number };
const postOf = async (postId: number) =>
  (
    await t
      .client()
      .get<{ commentsCount: number; lastReplyAt: string }>("/api/postDetail", { postId: String(postId) })
  ).data;

describe("comments and sub-comments", () => {
  test("a thread: comments oldest first, replies under their comment, every count follows", async () => {
    const author = await newSignedInPlayer(t);
    const reader = await newSignedInPlayer(t);
    const post = await writePost(author.client, forumId);
    const first = await reader.client.post<Comment>("/api/addComment", {
      postId: post.id,
      content: "First!",
    });
    expect(first.data).toMatchObject({
      parentId: null,
      content: "First!",
      mine: true,
      can: { delete: true },
    });
    t.clock.advance(1000);
    const reply = await author.client.post<Comment>("/api/addSubComment", {
      commentId: first.data.id,
      content: "Thanks",
    });
    expect(reply.data).toMatchObject({ parentId: first.data.id, replyTo: null });
    const answer = await reader.client.post<Comment>("/api/addSubComment", {
      commentId: reply.data.id,
      content: "You're welcome",
    });
    // Answering a sub-comment files it under the same top-level comment, addressed to its author.
    expect(answer.data).toMatchObject({ parentId: first.data.id, replyTo: { uid: author.id } });
    await reader.client.post("/api/addSubComment", { commentId: first.data.id, content: "Third reply" });
    await author.client.post("/api/addComment", { postId: post.id, content: "Second" });

    const comments = await t.client().get<Page<Comment>>("/api/commentList", { postId: String(post.id) });
    expect(comments.data.items.map((c) => [c.content, c.subCommentsCount])).toEqual([
      ["First!", 3],
      ["Second", 0],
    ]);
    const subs = await t
      .client()
      .get<Page<Comment>>("/api/subCommentList", { commentId: String(first.data.id) });
    expect(subs.data.items.map((c) => c.content)).toEqual(["Thanks", "You're welcome", "Third reply"]);
    // the list shows the first two replies under their comment; the sheet lists all three
    const preview = (comments.data.items[0] as Comment & { preview: Comment[] }).preview;
    expect(preview.map((c) => c.content)).toEqual(["Thanks", "You're welcome"]);
    expect((await postOf(post.id)).commentsCount).toBe(5);
    expect(new Date((await postOf(post.id)).lastReplyAt).getTime()).toBeGreaterThan(
      new Date(post.createdAt).getTime(),
    );

    const info = await t.client().get<Comment>("/api/commentInfo", { commentId: String(first.data.id) });
    expect(info.data.subCommentsCount).toBe(3);
    expect(await author.client.post("/api/delComment", { commentId: first.data.id })).toMatchObject({
      status: 403,
      code: 4605,
    });
    expect((await reader.client.post("/api/delComment", { commentId: first.data.id })).code).toBe(200);
    expect((await postOf(post.id)).commentsCount).toBe(1);
    expect((await t.client().get("/api/commentInfo", { commentId: String(reply.data.id) })).code).toBe(4603);
  });

  test("comment likes count each player once", async () => {
    const author = await newSignedInPlayer(t);
    const post = await writePost(author.client, forumId);
    const comment = (await author.client.post<Comment>("/api/addComment", { postId: post.id, content: "c" }))
      .data;
    const fans = await Promise.all(Array.from({ length: 10 }, () => newSignedInPlayer(t)));
    await Promise.all(
      fans.flatMap(({ client }) =>
        [1, 2].map(() => client.post("/api/commentLike", { commentId: comment.id, liked: true })),
      ),
    );
    const seen = await fans[0]?.client.get<Comment>("/api/commentInfo", { commentId: String(comment.id) });
    expect(seen?.data).toMatchObject({ likesCount: 10, liked: true });
  });

  test(`at most ${COMMENT_LIMIT.count} comments per ${COMMENT_LIMIT.windowMinutes} minutes per player`, async () => {
    const { client } = await newSignedInPlayer(t);
    const post = await writePost(client, forumId);
    const answers = [];
    for (let i = 0; i <= COMMENT_LIMIT.count; i++)
      answers.push(await client.post("/api/addComment", { postId: post.id, content: `#${i}` }));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(COMMENT_LIMIT.count);
    expect(answers.at(-1)).toMatchObject({ status: 429, code: 4608 });
    expect((await postOf(post.id)).commentsCount).toBe(COMMENT_LIMIT.count);
  });

  test("a moderator deletes anyone's comment, and it is recorded", async () => {
    const author = await newSignedInPlayer(t);
    const post = await writePost(author.client, forumId);
    const comment = (
      await author.client.post<Comment>("/api/addComment", { postId: post.id, content: "rude" })
    ).data;
    const moderator = await newModerator(t);
    const seen = await moderator.client.get<Comment>("/api/commentInfo", { commentId: String(comment.id) });
    expect(seen.data.can.delete).toBe(true);
    expect((await moderator.client.post("/api/delComment", { commentId: comment.id })).code).toBe(200);
    const log = await t.database.db.select().from(moderationActions);
    expect(log.find((a) => a.targetId === comment.id && a.targetType === "comment")).toMatchObject({
      action: "deleteComment",
      actorId: moderator.id,
      details: { body: "rude", authorId: author.id },
    });
  });
});

describe("reports", () => {
  type Queue = Page<{
    target: string;
    id: number;
    reportsCount: number;
    reasons: { reason: string; count: number }[];
  }>;

  test("a player's repeated reports count once; the queue lists targets with their report counts", async () => {
    const author = await newSignedInPlayer(t);
    const post = await writePost(author.client, forumId, "Buy gold cheap");
    const comment = (
      await author.client.post<Comment>("/api/addComment", { postId: post.id, content: "spam" })
    ).data;
    const reporters = await Promise.all([1, 2, 3].map(() => newSignedInPlayer(t)));
    const reasons = (await t.client("zh").get<{ key: string; label: string }[]>("/api/complainReasons")).data;
    expect(reasons[0]).toEqual({ key: "spam", label: t.deps.t("zh", "reviews:report.reasons.spam") });
    for (const _ of [1, 2, 3])
      expect(
        (await reporters[0]?.client.post("/api/complain", { target: "post", id: post.id, reason: "spam" }))
          ?.data,
      ).toEqual({ reported: true });
    await reporters[1]?.client.post("/api/complain", {
      target: "post",
      id: post.id,
      reason: "abuse",
      note: "!",
    });
    await reporters[2]?.client.post("/api/complain", { target: "comment", id: comment.id, reason: "spam" });

    const gm = await newGm(t);
    const queue = await gm.client.get<Queue>("/api/moderationQueue");
    expect(queue.data.items.find((i) => i.target === "post" && i.id === post.id)).toMatchObject({
      reportsCount: 2,
      reasons: [
        { reason: "spam", count: 1 },
        { reason: "abuse", count: 1 },
      ],
    });
    expect(queue.data.items.find((i) => i.target === "comment" && i.id === comment.id)?.reportsCount).toBe(1);
    expect((await author.client.get("/api/moderationQueue")).status).toBe(403);

    expect((await gm.client.post("/api/dismissReports", { target: "comment", id: comment.id })).data).toEqual(
      {
        dismissed: 1,
      },
    );
    await gm.client.post("/api/delPost", { postId: post.id });
    const after = await gm.client.get<Queue>("/api/moderationQueue");
    expect(after.data.items.some((i) => i.id === post.id || i.id === comment.id)).toBe(false);
    expect(
      (await reporters[0]?.client.post("/api/complain", { target: "post", id: post.id, reason: "spam" }))
        ?.code,
    ).toBe(4602);
  });
});

const BOUNDARY = "----forum-test-boundary";
function multipart(bytes: Buffer, filename = "photo.png"): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const upload = (client: TestClient, bytes: Buffer) =>
  client.request<{ id: number; url: string; width: number; height: number }>({
    method: "POST",
    url: "/api/uploadImg",
    payload: multipart(bytes),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  });

describe("post pictures", () => {
  test("pass the avatar's checks, shrink to 1280 px, and attach only to their uploader's posts", async () => {
    const { client } = await newSignedInPlayer(t);
    const wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const image = await upload(client, wide);
    expect(image.data).toMatchObject({ width: 1280, height: 640 });
    const served = await t.app.inject({ method: "GET", url: image.data.url });
    expect(served.headers["content-type"]).toBe("image/webp");

    expect(await upload(client, Buffer.from("not an image at all"))).toMatchObject({
      status: 400,
      code: 4114,
    });
    const visitor = await upload(t.client(), wide);
    expect(visitor.status).toBe(401);

    const post = await client.post<{ images: { id: number; url: string }[] }>("/api/addPost", {
      forumId,
      title: "Screenshot",
      content: "Look",
      imageIds: [image.data.id],
    });
    expect(post.data.images).toEqual([{ id: image.data.id, url: image.data.url, width: 1280, height: 640 }]);
    // a picture never posted is dropped by the player's next upload a day later; posted ones stay
    const abandoned = await upload(client, wide);
    t.clock.advance(25 * 3600_000);
    await upload(client, wide);
    expect((await t.app.inject({ method: "GET", url: abandoned.data.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: image.data.url })).statusCode).toBe(200);

    const thief = await newSignedInPlayer(t);
    expect(
      await thief.client.post("/api/addPost", {
        forumId,
        title: "t",
        content: "c",
        imageIds: [image.data.id],
      }),
    ).toMatchObject({ status: 400, code: 4609 });
  });
});
