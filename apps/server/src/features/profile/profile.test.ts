import { NICKNAME_MAX } from "@portal/contracts/validation";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { users } from "../../db/schema/account.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { signedInPlayer, userRow } from "../security/security-test-helpers.ts";

let client: TestClient;
let uid: number;
const t = useTestApp();
beforeAll(async () => {
  ({ client, uid } = await signedInPlayer(t, "profile@example.com"));
});

const save = (body: unknown, c = client) => c.post("/api/updateUserInfo", body);

describe("updateUserInfo", () => {
  test("saves nickname, gender, birthday and bio; the base info shows them", async () => {
    const answer = await save({
      nickname: "  Starfall  ",
      gender: "female",
      birthday: { year: 1999, month: 2, day: 28 },
      bio: "Support main.",
    });
    expect(answer).toMatchObject({
      code: 200,
      data: { nickname: "Starfall", gender: "female", birthday: "1999-02-28", bio: "Support main." },
    });
    const info = await client.get<{ nickname: string; birthday: string }>("/api/token");
    expect(info.data).toMatchObject({ nickname: "Starfall", birthday: "1999-02-28", gender: "female" });
    expect((await save({ gender: "unset" })).code).toBe(200);
    expect((await userRow(t, uid)).nickname).toBe("Starfall");
  });

  test.each([
    ["an empty nickname", { nickname: "  " }, "Nickname: please enter a nickname"],
    ["a forbidden word, named", { nickname: "TheAdminX" }, "Nickname: contains a forbidden word: admin"],
    ["a forbidden word in Chinese", { nickname: "官方小号" }, "Nickname: contains a forbidden word: 官方"],
    ["a nickname over the limit", { nickname: "n".repeat(NICKNAME_MAX + 1) }, "Nickname: too long"],
    ["an over-long bio", { bio: "b".repeat(201) }, "Bio: at most 200 characters"],
    ["no gender chosen", { gender: "" }, "Gender: please select a gender"],
    ["an unknown gender", { gender: "robot" }, "Gender: please select a gender"],
    ["30 February", { birthday: { year: 2000, month: 2, day: 30 } }, "Birthday: choose a real date"],
    [
      "a birthday in the future",
      { birthday: { year: 2999, month: 1, day: 1 } },
      "Birthday: cannot be in the future",
    ],
    ["nothing at all", {}, "nothing to save"],
  ])("refuses %s with its own message and changes nothing", async (_name, body, message) => {
    const before = await userRow(t, uid);
    const answer = await save(body);
    expect(answer).toMatchObject({ status: 400, code: 400, msg: message });
    expect(await userRow(t, uid)).toEqual(before);
  });

  test("tomorrow is refused by the server's clock, today is fine", async () => {
    const today = t.clock.now;
    const tomorrow = new Date(today.getTime() + 24 * 3600 * 1000);
    const parts = (d: Date) => ({
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
    });
    expect((await save({ birthday: parts(tomorrow) })).msg).toBe("Birthday: cannot be in the future");
    expect((await save({ birthday: parts(today) })).code).toBe(200);
  });

  test("a 200-character bio in any script fits", async () => {
    expect((await save({ bio: "龍".repeat(200) })).code).toBe(200);
  });

  test("messages come in the player's language", async () => {
    const zh = t.client("zh");
    zh.cookies = new Map(client.cookies);
    zh.cookies.set("sys_language", "zh");
    const answer = await save({ bio: "b".repeat(201) }, zh);
    expect(answer.msg).toBe("个人简介: 最多 200 个字");
    const th = t.client("th");
    th.cookies = new Map(client.cookies);
    th.cookies.set("sys_language", "th");
    expect((await save({ gender: "" }, th)).msg).toMatch(/เพศ/);
  });

  test("a visitor cannot save", async () => {
    expect(await t.client().post("/api/updateUserInfo", { bio: "x" })).toMatchObject({ status: 401 });
  });
});

describe("area: country, region, update/region", () => {
  test("countries and regions are named in the player's language", async () => {
    const en = await t.client("en").get<{ code: string; name: string }[]>("/api/country");
    expect(en.data.map((c) => c.code)).toContain("TW");
    expect(en.data.find((c) => c.code === "TW")?.name).toBe("Taiwan");
    const zhHant = await t.client("zh-hant").get<{ code: string; name: string }[]>("/api/country");
    expect(zhHant.data.find((c) => c.code === "TW")?.name).toBe("台灣");
    const regions = await t
      .client("th")
      .get<{ code: string; name: string }[]>("/api/region", { country: "TH" });
    expect(regions.data.find((r) => r.code === "BKK")?.name).toBe("กรุงเทพมหานคร");
    // Indonesian falls back to English where a place has no own name.
    const id = await t.client("id").get<{ code: string; name: string }[]>("/api/region", { country: "TW" });
    expect(id.data.find((r) => r.code === "TPE")?.name).toBe("Taipei");
  });

  test("saves a country and one of its regions", async () => {
    const answer = await client.post("/api/update/region", { country: "VN", region: "HN" });
    expect(answer).toMatchObject({
      code: 200,
      data: { country: { code: "VN" }, region: { code: "HN", name: "Hanoi" } },
    });
    expect(await userRow(t, uid)).toMatchObject({ country: "VN", region: "HN" });
    const mine = await client.get("/api/myRegion");
    expect(mine.data).toMatchObject({ country: { code: "VN", name: "Vietnam" }, region: { code: "HN" } });
  });

  test.each([
    ["an unknown country", { country: "ZZ", region: "HN" }, "Choose a country and region from the list"],
    [
      "a region of another country",
      { country: "TW", region: "HN" },
      "Choose a country and region from the list",
    ],
    ["no region", { country: "TW", region: "" }, "Region: please choose a country and region"],
  ])("refuses %s and changes nothing", async (_name, body, message) => {
    const before = await userRow(t, uid);
    const answer = await client.post("/api/update/region", body);
    expect(answer.msg).toBe(message);
    expect(answer.status).toBe(400);
    expect(await userRow(t, uid)).toEqual(before);
  });

  test("regions of an unknown country are refused", async () => {
    expect((await t.client().get("/api/region", { country: "ZZ" })).code).toBe(4119);
  });
});

describe("VIP card", () => {
  test("level, progress to the next level and every level's privileges", async () => {
    await t.database.db.update(users).set({ vipLevel: 2, vipPoints: 1250 }).where(eq(users.id, uid));
    const card = await client.get<{
      level: number;
      progress: number;
      pointsToNext: number;
      nextLevel: { level: number };
      levels: { level: number; privileges: string[] }[];
    }>("/api/vipLevels");
    expect(card.data).toMatchObject({ level: 2, pointsToNext: 750, nextLevel: { level: 3 } });
    expect(card.data.progress).toBeCloseTo(0.5);
    expect(card.data.levels.length).toBeGreaterThanOrEqual(5);
    expect(card.data.levels.every((l) => l.privileges.length > 0)).toBe(true);
    const vi = t.client("vi");
    vi.cookies = new Map(client.cookies);
    vi.cookies.set("sys_language", "vi");
    const viCard = await vi.get<{ levels: { privileges: string[] }[] }>("/api/vipLevels");
    expect(viCard.data.levels[0]?.privileges[0]).toBe("Phần thưởng điểm danh hằng ngày");
  });

  test("at the top level the progress is full", async () => {
    await t.database.db.update(users).set({ vipLevel: 6, vipPoints: 90000 }).where(eq(users.id, uid));
    const card = await client.get<{ progress: number; nextLevel: null }>("/api/vipLevels");
    expect(card.data).toMatchObject({ progress: 1, nextLevel: null });
  });
});

describe("customer service and shielding", () => {
  test("contact channels and FAQ in the player's language", async () => {
    const answer = await t
      .client("zh")
      .get<{ channels: { title: string }[]; faq: { title: string }[] }>("/api/customerService");
    expect(answer.data.channels.length).toBeGreaterThan(0);
    expect(answer.data.faq[0]?.title).toMatch(/验证码/);
  });

  test("a visitor from a served country is not blocked; one from elsewhere is, by region", async () => {
    const visitor = t.client();
    expect((await visitor.get("/api/accessStatus")).data).toMatchObject({ blocked: false });
    const served = await visitor.request({
      method: "GET",
      url: "/api/accessStatus",
      headers: { "cf-ipcountry": "TH" },
    });
    expect(served.data).toMatchObject({ blocked: false, country: "TH" });
    const elsewhere = await visitor.request({
      method: "GET",
      url: "/api/accessStatus",
      headers: { "cf-ipcountry": "KR" },
    });
    expect(elsewhere.data).toMatchObject({ blocked: true, kind: "region", country: "KR" });
  });

  test("an unknown country (XX) or a malformed header blocks nobody", async () => {
    for (const value of ["XX", "korea", "1"]) {
      const answer = await t.client().request({
        method: "GET",
        url: "/api/accessStatus",
        headers: { "cf-ipcountry": value },
      });
      expect(answer.data).toMatchObject({ blocked: false, country: null });
    }
  });

  test("a banned player sees the reason and the end date", async () => {
    const banned = await signedInPlayer(t, "banned-profile@example.com");
    await t.database.db
      .update(users)
      .set({ bannedUntil: new Date("2099-03-01T00:00:00Z"), banReason: "Cheating" })
      .where(eq(users.id, banned.uid));
    const answer = await banned.client.get("/api/accessStatus");
    expect(answer.data).toEqual({
      blocked: true,
      kind: "banned",
      reason: "Cheating",
      until: "2099-03-01T00:00:00.000Z",
      country: null,
    });
    const change = await banned.client.post("/api/updateUserInfo", { bio: "still here" });
    expect(change.code).toBe(4032);
    expect((await userRow(t, banned.uid)).bio).toBe("");
  });
});
