import Fastify from "fastify";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createDeps, outboxHandlers } from "../deps.ts";
import { readLatestCode } from "../testing/auth-helpers.ts";
import { type TestApp, TestClient } from "../testing/test-app.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import { runDueJobs } from "./outbox.ts";

/**
 * The logs of a sign-up, sign-in and sign-out, written as production writes them (JSON lines at
 * `info`, requests included), never hold a code, a password, a session token or the app's secret.
 */
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
let t: Pick<TestApp, "database" | "drainOutbox">;
let close: () => Promise<void>;
let client: TestClient;
const appSecret = "log-test-app-secret-0123456789";

beforeAll(async () => {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    WEB_DIST: "/nonexistent",
    APP_SECRET: appSecret,
    LOG_LEVEL: "info",
  });
  const log = Fastify({ logger: { level: "info", stream: logStream } }).log;
  const deps = createDeps(config, database, log);
  const app = await buildApp(deps, { logger: true, logStream });
  client = new TestClient(app, "en");
  t = {
    database,
    drainOutbox: async () => {
      while ((await runDueJobs(database.db, outboxHandlers(deps), log)) > 0) {}
    },
  };
  close = async () => {
    await app.close();
    await database.close();
  };
}, 120_000);
afterAll(() => close?.());

test("no code, password, session token or secret reaches the log", async () => {
  const account = "logged@example.com";
  const password = "Unlogged-pass-4821";
  expect((await client.post("/api/sendCode", { account, purpose: "register" })).code).toBe(200);
  const code = await readLatestCode(t as TestApp, account);
  const registered = await client.post("/api/register", {
    account,
    code,
    password,
    passwordAgain: password,
    consentPersonalData: true,
  });
  expect(registered.code).toBe(200);
  await client.post("/api/logout", {});
  const wrong = "Wrong-pass-77413";
  expect((await client.post("/api/login", { by: "password", account, password: wrong })).code).not.toBe(200);
  expect((await client.post("/api/login", { by: "password", account, password })).code).toBe(200);
  // The session token (short flag cookies such as "1" are not secrets).
  const session = [...client.cookies.values()].filter((value) => value.length >= 16);
  expect(session.length).toBeGreaterThan(0);

  const log = lines.join("");
  expect(log).toContain('"url":"/api/login"');
  for (const secret of [code, password, wrong, appSecret, ...session]) expect(log).not.toContain(secret);
});
