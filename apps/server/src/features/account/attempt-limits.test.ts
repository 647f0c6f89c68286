import {
  CODE_MAX_TRIES,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  OLD_PASSWORD_MAX_TRIES,
} from "@portal/contracts/account";
import { describe, expect, test } from "vitest";
import { readLatestCode, registerThroughApi, validPassword } from "../../testing/auth-helpers.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

/** Each limit is counted before its check, so of 200 tries at once at most the limit are checked. */
const t = useTestApp();

const TRIES = 200;

/** How many answers carry each code. */
function tally(answers: { code: number }[]) {
  const counts = new Map<number, number>();
  for (const { code } of answers) counts.set(code, (counts.get(code) ?? 0) + 1);
  return counts;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("limits that hold under concurrency", () => {
  test("200 wrong codes at once: at most 5 are checked, then even the right code is refused", async () => {
    await registerThroughApi(t, t.client(), "codes@example.com");
    t.clock.advance(61_000);
    const sent = await t.client().post("/api/sendCode", { account: "codes@example.com", purpose: "login" });
    expect(sent.code).toBe(200);
    const code = await readLatestCode(t, "codes@example.com");
    const answers = await Promise.all(
      Array.from({ length: TRIES }, () =>
        t.client().post("/api/login", { by: "code", account: "codes@example.com", code: wrongCode(code) }),
      ),
    );
    const counts = tally(answers);
    // codeWrong (4001) means the code was compared; codeTooManyTries (4003) that it was not.
    expect((counts.get(4001) ?? 0) + (counts.get(4003) ?? 0)).toBe(TRIES);
    expect(counts.get(4001) ?? 0).toBeLessThanOrEqual(CODE_MAX_TRIES);
    const right = await t.client().post("/api/login", { by: "code", account: "codes@example.com", code });
    expect(right).toMatchObject({ status: 400, code: 4003 });
  });

  test("200 wrong passwords at once: at most 5 are checked; the account stays locked for 15 minutes", async () => {
    await registerThroughApi(t, t.client(), "passwords@example.com");
    const signIn = (password: string) =>
      t.client().post("/api/login", { by: "password", account: "passwords@example.com", password });
    const answers = await Promise.all(Array.from({ length: TRIES }, () => signIn("wrong password 1")));
    const counts = tally(answers);
    // passwordWrong (4011) means the password was hashed and compared; accountLocked (4293) not.
    expect((counts.get(4011) ?? 0) + (counts.get(4293) ?? 0)).toBe(TRIES);
    expect(counts.get(4011) ?? 0).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(await signIn(validPassword)).toMatchObject({ status: 429, code: 4293 });
    t.clock.advance(LOGIN_LOCK_MS);
    expect((await signIn(validPassword)).code).toBe(200);
  });

  test("200 wrong old passwords at once: at most 5 are checked; the right one is refused while locked", async () => {
    const client = t.client();
    const uid = await registerThroughApi(t, client, "changer@example.com");
    const change = (oldPassword: string) =>
      client.post("/api/changePassword", {
        by: "password",
        oldPassword,
        password: "a new pass phrase",
        passwordAgain: "a new pass phrase",
      });
    const answers = await Promise.all(Array.from({ length: TRIES }, () => change("not my password")));
    const counts = tally(answers);
    // oldPasswordWrong (4111) means checked; oldPasswordLocked (4298) refused unchecked.
    expect((counts.get(4111) ?? 0) + (counts.get(4298) ?? 0)).toBe(TRIES);
    expect(counts.get(4111) ?? 0).toBeLessThanOrEqual(OLD_PASSWORD_MAX_TRIES);
    const locked = await change(validPassword);
    expect(locked).toMatchObject({ status: 429, code: 4298 });
    expect(locked.msg).toMatch(/Try again in 15 min/);
    t.clock.advance(LOGIN_LOCK_MS);
    expect((await change(validPassword)).code).toBe(200);
    const signIn = await t
      .client()
      .post("/api/login", { by: "password", account: "changer@example.com", password: "a new pass phrase" });
    expect(signIn).toMatchObject({ code: 200, data: { uid } });
  });
});
