import { ADDRESS_MAX_FAILURES } from "@portal/contracts/account";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { sessions, users } from "../../db/schema/account.ts";
import { pageViews } from "../../db/schema/platform.ts";
import {
  messagesTo,
  passwordSignIn,
  readLatestCode,
  registerThroughApi,
  validPassword,
} from "../../testing/auth-helpers.ts";
import { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

const t = useTestApp();

const signIn = (account: string, password: string, client = t.client()) =>
  client.post<{ uid: number }>("/api/login", { by: "password", account, password });

describe("sign in and out", () => {
  test("with password, then sign out ends the session", async () => {
    const uid = await registerThroughApi(t, t.client(), "bob@example.com");
    const client = t.client();
    const answer = await signIn("BOB@example.com", validPassword, client);
    expect(answer).toMatchObject({ code: 200, data: { uid } });
    expect((await client.get("/api/token")).code).toBe(200);
    const sid = client.cookies.get("sid");
    expect((await client.post("/api/logout")).code).toBe(200);
    expect(client.cookies.has("sid")).toBe(false);
    expect(client.cookies.has("user")).toBe(false);
    const after = t.client();
    after.cookies.set("sid", sid ?? "");
    expect(await after.get("/api/token")).toMatchObject({
      status: 401,
      code: 401,
      msg: "Not signed in, please sign in first",
    });
  });

  test("with a code sent by SMS", async () => {
    const uid = await registerThroughApi(t, t.client(), "13700000000");
    const client = t.client();
    t.clock.advance(61_000);
    expect((await client.post("/api/sendCode", { account: "13700000000", purpose: "login" })).code).toBe(200);
    const code = await readLatestCode(t, "13700000000");
    const answer = await client.post("/api/login", { by: "code", account: "13700000000", code });
    expect(answer).toMatchObject({ code: 200, data: { uid } });
    const reused = await t.client().post("/api/login", { by: "code", account: "13700000000", code });
    expect(reused.code).toBe(4001);
  });

  test("an unknown account gets a note instead of a code; the answer is the same", async () => {
    const answer = await t
      .client()
      .post("/api/sendCode", { account: "nobody@example.com", purpose: "login" });
    expect(answer).toMatchObject({ status: 200, data: { resendAfterSeconds: 60 } });
    const [note] = await messagesTo(t, "nobody@example.com");
    expect(note?.subject).toBe("No account with this address");
    await expect(readLatestCode(t, "nobody@example.com")).rejects.toThrow(/no code/);
  });

  test("wrong password; five failures lock the account for 15 minutes", async () => {
    await registerThroughApi(t, t.client(), "carol@example.com");
    const wrong = await signIn("carol@example.com", "nottheone1");
    expect(wrong).toMatchObject({ status: 401, code: 4011, msg: "Account or password wrong" });
    for (let i = 0; i < 4; i++) await signIn("carol@example.com", "nottheone1");
    const locked = await signIn("carol@example.com", validPassword);
    expect(locked).toMatchObject({
      status: 429,
      code: 4293,
      msg: "Too many failed sign-ins. Try again in 15 min",
    });
    t.clock.advance(10 * 60 * 1000);
    expect((await signIn("carol@example.com", validPassword)).msg).toMatch(/in 5 min/);
    t.clock.advance(5 * 60 * 1000 + 1000);
    expect((await signIn("carol@example.com", validPassword)).code).toBe(200);
  });

  test("many failures from one address lock the address", async () => {
    // Many players' browsers, one client address (no proxy is trusted in tests).
    const fromOneAddress = () => new TestClient(t.app, "en", "203.0.113.9");
    for (let i = 0; i < 30; i++) {
      await passwordSignIn(fromOneAddress(), `spray${i}@example.com`, "guess1234");
    }
    const answer = await passwordSignIn(fromOneAddress(), "bob@example.com", validPassword);
    expect(answer.code).toBe(4294);
    t.clock.advance(16 * 60 * 1000);
  });

  test("a code sign-in gives its address no password try back", async () => {
    const fromOneAddress = () => new TestClient(t.app, "en", "203.0.113.77");
    const uid = await registerThroughApi(t, fromOneAddress(), "carol-code@example.com");
    for (let i = 0; i < ADDRESS_MAX_FAILURES - 1; i++)
      await passwordSignIn(fromOneAddress(), `guess${i}@example.com`, "guess1234");
    t.clock.advance(61_000);
    const client = fromOneAddress();
    expect(
      (await client.post("/api/sendCode", { account: "carol-code@example.com", purpose: "login" })).code,
    ).toBe(200);
    const code = await readLatestCode(t, "carol-code@example.com");
    expect(
      await client.post("/api/login", { by: "code", account: "carol-code@example.com", code }),
    ).toMatchObject({
      code: 200,
      data: { uid },
    });
    const last = await passwordSignIn(fromOneAddress(), "guess-last@example.com", "guess1234");
    expect(last.code).toBe(4011);
    const locked = await passwordSignIn(fromOneAddress(), "carol-code@example.com", validPassword);
    expect(locked.code).toBe(4294);
    t.clock.advance(16 * 60 * 1000);
  });

  test("a banned player cannot sign in, and an existing session cannot change anything", async () => {
    const client = t.client();
    const uid = await registerThroughApi(t, client, "dave@example.com");
    await t.database.db
      .update(users)
      .set({ bannedUntil: new Date("2099-01-01"), banReason: "Cheating" })
      .where(eq(users.id, uid));
    const refused = await signIn("dave@example.com", validPassword);
    expect(refused).toMatchObject({ status: 403, code: 4032, msg: "This account is banned: Cheating" });
    expect((await client.get<{ banned: boolean }>("/api/userBanned")).data).toEqual({
      banned: true,
      reason: "Cheating",
    });
    const change = await client.post("/api/stats", { path: "/", system: "pc", webview: false });
    expect(change.code).toBe(4032);
    expect(await t.database.db.select().from(pageViews).where(eq(pageViews.userId, uid))).toHaveLength(0);
  });

  test("sessions slide for 30 days of use and expire after 30 idle days", async () => {
    const client = t.client();
    const uid = await registerThroughApi(t, client, "erin@example.com");
    const expiry = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, uid)))[0]?.expiresAt.getTime() ??
      0;
    const first = await expiry();
    t.clock.advance(20 * 24 * 3600 * 1000);
    expect((await client.get("/api/token")).code).toBe(200);
    expect(await expiry()).toBeGreaterThan(first);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await client.get("/api/token")).code).toBe(401);
  });

  test("a cross-site POST is refused and changes nothing", async () => {
    const client = t.client();
    const evil = { origin: "https://evil.example" };
    const answer = await client.post(
      "/api/sendCode",
      { account: "frank@example.com", purpose: "register" },
      evil,
    );
    expect(answer).toMatchObject({ status: 403, code: 4031 });
    const fetchSite = await client.post(
      "/api/sendCode",
      { account: "frank@example.com", purpose: "register" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(fetchSite.code).toBe(4031);
    await expect(readLatestCode(t, "frank@example.com")).rejects.toThrow(/no code/);
    // A forged Host that matches the forged Origin proves nothing: only PUBLIC_URL's origin counts.
    const forgedHost = await client.post(
      "/api/sendCode",
      { account: "frank@example.com", purpose: "register" },
      { origin: "https://evil.example", host: "evil.example", "x-forwarded-host": "evil.example" },
    );
    expect(forgedHost.code).toBe(4031);
    const sameSite = await client.post(
      "/api/sendCode",
      { account: "frank@example.com", purpose: "register" },
      { origin: t.deps.config.PUBLIC_URL },
    );
    expect(sameSite.code).toBe(200);
  });

  test("errors come back in the player's language as envelopes, never as stack traces", async () => {
    const missing = await t.client().get("/api/no-such-call");
    expect(missing).toMatchObject({ status: 404, code: 404, data: null });
    const broken = await t.client().request({
      method: "POST",
      url: "/api/login",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken)).not.toMatch(/at .*\.ts|stack/i);
  });
});
