import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { gameAccounts } from "../../db/schema/account.ts";
import { gameVisits, reservationMilestones, reservations } from "../../db/schema/game-social.ts";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let ids: Map<string, number>;
type PreRegistration = {
  reserved: boolean;
  reservationsCount: number;
  milestones: { threshold: number; reached: boolean; title: string }[];
  next: { threshold: number; remaining: number; progress: number } | null;
};
type MyGames = { items: { appId: number; at: string }[]; total: number };

const t = useTestApp();
beforeAll(async () => {
  ids = await seedTestGames(t);
});

describe("follow", () => {
  test("a visitor is asked to sign in", async () => {
    const answer = await t
      .client()
      .post("/api/concernGame", { appId: idOf(ids, "dragon-realm"), follow: true });
    expect(answer).toMatchObject({ status: 401, code: 401, msg: "Not signed in, please sign in first" });
  });

  test("following twice counts once; unfollowing twice leaves zero", async () => {
    const appId = idOf(ids, "sky-racers");
    const { client } = await newSignedInPlayer(t);
    const follow = () =>
      client.post<{ followsCount: number; followed: boolean }>("/api/concernGame", { appId, follow: true });
    expect((await follow()).data).toEqual({ appId, followed: true, followsCount: 1 });
    expect((await follow()).data.followsCount).toBe(1);
    const detail = await client.get<{ me: { followed: boolean }; followsCount: number }>(
      `/api/game/${appId}`,
    );
    expect(detail.data).toMatchObject({ me: { followed: true }, followsCount: 1 });
    const mine = await client.get<MyGames>("/api/myGame", { kind: "followed" });
    expect(mine.data.items.map((g) => g.appId)).toEqual([appId]);
    const unfollow = () =>
      client.post<{ followsCount: number }>("/api/concernGame", { appId, follow: false });
    expect((await unfollow()).data.followsCount).toBe(0);
    expect((await unfollow()).data.followsCount).toBe(0);
    expect((await client.get<MyGames>("/api/myGame", { kind: "followed" })).data.total).toBe(0);
  });

  test("unknown game, missing flag and banned players are refused", async () => {
    const { client } = await newSignedInPlayer(t, "zh");
    const unknown = await client.post("/api/concernGame", { appId: 99999, follow: true });
    expect(unknown).toMatchObject({ status: 404, code: 4041, msg: t.deps.t("zh", "errors:gameNotFound") });
    const missing = await client.post("/api/concernGame", { appId: idOf(ids, "sky-racers") });
    expect(missing.status).toBe(400);
    expect(missing.msg).toContain("关注");
    const banned = await newSignedInPlayer(t, "en", {
      bannedUntil: new Date("2099-01-01"),
      banReason: "Cheating",
    });
    const refused = await banned.client.post("/api/concernGame", {
      appId: idOf(ids, "sky-racers"),
      follow: true,
    });
    expect(refused).toMatchObject({ status: 403, code: 4032, msg: "This account is banned: Cheating" });
  });
});

describe("pre-registration", () => {
  test("reserving twice is harmless, cancelling gives the place back", async () => {
    const appId = idOf(ids, "ninja-rush");
    const { client } = await newSignedInPlayer(t);
    const reserve = () => client.post<PreRegistration>("/api/subscribe", { appId });
    expect((await reserve()).data).toMatchObject({ reserved: true, reservationsCount: 1 });
    expect((await reserve()).data).toMatchObject({ reserved: true, reservationsCount: 1 });
    const detail = await client.get<{ me: { reserved: boolean }; reservationsCount: number }>(
      `/api/game/${appId}`,
    );
    expect(detail.data).toMatchObject({ me: { reserved: true }, reservationsCount: 1 });
    const mine = await client.get<MyGames>("/api/myGame", { kind: "reserved" });
    expect(mine.data.items.map((g) => g.appId)).toEqual([appId]);
    const cancel = () => client.post<PreRegistration>("/api/cancel_subscribe", { appId });
    expect((await cancel()).data).toMatchObject({ reserved: false, reservationsCount: 0 });
    expect((await cancel()).data).toMatchObject({ reserved: false, reservationsCount: 0 });
    const rows = await t.database.db.select().from(reservations).where(eq(reservations.gameId, appId));
    expect(rows).toEqual([]);
  });

  test("a released game takes no pre-registrations; a visitor must sign in", async () => {
    const { client } = await newSignedInPlayer(t, "th");
    const released = await client.post("/api/subscribe", { appId: idOf(ids, "dragon-realm") });
    expect(released).toMatchObject({
      status: 409,
      code: 4093,
      msg: t.deps.t("th", "errors:preRegistrationClosed"),
    });
    const visitor = await t.client().post("/api/subscribe", { appId: idOf(ids, "ocean-empire") });
    expect(visitor.status).toBe(401);
  });

  test("milestones show what is reached and the progress toward the next goal", async () => {
    const appId = idOf(ids, "ocean-empire");
    await t.database.db.insert(reservationMilestones).values(
      [1, 3, 5].map((threshold) => ({
        gameId: appId,
        threshold,
        texts: {
          en: { title: `${threshold} players`, reward: `${threshold * 100} gold` },
          zh: { title: `${threshold}人`, reward: `${threshold * 100}金币` },
        },
      })),
    );
    const first = await newSignedInPlayer(t);
    await first.client.post("/api/subscribe", { appId });
    const second = await newSignedInPlayer(t, "zh-hant");
    const state = await second.client.post<PreRegistration>("/api/subscribe", { appId });
    expect(state.data.reservationsCount).toBe(2);
    expect(state.data.milestones.map((m) => [m.threshold, m.reached, m.title])).toEqual([
      [1, true, "1人"],
      [3, false, "3人"],
      [5, false, "5人"],
    ]);
    expect(state.data.next).toEqual({ threshold: 3, remaining: 1, progress: 0.5 });
    // The game page reads the goals within its one statement: the same goals, as a visitor sees them.
    const detail = await t.client("zh-hant").get<{ preRegistration: PreRegistration }>(`/api/game/${appId}`);
    expect(detail.data.preRegistration).toEqual({ ...state.data, reserved: false });
  });
});

describe("my games", () => {
  test("recently played joins sync-login game accounts and opened game pages, newest first", async () => {
    const { id, client } = await newSignedInPlayer(t);
    const shadow = idOf(ids, "shadow-blade");
    const candy = idOf(ids, "candy-garden");
    await t.database.db
      .insert(gameAccounts)
      .values({ appId: shadow, openId: `open-${id}`, userId: id, lastSeenAt: t.clock.now });
    t.clock.advance(60_000);
    await client.get(`/api/game/${candy}`);
    const played = await client.get<MyGames>("/api/myGame", { kind: "played" });
    expect(played.data.items.map((g) => g.appId)).toEqual([candy, shadow]);
    t.clock.advance(60_000);
    await t.database.db
      .update(gameAccounts)
      .set({ lastSeenAt: t.clock.now })
      .where(and(eq(gameAccounts.appId, shadow), eq(gameAccounts.userId, id)));
    const again = await client.get<MyGames>("/api/myGame", { kind: "played", pageSize: "1" });
    expect(again.data).toMatchObject({ total: 2, hasMore: true });
    expect(again.data.items.map((g) => g.appId)).toEqual([shadow]);
    expect((await t.client().get("/api/myGame")).status).toBe(401);
  });

  test("a page refreshed within a minute writes no new visit; a later visit moves the game up", async () => {
    const { id, client } = await newSignedInPlayer(t);
    const candy = idOf(ids, "candy-garden");
    await client.get(`/api/game/${candy}`);
    const visitedAt = async () =>
      (
        await t.database.db
          .select({ at: gameVisits.visitedAt })
          .from(gameVisits)
          .where(and(eq(gameVisits.userId, id), eq(gameVisits.gameId, candy)))
      )[0]?.at.getTime();
    const first = await visitedAt();
    t.clock.advance(30_000);
    await client.get(`/api/game/${candy}`);
    expect(await visitedAt()).toBe(first);
    t.clock.advance(60_000);
    await client.get(`/api/game/${candy}`);
    expect(await visitedAt()).toBe(t.clock.now.getTime());
  });
});
