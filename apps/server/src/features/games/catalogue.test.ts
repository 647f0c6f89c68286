import { gameDetail, gameList, indexInfo } from "@portal/contracts/games";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { games, gameTexts } from "../../db/schema/games.ts";
import { seedHome } from "../../db/seed/seed-home.ts";
import { addGame, idOf, seedTestGames } from "../../testing/games.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let ids: Map<string, number>;
type Card = { appId: number; name: string; status: string; type: string; platforms: string[] };
type Page = { items: Card[]; page: number; total: number; hasMore: boolean };

const t = useTestApp();
beforeAll(async () => {
  ids = await seedTestGames(t);
  await seedHome(t.database.db, t.clock.now);
});

const list = (query: Record<string, string>, language: "en" | "zh" | "zh-hant" | "th" = "en") =>
  t.client(language).get<Page>("/api/gameList", query);

describe("game list", () => {
  test("newest first by default, in pages, with the contract's shape", async () => {
    const first = await list({ pageSize: "5" });
    expect(first.code).toBe(200);
    gameList.data.parse(first.data);
    expect(first.data).toMatchObject({ page: 1, total: 12, hasMore: true });
    expect(first.data.items.map((g) => g.name).slice(0, 2)).toEqual(["Ocean Empire", "Star Voyager"]);
    const seen = [...first.data.items];
    for (const page of ["2", "3"]) seen.push(...(await list({ pageSize: "5", page })).data.items);
    expect(new Set(seen.map((g) => g.appId)).size).toBe(12);
    const last = await list({ pageSize: "5", page: "3" });
    expect(last.data).toMatchObject({ hasMore: false, total: 12 });
    expect(last.data.items).toHaveLength(2);
    expect((await list({ pageSize: "5", page: "9" })).data).toMatchObject({
      items: [],
      total: 12,
      hasMore: false,
    });
  });

  test("filters by type, platform, status and open pre-registration", async () => {
    const rpg = await list({ type: "rpg" });
    expect(rpg.data.items.map((g) => g.name).sort()).toEqual(["Dragon Realm", "Star Voyager"]);
    const web = await list({ platform: "web", pageSize: "50" });
    expect(web.data.total).toBe(6);
    expect(web.data.items.every((g) => g.platforms.includes("web"))).toBe(true);
    const open = await list({ preRegistration: "true" });
    expect(open.data.items.map((g) => g.status)).toEqual(["upcoming", "upcoming", "upcoming"]);
    expect((await list({ status: "released", pageSize: "50" })).data.total).toBe(9);
    expect((await list({ type: "rpg", status: "upcoming" })).data.items.map((g) => g.name)).toEqual([
      "Star Voyager",
    ]);
  });

  test("sorts by rating and by popularity", async () => {
    const db = t.database.db;
    await db
      .update(games)
      .set({ rating: 4.8, ratingCount: 10 })
      .where(eq(games.id, idOf(ids, "harvest-town")));
    await db
      .update(games)
      .set({ likesCount: 500 })
      .where(eq(games.id, idOf(ids, "pixel-football")));
    expect((await list({ sort: "rating" })).data.items[0]?.name).toBe("Harvest Town");
    expect((await list({ sort: "hot" })).data.items[0]?.name).toBe("Pixel Football");
  });

  test("searches the name the player reads, case-insensitively, % taken literally", async () => {
    expect((await list({ q: "DRAGON" })).data.items.map((g) => g.name)).toEqual(["Dragon Realm"]);
    expect((await list({ q: "龙" }, "zh")).data.items.map((g) => g.name)).toEqual(["龙之国度"]);
    expect((await list({ q: "龍" }, "zh-hant")).data.items.map((g) => g.name)).toEqual(["龍之國度"]);
    expect((await list({ q: "มังกร" }, "th")).data.items.map((g) => g.name)).toEqual(["อาณาจักรมังกร"]);
    expect((await list({ q: "%" })).data.total).toBe(0);
  });

  test("texts fall back zh-hant → zh → en", async () => {
    const moon = await addGame(t, { slug: "moon-harbor", names: { en: "Moon Harbor", zh: "月亮港" } });
    const find = async (language: "zh-hant" | "th", q: string) =>
      (await list({ q }, language)).data.items.find((g) => g.appId === moon)?.name;
    expect(await find("zh-hant", "月亮")).toBe("月亮港");
    expect(await find("th", "moon")).toBe("Moon Harbor");
    const detail = await t.client("zh-hant").get<{ name: string; summary: string }>(`/api/game/${moon}`);
    expect(detail.data).toMatchObject({ name: "月亮港", summary: "月亮港 summary (zh)" });
    await t.database.db.delete(gameTexts).where(eq(gameTexts.gameId, moon));
    await t.database.db.delete(games).where(eq(games.id, moon));
  });

  test("bad input names the field and changes nothing", async () => {
    expect(await list({ type: "shooter" })).toMatchObject({ status: 400, msg: "Game type: invalid value" });
    expect(await list({ pageSize: "51" })).toMatchObject({
      status: 400,
      msg: "Items per page: too many items per page",
    });
    expect((await list({ q: "x".repeat(41) })).status).toBe(400);
  });
});

describe("home", () => {
  test("a visitor gets banners, hot, recommended and guess-you-like, no followed games", async () => {
    const home = await t.client("zh").get<{
      banners: { title: string; link: string }[];
      hot: Card[];
      recommended: Card[];
      guessLike: Card[];
      followed: Card[];
    }>("/api/indexInfo");
    expect(home.code).toBe(200);
    indexInfo.data.parse(home.data);
    expect(home.data.banners).toHaveLength(4);
    expect(home.data.banners[0]?.title).toContain("星际旅者");
    expect(home.data.hot.length).toBeGreaterThan(0);
    const hotIds = new Set(
      [..."dragon-realm sky-racers candy-garden shadow-blade legends-arena ninja-rush".split(" ")].map((s) =>
        idOf(ids, s),
      ),
    );
    expect(home.data.hot.every((g) => hotIds.has(g.appId))).toBe(true);
    expect(home.data.recommended.map((g) => g.appId)).toContain(idOf(ids, "star-voyager"));
    expect(home.data.guessLike).toHaveLength(6);
    expect(home.data.followed).toEqual([]);
  });

  test("a signed-in player sees followed games, and guesses lean to the types they like", async () => {
    const { client } = await newSignedInPlayer(t);
    const dragon = idOf(ids, "dragon-realm");
    expect((await client.post("/api/concernGame", { appId: dragon, follow: true })).code).toBe(200);
    const home = await client.get<{ followed: Card[]; guessLike: Card[] }>("/api/indexInfo");
    expect(home.data.followed.map((g) => g.appId)).toEqual([dragon]);
    expect(home.data.guessLike.map((g) => g.appId)).not.toContain(dragon);
    expect(home.data.guessLike[0]?.type).toBe("rpg");
    const guess = await client.get<Card[]>("/api/guessLike", { size: "3" });
    expect(guess.data).toHaveLength(3);
  });

  test("the pop-up notice shows inside its window only", async () => {
    const notice = await t
      .client("th")
      .get<{ id: number; title: string; link: string } | null>("/api/alertWin");
    expect(notice.data?.title).toContain("นักเดินทางดวงดาว");
    expect(notice.data?.link).toBe(`/game/${idOf(ids, "star-voyager")}`);
    t.clock.advance(91 * 24 * 3600_000);
    expect((await t.client().get("/api/alertWin")).data).toBeNull();
    t.clock.advance(-91 * 24 * 3600_000);
  });

  test("hot and recommended pages", async () => {
    const hot = await t.client().get<Page>("/api/hotGame", { pageSize: "6" });
    expect(hot.data.total).toBe(12);
    const hotFlags = await t.database.db.select({ id: games.id, hot: games.hot }).from(games);
    const flagged = new Set(hotFlags.filter((g) => g.hot).map((g) => g.id));
    expect(hot.data.items.every((g) => flagged.has(g.appId))).toBe(true);
    const recommended = await t.client().get<Page>("/api/recomGames");
    expect(recommended.data.items.map((g) => g.name)).toEqual([
      "Dragon Realm",
      "Kingdom Tactics",
      "Shadow Blade",
      "Arcane Cards",
      "Star Voyager",
    ]);
  });
});

describe("game detail", () => {
  test("everything the page shows, links only where set, visitor ties all false", async () => {
    const dragon = idOf(ids, "dragon-realm");
    const answer = await t.client().get<Record<string, unknown>>(`/api/game/${dragon}`);
    expect(answer.code).toBe(200);
    const detail = gameDetail.parse(answer.data);
    expect(detail).toMatchObject({
      appId: dragon,
      name: "Dragon Realm",
      type: "rpg",
      company: "Lumen Games",
      version: "3.2.1",
      platforms: ["ios", "android"],
      me: { followed: false, liked: false, reserved: false, myRating: null },
      preRegistration: { open: false, milestones: [], next: null },
      tabs: { reviews: 0 },
    });
    expect(detail.intro.length).toBeGreaterThan(100);
    expect(Object.keys(detail.links).sort()).toEqual(["cafe", "official", "social"]);
    expect(Object.keys(detail.downloads).sort()).toEqual(["android", "ios"]);
  });

  test("an unknown appId is 404 with a localized message", async () => {
    const en = await t.client("en").get("/api/game/99999");
    expect(en).toMatchObject({ status: 404, code: 4041, msg: "Game not found" });
    const zh = await t.client("zh").get("/api/game/99999");
    expect(zh).toMatchObject({ status: 404, code: 4041, msg: t.deps.t("zh", "errors:gameNotFound") });
    expect((await t.client().get("/api/game/abc")).status).toBe(404);
    expect((await t.client().get("/api/gameScoreDetail", { appId: "99999" })).code).toBe(4041);
  });
});

describe("downloads and sharing", () => {
  test("each download tap is recorded and answers the platform's address", async () => {
    const dragon = idOf(ids, "dragon-realm");
    const answer = await t.client().post<{ url: string }>("/api/reportDownload", {
      appId: dragon,
      platform: "android",
      channel: "store-7",
    });
    expect(answer).toMatchObject({
      code: 200,
      data: { url: "https://download.example.com/dragon-realm/android" },
    });
    const web = await t.client("vi").post("/api/reportDownload", { appId: dragon, platform: "web" });
    expect(web).toMatchObject({ status: 404, code: 4044 });
    expect(web.msg).toBe(t.deps.t("vi", "errors:downloadUnavailable"));
  });

  test("share gives title, text, link and picture; the link's page previews and forwards", async () => {
    const dragon = idOf(ids, "dragon-realm");
    const share = await t.client("zh").get<{ title: string; url: string; image: string }>("/api/share", {
      kind: "game",
      id: String(dragon),
    });
    expect(share.data).toMatchObject({
      title: "龙之国度",
      url: `${t.deps.config.PUBLIC_URL}/share/game/${dragon}`,
    });
    const page = await t.app.inject({
      method: "GET",
      url: `/share/game/${dragon}`,
      cookies: { sys_language: "zh" },
    });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('<meta property="og:title" content="龙之国度">');
    expect(page.body).toContain(`url=/dist/game/${dragon}`);
    expect((await t.app.inject({ method: "GET", url: "/share/game/99999" })).headers.location).toBe("/dist/");
  });

  test("a shared review's preview page escapes what players wrote", async () => {
    const { client } = await newSignedInPlayer(t, "en", { nickname: '<img src=x onerror="alert(1)">' });
    const dragon = idOf(ids, "dragon-realm");
    const written = await client.post<{ id: number }>("/api/addGameComment", {
      appId: dragon,
      rating: 4,
      content: '"><script>alert("x")</script> & more',
    });
    const share = await t.client().get<{ title: string; text: string }>("/api/share", {
      kind: "review",
      id: String(written.data.id),
    });
    expect(share.data.text).toBe('★★★★☆ "><script>alert("x")</script> & more');
    const page = await t.app.inject({ method: "GET", url: `/share/review/${written.data.id}` });
    expect(page.body).not.toContain("<script");
    expect(page.body).not.toContain("<img");
    expect(page.body).toContain("&quot;&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
    expect(page.body).toContain(`url=/dist/game/${dragon}?review=${written.data.id}`);
    expect((await t.client().get("/api/share", { kind: "review", id: "99999" })).code).toBe(4042);
  });
});
