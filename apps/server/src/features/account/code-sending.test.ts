import { CODE_SENDS_PER_ADDRESS, CODE_SENDS_PER_PLAYER } from "@portal/contracts/account";
import { count } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { verificationCodes } from "../../db/schema/account.ts";
import { registerThroughApi } from "../../testing/auth-helpers.ts";
import { solvedChallenge } from "../../testing/challenge-solver.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

/** Code sending per client address and per player, and the proof-of-work challenge after 3 sends. */
const t = useTestApp({ CODE_FREE_SENDS: "3" });

let targets = 0;
const newTarget = () => `target${++targets}@example.com`;
const codesStored = async () => (await t.database.db.select({ n: count() }).from(verificationCodes))[0]?.n;

const send = (client: TestClient, extra: Record<string, unknown> = {}) =>
  client.post("/api/sendCode", { account: newTarget(), purpose: "register", ...extra });

describe("the proof-of-work challenge", () => {
  test("after 3 sends from one client a solved challenge is needed, once per send", async () => {
    const client = t.client();
    for (let i = 0; i < 3; i++) expect((await send(client)).code).toBe(200);
    const before = await codesStored();
    const refused = await send(client);
    expect(refused).toMatchObject({
      status: 400,
      code: 4020,
      msg: "Please complete the check that you are not a robot, then send again",
    });
    const altcha = await solvedChallenge(client);
    expect((await send(client, { altcha })).code).toBe(200);
    const reused = await send(client, { altcha });
    expect(reused).toMatchObject({ status: 400, code: 4021 });
    expect(await codesStored()).toBe((before ?? 0) + 1);
    const other = t.client();
    expect((await send(other)).code).toBe(200);
  });

  test("a forged, tampered or stale solution is refused and sends nothing", async () => {
    const client = t.client();
    for (let i = 0; i < 3; i++) await send(client);
    const before = await codesStored();
    for (const altcha of ["bm90IGpzb24=", "x".repeat(100), Buffer.from('{"challenge":1}').toString("base64")])
      expect((await send(client, { altcha })).code).toBe(4021);
    const solved = JSON.parse(Buffer.from(await solvedChallenge(client), "base64").toString());
    const key: string = solved.solution.derivedKey;
    solved.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}`;
    const tampered = Buffer.from(JSON.stringify(solved)).toString("base64");
    expect((await send(client, { altcha: tampered })).code).toBe(4021);
    const stale = await solvedChallenge(client);
    t.clock.advance(10 * 60 * 1000 + 1000);
    for (let i = 0; i < 3; i++) await send(client);
    expect((await send(client, { altcha: stale })).code).toBe(4021);
    expect(await codesStored()).toBe((before ?? 0) + 3);
  });
});

describe("sending limits", () => {
  const relaxed = useTestApp({ CODE_FREE_SENDS: "1000" });

  const sendFrom = (client: TestClient) =>
    client.post("/api/sendCode", { account: newTarget(), purpose: "register" });

  test("20 codes per address in 10 minutes and 100 a day, each refusal with the time to wait", async () => {
    const client = relaxed.client();
    for (let i = 0; i < CODE_SENDS_PER_ADDRESS.window; i++) expect((await sendFrom(client)).code).toBe(200);
    const refused = await sendFrom(client);
    expect(refused).toMatchObject({ status: 429, code: 4296 });
    expect(refused.msg).toBe("Too many codes were requested from this network. Try again in 10 min");
    relaxed.clock.advance(4 * 60 * 1000);
    expect((await sendFrom(client)).msg).toMatch(/in 6 min/);
    expect((await sendFrom(relaxed.client())).code).toBe(200);
    for (let window = 1; window < CODE_SENDS_PER_ADDRESS.day / CODE_SENDS_PER_ADDRESS.window; window++) {
      relaxed.clock.advance(10 * 60 * 1000);
      for (let i = 0; i < CODE_SENDS_PER_ADDRESS.window; i++) await sendFrom(client);
    }
    relaxed.clock.advance(10 * 60 * 1000);
    const daily = await sendFrom(client);
    expect(daily).toMatchObject({ status: 429, code: 4296 });
    expect(daily.msg).toMatch(/Try again in \d{3,4} min/);
  });

  test("a signed-in player: 5 codes in 10 minutes, 20 a day", async () => {
    const player = relaxed.client();
    await registerThroughApi(relaxed, player, "binder@example.com");
    relaxed.clock.advance(10 * 60 * 1000);
    const bind = () => player.post("/api/sendBindCode", { channel: "email", email: newTarget() });
    for (let i = 0; i < CODE_SENDS_PER_PLAYER.window; i++) expect((await bind()).code).toBe(200);
    const refused = await bind();
    expect(refused).toMatchObject({
      status: 429,
      code: 4297,
      msg: "You have requested too many codes. Try again in 10 min",
    });
    for (let window = 1; window < CODE_SENDS_PER_PLAYER.day / CODE_SENDS_PER_PLAYER.window; window++) {
      relaxed.clock.advance(10 * 60 * 1000);
      for (let i = 0; i < CODE_SENDS_PER_PLAYER.window; i++) expect((await bind()).code).toBe(200);
    }
    relaxed.clock.advance(10 * 60 * 1000);
    expect((await bind()).code).toBe(4297);
  });
});
