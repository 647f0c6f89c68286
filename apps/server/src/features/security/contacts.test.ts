import { beforeAll, describe, expect, test } from "vitest";
import { messagesTo, readLatestCode, validPassword } from "../../testing/auth-helpers.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import {
  bindCode,
  emailWithBindCode,
  identityToken,
  otherCode,
  RESEND_GAP_MS,
  securityCode,
  signedInPlayer,
  userRow,
} from "./security-test-helpers.ts";

let alice: { client: TestClient; uid: number };
const t = useTestApp();
beforeAll(async () => {
  alice = await signedInPlayer(t, "alice@example.com");
  await signedInPlayer(t, "taken@example.com");
  await signedInPlayer(t, "13911112222");
});

/** The player (Alice unless told) posts `body` to `path`; their account must be as it was before. */
async function postUnchanged(path: string, body: Record<string, unknown>, player = alice) {
  const before = await userRow(t, player.uid);
  const answer = await player.client.post(path, body);
  expect(await userRow(t, player.uid)).toEqual(before);
  return answer;
}

/** changeEmail after a real identity step (proved by `via`) but with a made-up code: refused, nothing changes. */
async function changeEmailWithAnyCode(email: string, ...via: ["phone" | "email", string]) {
  const token = await identityToken(t, alice.client, ...via);
  return postUnchanged("/api/changeEmail", { email, code: "123456", identityToken: token });
}

describe("bind a phone (e-mail already bound: identity first)", () => {
  test("without the identity step it is refused and nothing changes", async () => {
    const code = await bindCode(t, alice.client, "phone", "13900000001");
    const answer = await postUnchanged("/api/bindPhone", { phone: "13900000001", code });
    expect(answer).toMatchObject({
      status: 403,
      code: 4101,
      msg: "Please verify your identity first with a code sent to your bound phone or e-mail",
    });
  });

  test("a wrong identity code is refused", async () => {
    const code = await securityCode(t, alice.client, "email", "verify", "alice@example.com");
    const answer = await alice.client.post("/api/verifyIdentity", {
      channel: "email",
      code: otherCode(code),
    });
    expect(answer).toMatchObject({ code: 4001, msg: "Verification code wrong" });
  });

  test("a wrong code for the new phone is refused; the proof survives it; the right one binds", async () => {
    const token = await identityToken(t, alice.client, "email", "alice@example.com");
    const code = await bindCode(t, alice.client, "phone", "13900000001");
    const wrong = await postUnchanged("/api/bindPhone", {
      phone: "13900000001",
      code: otherCode(code),
      identityToken: token,
    });
    expect(wrong.msg).toBe("Verification code wrong");
    const bound = await alice.client.post("/api/bindPhone", {
      phone: "13900000001",
      code,
      identityToken: token,
    });
    expect(bound).toMatchObject({ code: 200, data: { phone: "139****0001", email: "al***@example.com" } });
    expect((await userRow(t, alice.uid)).phone).toBe("13900000001");
  });

  test("a second bind is refused: change it instead", async () => {
    const answer = await alice.client.post("/api/bindPhone", { phone: "13900000009", code: "123456" });
    expect(answer).toMatchObject({ status: 409, code: 4107 });
  });

  test("a phone bound to another account gets a note instead of a code; the answer is the same", async () => {
    t.clock.advance(RESEND_GAP_MS);
    const answer = await alice.client.post("/api/sendBindCode", { channel: "phone", phone: "13911112222" });
    expect(answer).toMatchObject({ status: 200, data: { resendAfterSeconds: 60 } });
    await expect(readLatestCode(t, "13911112222")).rejects.toThrow(/no code/);
    const [note] = await messagesTo(t, "13911112222");
    expect(note?.body).toMatch(/already belongs to an account/);
  });
});

describe("change e-mail: identity step, then the new address's own code", () => {
  test("without the identity step: refused, nothing changes", async () => {
    const code = await bindCode(t, alice.client, "email", "alice.new@example.com");
    const missing = await postUnchanged("/api/changeEmail", { email: "alice.new@example.com", code });
    expect(missing).toMatchObject({ status: 400, msg: "Identity check: verify your identity first" });
    const forged = await postUnchanged("/api/changeEmail", {
      email: "alice.new@example.com",
      code,
      identityToken: "made-up",
    });
    expect(forged).toMatchObject({ status: 403, code: 4101 });
  });

  test("the new e-mail must differ from the old one", async () => {
    const answer = await alice.client.post("/api/sendBindCode", {
      channel: "email",
      email: "ALICE@example.com",
    });
    expect(answer).toMatchObject({
      status: 400,
      code: 4102,
      msg: "The new e-mail must differ from the current one",
    });
    const direct = await changeEmailWithAnyCode("alice@example.com", "phone", "13900000001");
    expect(direct.code).toBe(4102);
  });

  test("another account's e-mail is refused (told to that address only)", async () => {
    t.clock.advance(RESEND_GAP_MS);
    const answer = await alice.client.post("/api/sendBindCode", {
      channel: "email",
      email: "taken@example.com",
    });
    expect(answer).toMatchObject({ status: 200, code: 200 });
    const [note] = await messagesTo(t, "taken@example.com");
    expect(note?.subject).toBe("This address already has an account");
    const direct = await changeEmailWithAnyCode("Taken@Example.com", "email", "alice@example.com");
    expect(direct.code).toBe(4104);
  });

  test("a bad e-mail format names the field", async () => {
    const answer = await alice.client.post("/api/sendBindCode", { channel: "email", email: "not-an-email" });
    expect(answer.msg).toBe("E-mail: enter a correct e-mail address");
  });

  test("with both codes the e-mail changes; the old one no longer signs in; the proof is used up", async () => {
    const token = await identityToken(t, alice.client, "phone", "13900000001");
    const changed = await emailWithBindCode(t, alice.client, "alice.new@example.com", token);
    expect(changed).toMatchObject({ code: 200, data: { email: "al*******@example.com" } });
    const oldSignIn = await t
      .client()
      .post("/api/login", { by: "password", account: "alice@example.com", password: validPassword });
    expect(oldSignIn.code).toBe(4011);
    const newSignIn = await t
      .client()
      .post("/api/login", { by: "password", account: "alice.new@example.com", password: validPassword });
    expect(newSignIn.code).toBe(200);

    const reused = await emailWithBindCode(t, alice.client, "alice.third@example.com", token);
    expect(reused.code).toBe(4101);
  });

  test("a proof expires after 10 minutes", async () => {
    const token = await identityToken(t, alice.client, "phone", "13900000001");
    const code = await bindCode(t, alice.client, "email", "alice.late@example.com");
    t.clock.advance(10 * 60 * 1000);
    const answer = await postUnchanged("/api/changeEmail", {
      email: "alice.late@example.com",
      code,
      identityToken: token,
    });
    expect(answer.code).toBe(4101);
  });

  test("binding a first e-mail is refused while one is bound", async () => {
    const answer = await alice.client.post("/api/setEmail", { email: "x@example.com", code: "123456" });
    expect(answer).toMatchObject({ status: 409, code: 4106 });
  });
});

describe("unbind e-mail and phone-first players", () => {
  test("unbinding needs a phone to stay bound", async () => {
    const bob = await signedInPlayer(t, "bob@example.com");
    const token = await identityToken(t, bob.client, "email", "bob@example.com");
    const answer = await postUnchanged("/api/unbindEmail", { identityToken: token }, bob);
    expect(answer).toMatchObject({
      code: 4110,
      msg: "Bind a phone number before unbinding your e-mail, so you can still sign in",
    });
  });

  test("with a phone bound the e-mail can go", async () => {
    const token = await identityToken(t, alice.client, "phone", "13900000001");
    const answer = await alice.client.post("/api/unbindEmail", { identityToken: token });
    expect(answer).toMatchObject({ code: 200, data: { email: null, phone: "139****0001" } });
    expect((await userRow(t, alice.uid)).email).toBeNull();
  });

  test("a phone player binds a first e-mail after proving identity by SMS", async () => {
    const carol = await signedInPlayer(t, "13955556666");
    const noEmail = await carol.client.post("/api/sendSecurityCode", { channel: "email", purpose: "verify" });
    expect(noEmail).toMatchObject({ code: 4108, msg: "No e-mail is bound to your account" });
    const token = await identityToken(t, carol.client, "phone", "13955556666");
    const answer = await emailWithBindCode(t, carol.client, "carol@example.com", token, "/api/setEmail");
    expect(answer).toMatchObject({ code: 200, data: { email: "ca***@example.com" } });
  });

  test("codes for the identity step go only to the player's own address, in their language", async () => {
    const dave = await signedInPlayer(t, "dave@example.com", "zh");
    t.clock.advance(RESEND_GAP_MS);
    const sent = await dave.client.post<{ sentTo: string }>("/api/sendSecurityCode", {
      channel: "email",
      purpose: "verify",
    });
    expect(sent.data.sentTo).toBe("da**@example.com");
    expect(await readLatestCode(t, "dave@example.com")).toMatch(/^\d{6}$/);
    const noPhone = await dave.client.post("/api/sendSecurityCode", { channel: "phone", purpose: "verify" });
    expect(noPhone.msg).toBe("您的账号未绑定手机号");
  });
});
