import { describe, expect, test } from "vitest";
import { registerThroughApi } from "../../testing/auth-helpers.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

/** Sign-in tells nobody whether an account exists: not by its answer, not by its time. */
const t = useTestApp();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function timedSignIn(account: string) {
  const started = performance.now();
  const answer = await t
    .client()
    .post("/api/login", { by: "password", account, password: "not the password" });
  return { answer, ms: performance.now() - started };
}

describe("no enumeration by sign-in", () => {
  test("a missing account and a wrong password get one answer after the same hashing work", async () => {
    const existing: string[] = [];
    for (let i = 0; i < 5; i++) {
      const account = `known${i}@example.com`;
      await registerThroughApi(t, t.client(), account);
      existing.push(account);
    }
    const missing = await timedSignIn("nobody@example.com");
    const wrong = await timedSignIn("known0@example.com");
    expect(missing.answer).toMatchObject({ status: 401, code: 4011, msg: "Account or password wrong" });
    expect({ ...wrong.answer, headers: {} }).toEqual({ ...missing.answer, headers: {} });

    // Interleaved, 4 wrong tries per account (the 6th try would be refused unchecked).
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const [i, account] of existing.entries()) {
        known.push((await timedSignIn(account)).ms);
        unknown.push((await timedSignIn(`ghost${round}-${i}@example.com`)).ms);
      }
    }
    // Skipping the hash for a missing account would make the ratio about 0.01; the band is wide
    // enough that a busy machine's noise (other processes on 2 cores) does not decide it.
    const ratio = median(unknown) / median(known);
    expect(ratio, `missing ${median(unknown)} ms, wrong password ${median(known)} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
