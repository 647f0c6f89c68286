import type { ConsoleBanner, ConsoleGame, GameForm } from "@portal/contracts/console/content";
import { emptyTexts } from "@portal/contracts/console/texts";
import type { Language } from "@portal/contracts/languages";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { gameServerEndpoints, games } from "../../db/schema/games.ts";
import { banners } from "../../db/schema/home.ts";
import { media } from "../../db/schema/platform.ts";
import { auditCount, auditEntriesOf } from "../../testing/audit.ts";
import { inChineseConsole } from "../../testing/console-language.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let editor: TestClient;
let editorId: number;
let imageId: number;

const BOUNDARY = "----content-test-boundary";
function multipart(bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const upload = (bytes: Buffer) =>
  editor.request<{ id: number; url: string }>({
    method: "POST",
    url: "/api/console/content/images",
    payload: multipart(bytes),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  });

const t = useTestApp();
beforeAll(async () => {
  const signedIn = await signedInStaff(t, "contentEditor");
  editor = signedIn.client;
  editorId = signedIn.staff.id;
  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  const uploaded = await upload(png);
  expect(uploaded).toMatchObject({ code: 200 });
  imageId = uploaded.data.id;
});

const texts = (values: Partial<Record<string, string>>) => ({ ...emptyTexts(), ...values });

function gameBody(slug: string, overrides: Partial<GameForm> = {}): GameForm {
  return {
    slug,
    type: "rpg",
    platforms: ["android"],
    status: "upcoming",
    releaseDate: null,
    company: "Nebula Works",
    version: "1.0",
    names: texts({ en: `Game ${slug}`, zh: `游戏 ${slug}` }),
    summaries: texts({ en: "A summary" }),
    intros: texts({}),
    updateNotes: texts({}),
    iconMediaId: imageId,
    coverMediaId: imageId,
    screenshotMediaIds: [imageId],
    videoUrl: "",
    downloads: { ios: "", android: "https://play.example.com/x", web: "" },
    links: { official: "https://example.com", social: "", community: "", cafe: "" },
    reservationsElsewhere: 0,
    milestones: [{ threshold: 1000, titles: texts({ en: "1k" }), rewards: texts({ en: "Gold" }) }],
    publishAt: null,
    syncSecret: "sync-secret-0123456789",
    deliveryUrl: "https://game.example.com/protocol",
    deliverySecret: "delivery-secret-0123456789",
    ...overrides,
  };
}

const createGame = (body: GameForm, client = editor) =>
  client.post<ConsoleGame>("/api/console/games/create", body);
const updateGame = (game: ConsoleGame, changes: Partial<GameForm>) =>
  editor.post<ConsoleGame>("/api/console/games/update", {
    ...gameBody(game.slug),
    ...changes,
    gameId: game.id,
    rowVersion: game.rowVersion,
  });
const playerSees = async (appId: number, language: Language = "en") => {
  const detail = await t.client(language).get<{ name: string }>(`/api/game/${appId}`);
  const list = await t
    .client(language)
    .get<{ items: { appId: number }[] }>("/api/gameList", { pageSize: "50" });
  return { detail, listed: list.data.items.some((card) => card.appId === appId) };
};

describe("games in the console", () => {
  test("a draft never reaches players; scheduled, it shows from its time on (server clock)", async () => {
    const created = await createGame(gameBody("drafted"));
    expect(created).toMatchObject({ code: 200, data: { state: "draft", rowVersion: 1 } });
    const id = created.data.id;
    expect(await playerSees(id)).toMatchObject({ detail: { status: 404 }, listed: false });

    // Steps under the console's 30 idle minutes, so the editor stays signed in.
    const at = new Date(t.clock.now.getTime() + 20 * 60 * 1000);
    const scheduled = await updateGame(created.data, { publishAt: at.toISOString() });
    expect(scheduled).toMatchObject({ code: 200, data: { state: "scheduled", rowVersion: 2 } });
    t.clock.advance(20 * 60 * 1000 - 1000);
    expect(await playerSees(id)).toMatchObject({ detail: { status: 404 }, listed: false });
    t.clock.advance(1000);
    const seen = await playerSees(id, "zh");
    expect(seen).toMatchObject({ detail: { code: 200, data: { name: "游戏 drafted" } }, listed: true });
    // A language without its own text falls back along the chain (th → en).
    expect((await playerSees(id, "th")).detail.data.name).toBe("Game drafted");
  });

  test("secrets are stored sealed and never returned; the console sees set or not set", async () => {
    const created = await createGame(gameBody("secretive", { publishAt: t.clock.now.toISOString() }));
    const answer = JSON.stringify(created);
    expect(answer).not.toContain("sync-secret-0123456789");
    expect(answer).not.toContain("delivery-secret-0123456789");
    expect(created.data).toMatchObject({ syncSecretSet: true, deliverySecretSet: true });
    const [row] = await t.database.db.select().from(games).where(eq(games.id, created.data.id));
    expect(row?.syncSecret).toMatch(/^sealed:/);
    const [endpoint] = await t.database.db
      .select()
      .from(gameServerEndpoints)
      .where(eq(gameServerEndpoints.gameId, created.data.id));
    expect(endpoint?.secret).toMatch(/^sealed:/);
    const read = await editor.get<ConsoleGame>("/api/console/games/detail", {
      gameId: String(created.data.id),
    });
    expect(JSON.stringify(read)).not.toContain("secret-0123456789");
    const audit = await auditEntriesOf(t, { subjectId: created.data.id });
    expect(JSON.stringify(audit)).not.toContain("secret-0123456789");
    // An edit without a new secret keeps the stored one.
    const kept = await updateGame(read.data, { syncSecret: "", deliverySecret: "" });
    expect(kept.data).toMatchObject({ syncSecretSet: true, deliverySecretSet: true });
    const [after] = await t.database.db.select().from(games).where(eq(games.id, created.data.id));
    expect(after?.syncSecret).toBe(row?.syncSecret);
  });

  test("a stale edit is refused with a message and changes nothing", async () => {
    const created = await createGame(gameBody("contested"));
    const first = await updateGame(created.data, { company: "First Studio" });
    expect(first).toMatchObject({ code: 200 });
    const audits = await auditCount(t);
    const stale = await updateGame(created.data, { company: "Second Studio" });
    expect(stale).toMatchObject({
      status: 409,
      code: 5110,
      msg: "Someone else changed this in the meantime. Reload and try again",
    });
    const read = await editor.get<ConsoleGame>("/api/console/games/detail", {
      gameId: String(created.data.id),
    });
    expect(read.data.company).toBe("First Studio");
    expect(await auditCount(t)).toBe(audits);
  });

  test("every save is audited with before and after", async () => {
    const created = await createGame(gameBody("audited"));
    await updateGame(created.data, { names: texts({ en: "Renamed", zh: "改名" }) });
    const entries = await auditEntriesOf(t, { subjectId: created.data.id });
    expect(entries.map((entry) => [entry.action, entry.staffId])).toEqual([
      ["game.create", editorId],
      ["game.update", editorId],
    ]);
    expect(entries[1]?.before).toMatchObject({ names: { en: "Game audited" } });
    expect(entries[1]?.after).toMatchObject({ names: { en: "Renamed", zh: "改名" } });
  });

  test("bad input gets a localized message and changes nothing", async () => {
    const zh = inChineseConsole(t, editor);
    const gamesBefore = (await t.database.db.select({ n: count() }).from(games))[0]?.n;
    const audits = await auditCount(t);
    const noEnglish = await createGame(gameBody("no-english", { names: texts({ zh: "只有中文" }) }), zh);
    expect(noEnglish).toMatchObject({ status: 400 });
    expect(noEnglish.msg).toContain("英文");
    const badUrl = await createGame(gameBody("bad-url", { videoUrl: "http://plain.example.com/v.mp4" }));
    expect(badUrl).toMatchObject({ status: 400 });
    expect(badUrl.msg).toContain("https://");
    const negative = await createGame(gameBody("negative", { reservationsElsewhere: -5 }));
    expect(negative).toMatchObject({ status: 400 });
    expect(negative.msg).toContain("negative");
    const playerImage = await createGame(gameBody("foreign-image", { coverMediaId: 999_999 }));
    expect(playerImage).toMatchObject({ status: 400, code: 5182 });
    expect((await t.database.db.select({ n: count() }).from(games))[0]?.n).toBe(gamesBefore);
    expect(await auditCount(t)).toBe(audits);
  });

  test("lists filter by state, search and missing translations", async () => {
    const complete = Object.fromEntries(
      Object.keys(emptyTexts()).map((language) => [language, `text ${language}`]),
    );
    await createGame(
      gameBody("complete-texts", {
        names: texts(complete),
        summaries: texts(complete),
        intros: texts(complete),
      }),
    );
    const missing = await editor.get<{ items: { slug: string; missingLanguages: string[] }[] }>(
      "/api/console/games",
      { missing: "true", pageSize: "50" },
    );
    const slugs = missing.data.items.map((item) => item.slug);
    expect(slugs).toContain("contested");
    expect(slugs).not.toContain("complete-texts");
    const drafts = await editor.get<{ items: { slug: string }[] }>("/api/console/games", {
      state: "draft",
      q: "contest",
    });
    expect(drafts.data.items.map((item) => item.slug)).toEqual(["contested"]);
  });
});

describe("home in the console", () => {
  const bannerBody = (overrides: Record<string, unknown> = {}) => ({
    imageMediaId: imageId,
    link: "/game/1",
    titles: texts({ en: "Spring event", zh: "春季活动" }),
    startsAt: null,
    endsAt: null,
    ...overrides,
  });
  const homeBanners = async (language: Language = "en") =>
    (await t.client(language).get<{ banners: { title: string }[] }>("/api/indexInfo")).data.banners.map(
      (b) => b.title,
    );

  test("a scheduled banner shows from its start until its end, in the player's language", async () => {
    const from = new Date(t.clock.now.getTime() + 10 * 60 * 1000);
    const until = new Date(from.getTime() + 10 * 60 * 1000);
    const created = await editor.post<ConsoleBanner>(
      "/api/console/banners/create",
      bannerBody({ startsAt: from.toISOString(), endsAt: until.toISOString() }),
    );
    expect(created).toMatchObject({ code: 200, data: { running: false, version: 1 } });
    expect(await homeBanners("zh")).not.toContain("春季活动");
    t.clock.advance(10 * 60 * 1000);
    expect(await homeBanners("zh")).toContain("春季活动");
    expect(await homeBanners("th")).toContain("Spring event");
    t.clock.advance(10 * 60 * 1000);
    expect(await homeBanners("zh")).not.toContain("春季活动");
  });

  test("bad links, negative order and a stale banner edit are refused and change nothing", async () => {
    const before = await t.database.db.select().from(banners);
    for (const link of ["javascript:alert(1)", "http://example.com", "//evil.example.com"]) {
      const answer = await editor.post("/api/console/banners/create", bannerBody({ link }));
      expect(answer, link).toMatchObject({ status: 400 });
      expect(answer.msg).toContain("https://");
    }
    const created = await editor.post<ConsoleBanner>("/api/console/banners/create", bannerBody());
    const negative = await editor.post("/api/console/banners/order", {
      places: [{ bannerId: created.data.id, sortOrder: -1 }],
    });
    expect(negative).toMatchObject({ status: 400 });
    expect(negative.msg).toContain("negative");
    const edited = await editor.post<ConsoleBanner>("/api/console/banners/update", {
      ...bannerBody({ link: "https://example.com/a" }),
      bannerId: created.data.id,
      version: 1,
    });
    expect(edited).toMatchObject({ code: 200, data: { version: 2 } });
    const stale = await editor.post("/api/console/banners/update", {
      ...bannerBody({ link: "https://example.com/b" }),
      bannerId: created.data.id,
      version: 1,
    });
    expect(stale).toMatchObject({ status: 409, code: 5110 });
    const after = await t.database.db.select().from(banners);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((row) => row.id === created.data.id)?.link).toBe("https://example.com/a");
  });

  test("a banner is deleted as of the version the editor saw: a stale or unknown one changes nothing; audited", async () => {
    const created = await editor.post<ConsoleBanner>("/api/console/banners/create", bannerBody());
    const bannerId = created.data.id;
    const edited = await editor.post<ConsoleBanner>("/api/console/banners/update", {
      ...bannerBody(),
      bannerId,
      version: 1,
    });
    expect(await editor.post("/api/console/banners/delete", { bannerId, version: 1 })).toMatchObject({
      status: 409,
      code: 5110,
    });
    expect(await editor.post("/api/console/banners/delete", { bannerId: 999999, version: 1 })).toMatchObject({
      status: 404,
      code: 5180,
    });
    const deleted = await editor.post<{ items: ConsoleBanner[] }>("/api/console/banners/delete", {
      bannerId,
      version: edited.data.version,
    });
    expect(deleted.code).toBe(200);
    expect(deleted.data.items.map((banner) => banner.id)).not.toContain(bannerId);
    const entries = await auditEntriesOf(t, { subjectType: "banner", subjectId: bannerId });
    expect(entries.map((entry) => entry.action)).toEqual(["banner.create", "banner.update", "banner.delete"]);
    expect(entries[2]).toMatchObject({
      staffId: editorId,
      before: { id: bannerId, version: 2 },
      after: null,
    });
  });

  test("an oversized upload is refused before it is stored", async () => {
    const mediaBefore = (await t.database.db.select({ n: count() }).from(media))[0]?.n;
    const tooBig = await upload(Buffer.alloc(6 * 1024 * 1024, 1));
    expect(tooBig).toMatchObject({ status: 413 });
    expect(tooBig.msg).toMatch(/5/);
    expect((await t.database.db.select({ n: count() }).from(media))[0]?.n).toBe(mediaBefore);
  });

  test("hot and recommended: picked in order, shown on the home once published, audited", async () => {
    const published = await createGame(gameBody("hot-one", { publishAt: t.clock.now.toISOString() }));
    const draft = await createGame(gameBody("hot-draft"));
    const saved = await editor.post<{ hot: { id: number }[] }>("/api/console/home-picks", {
      hot: [draft.data.id, published.data.id],
      recommended: [published.data.id],
    });
    expect(saved.data.hot.map((game) => game.id)).toEqual([draft.data.id, published.data.id]);
    const home = await t
      .client()
      .get<{ hot: { appId: number }[]; recommended: { appId: number }[] }>("/api/indexInfo");
    expect(home.data.hot.map((card) => card.appId)).toEqual([published.data.id]);
    expect(home.data.recommended.map((card) => card.appId)).toEqual([published.data.id]);
    const duplicate = await editor.post("/api/console/home-picks", { hot: [1, 1], recommended: [] });
    expect(duplicate).toMatchObject({ status: 400 });
    const [entry] = await auditEntriesOf(t, { action: "home.picks" });
    expect(entry?.after).toEqual({
      hot: [draft.data.id, published.data.id],
      recommended: [published.data.id],
    });
  });
});
