import { signSyncLogin } from "@portal/contracts/signature";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { gameAccounts, users } from "../../db/schema/account.ts";
import { games } from "../../db/schema/games.ts";
import { demoSyncSecret, seedGames } from "../../db/seed/seed.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let appId: number;
const t = useTestApp();
beforeAll(async () => {
  await seedGames(t.database.db, { artwork: false });
  const [game] = await t.database.db.select().from(games).where(eq(games.slug, "dragon-realm"));
  appId = game?.id ?? 0;
});

function signedQuery(params: Record<string, string | number>, secret = demoSyncSecret("dragon-realm")) {
  const query = { appId, tm: Math.floor(t.clock.now.getTime() / 1000), ...params };
  const sign = signSyncLogin(query, secret);
  return Object.fromEntries(Object.entries({ ...query, sign }).map(([k, v]) => [k, String(v)]));
}

describe("sync-login from the game's webview", () => {
  test("withdraws a pending cancellation and says so (the game proved who the player is)", async () => {
    const first = await t
      .client()
      .get<{ uid: number }>("/api/syncLogin", signedQuery({ openId: "leaver-1" }));
    expect(first.data).toMatchObject({ cancellationWithdrawn: false });
    await t.database.db
      .update(users)
      .set({ cancelRequestedAt: t.clock.now })
      .where(eq(users.id, first.data.uid));
    t.clock.advance(1000); // the game signs a new link (a link works once)
    const back = await t.client().get("/api/syncLogin", signedQuery({ openId: "leaver-1" }));
    expect(back).toMatchObject({ code: 200, data: { uid: first.data.uid, cancellationWithdrawn: true } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, first.data.uid));
    expect(row?.cancelRequestedAt).toBeNull();
  });

  test("creates and links an account once, then signs the same player in", async () => {
    const first = t.client();
    const answer = await first.get<{ uid: number; serverId: string }>(
      "/api/syncLogin",
      signedQuery({ openId: "hero-1", serverId: "s1", roleId: "r9" }),
    );
    expect(answer).toMatchObject({ code: 200, data: { appId, serverId: "s1", roleId: "r9" } });
    expect(first.cookies.get("user")).toBe(String(answer.data.uid));
    const again = await t
      .client()
      .get<{ uid: number }>("/api/syncLogin", signedQuery({ openId: "hero-1", serverId: "s2" }));
    expect(again.data.uid).toBe(answer.data.uid);
    const links = await t.database.db.select().from(gameAccounts).where(eq(gameAccounts.openId, "hero-1"));
    expect(links).toHaveLength(1);
    expect(links[0]?.lastServerId).toBe("s2");
  });

  test("a forged or altered link is refused and signs nobody in", async () => {
    const client = t.client();
    const forged = await client.get(
      "/api/syncLogin",
      signedQuery({ openId: "hero-2" }, "not-the-games-secret"),
    );
    expect(forged).toMatchObject({ status: 401, code: 4016, msg: "Game sign-in failed: invalid link" });
    const altered = { ...signedQuery({ openId: "hero-2" }), openId: "someone-else" };
    expect((await client.get("/api/syncLogin", altered)).code).toBe(4016);
    expect(client.cookies.has("sid")).toBe(false);
    const links = await t.database.db
      .select()
      .from(gameAccounts)
      .where(eq(gameAccounts.openId, "someone-else"));
    expect(links).toHaveLength(0);
  });

  test("a link older than 5 minutes is refused", async () => {
    const query = signedQuery({ openId: "hero-3" });
    t.clock.advance(5 * 60 * 1000 + 2000);
    expect((await t.client().get("/api/syncLogin", query)).code).toBe(4014);
  });

  test("an unknown game is refused", async () => {
    const query = { ...signedQuery({ openId: "hero-4" }), appId: "99999" };
    expect((await t.client().get("/api/syncLogin", query)).code).toBe(4016);
  });

  test("a value holding &name= cannot re-split into another account under the same signature", async () => {
    const victim = await t
      .client()
      .get<{ uid: number }>("/api/syncLogin", signedQuery({ openId: "victim-1" }));
    expect(victim.code).toBe(200);
    // The attacker's game account is named so that raw joining would read "openId=a&openId=victim-1…".
    const signed = signedQuery({ openId: "a", nickname: "x&openId=victim-1" });
    const client = t.client();
    const forged = await client.get("/api/syncLogin", { ...signed, openId: "a&nickname=x", nickname: "" });
    expect(forged).toMatchObject({ status: 401, code: 4016 });
    const moved = await client.get("/api/syncLogin", {
      ...signed,
      openId: "victim-1",
      nickname: "x&openId=a",
    });
    expect(moved.code).toBe(4016);
    expect(client.cookies.has("sid")).toBe(false);
  });

  test("a link works once", async () => {
    const query = signedQuery({ openId: "hero-once" });
    expect((await t.client().get("/api/syncLogin", query)).code).toBe(200);
    const again = t.client();
    expect(await again.get("/api/syncLogin", query)).toMatchObject({ status: 401, code: 4015 });
    expect(again.cookies.has("sid")).toBe(false);
  });

  test("a sign that is not exactly 64 lower-case hex digits is refused unread", async () => {
    const query = signedQuery({ openId: "hero-case" });
    const upper = await t.client().get("/api/syncLogin", { ...query, sign: query.sign?.toUpperCase() });
    expect(upper).toMatchObject({ status: 400, code: 400 });
    expect(upper.msg).toBe("Signature: invalid value");
    const short = await t.client().get("/api/syncLogin", { ...query, sign: query.sign?.slice(0, 62) });
    expect(short).toMatchObject({ status: 400, code: 400 });
    const padded = await t.client().get("/api/syncLogin", { ...query, sign: `${query.sign}00` });
    expect(padded).toMatchObject({ status: 400, code: 400 });
    const links = await t.database.db.select().from(gameAccounts).where(eq(gameAccounts.openId, "hero-case"));
    expect(links).toHaveLength(0);
    expect((await t.client().get("/api/syncLogin", query)).code).toBe(200);
  });
});
