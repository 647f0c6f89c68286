import { setTimeout as delay } from "node:timers/promises";
import { count, eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { outbox } from "../db/schema/platform.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import { enqueue, type OutboxHandlers, startOutboxWorker } from "./outbox.ts";

const log = Fastify({ logger: false }).log;
let database: Database & { url?: string };
/** On PostgreSQL the second worker has its own pool, as a second process would. */
let second: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  second = database.url ? await openDatabase({ url: database.url, dataDir: "" }) : database;
});
afterAll(async () => {
  if (second !== database) await second.close();
  await database.close();
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await delay(25);
  }
}

async function pendingJobs(kind: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(outbox)
    .where(sql`${outbox.kind} = ${kind} AND ${outbox.status} <> 'done'`);
  return row?.n ?? 0;
}

describe("outbox worker", () => {
  test("two workers, a slow handler and 200 jobs: each job runs exactly once", async () => {
    const runs = new Map<number, number>();
    const handlers: OutboxHandlers = {
      // Every 40th job outlasts its 1-second lease: only renewal keeps the other worker off it.
      "slow-report": async (payload) => {
        const n = Number(payload.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await delay(n % 40 === 0 ? 1500 : 1);
      },
    };
    for (let n = 0; n < 200; n++) await enqueue(database.db, "slow-report", { n });
    const stops = [
      startOutboxWorker(database.db, handlers, log, 20, 1),
      startOutboxWorker(second.db, handlers, log, 20, 1),
    ];
    try {
      await waitUntil(async () => (await pendingJobs("slow-report")) === 0, 45_000);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    const attempts = await database.db
      .select({ attempts: outbox.attempts })
      .from(outbox)
      .where(eq(outbox.kind, "slow-report"));
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
  }, 60_000);

  test("stop() waits for the running job before the database may close", async () => {
    let release = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const handlers: OutboxHandlers = {
      "held-report": () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
    };
    await enqueue(database.db, "held-report", {});
    const stop = startOutboxWorker(database.db, handlers, log, 10, 5);
    await running;
    let stopped = false;
    const stopping = stop(30_000).then(() => {
      stopped = true;
    });
    await delay(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await pendingJobs("held-report")).toBe(0);
  });

  test("stop() gives up on a job that outlasts its deadline (the lease lets another process retry it)", async () => {
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const handlers: OutboxHandlers = {
      "stuck-report": () => {
        started();
        return new Promise<void>(() => {});
      },
    };
    await enqueue(database.db, "stuck-report", {});
    const stop = startOutboxWorker(database.db, handlers, log, 10, 5);
    await running;
    const began = Date.now();
    await stop(200);
    expect(Date.now() - began).toBeLessThan(5_000);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.kind, "stuck-report"));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
  });
});
