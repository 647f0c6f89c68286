import { POST_LIMIT, post as postSchema } from "@portal/contracts/forums";
import { beforeAll, describe, expect, test } from "vitest";
import { moderationActions } from "../../db/schema/forums.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { newGm, newModerator, seedTestBoards, writePost } from "./forum-test-setup.ts";

let board: Awaited<ReturnType<typeof seedTestBoards>>;

const t = useTestApp();
beforeAll(async () => {
  board = await seedTestBoards(t);
});

type Page = { items: { id: number; pinned: boolean; title: string }[]; total: number };
const list = (forumId: number, sort = "reply") =>
  t.client().get<Page>("/api/post", { forumId: String(forumId), sort });

describe("boards", () => {
  test("every game has four boards with counts; following one moves its follower count once", async () => {
    const kinds = board.boards.filter((b) => b.appId === board.boards[0]?.appId).map((b) => b.kind);
    expect(kinds).toEqual(["announcements", "discussion", "guides", "fanart"]);
    const { client } = await newSignedInPlayer(t);
    for (const _ of [1, 2]) {
      const answer = await client.post("/api/concernForum", { forumId: board.guides, followed: true });
      expect(answer.data).toEqual({ forumId: board.guides, followed: true, followersCount: 1 });
    }
    const detail = await client.get<{ followed: boolean; gameName: string }>("/api/forum", {
      forumId: String(board.guides),
    });
    expect(detail.data).toMatchObject({ followed: true });
    expect(detail.data.gameName).not.toBe("");
    expect((await client.post("/api/concernForum", { forumId: 999999, followed: true })).code).toBe(4601);
  });
});

describe("writing posts", () => {
  test("a post is stored as typed; markup comes back as plain text, never changed into HTML", async () => {
    const { client } = await newSignedInPlayer(t);
    const payload = `<img src=x onerror="alert(1)">\r\n<script>alert('x')</script> ok`;
    const answer = await client.post("/api/addPost", {
      forumId: board.discussion,
      title: "  <b>bold</b> title ",
      content: payload,
    });
    expect(answer.code).toBe(200);
    expect(postSchema.parse(answer.data)).toMatchObject({
      title: "<b>bold</b> title",
      content: `<img src=x onerror="alert(1)">\n<script>alert('x')</script> ok`,
      mine: true,
      can: { edit: true, delete: true, pin: false },
    });
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    const forum = await t.client().get<{ postsCount: number; lastActivityAt: string }>("/api/forum", {
      forumId: String(board.discussion),
    });
    expect(forum.data.postsCount).toBeGreaterThanOrEqual(1);
    expect(forum.data.lastActivityAt).not.toBeNull();
  });

  test.each([
    [{ title: "", content: "x" }, "Title: please enter a title"],
    [{ title: "a\nb", content: "x" }, "Title: one line only"],
    [{ title: "t", content: "   " }, "Content: please write something"],
    [{ title: "x".repeat(61), content: "x" }, "Title: at most 60 characters"],
    [{ title: "t", content: "x", imageIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, "Pictures: at most 9 pictures"],
  ])("bad input %j is refused: %s", async (body, message) => {
    const { client } = await newSignedInPlayer(t);
    const answer = await client.post("/api/addPost", { forumId: board.discussion, ...body });
    expect(answer).toMatchObject({ status: 400, msg: message });
  });

  test("only GMs and moderators post announcements", async () => {
    const { client } = await newSignedInPlayer(t);
    const canPost = async (c: typeof client) =>
      (await c.get<{ canPost: boolean }>("/api/forum", { forumId: String(board.announcements) })).data
        .canPost;
    expect(await canPost(client)).toBe(false);
    const refused = await client.post("/api/addPost", {
      forumId: board.announcements,
      title: "t",
      content: "c",
    });
    expect(refused).toMatchObject({ status: 403, code: 4606 });
    const gm = await newGm(t);
    expect(await canPost(gm.client)).toBe(true);
    const post = await writePost(gm.client, board.announcements, "Maintenance");
    expect(post.author.staff).toBe(true);
  });

  test("a banned player cannot post or comment", async () => {
    const { client } = await newSignedInPlayer(t, "en", {
      bannedUntil: new Date("2099-01-01"),
      banReason: "Spam",
    });
    const answer = await client.post("/api/addPost", { forumId: board.discussion, title: "t", content: "c" });
    expect(answer).toMatchObject({ status: 403, code: 4032 });
    const post = await writePost((await newSignedInPlayer(t)).client, board.discussion);
    expect((await client.post("/api/addComment", { postId: post.id, content: "hi" })).code).toBe(4032);
  });

  test(`at most ${POST_LIMIT.count} posts per ${POST_LIMIT.windowMinutes} minutes per player`, async () => {
    const { client } = await newSignedInPlayer(t);
    const attempts = await Promise.all(
      Array.from({ length: POST_LIMIT.count + 3 }, (_, i) =>
        client.post("/api/addPost", { forumId: board.guides, title: `Tip ${i}`, content: "c" }),
      ),
    );
    expect(attempts.filter((a) => a.code === 200)).toHaveLength(POST_LIMIT.count);
    const refused = attempts.filter((a) => a.code !== 200);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({
      status: 429,
      code: 4607,
      msg: "You can write at most 5 posts every 10 minutes. Please try again later",
    });
    t.clock.advance(POST_LIMIT.windowMinutes * 60_000 + 1000);
    expect(
      (await client.post("/api/addPost", { forumId: board.guides, title: "t", content: "c" })).code,
    ).toBe(200);
  });
});

describe("who may change a post", () => {
  test("another player's post cannot be edited or deleted (403); the author can do both", async () => {
    const author = await newSignedInPlayer(t);
    const other = await newSignedInPlayer(t);
    const post = await writePost(author.client, board.discussion, "Mine");
    const edit = { postId: post.id, title: "Hacked", content: "Hacked" };
    expect(await other.client.post("/api/updatePost", edit)).toMatchObject({ status: 403, code: 4604 });
    expect(await other.client.post("/api/delPost", { postId: post.id })).toMatchObject({
      status: 403,
      code: 4604,
    });
    const gm = await newGm(t);
    expect(await gm.client.post("/api/updatePost", edit)).toMatchObject({ status: 403, code: 4604 });
    const seen = await other.client.get<{ title: string; can: unknown }>("/api/postDetail", {
      postId: String(post.id),
    });
    expect(seen.data).toMatchObject({ title: "Mine", can: { edit: false, delete: false, pin: false } });

    const edited = await author.client.post<{ title: string; edited: boolean }>("/api/updatePost", {
      ...edit,
      title: "Mine, edited",
    });
    expect(edited.data).toMatchObject({ title: "Mine, edited", edited: true });
    expect((await author.client.post("/api/delPost", { postId: post.id })).data).toEqual({
      postId: post.id,
      deleted: true,
    });
    expect((await author.client.get("/api/postDetail", { postId: String(post.id) })).code).toBe(4602);
  });

  test("a GM pins a post and it comes first; a player cannot pin; pins and deletions are recorded", async () => {
    const player = await newSignedInPlayer(t);
    const gm = await newGm(t);
    const older = await writePost(player.client, board.guides, "Older guide");
    await writePost(player.client, board.guides, "Newer guide");
    expect(await player.client.post("/api/stick", { postId: older.id, pinned: true })).toMatchObject({
      status: 403,
      code: 4606,
    });
    expect((await list(board.guides)).data.items[0]?.title).toBe("Newer guide");
    expect((await gm.client.post("/api/stick", { postId: older.id, pinned: true })).data).toEqual({
      postId: older.id,
      pinned: true,
    });
    for (const sort of ["reply", "newest", "hottest"]) {
      const first = (await list(board.guides, sort)).data.items[0];
      expect(first).toMatchObject({ id: older.id, pinned: true });
    }
    const moderator = await newModerator(t);
    expect((await moderator.client.post("/api/delPost", { postId: older.id })).code).toBe(200);
    const log = await t.database.db.select().from(moderationActions);
    expect(log.filter((a) => a.targetId === older.id).map((a) => [a.action, a.actorId])).toEqual([
      ["pin", gm.id],
      ["deletePost", moderator.id],
    ]);
    const shown = await gm.client.get<{ items: { action: string; actor: { uid: number } }[] }>(
      "/api/moderationLog",
    );
    expect(shown.data.items[0]).toMatchObject({ action: "deletePost", actor: { uid: moderator.id } });
    expect((await player.client.get("/api/moderationLog")).status).toBe(403);
  });
});

describe("likes and bookmarks", () => {
  test("likes count each player once, even all at once; bookmarks are listed newest first", async () => {
    const author = await newSignedInPlayer(t);
    const post = await writePost(author.client, board.discussion, "Like me");
    const players = await Promise.all(Array.from({ length: 20 }, () => newSignedInPlayer(t)));
    const answers = await Promise.all(
      players.flatMap(({ client }) =>
        [1, 2].map(() =>
          client.post<{ likesCount: number }>("/api/postLike", { postId: post.id, liked: true }),
        ),
      ),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const detail = await t
      .client()
      .get<{ likesCount: number }>("/api/postDetail", { postId: String(post.id) });
    expect(detail.data.likesCount).toBe(20);
    const unliked = await players[0]?.client.post("/api/postLike", { postId: post.id, liked: false });
    expect(unliked?.data).toMatchObject({ liked: false, likesCount: 19 });

    const reader = players[1]?.client;
    if (!reader) throw new Error("no reader");
    const second = await writePost(author.client, board.discussion, "Bookmark me too");
    await reader.post("/api/postCollect", { postId: post.id, collected: true });
    t.clock.advance(1000);
    await reader.post("/api/postCollect", { postId: second.id, collected: true });
    const mine = await reader.get<{ items: { id: number; collected: boolean }[] }>("/api/postCollectList");
    expect(mine.data.items.map((p) => p.id)).toEqual([second.id, post.id]);
    expect(mine.data.items.every((p) => p.collected)).toBe(true);
    expect((await t.client().get("/api/postCollectList")).status).toBe(401);
  });
});

describe("player pages", () => {
  test("show a player's posts and follower counts; following oneself is refused", async () => {
    const writer = await newSignedInPlayer(t);
    const fan = await newSignedInPlayer(t);
    await writePost(writer.client, board.discussion, "By the writer");
    expect((await fan.client.post("/api/concernUser", { uid: writer.id, followed: true })).data).toEqual({
      uid: writer.id,
      followed: true,
      followersCount: 1,
    });
    const page = await fan.client.get("/api/forumUser", { uid: String(writer.id) });
    expect(page.data).toMatchObject({ postsCount: 1, followersCount: 1, followingCount: 0, followed: true });
    const posts = await t.client().get<Page>("/api/post", { uid: String(writer.id) });
    expect(posts.data.items.map((p) => p.title)).toEqual(["By the writer"]);
    expect(await writer.client.post("/api/concernUser", { uid: writer.id, followed: true })).toMatchObject({
      status: 400,
      code: 4610,
    });
  });
});
