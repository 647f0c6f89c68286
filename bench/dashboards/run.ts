// See bench/dashboards.mjs.

import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { dashboardCharts } from "@portal/contracts/console/dashboards";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../../apps/server/src/db/client.ts";
import { chartPlan } from "../../apps/server/src/features/dashboards/dashboards.presenter.ts";
import { computeFigures } from "../../apps/server/src/features/dashboards/dashboards.repository.ts";
import {
  buildMissingDays,
  dashboardChart,
} from "../../apps/server/src/features/dashboards/dashboards.service.ts";
import type { AppDeps } from "../../apps/server/src/platform/context.ts";
import { benchAdminUrl, keptDatabase } from "../lib/kept-database.ts";

const BUDGET_MS = 300;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const DAYS = 365;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const check = process.argv.includes("--check");
const adminUrl = benchAdminUrl("dashboards");

/** A year of a publisher's data: players, page views, reservations, claims, orders and refunds. */
async function seed({ db }: Database) {
  const started = performance.now();
  const spread = (n: string, modulo: number) =>
    sql.raw(`now() - ((${n})::bigint * 7919 % ${modulo}) * interval '1 second'`);
  const year = DAYS * 86_400;
  await db.execute(sql`insert into users (nickname, created_at)
    select 'Bench' || n, ${spread("n", year)} from generate_series(1, 100000) n`);
  await db.execute(sql`insert into games (slug, type, platforms, status, company, version, sync_secret)
    select 'bench-' || n, 'rpg', array['web'], 'released', 'Bench', '1', 'bench' from generate_series(1, 5) n`);
  await db.execute(
    sql`insert into game_texts (game_id, language, name) select id, 'en', 'Bench game ' || id from games`,
  );
  await db.execute(sql`insert into topup_goods (game_id, sku, names, prices)
    select id, 'gems', '{"en":"Gems"}', '{"USD":499}' from games`);
  await db.execute(sql`insert into reservations (user_id, game_id, created_at)
    select u.id, g.id, ${spread("u.id", year)} from users u join games g on (u.id + g.id) % 7 = 0`);
  await db.execute(sql`insert into gift_packs (game_id, texts, valid_until)
    select id, '{"en":{"name":"Bench pack","contents":"","instructions":""}}', now() + interval '1 year' from games`);
  await db.execute(sql`insert into gift_codes (pack_id, code, user_id, claimed_at)
    select p.id, 'C' || p.id || '-' || n, case when n <= 40000 then n end,
      case when n <= 40000 then ${spread("n", year)} end
    from gift_packs p, generate_series(1, 60000) n`);
  await db.execute(sql`insert into page_views (path, system, user_id, language, at)
    select '/', 'web', 1 + (n * 31) % 100000, 'en', ${spread("n", year)} from generate_series(1, 500000) n`);
  // Orders: region decides the currency; 10 of 13 paid (delivered, some paid/review/refunded), the rest failed, expired or pending.
  for (let from = 0; from < ORDERS; from += 100_000) {
    const to = Math.min(ORDERS, from + 100_000);
    await db.execute(sql`insert into topup_orders (order_no, user_id, idempotency_key, game_id, server_id,
        server_name, role_id, role_name, role_level, goods_id, region, method, currency, price_minor,
        amount_minor, status, expires_at, created_at, paid_at, delivered_at, refunded_minor)
      select 'B' || n, 1 + n % 100000, 'k' || n, g0.id + (n / 7) % 5, 's1', 'S1', 'r1', 'Role', 1, t0.id + (n / 7) % 5,
        r.region, (array['card','wallet','bank','prepaid'])[1 + n % 4], r.currency, r.price, r.price,
        s.status, c.created_at + interval '30 minutes', c.created_at,
        case when s.status in ('paid','delivered','review','refunded') then c.created_at + interval '5 seconds' end,
        case when s.status in ('delivered','refunded') then c.created_at + (5 + n % 60) * interval '1 second' end,
        case when s.status = 'refunded' then r.price else 0 end
      from generate_series(${from + 1}::int, ${to}::int) n
      cross join lateral (select ${spread("n", year)} as created_at) c
      cross join lateral (select (array['delivered','delivered','delivered','delivered','delivered','delivered',
        'delivered','paid','review','refunded','failed','expired','expired'])[1 + n % 13] as status) s
      cross join lateral (select (array['TH','ID','VN','TW','US'])[1 + n % 5] as region,
        (array['THB','IDR','VND','TWD','USD'])[1 + n % 5] as currency,
        (array[9900, 150000, 50000, 29900, 499])[1 + n % 5] as price) r
      cross join (select min(id) as id from games) g0
      cross join (select min(id) as id from topup_goods) t0`);
  }
  await db.execute(sql`insert into order_refunds (order_no, amount_minor, currency, reason, idempotency_key,
      status, created_at, completed_at)
    select order_no, amount_minor, currency, 'bench', 'r', 'succeeded', paid_at + interval '1 day', paid_at + interval '1 day'
    from topup_orders where status = 'refunded'`);
  await db.execute(sql`analyze`);
  return (performance.now() - started) / 1000;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

async function timed(run: () => Promise<unknown>, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const at = performance.now();
    await run();
    times.push(performance.now() - at);
  }
  return median(times);
}

const target = await keptDatabase(adminUrl, "bench_dashboards");
const database = await openDatabase({ url: target.url, dataDir: "" });
try {
  const filled = await database.db.execute<{ n: string }>(sql`select count(*) as n from topup_orders`);
  const seconds = Number(filled.rows[0]?.n) > 0 ? 0 : await seed(database);
  const timeZone = "UTC";
  const deps = {
    database,
    config: { REPORTING_TIME_ZONE: timeZone },
    now: () => new Date(),
  } as unknown as AppDeps;
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  console.log(
    `dashboards benchmark on PostgreSQL: ${ORDERS} orders, 100000 players, 500000 page views over ${DAYS} days (seeded in ${seconds.toFixed(0)} s); each chart over ${from}…${today}, median of ${RUNS} runs`,
  );
  await database.db.execute(sql`truncate dashboard_daily, dashboard_days`);
  const buildAt = performance.now();
  const built = await buildMissingDays(database.db, { timeZone, from, to: today }, new Date());
  console.log(
    `  daily rows built for ${built} days in ${((performance.now() - buildAt) / 1000).toFixed(1)} s (once; then the hourly job rebuilds 3 days)`,
  );

  const results: boolean[] = [];
  const cases = [
    ...dashboardCharts.filter((c) => c !== "revenue").map((chart) => ({ chart, by: "game" as const })),
    { chart: "revenue" as const, by: "game" as const },
    { chart: "revenue" as const, by: "region" as const },
    { chart: "revenue" as const, by: "method" as const },
  ];
  for (const { chart, by } of cases) {
    const query = { chart, by, from, to: today };
    const ms = await timed(() => dashboardChart(deps, "en", query), RUNS);
    // Baseline: the same figures computed from the source tables over the whole range.
    const baseline = await timed(
      () =>
        computeFigures(
          database.db,
          chartPlan(chart, by).metrics,
          { timeZone, from, to: today },
          chartPlan(chart, by).keyPrefix,
        ),
      1,
    );
    const label = chart === "revenue" ? `revenue by ${by}` : chart;
    console.log(
      `  ${label.padEnd(20)} daily rows ${ms.toFixed(1).padStart(6)} ms   raw tables ${baseline.toFixed(0).padStart(6)} ms   (budget ≤ ${BUDGET_MS} ms: ${ms <= BUDGET_MS ? "ok" : "OVER"})`,
    );
    results.push(ms <= BUDGET_MS);
  }
  console.log(`  load average ${loadavg()[0]?.toFixed(1)}`);
  if (check && results.includes(false)) process.exitCode = 1;
} finally {
  await database.close();
  await target.dropUnlessKept();
}
