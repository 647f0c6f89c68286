import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { GameServerEndpoint } from "../../adapters/game-server-http.ts";
import {
  signWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookEvent,
} from "../../adapters/payment-gateway.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/account.ts";
import { topupGoods } from "../../db/schema/topup.ts";
import { giveRoles, seedTopupGame } from "../../db/seed/seed-topup.ts";
import { simulatorEndpoint } from "../../sandbox/game-server/server.ts";
import { insertGame } from "../../testing/games.ts";
import { insertSession } from "../../testing/players.ts";
import { freePort, type ServerProcess, startServerProcess } from "../../testing/server-process.ts";
import { openTestDatabase } from "../../testing/test-database.ts";

/**
 * The money path under faults, on PostgreSQL with real server processes: 1,000 orders paid through
 * the sandbox, webhooks duplicated, reordered and replayed, the game server offline part of the
 * time, and the server killed with SIGKILL and restarted twice. PGlite is one in-process database
 * that a killed process would take with it, so this runs only with TEST_DATABASE_URL.
 */
const ORDERS = 1000;
const PLAYERS = 50;
const WEBHOOK_SECRET = "fault-test-webhook-secret-0001";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres)
  console.info("fault.test: skipped (needs TEST_DATABASE_URL: crash recovery is a PostgreSQL property)");

describe.skipIf(!onPostgres)("1,000 orders through crashes, replays and an offline game server", () => {
  let database: Database & { url?: string };
  let server: ServerProcess;
  let port: number;
  let env: Record<string, string>;
  let simulator: GameServerEndpoint;
  const appSecret = loadConfig({ NODE_ENV: "test" }).APP_SECRET;

  beforeAll(async () => {
    database = await openTestDatabase();
    port = await freePort();
    const simPort = await freePort();
    // The server process starts the simulated game server on this port, restarts included.
    simulator = simulatorEndpoint(loadConfig({ NODE_ENV: "test", GAME_SIM_PORT: String(simPort) }));
    env = {
      GAME_SIM_PORT: String(simPort),
      DATABASE_URL: database.url ?? "",
      SEED_DEMO: "false",
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SELF_URL: `http://127.0.0.1:${port}`,
      OUTBOX_LEASE_SECONDS: "3",
      WEB_DIST: "/nonexistent",
    };
    server = await startServerProcess(env, { port, startTimeoutMs: 120_000 });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  /** A request that survives the server being down: retried until it answers (the key makes it safe). */
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await fetch(`${server.url}${path}`, { ...init, redirect: "manual" });
        if (response.status < 500) return response;
      } catch {}
      if (attempt > 300) throw new Error(`${path} kept failing`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function restart(kill: boolean) {
    if (kill) await server.kill();
    server = await startServerProcess(env, { port, startTimeoutMs: 120_000 });
  }

  async function inParallel<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>) {
    let next = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < items.length) {
          const index = next++;
          await work(items[index] as T, index);
        }
      }),
    );
  }

  function signedWebhook(event: WebhookEvent) {
    const body = JSON.stringify(event);
    const timestamp = Date.now();
    return {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(WEBHOOK_SECRET, timestamp, body),
      },
      body,
    };
  }

  it("delivers every paid order exactly once and credits exactly what was delivered", async () => {
    const db = database.db;
    const gameId = await insertGame(db, { slug: "fault-game", names: { en: "Fault Game" } });
    await seedTopupGame(db, gameId, simulator);
    const goods = await db.select().from(topupGoods).where(eq(topupGoods.gameId, gameId));
    const players = await db
      .insert(users)
      .values(
        // No e-mail: receipts would only add mail jobs to the outbox this test waits on.
        Array.from({ length: PLAYERS }, (_, i) => ({
          nickname: `F${i}`,
          phone: `139${String(i).padStart(8, "0")}`,
        })),
      )
      .returning({ id: users.id });
    const cookies = new Map<number, string>();
    for (const player of players) {
      await giveRoles(db, player.id, gameId);
      cookies.set(player.id, `sid=${await insertSession(db, appSecret, player.id)}`);
    }

    const started = Date.now();
    // Orders: each player places 20 (a double tap each time: the same key sent twice).
    const plan = Array.from({ length: ORDERS }, (_, i) => {
      const player = players[i % PLAYERS]?.id ?? 0;
      return {
        player,
        key: `fault-${i}-${randomBytes(4).toString("hex")}`,
        goodsId: goods[i % goods.length]?.id ?? 0,
        // 90% pay, 5% are declined, 5% never pay.
        outcome: i % 20 === 7 ? "failed" : i % 20 === 13 ? "unpaid" : "succeeded",
      };
    });
    const orders: { orderNo: string; payUrl: string; outcome: string }[] = [];
    const placeAll = inParallel(plan, 8, async (item) => {
      const body = JSON.stringify({
        appId: gameId,
        serverId: "s1",
        roleId: `r${item.player}a`,
        goodsId: item.goodsId,
        region: "US",
        method: "card",
        clientAmount: 1,
        idempotencyKey: item.key,
      });
      const init = {
        method: "POST",
        headers: { "content-type": "application/json", cookie: cookies.get(item.player) ?? "" },
        body,
      };
      const [first, second] = await Promise.all([send("/api/pay", init), send("/api/pay", init)]);
      const a = (await first.json()) as { code: number; data: { orderNo: string; next: { url: string } } };
      const b = (await second.json()) as { data: { orderNo: string } };
      expect(a.code).toBe(200);
      expect(b.data.orderNo).toBe(a.data.orderNo);
      orders.push({ orderNo: a.data.orderNo, payUrl: a.data.next.url, outcome: item.outcome });
    });
    // First crash while orders are being placed: once a tenth of them are in.
    await vi.waitFor(() => expect(orders.length).toBeGreaterThanOrEqual(ORDERS / 10), {
      timeout: 120_000,
      interval: 20,
    });
    await restart(true);
    await placeAll;

    console.info(`fault test: orders placed after ${Math.round((Date.now() - started) / 1000)} s`);
    // Payments on the sandbox pages, with the game server offline for a while and a second crash.
    const toPay = orders.filter((o) => o.outcome !== "unpaid");
    let paidSoFar = 0;
    let crashed = false;
    await send("/sandbox/game/online", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"online":false}',
    });
    await inParallel(toPay, 8, async (order) => {
      const form = {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `outcome=${order.outcome}`,
      };
      await send(order.payUrl, form);
      paidSoFar++;
      if (paidSoFar === 300)
        await send("/sandbox/game/online", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"online":true}',
        });
      if (paidSoFar === 600 && !crashed) {
        crashed = true;
        await restart(true);
      }
    });

    // Replays, duplicates and reordering: every recorded event again, and for a third of them a
    // second success under a new id and a late "failed", all shuffled.
    const recorded = await db.execute<{
      event_id: string;
      order_no: string;
      type: string;
      amount_minor: string;
      currency: string;
    }>(sql`SELECT event_id, order_no, type, amount_minor, currency FROM payment_events`);
    const noise: WebhookEvent[] = recorded.rows.flatMap((row, index) => {
      const base = {
        orderNo: row.order_no,
        ref: "replay",
        amountMinor: Number(row.amount_minor),
        currency: row.currency,
        occurredAt: new Date().toISOString(),
      };
      const replay = { ...base, id: row.event_id, type: row.type as WebhookEvent["type"] };
      if (index % 3 !== 0) return [replay];
      return [
        replay,
        { ...base, id: `${row.event_id}-dup`, type: row.type as WebhookEvent["type"] },
        { ...base, id: `${row.event_id}-late-fail`, type: "payment.failed" as const },
      ];
    });
    noise.sort(() => Math.random() - 0.5);
    await inParallel(noise, 8, async (event) => {
      const response = await send("/api/pay/webhook", signedWebhook(event));
      expect(response.status).toBe(200);
    });

    const phase = (name: string) =>
      console.info(`fault test: ${name} after ${Math.round((Date.now() - started) / 1000)} s`);
    phase("replays sent");
    // Wait for the outbox to settle: every job done.
    // Every delivery is a signed HTTP call to the simulated game server: allow for a loaded machine.
    const deadline = Date.now() + 180_000;
    for (;;) {
      const open = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM outbox WHERE status = 'pending' AND kind IN ('topup-delivery', 'sandbox-webhook')`,
      );
      if (open.rows[0]?.n === 0) break;
      if (Date.now() > deadline) throw new Error(`outbox did not settle: ${open.rows[0]?.n} jobs open`);
      await db.execute(
        sql`UPDATE outbox SET run_at = now() WHERE status = 'pending' AND run_at > now() + interval '5 seconds'`,
      );
      await new Promise((r) => setTimeout(r, 500));
    }

    phase("outbox settled");
    const byStatus = await db.execute<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM topup_orders GROUP BY status`,
    );
    const count = (status: string) => byStatus.rows.find((r) => r.status === status)?.n ?? 0;
    const deliveries = await db.execute<{ n: number; max_rows: number; undelivered: number }>(sql`
      SELECT count(*)::int AS n,
        (SELECT count(*)::int FROM sandbox_game_deliveries d JOIN topup_orders o ON o.order_no = d.idempotency_key
          WHERE o.status <> 'delivered') AS undelivered,
        (SELECT coalesce(max(c), 0)::int FROM (SELECT count(*) AS c FROM sandbox_game_deliveries GROUP BY idempotency_key) x) AS max_rows
      FROM sandbox_game_deliveries`);
    const sums = await db.execute<{ points: number; ledger: number; amount: number; totals: number }>(sql`
      SELECT (SELECT coalesce(sum(points), 0)::int FROM topup_orders WHERE status = 'delivered') AS points,
        (SELECT coalesce(sum(delta), 0)::int FROM points_ledger WHERE reason = 'order') AS ledger,
        (SELECT coalesce(sum(amount_minor), 0)::int FROM topup_orders WHERE status = 'delivered') AS amount,
        (SELECT coalesce(sum(amount_minor), 0)::int FROM recharge_totals) AS totals`);
    const d = deliveries.rows[0];
    const s = sums.rows[0];
    const expectedPaid = orders.filter((o) => o.outcome === "succeeded").length;
    console.info(
      `fault test: ${orders.length} orders, ${count("delivered")} delivered (expected ${expectedPaid}), ` +
        `${count("failed")} failed, ${count("pending") + count("expired")} unpaid, ${count("review")} in review, ` +
        `${d?.n} game-server deliveries (max ${d?.max_rows} per order, ${d?.undelivered} for undelivered orders), ` +
        `points ${s?.ledger} = ${s?.points}, recharge totals ${s?.totals} = ${s?.amount}`,
    );
    expect(orders).toHaveLength(ORDERS);
    expect(count("delivered")).toBe(expectedPaid);
    expect(count("paid") + count("review")).toBe(0);
    expect(d?.n).toBe(expectedPaid);
    expect(d?.max_rows).toBe(1);
    expect(d?.undelivered).toBe(0);
    expect(s?.ledger).toBe(s?.points);
    expect(s?.totals).toBe(s?.amount);
  }, 600_000);
});
