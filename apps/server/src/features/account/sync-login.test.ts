import { createHmac } from "node:crypto";
import { canonicalString } from "@portal/contracts/signature";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gameAccounts, users } from "../../db/schema/account.ts";
import { games } from "../../db/schema/games.ts";
import { demoSyncSecret, seedGames } from "../../db/seed/seed.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let appId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.database.db, { artwork: false });
  const [game] = await t.database.db.select().from(games).where(eq(games.slug, "dragon-realm"));
  appId = game?.id ?? 0;
});
afterAll(() => t.close());

function signedQuery(params: Record<string, string | number>, secret = demoSyncSecret("dragon-realm")) {
  const query = { appId, tm: Math.floor(t.clock.now.getTime() / 1000), ...params };
  const sign = createHmac("sha256", secret).update(canonicalString(query)).digest("hex");
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
});
