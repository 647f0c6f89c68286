import { moderatedItem } from "@portal/contracts/console/moderation";
import type { Post } from "@portal/contracts/forums";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { forumModerators, moderationActions } from "../../db/schema/forums.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { seedTestBoards, writePost } from "../forums/forum-test-setup.ts";

let boardA: number;
let boardB: number;
let staff: TestClient;
let owner: TestClient;

const t = useTestApp({ PUBLIC_CACHE_MS: "60000" });
beforeAll(async () => {
  ({ discussion: boardA, guides: boardB } = await seedTestBoards(t));
  staff = (await signedInStaff(t, "communityModerator")).client;
  owner = (await signedInStaff(t, "owner")).client;
});

const detail = async (client: TestClient, kind: string, id: number) => {
  const answer = await client.get<unknown>("/api/console/moderation/item", { kind, id: String(id) });
  expect(answer.code).toBe(200);
  return moderatedItem.parse(answer.data);
};
const report = (client: TestClient, target: "post" | "comment", id: number, reason = "abuse") =>
  client.post("/api/complain", { target, id, reason, note: "rude" });
const postShown = async (id: number) =>
  (await t.client().get<Post>("/api/postDetail", { postId: String(id) })).code === 200;

async function boardModerator(forumId: number) {
  const player = await newSignedInPlayer(t);
  await t.database.db.insert(forumModerators).values({ forumId, userId: player.id });
  return player;
}

describe("a reported text's console page", () => {
  test("the whole text, its author, place, counts, every report and its history", async () => {
    const author = await newSignedInPlayer(t, "en", { nickname: "Writer" });
    const reporter = await newSignedInPlayer(t, "en", { nickname: "Reporter" });
    const post = await writePost(author.client, boardA, "Title", "Line one\n<b>not html</b>");
    await report(reporter.client, "post", post.id);
    await staff.post("/api/console/moderation/action", { kind: "post", id: post.id, action: "warn" });

    const item = await detail(staff, "post", post.id);
    expect(item).toMatchObject({
      kind: "post",
      title: "Title",
      text: "Line one\n<b>not html</b>",
      state: "shown",
      author: { uid: author.id, nickname: "Writer", bannedUntil: null, mutedUntil: null, warnings: 1 },
      place: { board: { id: boardA, kind: "discussion" }, portalPath: `/dist/post/${post.id}`, news: null },
      likes: 0,
      replies: 0,
    });
    expect(item.place.game?.name).not.toBe("");
    // A moderator sees the reporter masked; an owner sees who it was.
    expect(item.reports).toEqual([
      expect.objectContaining({ reporter: { uid: null, nickname: "R***" }, reason: "abuse", open: true }),
    ]);
    expect((await detail(owner, "post", post.id)).reports[0]?.reporter).toEqual({
      uid: reporter.id,
      nickname: "Reporter",
    });
    expect(item.history).toEqual([
      expect.objectContaining({ action: "moderation.warn", by: expect.objectContaining({ kind: "staff" }) }),
    ]);

    // Hidden from the console: the page shows it, the report is closed, the portal no longer has it.
    await staff.post("/api/console/moderation/action", { kind: "post", id: post.id, action: "hide" });
    const hidden = await detail(staff, "post", post.id);
    expect(hidden.state).toBe("hidden");
    expect(hidden.reports[0]?.open).toBe(false);
    expect(hidden.history.map((entry) => entry.action)).toEqual(["moderation.hide", "moderation.warn"]);
    expect(await postShown(post.id)).toBe(false);
  });

  test("an unknown text is 404; a bad kind or id is refused with a message", async () => {
    const missing = await staff.get("/api/console/moderation/item", { kind: "review", id: "999999" });
    expect(missing).toMatchObject({ status: 404 });
    const bad = await staff.get("/api/console/moderation/item", { kind: "poem", id: "x" });
    expect(bad.status).toBe(400);
  });
});

describe("board moderators on the portal", () => {
  test("see and act on the reports of their board only; others are refused", async () => {
    const modA = await boardModerator(boardA);
    const author = await newSignedInPlayer(t);
    const reporter = await newSignedInPlayer(t);
    const onA = await writePost(author.client, boardA, "On A", "text");
    const onB = await writePost(author.client, boardB, "On B", "text");
    const comment = await author.client.post<{ id: number }>("/api/addComment", {
      postId: onA.id,
      content: "a comment",
    });
    await report(reporter.client, "post", onA.id);
    await report(reporter.client, "post", onB.id);
    await report(reporter.client, "comment", comment.data.id);

    const queue = await modA.client.get<{ items: Array<{ target: string; id: number }> }>(
      "/api/moderationQueue",
    );
    expect(queue.code).toBe(200);
    expect(queue.data.items.map((item) => `${item.target}:${item.id}`).sort()).toEqual(
      [`comment:${comment.data.id}`, `post:${onA.id}`].sort(),
    );

    // Board B is not theirs: nothing changes there.
    const refused = await modA.client.post("/api/hideReported", { target: "post", id: onB.id, hidden: true });
    expect(refused).toMatchObject({ status: 403, code: 4606 });
    expect(await postShown(onB.id)).toBe(true);
    expect((await modA.client.post("/api/dismissReports", { target: "post", id: onB.id })).status).toBe(403);

    // A player who moderates nothing gets 403 everywhere.
    expect((await reporter.client.get("/api/moderationQueue")).status).toBe(403);
    expect(
      (await reporter.client.post("/api/hideReported", { target: "post", id: onA.id, hidden: true })).status,
    ).toBe(403);

    // Hide on their board: gone from the portal, its reports closed, recorded as the player.
    const hide = await modA.client.post<{ changed: boolean; state: string }>("/api/hideReported", {
      target: "post",
      id: onA.id,
      hidden: true,
    });
    expect(hide.data).toEqual({ changed: true, state: "hidden" });
    expect(await postShown(onA.id)).toBe(false);
    const after = await modA.client.get<{ items: Array<{ id: number }> }>("/api/moderationQueue");
    expect(after.data.items.map((item) => item.id)).toEqual([comment.data.id]);
    const again = await modA.client.post<{ changed: boolean }>("/api/hideReported", {
      target: "post",
      id: onA.id,
      hidden: true,
    });
    expect(again.data.changed).toBe(false);

    // Restore: shown again; the console page lists both actions by the player.
    const restore = await modA.client.post<{ state: string }>("/api/hideReported", {
      target: "post",
      id: onA.id,
      hidden: false,
    });
    expect(restore.data.state).toBe("shown");
    expect(await postShown(onA.id)).toBe(true);
    const item = await detail(staff, "post", onA.id);
    expect(item.history.map((entry) => [entry.action, entry.by.kind, entry.by.id])).toEqual([
      ["forum.restore", "player", modA.id],
      ["forum.hide", "player", modA.id],
    ]);

    // A comment on their board: hidden, then dismissed reports on another text of theirs.
    const hideComment = await modA.client.post<{ state: string }>("/api/hideReported", {
      target: "comment",
      id: comment.data.id,
      hidden: true,
    });
    expect(hideComment.data.state).toBe("hidden");
    const comments = await t
      .client()
      .get<{ items: unknown[] }>("/api/commentList", { postId: String(onA.id) });
    expect(comments.data.items).toEqual([]);
  });

  test("many hides of one post at once change it once: one record, the board's count drops by one", async () => {
    const moderators = await Promise.all([
      boardModerator(boardA),
      boardModerator(boardA),
      boardModerator(boardA),
    ]);
    const author = await newSignedInPlayer(t);
    const post = await writePost(author.client, boardA, "Raced", "text");
    const postsOf = async () =>
      (await t.client().get<{ postsCount: number }>("/api/forum", { forumId: String(boardA) })).data
        .postsCount;
    const before = await postsOf();
    const answers = await Promise.all(
      [...moderators, ...moderators].map((m) =>
        m.client.post<{ changed: boolean }>("/api/hideReported", {
          target: "post",
          id: post.id,
          hidden: true,
        }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => 200));
    expect(answers.filter((a) => a.data.changed)).toHaveLength(1);
    expect(await postsOf()).toBe(before - 1);
    const recorded = await t.database.db
      .select()
      .from(moderationActions)
      .where(and(eq(moderationActions.targetType, "post"), eq(moderationActions.targetId, post.id)));
    expect(recorded.map((row) => row.action)).toEqual(["hide"]);
  });

  test("the board list tells a board's moderator which boards they moderate", async () => {
    const modB = await boardModerator(boardB);
    const boards = await modB.client.get<Array<{ id: number; canModerate: boolean }>>("/api/forums");
    expect(boards.data.filter((b) => b.canModerate).map((b) => b.id)).toEqual([boardB]);
  });
});
