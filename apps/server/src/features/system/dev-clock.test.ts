import { CODE_RESEND_MS } from "@portal/contracts/account";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeProductionEnv } from "../../testing/production-env.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let counter = 0;
const newAddress = () => `clock-${Date.now()}-${++counter}@example.com`;

describe("the development clock (POST /dev/clock)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("moves now forward, so a second code to one address goes out without waiting the minute", async () => {
    const client = t.client();
    const account = newAddress();
    const send = () => client.post("/api/sendCode", { account, purpose: "register" });
    expect((await send()).code).toBe(200);
    const tooSoon = await send();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.msg).toBe("Please wait 60 s before requesting another code");

    const before = t.deps.now().getTime();
    const moved = await client.post<{ now: string }>("/dev/clock", { seconds: CODE_RESEND_MS / 1000 });
    expect(moved.code).toBe(200);
    expect(new Date(moved.data.now).getTime()).toBe(before + CODE_RESEND_MS);
    expect(t.deps.now().getTime()).toBe(before + CODE_RESEND_MS);
    expect((await send()).code).toBe(200);
  });

  it.each([
    ["zero", { seconds: 0 }],
    ["backwards", { seconds: -60 }],
    ["a fraction", { seconds: 1.5 }],
    ["text", { seconds: "60" }],
    ["more than a day", { seconds: 24 * 60 * 60 + 1 }],
    ["nothing", {}],
  ])("refuses %s with a localized message and leaves the clock alone", async (_, body) => {
    const before = t.deps.now().getTime();
    const refused = await t.client("zh").post("/dev/clock", body);
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe("请检查输入的内容");
    expect(t.deps.now().getTime()).toBe(before);
  });
});

describe("production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(completeProductionEnv);
  });
  afterAll(async () => t.close());

  it("has no clock to move: /dev/clock is not found and now stays real time", async () => {
    const before = t.deps.now().getTime();
    const response = await t.app.inject({
      method: "POST",
      url: "/dev/clock",
      headers: { origin: "https://portal.example.com" },
      payload: { seconds: 60 },
    });
    expect(response.statusCode).toBe(404);
    expect(t.deps.advanceClock).toBeUndefined();
    expect(t.deps.now().getTime()).toBe(before);
  });
});
