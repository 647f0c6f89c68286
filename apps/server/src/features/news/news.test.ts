import { newsArticle, newsCard, newsComment, newsReply } from "@portal/contracts/news";
import { paged } from "@portal/contracts/paging";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { news, newsCategories } from "../../db/schema/news.ts";
import { contentReports } from "../../db/schema/reviews.ts";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { publishNews } from "./news.service.ts";

let ids: Map<string, number>;
let categoryId: number;

type Page<T> = { items: T[]; total: number; hasMore: boolean };
type Card = { id: number; title: string; game: { appId: number; name: string } | null };

const t = useTestApp();
beforeAll(async () => {
  ids = await seedTestGames(t);
  const [category] = await t.database.db
    .insert(newsCategories)
    .values({ key: "events", names: { en: "Events", zh: "活动" } })
    .returning({ id: newsCategories.id });
  categoryId = category?.id ?? 0;
});

const text = (title: string, body = "<p>Body</p>") => ({ title, summary: `${title} summary`, body });

async function publish(texts: Record<string, ReturnType<typeof text>>, gameSlug?: string) {
  const row = await publishNews(t.database.db, {
    categoryId,
    gameId: gameSlug ? idOf(ids, gameSlug) : null,
    texts,
    publishedAt: new Date(t.clock.now.getTime() - 1000),
  });
  return row.id;
}

/** A new article (English) with one comment by a new player. */
async function commentedArticle(title: string, content: string) {
  const id = await publish({ en: text(title) });
  const author = await newSignedInPlayer(t);
  const comment = (await author.client.post<{ id: number }>("/api/addNewsComment", { newsId: id, content }))
    .data;
  return { id, author, comment };
}

/** The article's comment count as stored. */
async function commentsCountOf(id: number) {
  const [row] = await t.database.db.select({ n: news.commentsCount }).from(news).where(eq(news.id, id));
  return row?.n;
}

describe("news lists and articles", () => {
  test("lists newest first with cover, title, summary, time and counts, per category and per game", async () => {
    const older = await publish({ en: text("Older") }, "dragon-realm");
    t.clock.advance(1000);
    const newer = await publish({ en: text("Newer") }, "kingdom-tactics");
    t.clock.advance(1000);
    const all = await t.client().get<Page<Card>>("/api/news", { categoryId: String(categoryId) });
    expect(all.code).toBe(200);
    const page = paged(newsCard).parse(all.data);
    const order = page.items.map((item) => item.id);
    expect(order.indexOf(newer)).toBeLessThan(order.indexOf(older));
    expect(page.items.find((item) => item.id === newer)).toMatchObject({
      title: "Newer",
      summary: "Newer summary",
      game: { appId: idOf(ids, "kingdom-tactics"), name: "Kingdom Tactics" },
      likesCount: 0,
      commentsCount: 0,
    });

    const game = await t
      .client()
      .get<Page<Card>>("/api/gameNews", { appId: String(idOf(ids, "dragon-realm")) });
    expect(game.data.items.map((item) => item.id)).toContain(older);
    expect(game.data.items.map((item) => item.id)).not.toContain(newer);
    const unknownGame = await t.client().get("/api/gameNews", { appId: "99999" });
    expect(unknownGame).toMatchObject({ status: 404, code: 4041 });
  });

  test("categories are tabs in the player's language", async () => {
    const zh = await t.client("zh-hant").get<{ key: string; name: string }[]>("/api/gameNewsCats");
    expect(zh.data).toContainEqual({ id: categoryId, key: "events", name: "活动" });
    const en = await t.client("en").get<{ key: string; name: string }[]>("/api/gameNewsCats");
    expect(en.data).toContainEqual({ id: categoryId, key: "events", name: "Events" });
  });

  test("unknown, unpublished or malformed news is 404", async () => {
    expect(await t.client().get("/api/news/999999")).toMatchObject({ status: 404, code: 4501 });
    expect(await t.client().get("/api/news/abc")).toMatchObject({ status: 404, code: 4501 });
    const future = await publishNews(t.database.db, {
      categoryId,
      texts: { en: text("Tomorrow") },
      publishedAt: new Date(t.clock.now.getTime() + 86_400_000),
    });
    expect(await t.client().get(`/api/news/${future.id}`)).toMatchObject({ status: 404, code: 4501 });
    const list = await t.client().get<Page<Card>>("/api/news");
    expect(list.data.items.map((item) => item.id)).not.toContain(future.id);
  });

  test("texts follow the fallback chain; with none in the chain the item is neither listed nor opened", async () => {
    const chineseOnly = await publish({ zh: text("只有中文") });
    const englishOnly = await publish({ en: text("English only") });
    const listed = async (language: "en" | "zh" | "zh-hant" | "th") =>
      (await t.client(language).get<Page<Card>>("/api/news", { pageSize: "50" })).data.items.map(
        (item) => item.id,
      );
    expect(await listed("zh")).toContain(chineseOnly);
    expect(await listed("zh-hant")).toContain(chineseOnly);
    expect(await listed("en")).not.toContain(chineseOnly);
    expect(await listed("th")).not.toContain(chineseOnly);
    expect(await listed("th")).toContain(englishOnly);

    const hant = await t
      .client("zh-hant")
      .get<{ title: string; language: string }>(`/api/news/${chineseOnly}`);
    expect(hant.data).toMatchObject({ title: "只有中文", language: "zh" });
    expect(await t.client("en").get(`/api/news/${chineseOnly}`)).toMatchObject({ status: 404, code: 4501 });
    const total = (await t.client("en").get<Page<Card>>("/api/news", { pageSize: "50" })).data.total;
    expect(total).toBe((await listed("en")).length);
  });
});

describe("the article body is sanitized with an allow-list", () => {
  const payloads = [
    '<p>Hello</p><script>alert("x")</script>',
    '<img src="/api/media/1" onerror="alert(1)" alt="pic">',
    '<a href="javascript:alert(1)">link</a><a href="JaVaScRiPt:alert(2)">two</a><a href="  javascript:alert(3)">3</a>',
    '<p style="width: expression(alert(1))">styled</p><div style="background:url(javascript:alert(1))">d</div><style>p{}</style>',
    '<svg onload="alert(1)"><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<iframe src="https://evil.example"></iframe><img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '<body onload="alert(1)"><form action="https://evil.example"><input name="password"></form></body>',
  ];

  const inert = (html: string) => {
    expect(html).not.toMatch(/<script|<svg|<iframe|<style|<form|<input|<body/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:|data:|expression\(|style=/i);
  };

  test("on write: what is stored is inert, allowed markup stays, images load lazily", async () => {
    const id = await publish({ en: text("Payloads", payloads.join("")) });
    const [row] = await t.database.db.select({ texts: news.texts }).from(news).where(eq(news.id, id));
    const stored = row?.texts.en?.body ?? "";
    inert(stored);
    expect(stored).toContain("<p>Hello</p>");
    expect(stored).toContain('<img src="/api/media/1" alt="pic" loading="lazy" />');

    const answer = await t.client().get(`/api/news/${id}`);
    const article = newsArticle.parse(answer.data);
    inert(article.body);
    expect(article.body).toContain('rel="noopener noreferrer nofollow"');
  });

  test("on read: a row written around the service still comes out inert", async () => {
    const [row] = await t.database.db
      .insert(news)
      .values({ categoryId, texts: { en: text("Raw", payloads.join("")) }, publishedAt: new Date(0) })
      .returning({ id: news.id });
    const answer = await t.client().get<{ body: string }>(`/api/news/${row?.id}`);
    expect(answer.code).toBe(200);
    inert(answer.data.body);
  });
});

describe("likes on news", () => {
  test("toggle; repeating a like or unlike changes nothing; visitors must sign in", async () => {
    const id = await publish({ en: text("Likeable") });
    const { client } = await newSignedInPlayer(t);
    const like = (liked: boolean) =>
      client.post<{ likesCount: number }>("/api/newsLike", { target: "news", id, liked });
    expect((await like(true)).data.likesCount).toBe(1);
    expect((await like(true)).data.likesCount).toBe(1);
    expect((await client.get<{ liked: boolean; likesCount: number }>(`/api/news/${id}`)).data).toMatchObject({
      liked: true,
      likesCount: 1,
    });
    expect((await like(false)).data.likesCount).toBe(0);
    expect((await like(false)).data.likesCount).toBe(0);
    expect(await t.client().post("/api/newsLike", { target: "news", id, liked: true })).toMatchObject({
      status: 401,
    });
    expect(await client.post("/api/newsLike", { target: "news", id: 999999, liked: true })).toMatchObject({
      status: 404,
      code: 4501,
    });
    expect(await client.post("/api/newsLike", { target: "poll", id, liked: true })).toMatchObject({
      status: 400,
    });
  });

  test("50 players liking at once, each twice, count exactly 50", async () => {
    const id = await publish({ en: text("Popular") });
    const players = await Promise.all(Array.from({ length: 50 }, () => newSignedInPlayer(t)));
    await Promise.all(
      players.flatMap(({ client }) => [
        client.post("/api/newsLike", { target: "news", id, liked: true }),
        client.post("/api/newsLike", { target: "news", id, liked: true }),
      ]),
    );
    const [row] = await t.database.db.select({ likes: news.likesCount }).from(news).where(eq(news.id, id));
    expect(row?.likes).toBe(50);
  });
});

describe("comments and threaded replies", () => {
  test("comment, list, reply to it and to a reply; counts move; markup stays text", async () => {
    const id = await publish({ en: text("Discuss") });
    const author = await newSignedInPlayer(t);
    const content = '<img src=x onerror="alert(1)"> nice <b>update</b>\r\nsecond line';
    const added = await author.client.post("/api/addNewsComment", { newsId: id, content: `  ${content} ` });
    expect(added.code).toBe(200);
    const comment = newsComment.parse(added.data);
    expect(comment).toMatchObject({
      newsId: id,
      content: '<img src=x onerror="alert(1)"> nice <b>update</b>\nsecond line',
      mine: true,
      repliesCount: 0,
    });
    const card = (await t.client().get<{ commentsCount: number }>(`/api/news/${id}`)).data;
    expect(card.commentsCount).toBe(1);

    const gm = await newSignedInPlayer(t, "en", { roles: ["player", "gm"] });
    const first = await gm.client.post("/api/addNewsReply", { commentId: comment.id, content: "Thanks!" });
    expect(newsReply.parse(first.data)).toMatchObject({ official: true, replyTo: null });
    const second = await author.client.post("/api/addNewsReply", {
      commentId: comment.id,
      parentReplyId: first.data && (first.data as { id: number }).id,
      content: "You're welcome",
    });
    expect(second.data).toMatchObject({ replyTo: { nickname: expect.any(String) }, official: false });

    const info = await t.client().get<{ comment: { repliesCount: number } }>("/api/newsReplyInfo", {
      commentId: String(comment.id),
    });
    expect(info.data.comment.repliesCount).toBe(2);
    const thread = await t.client().get<Page<{ content: string }>>("/api/newsRepliesList", {
      commentId: String(comment.id),
    });
    expect(thread.data.items.map((reply) => reply.content)).toEqual(["Thanks!", "You're welcome"]);
    const list = await t.client().get<Page<{ id: number; mine: boolean }>>("/api/newsComments", {
      newsId: String(id),
    });
    expect(list.data.items).toEqual([expect.objectContaining({ id: comment.id, mine: false })]);
  });

  test("40 comments and 40 replies written at once keep the article's and the comment's counts exact", async () => {
    const { id, comment } = await commentedArticle("Busy", "First");
    const players = await Promise.all(Array.from({ length: 40 }, () => newSignedInPlayer(t)));
    await Promise.all(
      players.flatMap(({ client }, index) => [
        client.post("/api/addNewsComment", { newsId: id, content: `Comment ${index}` }),
        client.post("/api/addNewsReply", { commentId: comment.id, content: `Reply ${index}` }),
      ]),
    );
    expect(await commentsCountOf(id)).toBe(41);
    const listed = await t.client().get<Page<unknown>>("/api/newsComments", { newsId: String(id) });
    expect(listed.data.total).toBe(41);
    const info = await t.client().get<{ comment: { repliesCount: number } }>("/api/newsReplyInfo", {
      commentId: String(comment.id),
    });
    expect(info.data.comment.repliesCount).toBe(40);
  });

  test("bad comments and replies are refused with the field named and change nothing", async () => {
    const id = await publish({ en: text("Strict") });
    const { client } = await newSignedInPlayer(t);
    const empty = await client.post<unknown>("/api/addNewsComment", { newsId: id, content: "   " });
    expect(empty).toMatchObject({ status: 400, code: 400, msg: expect.stringMatching(/comment/i) });
    const long = await client.post("/api/addNewsComment", { newsId: id, content: "x".repeat(501) });
    expect(long).toMatchObject({ status: 400, msg: expect.stringMatching(/500/) });
    const emojis = await client.post("/api/addNewsComment", { newsId: id, content: "🐉".repeat(500) });
    expect(emojis.code).toBe(200);
    expect(await client.post("/api/addNewsComment", { newsId: 999999, content: "hi" })).toMatchObject({
      status: 404,
      code: 4501,
    });
    expect(await t.client().post("/api/addNewsComment", { newsId: id, content: "hi" })).toMatchObject({
      status: 401,
    });
    const reply = await client.post("/api/addNewsReply", { commentId: 999999, content: "hi" });
    expect(reply).toMatchObject({ status: 404, code: 4502 });
    const comment = (emojis.data as { id: number }).id;
    const longReply = await client.post("/api/addNewsReply", {
      commentId: comment,
      content: "y".repeat(301),
    });
    expect(longReply).toMatchObject({ status: 400 });
    const strayParent = await client.post("/api/addNewsReply", {
      commentId: comment,
      parentReplyId: 999999,
      content: "hi",
    });
    expect(strayParent).toMatchObject({ status: 404, code: 4503 });
    expect(await commentsCountOf(id)).toBe(1);
    const unknown = await t.client().get("/api/newsComments", { newsId: "999999" });
    expect(unknown).toMatchObject({ status: 404, code: 4501 });
  });

  test("comment and reply likes are idempotent; reports are kept once with the text", async () => {
    const { id, author, comment } = await commentedArticle("Likes and reports", "Hi");
    const reply = (
      await author.client.post<{ id: number }>("/api/addNewsReply", { commentId: comment.id, content: "Yo" })
    ).data;
    const reader = await newSignedInPlayer(t);
    for (const [target, targetId] of [
      ["comment", comment.id],
      ["reply", reply.id],
    ] as const) {
      await reader.client.post("/api/newsLike", { target, id: targetId, liked: true });
      const again = await reader.client.post<{ likesCount: number }>("/api/newsLike", {
        target,
        id: targetId,
        liked: true,
      });
      expect(again.data.likesCount).toBe(1);
      const report = { target, id: targetId, reason: "spam", note: "ads" };
      expect((await reader.client.post("/api/reportNewsComment", report)).data).toEqual({ reported: true });
      expect((await reader.client.post("/api/reportNewsComment", report)).data).toEqual({ reported: true });
    }
    const reports = await t.database.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.userId, reader.id)));
    expect(reports.map((row) => [row.targetType, row.snapshot]).sort()).toEqual([
      ["newsComment", "Hi"],
      ["newsReply", "Yo"],
    ]);
    const listed = await reader.client.get<Page<{ liked: boolean; likesCount: number }>>(
      "/api/newsComments",
      {
        newsId: String(id),
      },
    );
    expect(listed.data.items[0]).toMatchObject({ liked: true, likesCount: 1 });
    expect(
      await reader.client.post("/api/reportNewsComment", { target: "comment", id: 999999, reason: "spam" }),
    ).toMatchObject({ status: 404, code: 4502 });
    expect(
      await reader.client.post("/api/reportNewsComment", {
        target: "comment",
        id: comment.id,
        reason: "hate",
      }),
    ).toMatchObject({ status: 400 });
  });
});
