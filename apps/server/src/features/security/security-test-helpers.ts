import { expect } from "vitest";
import { findRow } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import { readLatestCode, registerThroughApi } from "../../testing/auth-helpers.ts";
import type { TestApp, TestClient } from "../../testing/test-app.ts";

/**
 * Past the 60 s resend window of every address, at a pace a player may keep up (5 codes per
 * 10 minutes: CODE_SENDS_PER_PLAYER), with room for a send of the test's own.
 */
export const RESEND_GAP_MS = 150_000;

export async function signedInPlayer(t: TestApp, account: string, language: "en" | "zh" = "en") {
  const client = t.client(language);
  const uid = await registerThroughApi(t, client, account);
  return { client, uid };
}

export async function userRow(t: TestApp, uid: number) {
  const row = await findRow(t.database.db, users, uid);
  if (!row) throw new Error(`no user ${uid}`);
  return row;
}

/** Sends a code of the given kind and reads it from the dev outbox. */
export async function securityCode(
  t: TestApp,
  client: TestClient,
  channel: "email" | "phone",
  purpose: "verify" | "cancel",
  address: string,
) {
  t.clock.advance(RESEND_GAP_MS);
  const sent = await client.post("/api/sendSecurityCode", { channel, purpose });
  expect(sent.code, sent.msg).toBe(200);
  return readLatestCode(t, address);
}

export async function identityToken(
  t: TestApp,
  client: TestClient,
  channel: "email" | "phone",
  address: string,
) {
  const code = await securityCode(t, client, channel, "verify", address);
  const proved = await client.post<{ identityToken: string }>("/api/verifyIdentity", { channel, code });
  expect(proved.code, proved.msg).toBe(200);
  return proved.data.identityToken;
}

export async function bindCode(t: TestApp, client: TestClient, channel: "email" | "phone", address: string) {
  t.clock.advance(RESEND_GAP_MS);
  const sent = await client.post("/api/sendBindCode", { channel, [channel]: address });
  expect(sent.code, sent.msg).toBe(200);
  return readLatestCode(t, address);
}

export const otherCode = (code: string) => (code === "000000" ? "111111" : "000000");

/** A new password set with a proof of identity (the forgotten-password way), typed twice as the form asks. */
export function passwordByCode(client: TestClient, identityToken: string, password: string) {
  return client.post("/api/changePassword", { by: "code", identityToken, password, passwordAgain: password });
}

/** Sets the e-mail by `path` (changeEmail, or setEmail): a bind code sent to it, with the identity proof given. */
export async function emailWithBindCode(
  t: TestApp,
  client: TestClient,
  email: string,
  identityToken: string,
  path: "/api/changeEmail" | "/api/setEmail" = "/api/changeEmail",
) {
  const code = await bindCode(t, client, "email", email);
  return client.post(path, { email, code, identityToken });
}
