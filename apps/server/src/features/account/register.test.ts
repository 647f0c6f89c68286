import { count, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { consentLog, users, verificationCodes } from "../../db/schema/account.ts";
import { outbox } from "../../db/schema/platform.ts";
import { messagesTo, readLatestCode, registerThroughApi, validPassword } from "../../testing/auth-helpers.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

const t = useTestApp();

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n;

async function sendAndRead(account: string) {
  const client = t.client();
  const sent = await client.post("/api/sendCode", { account, purpose: "register" });
  expect(sent.code).toBe(200);
  return { client, code: await readLatestCode(t, account) };
}

const form = (account: string, code: string, extra: Record<string, unknown> = {}) => ({
  account,
  code,
  password: validPassword,
  passwordAgain: validPassword,
  consentPersonalData: true,
  ...extra,
});

describe("register", () => {
  test("with e-mail: code by mail, session cookies, masked base info and uid info", async () => {
    const client = t.client();
    const uid = await registerThroughApi(t, client, "Alice@Example.com");
    expect(client.cookies.get("user")).toBe(String(uid));
    expect(client.cookies.get("sid")).toBeTruthy();
    const info = await client.get<{ uid: number; email: string; nickname: string }>("/api/token");
    expect(info.code).toBe(200);
    expect(info.data.uid).toBe(uid);
    expect(info.data.email).toBe("al***@example.com");
    const money = await client.get<{ points: number; vipLevel: number }>("/api/uid");
    expect(money.data).toMatchObject({ uid, points: 0, vipLevel: 0 });
    const consents = await t.database.db.select().from(consentLog).where(eq(consentLog.userId, uid));
    expect(consents.map((c) => [c.kind, c.granted]).sort()).toEqual([
      ["notices", false],
      ["personalData", true],
    ]);
  });

  test("with phone: the code goes by SMS", async () => {
    const uid = await registerThroughApi(t, t.client(), "13912345678");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, uid));
    expect(row?.phone).toBe("13912345678");
  });

  test("codes are stored hashed and delivered mail is redacted from the outbox", async () => {
    const { code } = await sendAndRead("hash@example.com");
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, "hash@example.com"));
    expect(rows[0]?.codeHash).not.toContain(code);
    const jobs = await t.database.db.select().from(outbox);
    expect(JSON.stringify(jobs.map((j) => j.payload))).not.toContain(code);
  });

  test("a wrong code is refused and creates nothing", async () => {
    const { client, code } = await sendAndRead("wrong@example.com");
    const before = await userCount();
    const wrong = code === "000000" ? "111111" : "000000";
    const answer = await client.post("/api/register", form("wrong@example.com", wrong));
    expect(answer).toMatchObject({ status: 400, code: 4001, msg: "Verification code wrong" });
    expect(await userCount()).toBe(before);
  });

  test("an expired code is refused", async () => {
    const { client, code } = await sendAndRead("late@example.com");
    t.clock.advance(10 * 60 * 1000 + 1000);
    const answer = await client.post("/api/register", form("late@example.com", code));
    expect(answer.code).toBe(4002);
    expect(answer.msg).toMatch(/expired/);
  });

  test("five wrong tries kill the code, even the right one afterwards", async () => {
    const { client, code } = await sendAndRead("tries@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await client.post("/api/register", form("tries@example.com", wrong))).code);
    expect(codes).toEqual([4001, 4001, 4001, 4001, 4003]);
    const right = await client.post("/api/register", form("tries@example.com", code));
    expect(right.code).toBe(4003);
  });

  test("one send per target per 60 s, ten a day", async () => {
    const client = t.client();
    expect(
      (await client.post("/api/sendCode", { account: "busy@example.com", purpose: "register" })).code,
    ).toBe(200);
    const again = await client.post("/api/sendCode", { account: "BUSY@example.com", purpose: "register" });
    expect(again).toMatchObject({ status: 429, code: 4291 });
    expect(again.msg).toMatch(/wait 60 s/);
    for (let i = 0; i < 9; i++) {
      t.clock.advance(61_000);
      expect(
        (await client.post("/api/sendCode", { account: "busy@example.com", purpose: "register" })).code,
      ).toBe(200);
    }
    t.clock.advance(61_000);
    const eleventh = await client.post("/api/sendCode", { account: "busy@example.com", purpose: "register" });
    expect(eleventh).toMatchObject({ status: 429, code: 4292 });
  });

  test("two simultaneous sends to one target send one code", async () => {
    const client = t.client();
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post("/api/sendCode", { account: "race@example.com", purpose: "register" })),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([200, 4291, 4291]);
  });

  test("passwords must match, be 8–64 characters of any kind and not common; consent is required", async () => {
    const { client, code } = await sendAndRead("rules@example.com");
    const before = await userCount();
    const mismatch = await client.post(
      "/api/register",
      form("rules@example.com", code, { passwordAgain: "other123" }),
    );
    expect(mismatch).toMatchObject({ code: 4004, msg: "The two passwords do not match" });
    const short = await client.post(
      "/api/register",
      form("rules@example.com", code, { password: "ab1 !x7", passwordAgain: "ab1 !x7" }),
    );
    expect(short).toMatchObject({
      status: 400,
      code: 400,
      msg: "Password: 8 to 64 characters; spaces and symbols are welcome",
    });
    const long = "x".repeat(65);
    expect(
      (
        await client.post(
          "/api/register",
          form("rules@example.com", code, { password: long, passwordAgain: long }),
        )
      ).msg,
    ).toMatch(/8 to 64/);
    const control = "abc\u0007defgh";
    expect(
      (
        await client.post(
          "/api/register",
          form("rules@example.com", code, { password: control, passwordAgain: control }),
        )
      ).msg,
    ).toBe("Password: contains control characters that are not allowed");
    const common = await client.post(
      "/api/register",
      form("rules@example.com", code, { password: "Password1", passwordAgain: "Password1" }),
    );
    expect(common).toMatchObject({
      status: 400,
      msg: "Password: too common: choose a password that is harder to guess",
    });
    const noConsent = await client.post(
      "/api/register",
      form("rules@example.com", code, { consentPersonalData: false }),
    );
    expect(noConsent.code).toBe(4005);
    expect(await userCount()).toBe(before);
    const phrase = "密码 correct horse! 电池";
    const registered = await client.post(
      "/api/register",
      form("rules@example.com", code, { password: phrase, passwordAgain: phrase }),
    );
    expect(registered.code, registered.msg).toBe(200);
    const signIn = await t
      .client()
      .post("/api/login", { by: "password", account: "rules@example.com", password: phrase });
    expect(signIn.code).toBe(200);
  });

  test("bad e-mail and phone formats name the field in the player's language", async () => {
    const en = await t.client("en").post("/api/sendCode", { account: "not-an-email@x", purpose: "register" });
    expect(en).toMatchObject({ status: 400, msg: "Phone or e-mail: enter a correct e-mail address" });
    const phone = await t.client("en").post("/api/sendCode", { account: "12345", purpose: "register" });
    expect(phone.msg).toMatch(/11-digit/);
    const zh = await t.client("zh").post("/api/sendCode", { account: "bad@", purpose: "register" });
    expect(zh.status).toBe(400);
    expect(zh.msg).not.toBe(en.msg);
    expect(zh.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  test("a visitor cannot ask /sendCode for a security-centre code", async () => {
    for (const purpose of ["bind", "verify", "cancel"]) {
      const reply = await t.client("en").post("/api/sendCode", { account: "demo@portal.local", purpose });
      expect(reply).toMatchObject({ status: 400 });
      expect(reply.msg).toMatch(/invalid/i);
    }
  });

  test("an account registers once: a second try is told by mail, the answer is the same", async () => {
    const uid = await registerThroughApi(t, t.client(), "once@example.com");
    t.clock.advance(61_000);
    const again = await t
      .client()
      .post("/api/sendCode", { account: "once@example.com", purpose: "register" });
    expect(again).toMatchObject({ status: 200, data: { resendAfterSeconds: 60 } });
    const [note] = await messagesTo(t, "once@example.com");
    expect(note?.subject).toBe("You already have an account");
    expect(note?.body).not.toMatch(/\b\d{6}\b/);
    const guessed = await t.client().post("/api/register", form("once@example.com", "123456"));
    expect(guessed.code).toBe(4001);
    const rows = await t.database.db.select().from(users).where(eq(users.email, "once@example.com"));
    expect(rows.map((row) => row.id)).toEqual([uid]);
  });
});
