// See bench/topup.mjs. Starts the real server on its own PostgreSQL database with every production
// setting (Stripe through its local fake, the simulated game server), seeds players with roles,
// then measures order creation and the provider's webhooks with a fixed number of workers, each
// beside the same request one at a time (the baseline: the request's own cost at this moment).
import { loadavg } from "node:os";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { users } from "../../apps/server/src/db/schema/account.ts";
import { giveRoles, seedTopupGame } from "../../apps/server/src/db/seed/seed-topup.ts";
import type { CheckoutSession } from "../../apps/server/src/testing/fakes/stripe-fake.ts";
import { insertGame } from "../../apps/server/src/testing/games.ts";
import { startProductionServer } from "../lib/production-server.ts";

const BUDGET = { p99Ms: 250 };
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? (args[at + 1] as string) : fallback;
};
const orders = Number(option("orders", "2000"));
const connections = Number(option("connections", "20"));
/** Requests of each kind sent one at a time first: the baseline. */
const baselineCount = Number(option("baseline", "100"));
const cpuProfileDir = option("cpu-prof", "");
const players = 200;
const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error("BENCH_DATABASE_URL=postgres://… is required (the top-up bench runs on PostgreSQL)");
  process.exit(2);
}

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS bench_topup WITH (FORCE)");
  await admin.query("CREATE DATABASE bench_topup");
  await admin.end();
  const url = new URL(serverUrl as string);
  url.pathname = "/bench_topup";
  return url.toString();
}

const url = await freshDatabase();
const database = await openDatabase({ url, dataDir: "" });
const server = await startProductionServer(database, url, { cpuProfileDir: cpuProfileDir || undefined });
const { stripe } = server.world;

/** One game on the simulated game server, and players each with a role on it. */
async function seed() {
  const db = database.db;
  const gameId = await insertGame(db, { slug: "bench", names: { en: "Bench" } });
  await seedTopupGame(db, gameId, server.world.gameServer);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: players }, (_, i) => ({ nickname: `B${i}`, email: `bench${i}@example.com` })),
    )
    .returning({ id: users.id });
  for (const row of rows) await giveRoles(db, row.id, gameId);
  const cookies = await server.signIn(rows.map((row) => row.id));
  const [goods] = (
    await db.execute<{ id: number }>(
      `SELECT id FROM topup_goods WHERE game_id = ${gameId} ORDER BY id LIMIT 1` as never,
    )
  ).rows;
  return {
    gameId,
    goodsId: goods?.id ?? 0,
    players: rows.map((row, i) => ({ userId: row.id, cookie: cookies[i] })),
  };
}

interface Measure {
  label: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The portal process's CPU time per request (ms): what other work on the machine does not change. */
  cpuMs: number;
}

/** `count` requests, `workers` at a time; requests per second, p50 and p99. */
async function measure(
  label: string,
  count: number,
  workers: number,
  work: (index: number) => Promise<void>,
) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const cpuBefore = server.cpuMs();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) {
        const index = next++;
        const t0 = performance.now();
        await work(index);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    label,
    requests: count,
    perSecond: Math.round(count / seconds),
    p50Ms: pick(0.5),
    p99Ms: pick(0.99),
    cpuMs: Math.round(((server.cpuMs() - cpuBefore) / count) * 100) / 100,
  };
}

const { gameId, goodsId, players: signedIn } = await seed();
const failures = { count: 0, kinds: new Map<string, number>() };
const failed = (kind: string) => {
  failures.count++;
  failures.kinds.set(kind, (failures.kinds.get(kind) ?? 0) + 1);
};
const placed: { orderNo: string; sessionId: string }[] = [];
let orderCount = 0;

async function placeOrder() {
  const index = orderCount++;
  const player = signedIn[index % signedIn.length] as (typeof signedIn)[number];
  const response = await fetch(`${server.url}/api/pay`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie: player.cookie as string },
    body: JSON.stringify({
      appId: gameId,
      serverId: "s1",
      roleId: `r${player.userId}a`,
      goodsId,
      region: "US",
      method: "card",
      idempotencyKey: `bench-order-${index}`,
    }),
  });
  const body = (await response.json()) as { code: number; data: { orderNo: string; next: { url?: string } } };
  // The Checkout page's address ends with the provider's session id.
  const sessionId = body.data?.next?.url?.split("/").at(-1);
  if (body.code !== 200 || !sessionId) failed(`order ${body.code}`);
  else placed.push({ orderNo: body.data.orderNo, sessionId });
}

/** The provider's signed webhook for the order's session: paid (the first time), or the same event again. */
const firstEvents: string[] = [];
async function payWebhook(index: number) {
  const delivery = await stripe.pay((placed[index] as (typeof placed)[number]).sessionId);
  if (delivery?.status !== 200) failed(`first webhook ${delivery?.status}`);
  firstEvents[index] = delivery?.eventId ?? "";
}
async function replayWebhook(index: number) {
  const session = stripe.sessions.get(
    (placed[index] as (typeof placed)[number]).sessionId,
  ) as CheckoutSession;
  const delivery = await stripe.sendEvent("checkout.session.completed", session, { id: firstEvents[index] });
  if (delivery.status !== 200) failed(`replayed webhook ${delivery.status}`);
}

const rows: [Measure, Measure][] = [];
try {
  // Warm-up (not counted): a server in production has run its code before.
  await measure("warm-up", 100, connections, placeOrder);
  placed.length = 0;
  for (const [label, work] of [
    ["order creation", placeOrder],
    ["webhook (first)", payWebhook],
    ["webhook (replay)", replayWebhook],
  ] as const) {
    // Orders are placed `orders` times after the baseline; each webhook once per order placed.
    const count = work === placeOrder ? orders : placed.length - baselineCount;
    // The baseline takes its own items: the first `baselineCount` (orders placed one at a time).
    const alone = await measure(label, baselineCount, 1, (i) => work(i));
    const loaded = await measure(label, count, connections, (i) => work(baselineCount + i));
    rows.push([loaded, alone]);
  }
} finally {
  await server.stop();
  await database.close();
}

console.log(
  `top-up benchmark: ${orders} orders by ${players} players, ${connections} workers; baseline: ${baselineCount} of the same requests one at a time`,
);
for (const [loaded, alone] of rows)
  console.log(
    `${loaded.label.padEnd(18)} ${String(loaded.perSecond).padStart(5)} req/s  p50 ${loaded.p50Ms} ms  p99 ${loaded.p99Ms} ms  CPU ${loaded.cpuMs} ms/request   | one at a time: p50 ${alone.p50Ms} ms  p99 ${alone.p99Ms} ms   | budget p99 ≤ ${BUDGET.p99Ms} ms: ${loaded.p99Ms <= BUDGET.p99Ms ? "PASS" : "FAIL"}`,
  );
console.log(
  `failures: ${failures.count} ${JSON.stringify(Object.fromEntries(failures.kinds))}; load average ${loadavg()[0]?.toFixed(1)}`,
);
const over = rows.filter(([loaded]) => loaded.p99Ms > BUDGET.p99Ms);
if (args.includes("--check") && (over.length || failures.count)) process.exit(1);
