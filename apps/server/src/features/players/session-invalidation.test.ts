import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { sessions } from "../../db/schema/account.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import {
  passwordSignIn,
  readLatestCode,
  registerThroughApi,
  validPassword,
} from "../../testing/auth-helpers.ts";
import { signInAs } from "../../testing/players.ts";
import { addStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { sessionRef } from "./players.presenter.ts";
import { revokeSessions } from "./players.service.ts";
import { liftSanction, sanctionPlayer } from "./sanctions.service.ts";

/**
 * With a session cache that would keep a lookup for ten minutes (platform/session-cache.ts), each
 * change that ends a session or changes what its lookup answers is seen by the very next request.
 */
describe("every change that ends a session or changes its player refuses the cached session at once", () => {
  const t = useTestApp({ SESSION_CACHE_MS: "600000" });
  let staff: ConsoleStaff;
  beforeAll(async () => {
    const member = await addStaff(t, "supportAgent");
    staff = { ...member, secondFactorDone: true, sessionTokenHash: "" };
  });
  const signedIn = async (client: TestClient) => (await client.get("/api/token")).status === 200;
  const signedInPlayer = async (account: string) => {
    const client = t.client();
    return { client, uid: await registerThroughApi(t, client, account) };
  };

  test("the cache is on: a session deleted behind its back is still served for its lifetime", async () => {
    const { client, uid } = await signedInPlayer("cached@example.com");
    expect(await signedIn(client)).toBe(true);
    await t.database.db.delete(sessions).where(eq(sessions.userId, uid));
    expect(await signedIn(client)).toBe(true);
    t.deps.sessionCache.forget(uid);
    expect(await signedIn(client)).toBe(false);
  });

  test("signing out", async () => {
    const { client } = await signedInPlayer("signout@example.com");
    const cookies = new Map(client.cookies);
    expect(await signedIn(client)).toBe(true);
    expect((await client.post("/api/logout")).code).toBe(200);
    client.cookies = cookies;
    expect(await signedIn(client)).toBe(false);
  });

  test("a password change ends the player's other sessions", async () => {
    const { client } = await signedInPlayer("password@example.com");
    const other = t.client();
    expect((await passwordSignIn(other, "password@example.com", validPassword)).code).toBe(200);
    expect(await signedIn(other)).toBe(true);
    const changed = await client.post("/api/changePassword", {
      by: "password",
      oldPassword: validPassword,
      password: "newpass12",
      passwordAgain: "newpass12",
    });
    expect(changed.code, changed.msg).toBe(200);
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(client)).toBe(true);
  });

  test("staff ending one session, then all", async () => {
    const { client, uid } = await signedInPlayer("revoked@example.com");
    const second = await signInAs(t, uid);
    expect(await signedIn(client)).toBe(true);
    expect(await signedIn(second)).toBe(true);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, uid)).limit(1);
    await revokeSessions(t.deps, staff, { playerId: uid, ref: sessionRef(session?.tokenHash ?? "") });
    expect([await signedIn(client), await signedIn(second)].filter(Boolean)).toHaveLength(1);
    await revokeSessions(t.deps, staff, { playerId: uid });
    expect([await signedIn(client), await signedIn(second)]).toEqual([false, false]);
  });

  test("asking to cancel the account", async () => {
    const { client } = await signedInPlayer("cancel@example.com");
    t.clock.advance(150_000);
    expect((await client.post("/api/sendSecurityCode", { channel: "email", purpose: "cancel" })).code).toBe(
      200,
    );
    const code = await readLatestCode(t, "cancel@example.com");
    expect(await signedIn(client)).toBe(true);
    const cookies = new Map(client.cookies);
    expect((await client.post("/api/logOffAccount", { channel: "email", code })).code).toBe(200);
    client.cookies = cookies;
    expect(await signedIn(client)).toBe(false);
  });

  test("a ban, and its lifting", async () => {
    const { client, uid } = await signedInPlayer("ban@example.com");
    const change = () => client.post("/api/updateUserInfo", { bio: "still here" });
    expect((await change()).code).toBe(200);
    const ban = await sanctionPlayer(t.deps, staff, {
      playerId: uid,
      kind: "ban",
      reason: "Cheating",
      endsAt: null,
    });
    expect(await change()).toMatchObject({ code: 4032, msg: "This account is banned: Cheating" });
    await liftSanction(t.deps, staff, { playerId: uid, sanctionId: ban.id });
    expect((await change()).code).toBe(200);
  });
});
