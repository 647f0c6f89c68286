// Records the SQL the portal issues for each benchmarked URL, so the bare handler can run exactly
// the same statements. Queries are grouped in waves: a query sent while another is still in flight
// joins that wave (the portal's Promise.all); the bare handler runs the waves one after another and
// the queries of a wave together, as the portal does.
import Fastify from "fastify";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import type { Database } from "../../apps/server/src/db/client.ts";
import { createDeps } from "../../apps/server/src/deps.ts";

export interface CapturedQuery {
  text: string;
  values: unknown[];
}
export type Waves = CapturedQuery[][];

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
}

/** A benchmarked request: its URL, and the `sid` cookie of the player it is asked as (signed-in endpoints). */
export interface BenchRequest {
  url: string;
  sid?: string;
}

export async function captureQueries(
  database: Database,
  requests: BenchRequest[],
  /** The settings the server runs with (production's; see bench/lib/production-server.ts). */
  env: Record<string, string>,
): Promise<Record<string, Waves>> {
  const pool = (database.db as unknown as { $client: Queryable }).$client;
  const original = pool.query.bind(pool);
  let waves: Waves = [];
  let inFlight = 0;
  pool.query = async (...args: unknown[]) => {
    const config = args[0] as string | { text: string };
    const query = {
      text: typeof config === "string" ? config : config.text,
      values: (args[1] as unknown[] | undefined) ?? [],
    };
    if (inFlight === 0 || waves.length === 0) waves.push([]);
    waves[waves.length - 1]?.push(query);
    inFlight++;
    try {
      return await original(...args);
    } finally {
      inFlight--;
    }
  };

  const config = loadConfig({ ...env, WEB_DIST: "/none" });
  const app = await buildApp(createDeps(config, database, Fastify({ logger: false }).log));
  const captured: Record<string, Waves> = {};
  try {
    for (const { url, sid } of requests) {
      waves = [];
      const response = await app.inject({ method: "GET", url, cookies: sid ? { sid } : {} });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      captured[url] = waves;
    }
  } finally {
    await app.close();
    pool.query = original;
  }
  return captured;
}
