import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  canonicalString,
  isNonce,
  makeNonce,
  percentEncode,
  signaturesEqual,
  signParams,
  signSyncLogin,
} from "./signature.ts";

describe("request signature", () => {
  test("drops empty values and signature fields, sorts by name, joins with &", () => {
    const params = {
      version: "1.1",
      tm: 1700000000000,
      nonce: "AbC123dEf456",
      sys_language: "",
      signature: "x",
      sign: "y",
      extra: null,
    };
    expect(canonicalString(params)).toBe("nonce=AbC123dEf456&tm=1700000000000&version=1.1");
  });

  test("known vector: sha256 of the canonical string followed by the secret", () => {
    // sha256("a=1&b=2secret")
    expect(signParams({ b: "2", a: "1" }, "secret")).toBe(
      "3dd3741768ea30b971cdf2169b9cb74954d0c7c326305649fef2a65f525ad15a",
    );
  });

  test("order of the input does not matter; any change of value does", () => {
    const a = signParams({ tm: 1, nonce: "n", version: "1.1" }, "k");
    expect(signParams({ version: "1.1", nonce: "n", tm: 1 }, "k")).toBe(a);
    expect(signParams({ version: "1.1", nonce: "n", tm: 2 }, "k")).not.toBe(a);
    expect(signParams({ version: "1.1", nonce: "n", tm: 1 }, "other")).not.toBe(a);
  });

  test("nonces are 12 alphanumerics and differ", () => {
    const nonces = new Set(Array.from({ length: 200 }, () => makeNonce()));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(isNonce(nonce)).toBe(true);
  });

  test("names and values are percent-encoded (RFC 3986), so & and = cannot split a value", () => {
    expect(canonicalString({ openId: "a&uid=7", nickname: "é *" })).toBe(
      "nickname=%C3%A9%20%2A&openId=a%26uid%3D7",
    );
    expect(canonicalString({ a: "1&b=2" })).not.toBe(canonicalString({ a: "1", b: "2" }));
    expect(percentEncode("A-z_0.9~!'()")).toBe("A-z_0.9~%21%27%28%29");
  });

  test("sync-login links are HMAC-SHA256 in 64 lower-case hex digits", () => {
    const expected = createHmac("sha256", "Jefe").update("what=do%20ya%20want").digest("hex");
    expect(signSyncLogin({ what: "do ya want", sign: "x" }, "Jefe")).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
    expect(signSyncLogin({ b: "2", a: "1" }, "k")).toBe(signSyncLogin({ a: "1", b: "2" }, "k"));
    expect(signSyncLogin({ a: "1" }, "k")).not.toBe(signSyncLogin({ a: "1" }, "j"));
  });

  test("signatures compare equal only when identical", () => {
    expect(signaturesEqual("ab", "ab")).toBe(true);
    expect(signaturesEqual("ab", "ac")).toBe(false);
    expect(signaturesEqual("ab", "abc")).toBe(false);
  });
});
