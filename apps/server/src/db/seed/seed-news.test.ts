import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { media } from "../../db/schema/platform.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { news, videos } from "../schema/news.ts";
import { seedGames, seedPlayers } from "./seed.ts";
import { seedNews } from "./seed-news.ts";

let added: number;

const t = useTestApp();
beforeAll(async () => {
  await seedGames(t.database.db, { artwork: false });
  await seedPlayers(t.database.db);
  added = await seedNews(t.database.db, { artwork: false, now: t.clock.now });
});

type Page = { items: { title: string; commentsCount: number }[]; total: number; hasMore: boolean };

describe("demo news seed", () => {
  test("fills tabs, pages of news, notices and videos once; a second start adds nothing", async () => {
    expect(added).toBeGreaterThan(20);
    expect(await seedNews(t.database.db, { artwork: false })).toBe(0);
    const tabs = await t.client("th").get<{ name: string }[]>("/api/gameNewsCats");
    expect(tabs.data.map((tab) => tab.name)).toEqual(["ประกาศ", "กิจกรรม", "คู่มือ"]);
    const en = await t.client("en").get<Page>("/api/news");
    expect(en.data).toMatchObject({ hasMore: true });
    expect(en.data.items[0]).toMatchObject({ title: expect.stringMatching(/Frost Wyrm/), commentsCount: 1 });
    // the Chinese-only event is listed in Chinese (and through the fallback) but not in English
    const zhHant = await t.client("zh-hant").get<Page>("/api/news", { pageSize: "50" });
    expect(zhHant.data.total).toBe(en.data.total + 1);
    expect((await t.client("en").get<{ total: number }>("/api/sysNotice")).data.total).toBe(3);
  });

  test("article bodies are stored sanitized and the video files are small, local WebM", async () => {
    const rows = await t.database.db.select({ texts: news.texts }).from(news);
    for (const row of rows)
      for (const text of Object.values(row.texts))
        expect(text.body).not.toMatch(/<script|\son\w+=|javascript:/i);
    const files = await t.database.db
      .select({ type: media.contentType, size: media.bytes })
      .from(videos)
      .innerJoin(media, eq(media.id, videos.fileMediaId));
    expect(files.length).toBe(4);
    for (const file of files) {
      expect(file.type).toBe("video/webm");
      expect(file.size?.length).toBeLessThan(200 * 1024);
    }
    // the playable ones start with the WebM (EBML) signature; the damaged replay does not
    const playable = files.filter((file) =>
      file.size?.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
    );
    expect(playable.length).toBe(3);
  });
});
