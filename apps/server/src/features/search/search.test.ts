import { search as searchRoute } from "@portal/contracts/search";
import { eq, type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { posts } from "../../db/schema/forums.ts";
import { games } from "../../db/schema/games.ts";
import { newsCategories } from "../../db/schema/news.ts";
import { addGame } from "../../testing/games.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { seedTestBoards } from "../forums/forum-test-setup.ts";
import { publishNews } from "../news/news.service.ts";
import {
  newsHits,
  pageQuery,
  phraseKeys,
  postHits,
  RECENT_ROWS,
  searchNews,
  searchPosts,
} from "./search.repository.ts";

let forumId: number;
let authorId: number;
let categoryId: number;

type Answer = {
  items: { id: number; title: { text: string; marks: [number, number][] } }[];
  nextCursor: string | null;
  hasMore: boolean;
};

const t = useTestApp();
beforeAll(async () => {
  ({ discussion: forumId } = await seedTestBoards(t));
  authorId = (await newSignedInPlayer(t)).id;
  const [category] = await t.database.db
    .insert(newsCategories)
    .values({ key: "search-news", names: { en: "News" } })
    .returning({ id: newsCategories.id });
  categoryId = category?.id ?? 0;
});

async function addPost(title: string, body = "", language = "en") {
  const [row] = await t.database.db
    .insert(posts)
    .values({ forumId, userId: authorId, title, body, language })
    .returning({ id: posts.id });
  return row?.id ?? 0;
}

async function publish(
  texts: Record<string, { title: string; summary: string; body: string }>,
  delayMs = -1000,
) {
  const row = await publishNews(t.database.db, {
    categoryId,
    gameId: null,
    texts,
    publishedAt: new Date(t.clock.now.getTime() + delayMs),
  });
  return row.id;
}

async function find(client: TestClient, query: Record<string, string>) {
  const answer = await client.get<Answer>("/api/search", query);
  if (answer.code === 200) searchRoute.data.parse(answer.data);
  return answer;
}

const ids = (answer: { data: Answer }) => answer.data.items.map((item) => item.id);

describe("search across games, news and forum posts", () => {
  test("finds Chinese and Thai titles by a piece of the title, with the match marked", async () => {
    const chinese = await addGame(t, {
      slug: "dragon-city-zh",
      names: { zh: "龙城传说", en: "Dragon City Legend" },
    });
    const thai = await addPost("มหาสงครามแห่งทะเลทราย", "ใครเล่นด่านนี้ผ่านบ้าง");
    const client = t.client("zh");
    const games = await find(client, { q: "城传", kind: "games" });
    expect(ids(games)).toEqual([chinese]);
    expect(games.data.items[0]?.title).toEqual({ text: "龙城传说", marks: [[1, 3]] });

    const posts = await find(t.client("th"), { q: "สงคราม", kind: "posts" });
    expect(ids(posts)).toEqual([thai]);
    expect(posts.data.items[0]?.title.marks).toEqual([[3, 9]]);

    const newsId = await publish({
      th: { title: "อัปเดตฤดูกาลใหม่", summary: "สรุป", body: "<p>รายละเอียด</p>" },
    });
    const found = await find(t.client("th"), { q: "ฤดูกาล", kind: "news" });
    expect(ids(found)).toEqual([newsId]);
  });

  test("ranks a title match above a match in the text, and an exact title first", async () => {
    const inBody = await addPost("Weekly notes", "the lighthouse puzzle is hard");
    const inTitle = await addPost("Lighthouse puzzle tips", "read on");
    const exact = await addPost("Lighthouse", "");
    const words = await addPost("Puzzle corner", "a lighthouse? no, a puzzle");
    const answer = await find(t.client(), { q: "lighthouse puzzle", kind: "posts" });
    expect(ids(answer)).toEqual([inTitle, inBody, words]);
    const single = await find(t.client(), { q: "LIGHTHOUSE", kind: "posts" });
    expect(ids(single).slice(0, 2)).toEqual([exact, inTitle]);
    // a word's start finds it as the player types ("lightho…")
    const typing = ids(await find(t.client(), { q: "lightho puzz", kind: "posts" }));
    expect(typing.sort()).toEqual([inBody, inTitle, words].sort());
  });

  test("pages by cursor without repeating or skipping a hit, even when posts are added between pages", async () => {
    const written: number[] = [];
    for (let i = 0; i < 23; i++)
      written.push(await addPost(i % 3 ? `Marsh ${i}` : `Notes ${i}`, "through the marsh"));
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: Awaited<ReturnType<typeof find>> = await find(t.client(), {
        q: "marsh",
        kind: "posts",
        pageSize: "5",
        ...(cursor ? { cursor } : {}),
      });
      expect(answer.code).toBe(200);
      seen.push(...ids(answer));
      cursor = answer.data.nextCursor;
      expect(answer.data.hasMore).toBe(cursor !== null);
      if (pages === 0) await addPost("Marsh latecomer", "marsh");
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(written);
    const titled = written.filter((_, i) => i % 3 !== 0);
    expect(seen.slice(0, titled.length)).toEqual([...titled].reverse());
  });

  test("never finds a draft or scheduled game", async () => {
    const game = await addGame(t, { slug: "basalt-draft", names: { en: "Basalt Keep" } });
    expect(ids(await find(t.client(), { q: "basalt", kind: "games" }))).toEqual([game]);
    await t.database.db.update(games).set({ publishAt: null }).where(eq(games.id, game));
    expect(ids(await find(t.client(), { q: "basalt", kind: "games" }))).toEqual([]);
    await t.database.db
      .update(games)
      .set({ publishAt: new Date(t.clock.now.getTime() + 60_000) })
      .where(eq(games.id, game));
    expect(ids(await find(t.client(), { q: "basalt", kind: "games" }))).toEqual([]);
    t.clock.advance(61_000);
    expect(ids(await find(t.client(), { q: "basalt", kind: "games" }))).toEqual([game]);
  });

  test("never finds scheduled news, news outside the player's languages, or hidden or deleted posts", async () => {
    const later = await publish({ en: { title: "Quartz festival", summary: "", body: "" } }, 60_000);
    const vietnameseOnly = await publish({ vi: { title: "Quartz lễ hội", summary: "", body: "" } });
    const shown = await publish({ en: { title: "Quartz results", summary: "", body: "<b>quartz</b>" } });
    expect(ids(await find(t.client(), { q: "quartz", kind: "news" }))).toEqual([shown]);
    expect(ids(await find(t.client("vi"), { q: "quartz", kind: "news" })).sort()).toEqual(
      [vietnameseOnly, shown].sort(),
    );
    t.clock.advance(61_000);
    expect(ids(await find(t.client(), { q: "quartz", kind: "news" }))).toContain(later);

    const post = await addPost("Obsidian trade", "");
    expect(ids(await find(t.client(), { q: "obsidian", kind: "posts" }))).toEqual([post]);
    await t.database.db.update(posts).set({ hiddenAt: t.clock.now }).where(eq(posts.id, post));
    expect(ids(await find(t.client(), { q: "obsidian", kind: "posts" }))).toEqual([]);
    await t.database.db
      .update(posts)
      .set({ hiddenAt: null, deletedAt: t.clock.now })
      .where(eq(posts.id, post));
    expect(ids(await find(t.client(), { q: "obsidian", kind: "posts" }))).toEqual([]);
  });

  test("marks in news come from the article's plain text, never its HTML", async () => {
    await publish({
      en: { title: "Amber <i>road</i>", summary: "", body: '<p onclick="x">amber &amp; gold</p>' },
    });
    const answer = await t
      .client()
      .get<{ items: { title: { text: string }; snippet: { text: string; marks: [number, number][] } }[] }>(
        "/api/search",
        { q: "amber", kind: "news" },
      );
    const hit = answer.data.items[0];
    expect(hit?.snippet.text).not.toContain("<");
    expect(hit?.snippet.text).toContain("amber & gold");
  });
});

describe("search input", () => {
  const hostile = [
    ["' OR 1=1; DROP TABLE posts; --", 200],
    ["%_\\.*+?^$(){}|[]", 200],
    ["(a|b)*c{2,}", 200],
  ] as const;

  test.each(hostile)("SQL and regex characters are searched literally: %s", async (q, status) => {
    const before = await t.database.db.$count(posts);
    const answer = await find(t.client(), { q, kind: "posts" });
    expect(answer.status).toBe(status);
    expect(answer.data.items).toEqual([]);
    expect(await t.database.db.$count(posts)).toBe(before);
  });

  test("punctuation only answers an empty page", async () => {
    const answer = await find(t.client(), { q: "?!…。", kind: "news" });
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({ items: [], nextCursor: null, hasMore: false });
  });

  test.each([
    ["empty", { q: "   ", kind: "posts" }, "Search: cannot be empty"],
    ["one character", { q: "a", kind: "posts" }, "Search: type at least 2 characters"],
    ["10,000 characters", { q: "a".repeat(10_000), kind: "posts" }, "Search: at most 100 characters"],
    ["a NUL byte", { q: "ab\u0000cd", kind: "posts" }, "contains control characters"],
    ["an unknown kind", { q: "dragon", kind: "users" }, "Kind: invalid value"],
    ["a made-up cursor", { q: "dragon", kind: "games", cursor: "1;select" }, "Page position: invalid value"],
  ])("%s is refused with a clear message", async (_, query, message) => {
    const answer = await t.client().get("/api/search", query);
    expect(answer.status).toBe(400);
    expect(answer.msg).toContain(message);
  });

  test("the message is in the player's language", async () => {
    const answer = await t.client("th").get("/api/search", { q: "ก", kind: "posts" });
    expect(answer.msg).toContain("พิมพ์อย่างน้อย 2 ตัวอักษร");
  });
});

describe("common words (more hits than the first pass ranks)", () => {
  /** Every hit ranked: the order a page must follow, whatever pass found it. */
  async function everyHitRanked(q: string) {
    const page = { q, limit: 100_000 };
    const rows = (await t.database.db.execute(pageQuery(postHits(page), page))).rows;
    return rows.map((row) => Number(row.id));
  }

  async function walk(q: string, pages: number) {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < pages; page++) {
      const answer: Awaited<ReturnType<typeof find>> = await find(t.client(), {
        q,
        kind: "posts",
        pageSize: "20",
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...ids(answer));
      cursor = answer.data.nextCursor;
      if (!cursor) break;
    }
    return seen;
  }

  test("old best matches still come first, and every page follows the full ranking", async () => {
    const exact = await addPost("Ember", "an old post");
    const cinders = [await addPost("Cinder cone", ""), await addPost("Cinder path", "")];
    const oldPhrase = await addPost("Winter notes", "a long road of ash ember and smoke");
    const chinese = await addPost("龙城传说", "");
    await t.database.db.execute(sql`insert into ${posts} (forum_id, user_id, title, body, language)
      select ${forumId}, ${authorId},
        case n % 4 when 0 then 'Ember run ' || n when 1 then 'Notes ' || n
                   when 2 then 'Deep cinder vault ' || n else 'Ash ' || n end,
        case n % 4 when 0 then '龙城传说攻略' when 1 then 'ember and ash' when 3 then 'the cinder cone, ash and ember' else '' end,
        'en'
      from generate_series(1, ${RECENT_ROWS + 200}::int) n`);

    for (const q of ["ember", "cinder", "ember run", "ash", "ash ember", "cinder cone", "城传"]) {
      const ranked = await everyHitRanked(q);
      expect(ranked.length).toBeGreaterThan(20);
      const walked = await walk(q, 4);
      expect(walked, q).toEqual(ranked.slice(0, walked.length));
      expect(walked.length, q).toBe(Math.min(80, ranked.length));
    }
    expect((await walk("ember", 1))[0]).toBe(exact);
    expect((await walk("cinder", 1)).slice(0, 2)).toEqual([...cinders].reverse());
    expect((await walk("ash ember", 1))[0]).toBe(oldPhrase);
    expect((await walk("龙城传说", 1))[0]).toBe(chinese);
  });

  test("news too: an old exact title first, then the full ranking's order (Thai)", async () => {
    const exact = await publish({ th: { title: "สนามประลอง", summary: "", body: "" } });
    await t.database.db.execute(sql`insert into news (category_id, texts, published_at)
      select ${categoryId}, jsonb_build_object('th', jsonb_build_object(
          'title', case n % 3 when 0 then 'สนามประลองใหม่ ' || n when 1 then 'ข่าว ' || n else 'ข่าวสนามประลอง ' || n end,
          'summary', 'สรุป', 'body', '<p>สนามประลอง</p>')),
        ${t.clock.now.toISOString()}::timestamptz - interval '1 minute'
      from generate_series(1, ${RECENT_ROWS + 100}::int) n`);
    const page = { q: "สนามประลอง", limit: 100_000, now: t.clock.now, language: "th" as const };
    const ranked = (await t.database.db.execute(pageQuery(newsHits(page), page))).rows.map((row) =>
      Number(row.id),
    );
    const walked: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 3; i++) {
      const answer: Awaited<ReturnType<typeof find>> = await find(t.client("th"), {
        q: "สนามประลอง",
        kind: "news",
        pageSize: "20",
        ...(cursor ? { cursor } : {}),
      });
      walked.push(...ids(answer));
      cursor = answer.data.nextCursor;
    }
    expect(walked[0]).toBe(exact);
    expect(walked).toEqual(ranked.slice(0, 60));
  });

  /**
   * How many statements a search ran: 2 when its first pass proved the page; 3 when its second pass
   * did (phrases with keys: the texts' pairs) or, without keys, it ranked every hit; 4 when a phrase
   * with keys ranked every hit.
   */
  async function statementsOf(search: (db: typeof t.database.db) => Promise<unknown>) {
    let count = 0;
    const db = new Proxy(t.database.db, {
      get(target, key, receiver) {
        if (key !== "execute") return Reflect.get(target, key, receiver);
        return (query: SQL) => {
          count += 1;
          return target.execute(query);
        };
      },
    });
    await search(db);
    return count;
  }

  test("phrases: old rows that contain the search come first, and the first pass proves the page", async () => {
    const old = {
      inText: await addPost("Fair notes", "the harbor lantern glows"),
      startsTitle: await addPost("Harbor lanterns guide", ""),
      inTitle: await addPost("Old harbor lantern keeper", ""),
      reversed: await addPost("Dusk", "a lantern harbor at dusk"),
      punctuated: await addPost("Comma", "harbor, lantern"),
      apart: await addPost("Apart", "harbor and lantern"),
    };
    await t.database.db.execute(sql`insert into ${posts} (forum_id, user_id, title, body, language)
      select ${forumId}, ${authorId}, 'Quay ' || n,
        case when n % 5 = 0 then 'harbor lantern ' || n else 'lantern by the harbor ' || n end, 'en'
      from generate_series(1, ${RECENT_ROWS + 100}::int) n`);

    const searches = [
      "harbor lantern",
      "lantern harbor",
      "harbor, lantern",
      "harbor lanterns",
      "harbor lan",
      "harbor la",
      "by the harbor",
      "lantern by the harbor",
      "e harbor",
      "the lantern",
    ];
    for (const q of searches) {
      const ranked = await everyHitRanked(q);
      const walked = await walk(q, 3);
      expect(walked, q).toEqual(ranked.slice(0, walked.length));
      expect(walked.length, q).toBe(Math.min(60, ranked.length));
    }
    expect((await walk("lantern harbor", 1))[0]).toBe(old.reversed);
    expect((await walk("harbor lantern", 1)).slice(0, 2)).toEqual([old.startsTitle, old.inTitle]);
    expect(await everyHitRanked("harbor lantern")).toContain(old.inText);
    expect(await everyHitRanked("harbor lantern")).toContain(old.apart);

    // Searches with keys prove their first page without ranking every hit: by the titles' pairs when
    // the recent rows contain the phrase (their last hit ranks 40 and is recent), by the texts' pairs
    // when it is found nowhere but in old texts (the last hit ranks 0 and is recent).
    for (const q of ["harbor lantern", "lantern by the harbor"]) {
      expect(phraseKeys(q).length, q).toBeGreaterThan(0);
      expect(await statementsOf((db) => searchPosts(db, { q, limit: 21 })), q).toBe(2);
    }
    expect(await statementsOf((db) => searchPosts(db, { q: "lantern harbor", limit: 21 }))).toBe(3);
    // Without keys ("la" may start "lantern" or "lagoon"), the same page needs every hit ranked.
    expect(phraseKeys("harbor la")).toEqual([]);
    expect(await statementsOf((db) => searchPosts(db, { q: "harbor la", limit: 21 }))).toBe(3);
  });

  test("phrases in news: titles joined across languages can hold the phrase no single text holds", async () => {
    const [across] = (
      await t.database.db.execute<{ id: number }>(sql`insert into news (category_id, texts, published_at)
        values (${categoryId}, ${JSON.stringify({
          en: { title: "Night harbor", summary: "calm", body: "" },
          th: { title: "lantern festival", summary: "", body: "" },
        })}::jsonb, ${t.clock.now.toISOString()}::timestamptz - interval '1 minute') returning id`)
    ).rows;
    await t.database.db.execute(sql`insert into news (category_id, texts, published_at)
      select ${categoryId}, jsonb_build_object('en', jsonb_build_object(
          'title', 'Harbor news ' || n, 'summary', 'lantern', 'body', '')),
        ${t.clock.now.toISOString()}::timestamptz - interval '1 minute'
      from generate_series(1, ${RECENT_ROWS + 100}::int) n`);
    const page = { q: "harbor lantern", limit: 21, now: t.clock.now, language: "en" as const };
    const ranked = (await t.database.db.execute(pageQuery(newsHits(page), page))).rows;
    expect(ranked[0]).toMatchObject({ id: across?.id, rank: 100 });
    const found = await searchNews(t.database.db, page);
    expect(found.map((row) => Number(row.id))).toEqual(ranked.slice(0, 21).map((row) => Number(row.id)));
    // No title but the joined one holds it, and the recent rows rank 0: the texts' pairs prove it.
    expect(await statementsOf((db) => searchNews(db, page))).toBe(3);
  });

  test("phrases frequent in texts are proved by the titles' pairs alone, and every tier follows the full ranking", async () => {
    const old = {
      titled: await addPost("Ember watch diary", ""),
      inText: await addPost("Fireside", "an ember watch at night"),
      // Its title holds the keys of "moss gate" but not the phrase: a scoped old row ranked 40…
      falseTitle: await addPost("Moss, gate", "the moss gate"),
      // …and a newer one left out of the titles' scope that ranks 40 too, so it comes first.
      newerInText: await addPost("Plain", "by the moss gate"),
    };
    await t.database.db.execute(sql`insert into ${posts} (forum_id, user_id, title, body, language)
      select ${forumId}, ${authorId},
        case when n % 40 = 0 then 'Night beacon tower ' || n when n % 3 = 0 then 'Signal fire ' || n
             else 'Log ' || n end,
        case when n % 2 = 0 then 'we saw the beacon tower ' || n
             else 'watch the ember by the moss and the gate ' || n end,
        'en'
      from generate_series(1, ${RECENT_ROWS + 300}::int) n`);

    // "beacon tower": in half the texts and a few titles; "signal fire": in titles only; "ember
    // watch" and "moss gate": their words are everywhere, the phrases only in old rows.
    const proved = { "beacon tower": 2, "signal fire": 2, "ember watch": 3, "moss gate": 3 };
    for (const [q, statements] of Object.entries(proved)) {
      const ranked = await everyHitRanked(q);
      const walked = await walk(q, 3);
      expect(walked, q).toEqual(ranked.slice(0, walked.length));
      expect(walked.length, q).toBe(Math.min(60, ranked.length));
      expect(await statementsOf((db) => searchPosts(db, { q, limit: 21 })), q).toBe(statements);
    }
    expect((await walk("ember watch", 1)).slice(0, 2)).toEqual([old.titled, old.inText]);
    // The titles' pass finds only the old row ranked 40; it cannot prove a page that ends there.
    const first = await searchPosts(t.database.db, { q: "moss gate", limit: 1 });
    expect(first.map((row) => Number(row.id))).toEqual([old.newerInText]);
    expect((await everyHitRanked("moss gate")).slice(0, 2)).toEqual([old.newerInText, old.falseTitle]);
  });
});

describe("phrase keys", () => {
  test.each([
    ["lighthouse tips", ["use tip"]],
    ["lighthouse, tips", ["use tip"]],
    ["of ash", []],
    ["ash ember", ["ash emb"]],
    ["a b c", []],
    ["a b c d", ["b c"]],
    ["(of ash)", ["of ash"]],
    ["the lighthouse tips", ["the lig", "use tip"]],
    ["传说 tips", []],
    ["lighthouse", []],
  ])("%s", (q, keys) => {
    expect(phraseKeys(q)).toEqual(keys);
  });

  test("every row that contains a search holds its keys (random texts, every substring)", async () => {
    let state = 7;
    const random = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % n;
    };
    const pieces = ["a", "b", "C", "ab", "tips", "Light", " ", " ", "  ", ",", "-", "é", "龙", "\t", "1"];
    const texts = Array.from({ length: 200 }, () =>
      Array.from({ length: 4 + random(12) }, () => pieces[random(pieces.length)]).join(""),
    );
    const rows = (
      await t.database.db.execute<{ folded: string; pairs: string[] }>(sql`select
          public.search_folded(t) as folded, public.search_pairs(t) as pairs
        from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) t`)
    ).rows;
    expect(rows).toHaveLength(texts.length);
    let keyed = 0;
    for (const { folded, pairs } of rows)
      for (let from = 0; from < folded.length; from++)
        for (let to = from + 2; to <= folded.length; to++) {
          const keys = phraseKeys(folded.slice(from, to));
          if (keys.length > 0) keyed += 1;
          for (const key of keys) expect(pairs, `${folded} / ${folded.slice(from, to)}`).toContain(key);
        }
    expect(keyed).toBeGreaterThan(1000);
  });
});
