import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import { devOutbox } from "../db/schema/platform.ts";
import { startTwilioFake, type TwilioFake } from "../testing/fakes/twilio-fake.ts";
import { newSignedInPlayer } from "../testing/players.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { createSmsSender, createTwilioSender } from "./sms.ts";

const account = { sid: `AC${"0123456789abcdef".repeat(2)}`, token: "fake-auth-token-0001" };
const twilioEnv = (fake: TwilioFake, token = account.token) => ({
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: account.sid,
  TWILIO_AUTH_TOKEN: token,
  TWILIO_FROM: "+15005550006",
  TWILIO_API_URL: fake.url,
});

let fake: TwilioFake;
beforeAll(async () => {
  fake = await startTwilioFake(account);
});
afterAll(() => fake.close());

/** Everything written to the console and the process streams while `work` runs. */
async function printedDuring(work: () => Promise<unknown>): Promise<string> {
  const printed: string[] = [];
  const record = (...args: unknown[]) => {
    printed.push(args.map(String).join(" "));
    return true;
  };
  const spies = [
    vi.spyOn(console, "log").mockImplementation(record),
    vi.spyOn(console, "info").mockImplementation(record),
    vi.spyOn(console, "warn").mockImplementation(record),
    vi.spyOn(console, "error").mockImplementation(record),
    vi.spyOn(console, "debug").mockImplementation(record),
    vi.spyOn(process.stdout, "write").mockImplementation(record),
    vi.spyOn(process.stderr, "write").mockImplementation(record),
  ];
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return printed.join("\n");
}

describe("the Twilio adapter, through the official SDK, against a local fake of Twilio's API", () => {
  it("sends the message to the number in E.164 from TWILIO_FROM, and prints nothing", async () => {
    const sender = createTwilioSender(loadConfig({ NODE_ENV: "test", ...twilioEnv(fake) }));
    const printed = await printedDuring(() =>
      sender.sendSms({ to: "13800000009", subject: "Code", text: "Your code is 482913" }),
    );
    expect(fake.messages.at(-1)).toMatchObject({
      accountSid: account.sid,
      to: "+8613800000009",
      from: "+15005550006",
      body: "Your code is 482913",
    });
    expect(printed).not.toContain("482913");
  });

  it("a wrong auth token is refused by the provider and the send fails (the outbox retries it)", async () => {
    const before = fake.messages.length;
    const sender = createTwilioSender(
      loadConfig({ NODE_ENV: "test", ...twilioEnv(fake, "wrong-token-000001") }),
    );
    await expect(
      sender.sendSms({ to: "13800000009", subject: "Code", text: "Your code is 111111" }),
    ).rejects.toThrow(/Authenticate/);
    expect(fake.messages).toHaveLength(before);
  });
});

describe("a sign-up code by SMS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(twilioEnv(fake));
  });
  afterAll(() => t.close());

  it("leaves through the outbox to the provider with the code; no copy in the dev outbox; the code registers", async () => {
    const client = t.client();
    const sent = await client.post("/api/sendCode", { account: "13900000001", purpose: "register" });
    expect(sent.code).toBe(200);
    expect(fake.messages.some((m) => m.to === "+8613900000001")).toBe(false);
    await t.drainOutbox();
    const message = fake.messages.find((m) => m.to === "+8613900000001");
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await t.database.db.select().from(devOutbox).where(eq(devOutbox.channel, "sms"))).toEqual([]);
    const registered = await client.post("/api/register", {
      account: "13900000001",
      code,
      password: "secret123",
      passwordAgain: "secret123",
      consentPersonalData: true,
    });
    expect(registered.code).toBe(200);
    expect((await client.get("/api/features")).data).toEqual({ phoneAccounts: true });
  });
});

describe("production without an SMS provider", () => {
  const t = useTestApp();
  beforeAll(async () => {
    // What createDeps builds in production when SMS_PROVIDER is unset.
    t.deps.sms = createSmsSender({
      config: { ...t.deps.config, NODE_ENV: "production" },
      db: t.database.db,
      log: t.app.log,
    });
  });

  it("tells the client that phone accounts are off", async () => {
    expect((await t.client().get("/api/features")).data).toEqual({ phoneAccounts: false });
  });

  it("refuses phone codes, phone sign-up, code sign-in and binding with one localized message; e-mail works", async () => {
    const client = t.client();
    const refusals = [
      await client.post("/api/sendCode", { account: "13900000002", purpose: "register" }),
      await client.post("/api/sendCode", { account: "13900000002", purpose: "login" }),
      await client.post("/api/register", {
        account: "13900000002",
        code: "123456",
        password: "secret123",
        passwordAgain: "secret123",
        consentPersonalData: true,
      }),
      await client.post("/api/login", { by: "code", account: "13900000002", code: "123456" }),
    ];
    const player = await newSignedInPlayer(t);
    refusals.push(
      await player.client.post("/api/sendBindCode", { channel: "phone", phone: "13900000003" }),
      await player.client.post("/api/bindPhone", { phone: "13900000003", code: "123456" }),
    );
    for (const refusal of refusals)
      expect(refusal).toMatchObject({
        status: 503,
        code: 4130,
        msg: "Sign-up, sign-in and binding by phone are not available at the moment; please use e-mail",
      });
    const zh = await t.client("zh").post("/api/sendCode", { account: "13900000002", purpose: "register" });
    expect(zh.msg).toBe("暂不支持手机号注册、登录和绑定，请使用邮箱");
    expect(await t.database.db.select().from(devOutbox)).toEqual([]);

    const mail = await client.post("/api/sendCode", {
      account: "new-player@example.com",
      purpose: "register",
    });
    expect(mail.code).toBe(200);
  });
});
