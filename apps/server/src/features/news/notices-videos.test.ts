import { paged } from "@portal/contracts/paging";
import { videoCard } from "@portal/contracts/videos";
import { beforeAll, describe, expect, test } from "vitest";
import { systemNotices, videos } from "../../db/schema/news.ts";
import { media } from "../../db/schema/platform.ts";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let ids: Map<string, number>;
let noticeIds: number[];

type NoticePage = { items: { id: number; title: string; read: boolean }[]; total: number; unread: number };

const t = useTestApp();
beforeAll(async () => {
  ids = await seedTestGames(t);
  const at = (days: number) => new Date(t.clock.now.getTime() - days * 86_400_000);
  const rows = await t.database.db
    .insert(systemNotices)
    .values([
      {
        texts: { en: { title: "Maintenance", body: "Tuesday" }, zh: { title: "维护", body: "周二" } },
        publishedAt: at(1),
      },
      { texts: { en: { title: "Privacy", body: "New terms" } }, publishedAt: at(2) },
      { texts: { zh: { title: "春节", body: "仅中文" } }, publishedAt: at(3) },
      { texts: { en: { title: "Tomorrow", body: "Not yet" } }, publishedAt: at(-1) },
    ])
    .returning({ id: systemNotices.id });
  noticeIds = rows.map((row) => row.id);
});

describe("system notices", () => {
  test("a visitor sees published notices in their language, without read state", async () => {
    const en = await t.client("en").get<NoticePage>("/api/sysNotice");
    expect(en.data.items.map((item) => item.title)).toEqual(["Maintenance", "Privacy"]);
    expect(en.data).toMatchObject({ total: 2, unread: 0 });
    expect(en.data.items.every((item) => item.read === false)).toBe(true);
    const hant = await t.client("zh-hant").get<NoticePage>("/api/sysNotice");
    expect(hant.data.items.map((item) => item.title)).toEqual(["维护", "Privacy", "春节"]);
    expect(await t.client().post("/api/sysNoticeRead", { noticeId: noticeIds[0] })).toMatchObject({
      status: 401,
    });
  });

  test("a player's read state is kept per player; reading again changes nothing", async () => {
    const one = await newSignedInPlayer(t);
    const other = await newSignedInPlayer(t);
    expect((await one.client.get<NoticePage>("/api/sysNotice")).data.unread).toBe(2);
    const read = await one.client.post<{ unread: number }>("/api/sysNoticeRead", { noticeId: noticeIds[0] });
    expect(read.data).toEqual({ unread: 1 });
    expect(
      (await one.client.post<{ unread: number }>("/api/sysNoticeRead", { noticeId: noticeIds[0] })).data,
    ).toEqual({ unread: 1 });
    const mine = await one.client.get<NoticePage>("/api/sysNotice");
    expect(mine.data.items.map((item) => [item.title, item.read])).toEqual([
      ["Maintenance", true],
      ["Privacy", false],
    ]);
    expect((await other.client.get<NoticePage>("/api/sysNotice")).data.unread).toBe(2);
    expect(await one.client.post("/api/sysNoticeRead", { noticeId: noticeIds[3] })).toMatchObject({
      status: 404,
      code: 4504,
    });
    expect((await one.client.post<{ unread: number }>("/api/sysNoticeRead", {})).data).toEqual({ unread: 0 });
  });
});

describe("video zone", () => {
  test("lists file and hosted videos with poster, title, duration and game, in the player's language", async () => {
    const [file] = await t.database.db
      .insert(media)
      .values({ contentType: "video/webm", bytes: Buffer.from("webm") })
      .returning({ id: media.id });
    const at = (days: number) => new Date(t.clock.now.getTime() - days * 86_400_000);
    await t.database.db.insert(videos).values([
      {
        titles: { en: "Trailer", zh: "预告" },
        gameId: idOf(ids, "dragon-realm"),
        kind: "file",
        fileMediaId: file?.id,
        durationSeconds: 3,
        publishedAt: at(1),
      },
      {
        titles: { en: "Hosted" },
        kind: "frame",
        hostedUrl: "https://www.youtube.com/watch?v=abc",
        durationSeconds: 61,
        publishedAt: at(2),
      },
      {
        titles: { zh: "仅中文" },
        kind: "frame",
        hostedUrl: "https://vimeo.com/1",
        durationSeconds: 5,
        publishedAt: at(3),
      },
    ]);
    const answer = await t.client("en").get("/api/videoList");
    const page = paged(videoCard).parse(answer.data);
    expect(page.items).toEqual([
      expect.objectContaining({
        title: "Trailer",
        kind: "file",
        url: `/api/media/${file?.id}`,
        durationSeconds: 3,
        game: { appId: idOf(ids, "dragon-realm"), name: "Dragon Realm" },
      }),
      expect.objectContaining({
        title: "Hosted",
        kind: "frame",
        url: "https://www.youtube.com/watch?v=abc",
        game: null,
      }),
    ]);
    const zh = await t.client("zh").get<{ items: { title: string }[] }>("/api/videoList");
    expect(zh.data.items.map((item) => item.title)).toEqual(["预告", "Hosted", "仅中文"]);
  });
});
