import { describe, expect, test } from "vitest";
import { canonicalString, isNonce, makeNonce, signParams } from "./signature.ts";

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
});
