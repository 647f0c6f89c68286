import { makeNonce, signParams } from "@portal/contracts/signature";
import { describe, expect, test } from "vitest";
import { storedActivities } from "../../db/schema/platform.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

const t = useTestApp();

const secret = () => t.deps.config.EVENT_SIGN_SECRET;

function signedEventQuery(overrides: Record<string, string> = {}) {
  const params: Record<string, string> = {
    tm: String(t.clock.now.getTime()),
    sys_language: "zh-hant",
    version: "1.1",
    nonce: makeNonce(),
    ...overrides,
  };
  return { ...params, signature: signParams(params, secret()) };
}

describe("signed event list", () => {
  test("answers the running stored-value activities in the asked language", async () => {
    const now = t.clock.now.getTime();
    await t.database.db.insert(storedActivities).values([
      {
        texts: {
          en: { title: "Double diamonds", description: "Top up, get double" },
          zh: { title: "双倍钻石", description: "充值双倍" },
        },
        startsAt: new Date(now - 1000),
        endsAt: new Date(now + 86400000),
      },
      {
        texts: { en: { title: "Ended", description: "" } },
        startsAt: new Date(now - 9000000),
        endsAt: new Date(now - 1000),
      },
    ]);
    const answer = await t.client().get<{ title: string }[]>("/api/v1/event/list", signedEventQuery());
    expect(answer.code).toBe(200);
    expect(answer.data.map((a) => a.title)).toEqual(["双倍钻石"]);
  });

  test("a wrong signature, a stale timestamp and a reused nonce each have their own code", async () => {
    const wrong = { ...signedEventQuery(), signature: "0".repeat(64) };
    expect(await t.client().get("/api/v1/event/list", wrong)).toMatchObject({ status: 401, code: 4013 });
    const tampered = { ...signedEventQuery(), sys_language: "en" };
    expect((await t.client().get("/api/v1/event/list", tampered)).code).toBe(4013);
    const stale = signedEventQuery({ tm: String(t.clock.now.getTime() - 5 * 60 * 1000 - 1000) });
    expect((await t.client().get("/api/v1/event/list", stale)).code).toBe(4014);
    const once = signedEventQuery();
    expect((await t.client().get("/api/v1/event/list", once)).code).toBe(200);
    expect((await t.client().get("/api/v1/event/list", once)).code).toBe(4015);
  });

  test("a missing signature or bad version is bad input", async () => {
    const { signature: _drop, ...unsigned } = signedEventQuery();
    expect((await t.client().get("/api/v1/event/list", unsigned)).status).toBe(400);
    expect((await t.client().get("/api/v1/event/list", signedEventQuery({ version: "2.0" }))).status).toBe(
      400,
    );
  });
});
