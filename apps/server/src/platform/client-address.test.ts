import { ADDRESS_MAX_FAILURES } from "@portal/contracts/account";
import { afterEach, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { trustProxySetting } from "./client-address.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** One wrong password for a fresh account, sent from the proxy at 10.0.0.2 with a forwarded address. */
function wrongPassword(app: TestApp, serial: number, forwardedFor: string) {
  return app.client().request({
    method: "POST",
    url: "/api/login",
    payload: { by: "password", account: `nobody${serial}@example.com`, password: "wrong-password" },
    headers: { "x-forwarded-for": forwardedFor },
    remoteAddress: "10.0.0.2",
  });
}

describe("the client address behind proxies (TRUST_PROXY)", () => {
  test("the setting: unset believes nobody, a number is a hop count, otherwise a list of proxies", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting(" ")).toBe(false);
    const oneHop = trustProxySetting("1") as (address: string, hop: number) => boolean;
    expect([oneHop("10.0.0.2", 0), oneHop("203.0.113.7", 1)]).toEqual([true, false]);
    expect(trustProxySetting("10.0.0.0/8, 192.168.1.1")).toEqual(["10.0.0.0/8", "192.168.1.1"]);
  });

  test("by default a forged X-Forwarded-For does not escape the per-address sign-in lockout", async () => {
    t = await createTestApp();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++)
      expect((await wrongPassword(t, i, `198.51.100.${i}`)).status).toBe(401);
    const next = await wrongPassword(t, 999, "203.0.113.99");
    expect(next).toMatchObject({ status: 429, code: 4294 });
  }, 180_000);

  test("with TRUST_PROXY=1 the proxy's X-Forwarded-For names the client", async () => {
    t = await createTestApp({ TRUST_PROXY: "1" });
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++)
      expect((await wrongPassword(t, i, "203.0.113.7")).status).toBe(401);
    expect(await wrongPassword(t, 100, "203.0.113.7")).toMatchObject({ status: 429, code: 4294 });
    // Another client behind the same proxy is not locked out by the first one's failures.
    expect(await wrongPassword(t, 101, "203.0.113.8")).toMatchObject({ status: 401 });
  }, 180_000);
});
