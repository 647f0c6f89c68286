import { desc, eq } from "drizzle-orm";
import { devOutbox } from "../db/schema/platform.ts";
import type { TestApp, TestClient } from "./test-app.ts";

/** Delivers pending mail/SMS and reads the newest code sent to `target` from the dev outbox. */
export async function readLatestCode(t: TestApp, target: string): Promise<string> {
  await t.drainOutbox();
  const [message] = await t.database.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.recipient, target.toLowerCase()))
    .orderBy(desc(devOutbox.id))
    .limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${target}`);
  return code;
}

/** Delivers pending mail/SMS and lists what reached `target`, newest first. */
export async function messagesTo(t: TestApp, target: string) {
  await t.drainOutbox();
  return t.database.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.recipient, target.toLowerCase()))
    .orderBy(desc(devOutbox.id));
}

export const validPassword = "secret123";

/** A sign-in with the account's password. */
export const passwordSignIn = (client: TestClient, account: string, password: string) =>
  client.post("/api/login", { by: "password", account, password });

/** Registers `account` through the real endpoints (send code, read it, register). */
export async function registerThroughApi(t: TestApp, client: TestClient, account: string) {
  const sent = await client.post("/api/sendCode", { account, purpose: "register" });
  if (sent.code !== 200) throw new Error(`sendCode failed: ${sent.msg}`);
  const code = await readLatestCode(t, account);
  const registered = await client.post<{ uid: number }>("/api/register", {
    account,
    code,
    password: validPassword,
    passwordAgain: validPassword,
    consentPersonalData: true,
  });
  if (registered.code !== 200) throw new Error(`register failed: ${registered.msg}`);
  return registered.data.uid;
}
