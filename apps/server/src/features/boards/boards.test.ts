import type { ConsoleBoard, ConsoleBoardGame } from "@portal/contracts/console/boards";
import { emptyTexts } from "@portal/contracts/console/texts";
import type { Forum, Post } from "@portal/contracts/forums";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { postComments, posts } from "../../db/schema/forums.ts";
import { newsCategories } from "../../db/schema/news.ts";
import { reviewReplies } from "../../db/schema/reviews.ts";
import { auditEntriesOf } from "../../testing/audit.ts";
import { inChineseConsole } from "../../testing/console-language.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { seedTestBoards, writePost } from "../forums/forum-test-setup.ts";
import { publishNews } from "../news/news.service.ts";

let moderator: TestClient;
let moderatorId: number;
let firstGame: ConsoleBoardGame;

type Page<T> = { items: T[]; total: number };

const texts = (values: Partial<Record<string, string>>) => ({ ...emptyTexts(), ...values });

// Visitors' lists are cached as in production: a console save must not wait for the window.
const t = useTestApp({ PUBLIC_CACHE_MS: "60000" });
beforeAll(async () => {
  await seedTestBoards(t);
  const signedIn = await signedInStaff(t, "communityModerator");
  moderator = signedIn.client;
  moderatorId = signedIn.staff.id;
  firstGame = await gameBoards(0);
});

async function gameBoards(index: number) {
  const answer = await moderator.get<{ games: ConsoleBoardGame[] }>("/api/console/boards");
  expect(answer.code).toBe(200);
  const game = answer.data.games.filter((g) => g.boards.length)[index];
  if (!game) throw new Error("no game with boards");
  return game;
}

const boardOf = async (id: number) => (await gameBoards(0)).boards.find((b) => b.id === id) as ConsoleBoard;

const edit = (board: ConsoleBoard, changes: Partial<ConsoleBoard> = {}, client = moderator) =>
  client.post<ConsoleBoard>("/api/console/boards/update", {
    boardId: board.id,
    version: board.version,
    names: board.names,
    intros: board.intros,
    iconMediaId: board.icon?.id ?? null,
    enabled: board.enabled,
    ...changes,
  });

const playerBoards = async (language: "en" | "zh" | "zh-hant", appId = firstGame.id) =>
  (await t.client(language).get<Forum[]>("/api/forums", { appId: String(appId) })).data;

const auditsOf = (action: string) => auditEntriesOf(t, { action });

describe("boards in the console", () => {
  test("a rename in English and Chinese reaches players at once (cache cleared), audited", async () => {
    const board = firstGame.boards.find((b) => b.kind === "discussion") as ConsoleBoard;
    expect((await playerBoards("en")).find((b) => b.id === board.id)?.name).toBeNull();
    const saved = await edit(board, {
      names: texts({ en: "Heroes' Tavern", zh: "英雄酒馆" }),
      intros: texts({ en: "Talk about anything" }),
    });
    expect(saved).toMatchObject({ code: 200, data: { version: board.version + 1 } });
    const en = (await playerBoards("en")).find((b) => b.id === board.id);
    expect(en).toMatchObject({ name: "Heroes' Tavern", intro: "Talk about anything", kind: "discussion" });
    expect((await playerBoards("zh")).find((b) => b.id === board.id)?.name).toBe("英雄酒馆");
    // Traditional Chinese falls back along the portal's chain: zh-hant → zh.
    expect((await playerBoards("zh-hant")).find((b) => b.id === board.id)?.name).toBe("英雄酒馆");
    const [entry] = (await auditsOf("board.update")).filter((e) => e.subjectId === String(board.id));
    expect(entry).toMatchObject({ staffId: moderatorId, before: { names: {} } });
    expect(entry?.after).toMatchObject({ names: { en: "Heroes' Tavern", zh: "英雄酒馆" } });
  });

  test("an edit from an older version is refused and changes nothing", async () => {
    const board = firstGame.boards.find((b) => b.kind === "guides") as ConsoleBoard;
    expect(await edit(board, { names: texts({ en: "First" }) })).toMatchObject({ code: 200 });
    const audits = (await auditsOf("board.update")).length;
    const stale = await edit(board, { names: texts({ en: "Second" }) });
    expect(stale).toMatchObject({ status: 409, code: 5110 });
    expect((await boardOf(board.id)).names.en).toBe("First");
    expect((await auditsOf("board.update")).length).toBe(audits);
  });

  test("a board turned off is gone for players; on again, it is back", async () => {
    const board = firstGame.boards.find((b) => b.kind === "fanart") as ConsoleBoard;
    expect(await edit(board, { enabled: false })).toMatchObject({ code: 200 });
    expect((await playerBoards("en")).map((b) => b.id)).not.toContain(board.id);
    expect(await t.client().get("/api/forum", { forumId: String(board.id) })).toMatchObject({ code: 4601 });
    expect(await edit(await boardOf(board.id), { enabled: true })).toMatchObject({ code: 200 });
    expect((await playerBoards("en")).map((b) => b.id)).toContain(board.id);
  });

  test("moving a board up or down changes the order players see; a stale move is refused", async () => {
    const before = (await gameBoards(0)).boards;
    const second = before[1] as ConsoleBoard;
    const moved = await moderator.post<{ games: ConsoleBoardGame[] }>("/api/console/boards/move", {
      boardId: second.id,
      version: second.version,
      direction: "up",
    });
    expect(moved.code).toBe(200);
    const expected = [second.id, before[0]?.id, ...before.slice(2).map((b) => b.id)];
    expect((await gameBoards(0)).boards.map((b) => b.id)).toEqual(expected);
    expect((await playerBoards("en")).map((b) => b.id)).toEqual(expected);
    const stale = await moderator.post("/api/console/boards/move", {
      boardId: second.id,
      version: second.version,
      direction: "down",
    });
    expect(stale).toMatchObject({ status: 409, code: 5110 });
    expect((await gameBoards(0)).boards.map((b) => b.id)).toEqual(expected);
    expect((await auditsOf("board.order")).at(-1)).toMatchObject({
      staffId: moderatorId,
      before: { boards: before.map((b) => b.id) },
      after: { boards: expected },
    });
  });

  test("a game has one board per kind; a missing one is created, with a localized refusal otherwise", async () => {
    const game = await gameBoards(1);
    const fanart = game.boards.find((b) => b.kind === "fanart") as ConsoleBoard;
    const body = { gameId: game.id, kind: "fanart", names: texts({ en: "Art" }), intros: texts({}) };
    const zh = inChineseConsole(t, moderator);
    const taken = await zh.post("/api/console/boards/create", body);
    expect(taken).toMatchObject({ status: 409, code: 5311, msg: "该游戏已有此类版块" });
    const tooLong = await zh.post("/api/console/boards/create", {
      ...body,
      names: texts({ en: "x".repeat(31) }),
    });
    expect(tooLong).toMatchObject({ status: 400 });
    await t.database.db.delete(posts).where(eq(posts.forumId, fanart.id));
    await t.database.db.execute(`delete from forums where id = ${fanart.id}`);
    const created = await moderator.post<ConsoleBoard>("/api/console/boards/create", body);
    expect(created).toMatchObject({ code: 200, data: { kind: "fanart", version: 1, enabled: true } });
    expect((await gameBoards(1)).boards.at(-1)?.id).toBe(created.data.id);
    expect((await playerBoards("en", game.id)).find((b) => b.id === created.data.id)?.name).toBe("Art");
  });

  test("many moves at once keep the places whole: each applies or is refused as stale", async () => {
    const game = await gameBoards(2);
    const audits = (await auditsOf("board.order")).length;
    const moves = game.boards.flatMap((board, index) =>
      Array.from({ length: 5 }, (_, n) => ({
        boardId: board.id,
        version: board.version,
        direction: index === 0 || (index < game.boards.length - 1 && n % 2) ? "down" : "up",
      })),
    );
    const answers = await Promise.all(moves.map((move) => moderator.post("/api/console/boards/move", move)));
    for (const answer of answers) expect([200, 5110]).toContain(answer.code);
    const applied = answers.filter((answer) => answer.code === 200).length;
    expect(applied).toBeGreaterThan(0);
    const after = (await gameBoards(2)).boards;
    expect(after.map((b) => b.sortOrder)).toEqual(game.boards.map((_, place) => place));
    expect(new Set(after.map((b) => b.id))).toEqual(new Set(game.boards.map((b) => b.id)));
    expect((await auditsOf("board.order")).length - audits).toBe(applied);
  });

  test("roles without community.moderate get 403", async () => {
    const editor = (await signedInStaff(t, "contentEditor")).client;
    expect(await editor.get("/api/console/boards")).toMatchObject({ status: 403, code: 5103 });
    expect(
      await editor.post("/api/console/moderation/answer", { kind: "review", id: 1, content: "Hi" }),
    ).toMatchObject({ status: 403 });
  });
});

describe("board moderators", () => {
  test("a player made moderator of a board pins and deletes there, and nowhere else", async () => {
    const [inBoard, elsewhere] = firstGame.boards.filter((b) => b.kind !== "announcements");
    if (!inBoard || !elsewhere) throw new Error("boards missing");
    const author = await newSignedInPlayer(t);
    const mod = await newSignedInPlayer(t);
    const here = await writePost(author.client, inBoard.id);
    const there = await writePost(author.client, elsewhere.id);
    expect(await mod.client.post("/api/stick", { postId: here.id, pinned: true })).toMatchObject({
      code: 4606,
    });
    const assigned = await moderator.post<ConsoleBoard>("/api/console/boards/moderators", {
      boardId: inBoard.id,
      uid: mod.id,
      moderator: true,
    });
    expect(assigned.data.moderators.map((m) => m.uid)).toContain(mod.id);
    const seen = await mod.client.get<Post>("/api/postDetail", { postId: String(here.id) });
    expect(seen.data.can).toMatchObject({ pin: true, delete: true });
    expect(await mod.client.post("/api/stick", { postId: here.id, pinned: true })).toMatchObject({
      code: 200,
    });
    expect(await mod.client.post("/api/stick", { postId: there.id, pinned: true })).toMatchObject({
      code: 4606,
    });
    expect(await mod.client.post("/api/delPost", { postId: there.id })).toMatchObject({ code: 4604 });
    expect(await mod.client.post("/api/delPost", { postId: here.id })).toMatchObject({ code: 200 });
    await moderator.post("/api/console/boards/moderators", {
      boardId: inBoard.id,
      uid: mod.id,
      moderator: false,
    });
    const again = await writePost(author.client, inBoard.id);
    expect(await mod.client.post("/api/delPost", { postId: again.id })).toMatchObject({ code: 4604 });
    const actions = (await auditsOf("board.addModerator")).concat(await auditsOf("board.removeModerator"));
    expect(actions.map((a) => a.after)).toEqual([
      { moderator: true, uid: mod.id },
      { moderator: false, uid: mod.id },
    ]);
  });
});

describe("answering as the game's official account", () => {
  let official: { id: number };
  let reviewId: number;

  beforeAll(async () => {
    official = await newSignedInPlayer(t, "en", {
      roles: ["player", "gm"],
      nickname: "Dragon Realm Official",
    });
    const author = await newSignedInPlayer(t);
    const review = await author.client.post<{ id: number }>("/api/addGameComment", {
      appId: firstGame.id,
      rating: 2,
      content: "Too many bugs",
    });
    reviewId = review.data.id;
  });

  const answer = (body: Record<string, unknown>, client = moderator) =>
    client.post<{ replyId: number; account: { uid: number; nickname: string } }>(
      "/api/console/moderation/answer",
      body,
    );

  test("without an official account, or with a non-GM one, it is refused", async () => {
    await moderator.post("/api/console/boards/official-account", { gameId: firstGame.id, uid: null });
    expect(await answer({ kind: "review", id: reviewId, content: "Sorry" })).toMatchObject({
      status: 409,
      code: 5312,
    });
    const player = await newSignedInPlayer(t);
    expect(
      await moderator.post("/api/console/boards/official-account", { gameId: firstGame.id, uid: player.id }),
    ).toMatchObject({ status: 400, code: 5313 });
    const set = await moderator.post<{ games: ConsoleBoardGame[] }>("/api/console/boards/official-account", {
      gameId: firstGame.id,
      uid: official.id,
    });
    expect(set.data.games.find((g) => g.id === firstGame.id)?.officialAccount).toEqual({
      uid: official.id,
      nickname: "Dragon Realm Official",
    });
  });

  test("a review's answer shows the official account's name and badge, never the staff member", async () => {
    const answered = await answer({ kind: "review", id: reviewId, content: "We fixed them in 1.2" });
    expect(answered).toMatchObject({ code: 200, data: { account: { uid: official.id } } });
    const replies = await t.client().get<Page<Record<string, unknown>>>("/api/gameRepliesList", {
      reviewId: String(reviewId),
    });
    const [reply] = replies.data.items;
    expect(reply).toMatchObject({
      official: true,
      content: "We fixed them in 1.2",
      author: { uid: official.id, nickname: "Dragon Realm Official", staff: true },
    });
    expect(JSON.stringify(replies.data)).not.toContain("Mia");
    const [entry] = (await auditsOf("moderation.answerAsOfficial")).filter(
      (e) => e.subjectId === String(reviewId),
    );
    expect(entry).toMatchObject({
      staffId: moderatorId,
      subjectType: "review",
      after: { replyId: answered.data.replyId, accountId: official.id },
    });
  });

  test("a forum post's answer is a comment by the official account", async () => {
    const author = await newSignedInPlayer(t);
    const board = firstGame.boards.find((b) => b.kind === "discussion") as ConsoleBoard;
    const post = await writePost(author.client, board.id, "Crash", "The game crashes at level 3");
    expect(await answer({ kind: "post", id: post.id, content: "Update to 1.2 please" })).toMatchObject({
      code: 200,
    });
    const list = await t.client().get<Page<{ author: { uid: number; staff: boolean } }>>("/api/commentList", {
      postId: String(post.id),
    });
    expect(list.data.items[0]?.author).toMatchObject({ uid: official.id, staff: true });
  });

  test("a news comment of the game is answered in its thread; one of an article without a game is refused", async () => {
    const [category] = await t.database.db
      .insert(newsCategories)
      .values({ key: "boards-test", names: { en: "Updates" } })
      .returning({ id: newsCategories.id });
    const article = (gameId: number | null) =>
      publishNews(t.database.db, {
        categoryId: category?.id ?? 0,
        gameId,
        texts: { en: { title: "Patch", summary: "Patch notes", body: "<p>Notes</p>" } },
        publishedAt: new Date(t.clock.now.getTime() - 1000),
      });
    const reader = await newSignedInPlayer(t);
    const comment = async (newsId: number) =>
      (
        await reader.client.post<{ id: number }>("/api/addNewsComment", {
          newsId,
          content: "When is the next one?",
        })
      ).data.id;
    const ofGame = await comment((await article(firstGame.id)).id);
    expect(await answer({ kind: "newsComment", id: ofGame, content: "Next month" })).toMatchObject({
      code: 200,
    });
    const thread = await t
      .client()
      .get<Page<{ official: boolean; author: { uid: number } }>>("/api/newsRepliesList", {
        commentId: String(ofGame),
      });
    expect(thread.data.items[0]).toMatchObject({ official: true, author: { uid: official.id } });
    const portalWide = await comment((await article(null)).id);
    expect(await answer({ kind: "newsComment", id: portalWide, content: "Next month" })).toMatchObject({
      code: 5312,
    });
  });

  test("bad input and the word list refuse it in the console's language, leaving nothing", async () => {
    const zh = inChineseConsole(t, moderator);
    const replies = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(reviewReplies)
          .where(eq(reviewReplies.reviewId, reviewId))
      )[0]?.n;
    const audits = (await auditsOf("moderation.answerAsOfficial")).length;
    const before = await replies();
    const empty = await answer({ kind: "review", id: reviewId, content: "   " }, zh);
    expect(empty).toMatchObject({ status: 400 });
    expect(empty.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await answer({ kind: "review", id: reviewId, content: "x".repeat(301) })).toMatchObject({
      status: 400,
    });
    expect(await answer({ kind: "nothing", id: reviewId, content: "Hi" })).toMatchObject({ status: 400 });
    expect(await answer({ kind: "review", id: 999_999, content: "Hi" })).toMatchObject({ code: 5166 });
    await moderator.post("/api/console/moderation/words/add", { word: "badword", mode: "block" });
    const blocked = await answer({ kind: "review", id: reviewId, content: "a badword here" }, zh);
    expect(blocked).toMatchObject({ code: 5165 });
    expect(await replies()).toBe(before);
    expect((await auditsOf("moderation.answerAsOfficial")).length).toBe(audits);
    const comments = await t.database.db
      .select({ n: count() })
      .from(postComments)
      .where(and(eq(postComments.userId, official.id), eq(postComments.body, "a badword here")));
    expect(comments[0]?.n).toBe(0);
  });
});
