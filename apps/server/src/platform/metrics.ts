import { timingSafeEqual } from "node:crypto";
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from "@portal/contracts/account";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database, Db } from "../db/client.ts";
import { attachRouteHook } from "./route-hooks.ts";

/**
 * Prometheus metrics of one process (`prom-client`). Request durations are observed per route
 * pattern and status; business figures that live in the database (outbox depth, orders by status,
 * sign-in lockouts) are read when scraped, so every process reports the same truth without counters
 * in the features. Served at /metrics only with METRICS_TOKEN (Authorization: Bearer …).
 */
export interface Metrics {
  registry: Registry;
}

export function createMetrics(db: Db, poolUse?: Database["poolUse"]): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const scraped = (name: string, help: string, labelNames: string[], read: (g: Gauge) => Promise<void>) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        await read(this);
      },
    });

  /** Row counts of `from` (a table, with a filter where needed) grouped by the label columns. */
  const countedBy = (name: string, help: string, labelNames: string[], from: SQL) =>
    scraped(name, help, labelNames, async (gauge) => {
      const columns = sql.join(
        labelNames.map((label) => sql.identifier(label)),
        sql`, `,
      );
      const rows = await db.execute<Record<string, string | number>>(
        sql`select ${columns}, count(*)::int as n from ${from} group by ${columns}`,
      );
      for (const row of rows.rows) {
        gauge.set(Object.fromEntries(labelNames.map((label) => [label, String(row[label])])), Number(row.n));
      }
    });

  countedBy("portal_outbox_jobs", "Outbox jobs by kind and status", ["kind", "status"], sql`outbox`);
  scraped("portal_outbox_oldest_pending_seconds", "Age of the oldest due outbox job", [], async (gauge) => {
    const rows = await db.execute<{ age: number | null }>(
      sql`select extract(epoch from now() - min(run_at))::float as age from outbox where status = 'pending' and run_at <= now()`,
    );
    gauge.set(Number(rows.rows[0]?.age ?? 0));
  });
  countedBy(
    "portal_orders",
    "Top-up orders by status and payment method",
    ["status", "method"],
    sql`topup_orders`,
  );
  countedBy(
    "portal_payments",
    "Payment events from the gateway by type (payment.succeeded, .failed, .expired) and what each did (paid, failed, ignored, review)",
    ["type", "outcome"],
    sql`payment_events`,
  );
  countedBy(
    "portal_refunds",
    "Refunds asked of the payment provider by status (requested, succeeded, failed)",
    ["status"],
    sql`order_refunds`,
  );
  countedBy(
    "portal_delivery_failures",
    "Outbox jobs that failed for good (deliveries included)",
    ["kind"],
    sql`outbox where status = 'failed'`,
  );
  scraped(
    "portal_sign_in_attempts",
    "Password sign-in tries counted per account in the current lock windows, and the accounts locked now",
    ["kind"],
    async (gauge) => {
      const rows = await db.execute<{ tries: number; locked: number }>(
        sql`select coalesce(sum(tries), 0)::int as tries, (count(*) filter (where tries > ${LOGIN_MAX_FAILURES}))::int as locked
            from attempt_counters where key like 'sign-in:account:%' and window_started_at > now() - make_interval(secs => ${LOGIN_LOCK_MS / 1000})`,
      );
      gauge.set({ kind: "tries" }, rows.rows[0]?.tries ?? 0);
      gauge.set({ kind: "locked" }, rows.rows[0]?.locked ?? 0);
    },
  );
  if (poolUse)
    scraped(
      "portal_db_pool_connections",
      "PostgreSQL connections of this process's pool: open, idle, and requests waiting for one",
      ["state"],
      async (gauge) => {
        for (const [state, count] of Object.entries(poolUse())) gauge.set({ state }, count);
      },
    );
  return { registry };
}

/** Request durations per route pattern and status, and GET /metrics behind the token. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string) {
  const durations = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "HTTP request duration by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metrics.registry],
  });
  // Each route observes into its own label set, found when the route is added (one lookup of its
  // status per request, not a label object hashed per request); requests no route matched, globally.
  const observer = (method: string, route: string) => {
    const byStatus = new Map<number, ReturnType<typeof durations.labels>>();
    return (statusCode: number, elapsedMs: number) => {
      let child = byStatus.get(statusCode);
      if (!child) {
        child = durations.labels(method, route, String(statusCode));
        byStatus.set(statusCode, child);
      }
      child.observe(elapsedMs / 1000);
    };
  };
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const observe = new Map(methods.map((method) => [method, observer(method, route.url)]));
    const hook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      observe.get(request.method)?.(reply.statusCode, reply.elapsedTime);
      done();
    };
    attachRouteHook(route, "onResponse", hook, "last");
  });
  const unmatched = new Map<string, ReturnType<typeof observer>>();
  app.addHook("onResponse", (request, reply, done) => {
    if (request.is404) {
      let observe = unmatched.get(request.method);
      if (!observe) {
        observe = observer(request.method, "unmatched");
        unmatched.set(request.method, observe);
      }
      observe(reply.statusCode, reply.elapsedTime);
    }
    done();
  });
  const expected = Buffer.from(`Bearer ${token}`);
  app.get("/metrics", async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply.code(401).type("text/plain").send("metrics need the bearer token");
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
