import type {
  ConsoleNews,
  ConsoleNewsCategory,
  ConsoleTopic,
  ConsoleVideo,
} from "@portal/contracts/console/newsroom";
import { emptyTexts } from "@portal/contracts/console/texts";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { news, newsComments, videos } from "../../db/schema/news.ts";
import { topics } from "../../db/schema/topics.ts";
import { auditEntriesOf } from "../../testing/audit.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

/** Deleting news, videos and topics from the console: audited, versioned, gone for players. */

let editor: TestClient;
let categoryId: number;

const texts = (values: Partial<Record<string, string>>) => ({ ...emptyTexts(), ...values });
const now = () => t.clock.now.toISOString();
const deletesOf = async (action: string, id: number) => auditEntriesOf(t, { action, subjectId: id });
const rowsIn = async (table: typeof news | typeof videos | typeof topics, id: number) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.id, id)))[0]?.n ?? 0;

const t = useTestApp();
beforeAll(async () => {
  editor = (await signedInStaff(t, "contentEditor")).client;
  const made = await editor.post<{ items: ConsoleNewsCategory[] }>("/api/console/news-categories/create", {
    key: "delete-test",
    names: texts({ en: "Deletes" }),
  });
  categoryId = made.data.items.find((category) => category.key === "delete-test")?.id ?? 0;
});

const publishNews = async (title: string) =>
  (
    await editor.post<ConsoleNews>("/api/console/news/create", {
      categoryId,
      titles: texts({ en: title }),
      summaries: texts({ en: "Summary" }),
      bodies: texts({ en: "<p>Body</p>" }),
      coverMediaId: null,
      pinned: false,
      publishAt: now(),
    })
  ).data;

const publishVideo = async (title: string) =>
  (
    await editor.post<ConsoleVideo>("/api/console/videos/create", {
      titles: texts({ en: title }),
      gameId: null,
      hostedUrl: "https://video.example.com/embed/9",
      posterMediaId: null,
      durationSeconds: 30,
      pinned: true,
      publishAt: now(),
    })
  ).data;

const publishTopic = async (title: string) =>
  (
    await editor.post<ConsoleTopic>("/api/console/topics/create", {
      kind: "topic",
      gameId: null,
      titles: texts({ en: title }),
      summaries: texts({}),
      bodies: texts({ en: "<p>Body</p>" }),
      coverMediaId: null,
      startsAt: null,
      endsAt: null,
      pinned: false,
      publishAt: now(),
    })
  ).data;

describe("deleting from the newsroom", () => {
  test("a news article: a stale delete changes nothing; the delete is audited and players get 404", async () => {
    const item = await publishNews("To delete");
    const player = await newSignedInPlayer(t);
    const comment = await player.client.post("/api/addNewsComment", { newsId: item.id, content: "First!" });
    expect(comment.code).toBe(200);
    expect(await t.client().get(`/api/news/${item.id}`)).toMatchObject({ code: 200 });

    const stale = await editor.post("/api/console/news/delete", {
      newsId: item.id,
      version: item.version + 1,
    });
    expect(stale).toMatchObject({ status: 409, code: 5110 });
    expect(await rowsIn(news, item.id)).toBe(1);
    expect(await deletesOf("news.delete", item.id)).toHaveLength(0);

    const deleted = await editor.post("/api/console/news/delete", { newsId: item.id, version: item.version });
    expect(deleted).toMatchObject({ code: 200, data: { id: item.id } });
    expect(await t.client().get(`/api/news/${item.id}`)).toMatchObject({ status: 404, code: 4501 });
    const listed = await t.client().get<{ items: { id: number }[] }>("/api/news", {
      categoryId: String(categoryId),
    });
    expect(listed.data.items.map((card) => card.id)).not.toContain(item.id);
    const comments = await t.database.db.select().from(newsComments).where(eq(newsComments.newsId, item.id));
    expect(comments).toHaveLength(0);

    const [entry] = await deletesOf("news.delete", item.id);
    expect(entry).toMatchObject({ subjectType: "news", after: null, before: { id: item.id } });
    expect((entry?.before as ConsoleNews | undefined)?.titles.en).toBe("To delete");

    const again = await editor.post("/api/console/news/delete", { newsId: item.id, version: item.version });
    expect(again).toMatchObject({ status: 404, code: 4501 });
  });

  test("a video leaves the video zone", async () => {
    const video = await publishVideo("Old trailer");
    const zone = async () =>
      (
        await t.client().get<{ items: { id: number }[] }>("/api/videoList", { pageSize: "50" })
      ).data.items.map((item) => item.id);
    expect(await zone()).toContain(video.id);
    const deleted = await editor.post("/api/console/videos/delete", {
      videoId: video.id,
      version: video.version,
    });
    expect(deleted).toMatchObject({ code: 200 });
    expect(await zone()).not.toContain(video.id);
    expect(await deletesOf("video.delete", video.id)).toHaveLength(1);
  });

  test("a topic's page is not found and it leaves the activity list", async () => {
    const topic = await publishTopic("Old topic");
    const detail = () => t.client().get("/api/appTopicDetail", { topicId: String(topic.id) });
    const listed = async () =>
      (await t.client().get<{ topics: { id: number }[] }>("/api/activity")).data.topics.map(
        (item) => item.id,
      );
    expect(await detail()).toMatchObject({ code: 200 });
    expect(await listed()).toContain(topic.id);
    const deleted = await editor.post("/api/console/topics/delete", {
      topicId: topic.id,
      version: topic.version,
    });
    expect(deleted).toMatchObject({ code: 200 });
    expect(await detail()).toMatchObject({ status: 404, code: 5300 });
    expect(await listed()).not.toContain(topic.id);
    expect(await deletesOf("topic.delete", topic.id)).toHaveLength(1);
  });

  test("bad input and an unknown item are refused with a message, deleting nothing", async () => {
    const video = await publishVideo("Kept");
    for (const body of [{ videoId: "first", version: video.version }, { videoId: video.id }]) {
      const answer = await editor.post<unknown>("/api/console/videos/delete", body);
      expect(answer).toMatchObject({ status: 400 });
      expect(answer.msg).toMatch(/\S/);
      expect(answer.msg).not.toMatch(/^validation:/);
    }
    expect(await editor.post("/api/console/videos/delete", { videoId: 999_999, version: 1 })).toMatchObject({
      status: 404,
      code: 5298,
    });
    expect(await rowsIn(videos, video.id)).toBe(1);
  });

  test("only the content permission deletes", async () => {
    const topic = await publishTopic("Guarded");
    const moderator = (await signedInStaff(t, "communityModerator")).client;
    const denied = await moderator.post("/api/console/topics/delete", {
      topicId: topic.id,
      version: topic.version,
    });
    expect(denied).toMatchObject({ status: 403 });
    expect(await rowsIn(topics, topic.id)).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("deletes at once on PostgreSQL", () => {
  test("of many deletes of one item, exactly one succeeds and one audit entry is written", async () => {
    const item = await publishNews("Raced delete");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        editor.post("/api/console/news/delete", { newsId: item.id, version: item.version }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 4501 || answer.code === 5110)).toHaveLength(9);
    expect(await deletesOf("news.delete", item.id)).toHaveLength(1);
    expect(await rowsIn(news, item.id)).toBe(0);
  });
});
