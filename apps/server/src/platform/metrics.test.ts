import { LOGIN_MAX_FAILURES } from "@portal/contracts/account";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../testing/test-app.ts";
import { newKey, payBody, postWebhook, succeededEvent, topupSetup } from "../testing/topup.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { enqueue, runDueJobs } from "./outbox.ts";

const TOKEN = "metrics-token-for-tests-0001";
const t = useTestApp({ METRICS_TOKEN: TOKEN });

async function scrape(): Promise<string> {
  const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one sample, e.g. value(text, 'portal_orders{status="pending",method="card"}'). */
function value(text: string, sample: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : 0;
}

describe("metrics", () => {
  it("do not exist without a token", async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it("are refused without the bearer token", async () => {
    expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: "/metrics", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(401);
  });

  it("count requests per route pattern and status", async () => {
    const sample =
      'portal_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
    const before = value(await scrape(), sample);
    await t.app.inject({ url: "/api/health" });
    await t.app.inject({ url: "/api/health" });
    expect(value(await scrape(), sample)).toBe(before + 2);
  });

  it("count a route's own statuses and the requests no route matched", async () => {
    const game = (status: number) =>
      `portal_http_request_duration_seconds_count{method="GET",route="/api/game/:appId",status="${status}"}`;
    const unmatched =
      'portal_http_request_duration_seconds_count{method="POST",route="unmatched",status="404"}';
    const before = await scrape();
    expect((await t.app.inject({ url: "/api/game/999999" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/api/no-such-call" })).statusCode).toBe(404);
    const after = await scrape();
    expect(value(after, game(404))).toBe(value(before, game(404)) + 1);
    expect(value(after, unmatched)).toBe(value(before, unmatched) + 1);
  });

  it("show outbox depth and the age of the oldest due job", async () => {
    const sample = 'portal_outbox_jobs{kind="metrics-test",status="pending"}';
    expect(value(await scrape(), sample)).toBe(0);
    await enqueue(t.database.db, "metrics-test", {});
    const text = await scrape();
    expect(value(text, sample)).toBe(1);
    expect(text).toContain("portal_outbox_oldest_pending_seconds");
  });

  it("show the oldest due job's age growing while it waits", async () => {
    const age = "portal_outbox_oldest_pending_seconds";
    await t.database.db.execute(sql`update outbox set status = 'done' where status = 'pending'`);
    expect(value(await scrape(), age)).toBe(0);
    await t.database.db.execute(
      sql`insert into outbox (kind, payload, run_at) values ('metrics-wait', '{}', now() - interval '90 seconds')`,
    );
    expect(value(await scrape(), age)).toBeGreaterThanOrEqual(90);
  });

  it("count deliveries that failed for good", async () => {
    const sample = 'portal_delivery_failures{kind="metrics-broken"}';
    expect(value(await scrape(), sample)).toBe(0);
    await enqueue(t.database.db, "metrics-broken", {});
    await t.database.db.execute(sql`update outbox set attempts = 7 where kind = 'metrics-broken'`);
    const broken = async () => {
      throw new Error("game server refused");
    };
    await runDueJobs(t.database.db, { "metrics-broken": broken });
    expect(value(await scrape(), sample)).toBe(1);
  });

  it("count payments by event type and outcome when the gateway's webhook pays an order", async () => {
    const setup = await topupSetup(t);
    const sample = 'portal_payments{type="payment.succeeded",outcome="paid"}';
    const before = value(await scrape(), sample);
    const placed = await setup.player.client.post("/api/pay", payBody(setup, { idempotencyKey: newKey() }));
    const paid = await postWebhook(t, succeededEvent(placed.data as never, t.clock.now));
    expect(paid.code).toBe(200);
    expect(value(await scrape(), sample)).toBe(before + 1);
  });

  it("show orders by status and method when an order is placed", async () => {
    const setup = await topupSetup(t);
    const sample = 'portal_orders{status="pending",method="card"}';
    const before = value(await scrape(), sample);
    const placed = await setup.player.client.post("/api/pay", payBody(setup, { idempotencyKey: newKey() }));
    expect(placed.code).toBe(200);
    expect(value(await scrape(), sample)).toBe(before + 1);
  });

  it("count password sign-in tries per account, and lock the account after the limit", async () => {
    const tries = 'portal_sign_in_attempts{kind="tries"}';
    const locked = 'portal_sign_in_attempts{kind="locked"}';
    const before = await scrape();
    for (let i = 0; i <= LOGIN_MAX_FAILURES; i++)
      await t
        .client()
        .post("/api/login", { by: "password", account: "nobody@example.com", password: "wrong-password-1" });
    const after = await scrape();
    expect(value(after, tries)).toBe(value(before, tries) + LOGIN_MAX_FAILURES + 1);
    expect(value(after, locked)).toBe(value(before, locked) + 1);
  });

  it("include process memory and event-loop lag", async () => {
    const text = await scrape();
    expect(value(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
  });

  it("show a blocked event loop in the lag's maximum", async () => {
    const blockLoop = async (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // Busy: nothing else runs, as with a long synchronous task in a request.
      }
      // The delay monitor's timer runs late on the loop's next turn and records how late.
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await scrape(); // each scrape starts a new window; Node records nothing for the window's first tick
    // The monitor's sample can land after the scrape on a loaded machine (CI once read 0): block and
    // scrape again until a window shows it.
    await vi.waitFor(
      async () => {
        await blockLoop(300);
        await blockLoop(300);
        expect(value(await scrape(), "nodejs_eventloop_lag_max_seconds")).toBeGreaterThanOrEqual(0.25);
      },
      { timeout: 15_000, interval: 0 },
    );
  });

  it("show the PostgreSQL pool in use (on PostgreSQL; PGlite has no pool)", async () => {
    const text = await scrape();
    if (t.database.kind === "pglite") return expect(text).not.toContain("portal_db_pool_connections");
    expect(value(text, 'portal_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('portal_db_pool_connections{state="waiting"}');
  });
});
