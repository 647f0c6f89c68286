import type {
  ConsoleHomeNotice,
  ConsoleNews,
  ConsoleNewsCategory,
  ConsoleTopic,
  ConsoleVideo,
  NewsForm,
  TopicForm,
  VideoForm,
} from "@portal/contracts/console/newsroom";
import { emptyTexts } from "@portal/contracts/console/texts";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { news } from "../../db/schema/news.ts";
import { auditCount, auditEntriesOf } from "../../testing/audit.ts";
import { inChineseConsole } from "../../testing/console-language.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let editor: TestClient;
let categoryId: number;

const MINUTE = 60 * 1000;
const texts = (values: Partial<Record<string, string>>) => ({ ...emptyTexts(), ...values });
const allLanguages = (text: string) =>
  Object.fromEntries(Object.keys(emptyTexts()).map((language) => [language, `${text} ${language}`]));
const inMinutes = (minutes: number) => new Date(t.clock.now.getTime() + minutes * MINUTE).toISOString();
const now = () => t.clock.now.toISOString();

const t = useTestApp();
beforeAll(async () => {
  editor = (await signedInStaff(t, "contentEditor")).client;
  const made = await editor.post<{ items: ConsoleNewsCategory[] }>("/api/console/news-categories/create", {
    key: "newsroom-test",
    names: texts({ en: "Tests", zh: "测试" }),
  });
  expect(made).toMatchObject({ code: 200 });
  categoryId = made.data.items.find((category) => category.key === "newsroom-test")?.id ?? 0;
});

function article(title: string, overrides: Partial<NewsForm> = {}): NewsForm {
  return {
    categoryId,
    titles: texts({ en: title, zh: `${title} 中文` }),
    summaries: texts({ en: "Summary" }),
    bodies: texts({ en: "<p>English <strong>bold</strong></p>", zh: "<p>中文 <strong>加粗</strong></p>" }),
    coverMediaId: null,
    pinned: false,
    publishAt: null,
    ...overrides,
  };
}
const createNews = (body: NewsForm, client = editor) =>
  client.post<ConsoleNews>("/api/console/news/create", body);
const updateNews = (item: ConsoleNews, changes: Partial<NewsForm>) =>
  editor.post<ConsoleNews>("/api/console/news/update", {
    ...article(item.titles.en),
    ...changes,
    newsId: item.id,
    version: item.version,
  });
const playerReads = (id: number, language: "en" | "zh" = "en") =>
  t.client(language).get<{ title: string; body: string }>(`/api/news/${id}`);
const playerLists = async (language: "en" | "zh" = "en") =>
  (
    await t.client(language).get<{ items: { id: number }[] }>("/api/news", { categoryId: String(categoryId) })
  ).data.items.map((card) => card.id);

describe("news in the console", () => {
  test("a draft never reaches players; scheduled, it shows from its time on", async () => {
    const draft = await createNews(article("Drafted"));
    expect(draft).toMatchObject({ code: 200, data: { state: "draft", version: 1 } });
    expect(await playerReads(draft.data.id)).toMatchObject({ status: 404 });
    expect(await playerLists()).not.toContain(draft.data.id);

    const scheduled = await updateNews(draft.data, { publishAt: inMinutes(10) });
    expect(scheduled).toMatchObject({ code: 200, data: { state: "scheduled", version: 2 } });
    expect(await playerReads(draft.data.id)).toMatchObject({ status: 404 });
    expect(await playerLists()).not.toContain(draft.data.id);
    const search = await t
      .client()
      .get<{ items: { id: number }[] }>("/api/search", { q: "Drafted", type: "news" });
    expect(JSON.stringify(search.data ?? {})).not.toContain("Drafted");

    t.clock.advance(10 * MINUTE);
    t.deps.publicCache.invalidate("");
    expect(await playerReads(draft.data.id, "zh")).toMatchObject({
      code: 200,
      data: { title: "Drafted 中文" },
    });
    expect(await playerLists()).toContain(draft.data.id);
  });

  test("the sanitizer is applied on save: a script never survives, bold does", async () => {
    const created = await createNews(
      article("Hostile", {
        publishAt: now(),
        bodies: texts({
          en: '<p><strong onclick="steal()">Bold</strong><script>alert(1)</script><img src="javascript:x"><a href="javascript:alert(2)">link</a></p>',
        }),
      }),
    );
    expect(created).toMatchObject({ code: 200 });
    const [row] = await t.database.db.select().from(news).where(eq(news.id, created.data.id));
    const stored = row?.texts.en?.body ?? "";
    expect(stored).toContain("<strong>Bold</strong>");
    expect(stored).not.toMatch(/script|onclick|javascript/i);
    const read = await playerReads(created.data.id);
    expect(read.data.body).toContain("<strong>Bold</strong>");
    expect(read.data.body).not.toMatch(/script|alert/i);
  });

  test("pinned articles come first for players", async () => {
    const older = await createNews(article("Pinned old", { publishAt: inMinutes(-60), pinned: true }));
    const newer = await createNews(article("Fresh", { publishAt: now() }));
    const listed = await playerLists();
    expect(listed.indexOf(older.data.id)).toBeLessThan(listed.indexOf(newer.data.id));
    expect(listed[0]).toBe(older.data.id);
  });

  test("a stale edit is refused with a message and changes nothing", async () => {
    const created = await createNews(article("Contested"));
    expect(await updateNews(created.data, { titles: texts({ en: "First" }) })).toMatchObject({ code: 200 });
    const audits = await auditCount(t);
    const stale = await updateNews(created.data, { titles: texts({ en: "Second" }) });
    expect(stale).toMatchObject({ status: 409, code: 5110, msg: expect.stringContaining("Reload") });
    const read = await editor.get<ConsoleNews>("/api/console/news/detail", {
      newsId: String(created.data.id),
    });
    expect(read.data.titles.en).toBe("First");
    expect(await auditCount(t)).toBe(audits);
  });

  test("every save is audited with before and after", async () => {
    const created = await createNews(article("Audited"));
    await updateNews(created.data, { titles: texts({ en: "Audited again" }) });
    const entries = await auditEntriesOf(t, { subjectId: created.data.id });
    const mine = entries.filter((entry) => entry.subjectType === "news");
    expect(mine.map((entry) => entry.action)).toEqual(["news.create", "news.update"]);
    expect(mine[1]?.before).toMatchObject({ titles: { en: "Audited" } });
    expect(mine[1]?.after).toMatchObject({ titles: { en: "Audited again" } });
  });

  test("bad input gets a localized message and changes nothing", async () => {
    const zh = inChineseConsole(t, editor);
    const before = (await t.database.db.select({ n: count() }).from(news))[0]?.n;
    const audits = await auditCount(t);
    const noEnglish = await createNews(article("x", { titles: texts({ zh: "只有中文" }) }), zh);
    expect(noEnglish).toMatchObject({ status: 400 });
    expect(noEnglish.msg).toContain("英文");
    const tooLong = await createNews(article("x", { bodies: texts({ en: "x".repeat(20001) }) }));
    expect(tooLong).toMatchObject({ status: 400 });
    const noCategory = await createNews(article("x", { categoryId: 999_999 }));
    expect(noCategory).toMatchObject({ status: 404, code: 5295, msg: "News category not found" });
    const unknownImage = await createNews(article("x", { coverMediaId: 999_999 }));
    expect(unknownImage).toMatchObject({ status: 400, code: 5182 });
    expect((await t.database.db.select({ n: count() }).from(news))[0]?.n).toBe(before);
    expect(await auditCount(t)).toBe(audits);
  });

  test("the list filters by category, state and missing translations", async () => {
    const complete = await createNews(
      article("Complete", {
        titles: allLanguages("Title") as NewsForm["titles"],
        bodies: allLanguages("Body") as NewsForm["bodies"],
        publishAt: now(),
      }),
    );
    const partial = await createNews(article("Partial"));
    const list = (query: Record<string, string>) =>
      editor.get<{ items: { id: number }[] }>("/api/console/news", {
        pageSize: "50",
        categoryId: String(categoryId),
        ...query,
      });
    const missing = (await list({ missing: "true" })).data.items.map((item) => item.id);
    expect(missing).toContain(partial.data.id);
    expect(missing).not.toContain(complete.data.id);
    const drafts = (await list({ state: "draft" })).data.items.map((item) => item.id);
    expect(drafts).toContain(partial.data.id);
    expect(drafts).not.toContain(complete.data.id);
  });

  test("categories are added, renamed (stale refused) and ordered", async () => {
    const taken = await editor.post("/api/console/news-categories/create", {
      key: "newsroom-test",
      names: texts({ en: "Again" }),
    });
    expect(taken).toMatchObject({ status: 409, code: 5296 });
    const made = await editor.post<{ items: ConsoleNewsCategory[] }>("/api/console/news-categories/create", {
      key: "newsroom-second",
      names: texts({ en: "Second" }),
    });
    const second = made.data.items.find((category) => category.key === "newsroom-second");
    if (!second) throw new Error("category not created");
    const rename = (version: number, en: string) =>
      editor.post<{ items: ConsoleNewsCategory[] }>("/api/console/news-categories/rename", {
        categoryId: second.id,
        version,
        names: texts({ en }),
      });
    expect(await rename(second.version, "Renamed")).toMatchObject({ code: 200 });
    expect(await rename(second.version, "Stale")).toMatchObject({ status: 409, code: 5110 });
    const ordered = await editor.post<{ items: ConsoleNewsCategory[] }>(
      "/api/console/news-categories/order",
      {
        places: made.data.items.map((category) => ({
          categoryId: category.id,
          sortOrder: category.id === second.id ? 0 : category.sortOrder + 1,
        })),
      },
    );
    expect(ordered.data.items[0]).toMatchObject({ id: second.id, names: { en: "Renamed" } });
    const tabs = await t.client().get<{ key: string; name: string }[]>("/api/gameNewsCats");
    expect(tabs.data[0]).toMatchObject({ key: "newsroom-second", name: "Renamed" });
  });
});

describe("home notices and videos", () => {
  const notice = (title: string, overrides: Record<string, unknown> = {}) => ({
    titles: texts({ en: title, zh: `${title} 中文` }),
    bodies: texts({ en: "Body" }),
    imageMediaId: null,
    link: "/game/1",
    startsAt: inMinutes(-1),
    endsAt: inMinutes(60),
    pinned: false,
    ...overrides,
  });

  test("a pinned running notice pops up first; a stale delete is refused", async () => {
    const pinned = await editor.post<ConsoleHomeNotice>(
      "/api/console/home-notices/create",
      notice("Pinned", { pinned: true }),
    );
    expect(pinned).toMatchObject({ code: 200, data: { running: true, pinned: true } });
    const later = await editor.post<ConsoleHomeNotice>("/api/console/home-notices/create", notice("Later"));
    expect(later).toMatchObject({ code: 200 });
    const shown = await t.client("zh").get<{ title: string }>("/api/alertWin");
    expect(shown.data).toMatchObject({ title: "Pinned 中文" });

    const backwards = await editor.post(
      "/api/console/home-notices/create",
      notice("Bad", { endsAt: inMinutes(-5) }),
    );
    expect(backwards).toMatchObject({ status: 400 });
    const edited = await editor.post<ConsoleHomeNotice>("/api/console/home-notices/update", {
      ...notice("Pinned edited", { pinned: true }),
      noticeId: pinned.data.id,
      version: pinned.data.version,
    });
    expect(edited).toMatchObject({ code: 200, data: { version: 2 } });
    const stale = await editor.post("/api/console/home-notices/delete", {
      noticeId: pinned.data.id,
      version: 1,
    });
    expect(stale).toMatchObject({ status: 409, code: 5110 });
    const deleted = await editor.post<{ items: ConsoleHomeNotice[] }>("/api/console/home-notices/delete", {
      noticeId: pinned.data.id,
      version: 2,
    });
    expect(deleted.data.items.map((item) => item.id)).not.toContain(pinned.data.id);
    expect((await t.client().get<{ title: string }>("/api/alertWin")).data).toMatchObject({ title: "Later" });
  });

  test("videos: drafts stay hidden; a hosted video needs its address", async () => {
    const video = (overrides: Partial<VideoForm> = {}): VideoForm => ({
      titles: texts({ en: "Trailer" }),
      gameId: null,
      hostedUrl: "https://video.example.com/embed/1",
      posterMediaId: null,
      durationSeconds: 90,
      pinned: false,
      publishAt: null,
      ...overrides,
    });
    const noSource = await editor.post("/api/console/videos/create", video({ hostedUrl: "" }));
    expect(noSource).toMatchObject({ status: 400, code: 5299 });
    const created = await editor.post<ConsoleVideo>("/api/console/videos/create", video());
    expect(created).toMatchObject({ code: 200, data: { kind: "frame", state: "draft" } });
    const listed = async () =>
      (
        await t.client().get<{ items: { id: number }[] }>("/api/videoList", { pageSize: "50" })
      ).data.items.map((item) => item.id);
    expect(await listed()).not.toContain(created.data.id);
    const published = await editor.post<ConsoleVideo>("/api/console/videos/update", {
      ...video({ publishAt: now(), pinned: true }),
      videoId: created.data.id,
      version: created.data.version,
    });
    expect(published).toMatchObject({ code: 200, data: { state: "published" } });
    expect((await listed())[0]).toBe(created.data.id);
  });
});

describe("topics and events", () => {
  const topic = (title: string, overrides: Partial<TopicForm> = {}): TopicForm => ({
    kind: "topic",
    gameId: null,
    titles: texts({ en: title, zh: `${title} 中文` }),
    summaries: texts({ en: "Summary" }),
    bodies: texts({ en: "<p>Body</p>", zh: "<p><b>加粗</b><script>alert(1)</script></p>" }),
    coverMediaId: null,
    startsAt: null,
    endsAt: null,
    pinned: false,
    publishAt: null,
    ...overrides,
  });
  const create = (body: TopicForm) => editor.post<ConsoleTopic>("/api/console/topics/create", body);
  const detail = (id: number, language: "en" | "zh" = "en") =>
    t
      .client(language)
      .get<{ title: string; body: string; kind: string }>("/api/appTopicDetail", { topicId: String(id) });
  const activity = async () =>
    (await t.client().get<{ events: { id: number }[]; topics: { id: number }[] }>("/api/activity")).data;

  test("a draft topic is not found; published, players read it sanitized", async () => {
    const draft = await create(topic("Topic"));
    expect(draft).toMatchObject({ code: 200, data: { state: "draft" } });
    expect(await detail(draft.data.id)).toMatchObject({ status: 404, code: 5300 });
    const published = await editor.post<ConsoleTopic>("/api/console/topics/update", {
      ...topic("Topic", { publishAt: now() }),
      topicId: draft.data.id,
      version: draft.data.version,
    });
    expect(published).toMatchObject({ code: 200, data: { state: "published", version: 2 } });
    const read = await detail(draft.data.id, "zh");
    expect(read).toMatchObject({ code: 200, data: { title: "Topic 中文", kind: "topic" } });
    expect(read.data.body).toContain("<b>加粗</b>");
    expect(read.data.body).not.toContain("script");
    expect((await activity()).topics.map((item) => item.id)).toContain(draft.data.id);
  });

  test("events are listed only inside their window; an unknown game is refused", async () => {
    const running = await create(
      topic("Running", { kind: "event", publishAt: now(), startsAt: inMinutes(-5), endsAt: inMinutes(60) }),
    );
    const future = await create(
      topic("Future", { kind: "event", publishAt: now(), startsAt: inMinutes(30) }),
    );
    const listed = (await activity()).events.map((item) => item.id);
    expect(listed).toContain(running.data.id);
    expect(listed).not.toContain(future.data.id);
    expect(await detail(future.data.id)).toMatchObject({ code: 200, data: { kind: "event" } });
    expect(await create(topic("No game", { gameId: 999_999 }))).toMatchObject({ status: 404, code: 4041 });
  });
});

describe("permissions", () => {
  test("a moderator may not edit the newsroom", async () => {
    const moderator = (await signedInStaff(t, "communityModerator")).client;
    expect(await moderator.get("/api/console/news", {})).toMatchObject({ status: 403 });
    expect(await moderator.post("/api/console/news/create", article("Nope"))).toMatchObject({ status: 403 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("at once on PostgreSQL", () => {
  test("of many edits made from the same version, exactly one is saved", async () => {
    const created = await createNews(article("Raced"));
    const audits = await auditCount(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => updateNews(created.data, { titles: texts({ en: `Edit ${i}` }) })),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 5110)).toHaveLength(11);
    expect(await auditCount(t)).toBe(audits + 1);
  });
});
