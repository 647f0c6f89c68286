import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { outbox } from "../db/schema/platform.ts";
import { createDeps, outboxHandlers } from "../deps.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import { runDueJobs } from "./outbox.ts";

/**
 * A request that enqueues an outbox job (a sign-up code by mail) stores its request id on the job,
 * and the job's log lines carry it, so one id finds the request and the delivery it caused.
 */
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let drainOutbox: () => Promise<void>;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", WEB_DIST: "/nonexistent", LOG_LEVEL: "info" });
  const log = Fastify({ logger: { level: "info", stream: logStream } }).log;
  const deps = createDeps(config, database, log);
  app = await buildApp(deps, { logger: true, logStream });
  drainOutbox = async () => {
    while ((await runDueJobs(database.db, outboxHandlers(deps), log)) > 0) {}
  };
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

test("an outbox job keeps the id of the request that enqueued it, and its log lines carry it", async () => {
  const sent = await app.inject({
    method: "POST",
    url: "/api/sendCode",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    payload: { account: "traced@example.com", purpose: "register" },
  });
  expect(sent.json().code).toBe(200);
  const requestId = String(sent.headers["x-request-id"]);
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(logged().some((entry) => entry.reqId === requestId && entry.msg === "request completed")).toBe(true);

  const [job] = await database.db.select().from(outbox).where(eq(outbox.kind, "mail"));
  expect(job?.requestId).toBe(requestId);
  await drainOutbox();
  const jobLines = logged().filter((entry) => entry.job === job?.id);
  expect(jobLines.map((entry) => [entry.msg, entry.reqId])).toContainEqual(["outbox job done", requestId]);
});

test("request ids differ between requests (and processes: they are random, not counted)", async () => {
  const ids = await Promise.all(
    [1, 2, 3].map(async () => (await app.inject({ url: "/api/health" })).headers["x-request-id"]),
  );
  expect(new Set(ids).size).toBe(3);
});
