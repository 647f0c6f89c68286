// The load benchmark (see bench/load.mjs and docs/operations.md): seeds PGlite and PostgreSQL,
// starts the real server on each, loads it with autocannon, and compares it on PostgreSQL with a
// bare Fastify + pg server running the same SQL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { repoRoot } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { hashSecret } from "../../apps/server/src/platform/session.ts";
import { answerCompression, COMPRESS_THRESHOLD_BYTES } from "../../apps/server/src/platform/web-app.ts";
import { freePort, startServerProcess } from "../../apps/server/src/testing/server-process.ts";
import { cpuMsOf, productionEnv, startBareServer } from "../lib/production-server.ts";
import { signInPlayers } from "../lib/signed-in-players.ts";
import { type BenchRequest, captureQueries } from "./capture.ts";
import { seedBenchData, seedShape } from "./seed.ts";

/**
 * Budgets on PostgreSQL: p99, and requests/s against the bare server's — for the public endpoints
 * with the portal's public cache off (the like-for-like row; the cached figure is information),
 * for the signed-in ones as configured (their answers are never cached; the session lookup is, for
 * SESSION_CACHE_MS). The `pg,nocache` row is the portal with neither cache: for a signed-in
 * endpoint, the same portal without its session cache, measured back to back with it.
 */
const BUDGET = { p99Ms: 50, publicRatio: 0.8, signedInRatio: 0.7 };
const SECRET = "bench-secret-bench-secret";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? (args[at + 1] as string) : fallback;
};
const check = args.includes("--check");
const duration = Number(option("duration", "10"));
const connections = Number(option("connections", "50"));
/** Each endpoint's time is split into this many alternating rounds per server. */
const roundCount = Math.max(1, Number(option("rounds", "5")));
/**
 * Seconds of unmeasured load per endpoint and server first: the portal runs far more code than the
 * bare server, and on a busy machine one second left it half compiled (0.5× in a first round, 0.75×
 * in the next on the same process).
 */
const warmUp = Number(option("warmup", "3"));
const only = option("only", "all");
const endpointFilter = option("endpoint", "");
/** --cpu-prof DIR: the portal writes a V8 CPU profile there when it stops (open it in Chrome DevTools). */
const cpuProfileDir = option("cpu-prof", "");
const pgUrl = process.env.BENCH_DATABASE_URL;
/** --encoding br|gzip: the load sends this Accept-Encoding (a browser's); default none, like the bare server. */
const encoding = option("encoding", "");
/**
 * --baseline FILE: also load another checkout's compiled server (its apps/server/dist/main.js, built
 * there; run as `node --enable-source-maps FILE`, or with --baseline-flags "…"), without caches like
 * the pg,nocache row, in the same alternating rounds: before and after a change on the same machine.
 */
const baselineMain = option("baseline", "");
const baselineFlags = option("baseline-flags", "--enable-source-maps").split(" ").filter(Boolean);

const big = seedShape.bigGame;
interface Endpoint {
  name: string;
  urls: string[];
  /** Asked by signed-in players, each request as the next of them (their `sid` cookies). */
  signedIn?: boolean;
}
const allEndpoints: Endpoint[] = [
  { name: "home indexInfo", urls: ["/api/indexInfo"] },
  { name: "home hotGame", urls: [1, 2, 3, 4, 5].map((p) => `/api/hotGame?page=${p}&pageSize=10`) },
  {
    name: "gameList",
    urls: ["newest", "rating", "hot"].flatMap((sort) =>
      [1, 2, 5, 12].map((page) => `/api/gameList?sort=${sort}&page=${page}&pageSize=20`),
    ),
  },
  { name: "game detail", urls: [big, 7, 123, 480].map((id) => `/api/game/${id}`) },
  { name: "gameScoreDetail", urls: [`/api/gameScoreDetail?appId=${big}`] },
  {
    name: "gameCommentsList",
    urls: [
      `/api/gameCommentsList?appId=${big}`,
      `/api/gameCommentsList?appId=${big}&page=20`,
      `/api/gameCommentsList?appId=${big}&sort=hottest`,
      `/api/gameCommentsList?appId=${big}&sort=highest&filter=1`,
      `/api/gameCommentsList?appId=${big}&sort=lowest&filter=2&page=3`,
    ],
  },
  { name: "own info+points", urls: ["/api/token", "/api/uid"], signedIn: true },
  { name: "unread counts", urls: ["/api/personalMessageNotice"], signedIn: true },
  {
    name: "messages page",
    urls: ["/api/systemMessages", "/api/personalMessageReply", "/api/personalMessageLike"],
    signedIn: true,
  },
  { name: "order list", urls: ["/api/rechargeHistory"], signedIn: true },
];

/** --endpoint a,b: only the endpoints whose name contains one of these parts. */
const endpoints = allEndpoints.filter((endpoint) =>
  endpointFilter.split(",").some((part) => endpoint.name.includes(part)),
);

interface Measure {
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The machine's 1-minute load average when the run ended: above the core count, others were busy too. */
  loadAverage: number;
  /**
   * The server process's CPU time per request (µs, user + system, from /proc): unlike requests/s it
   * hardly moves when other work shares the machine, so its ratio is the steadier comparison.
   */
  cpuMicros: number;
}

/** A server under load: where it listens and the CPU time its process has used so far (ms). */
interface Target {
  url: string;
  cpuMs(): number;
}

/** The `sid` tokens of the signed-in players (seeded with the data), taken in turn by signed-in requests. */
let tokens: string[] = [];
let nextToken = 0;

async function load(target: Target, endpoint: Endpoint, seconds: number): Promise<Measure> {
  const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
  const cpuBefore = target.cpuMs();
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    requests: endpoint.urls.map((path) => ({
      method: "GET",
      path,
      ...(endpoint.signedIn && {
        setupRequest: (request) => ({
          ...request,
          headers: { ...headers, cookie: `sid=${tokens[nextToken++ % tokens.length]}` },
        }),
      }),
    })),
    headers,
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
    cpuMicros: Math.round(((target.cpuMs() - cpuBefore) * 1000) / Math.max(1, result.requests.total)),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** One figure from several rounds: requests/s is the mean, latencies the median of the rounds. */
function combine(rounds: Measure[]): Measure {
  const sum = (pick: (m: Measure) => number) => rounds.reduce((total, m) => total + pick(m), 0);
  return {
    requestsPerSec: Math.round(sum((m) => m.requestsPerSec) / rounds.length),
    p50: median(rounds.map((m) => m.p50)),
    p99: median(rounds.map((m) => m.p99)),
    errors: sum((m) => m.errors),
    non2xx: sum((m) => m.non2xx),
    loadAverage: Math.max(...rounds.map((m) => m.loadAverage)),
    cpuMicros: Math.round(sum((m) => m.cpuMicros) / rounds.length),
  };
}

/**
 * Loads each endpoint on each server in short alternating rounds (portal, bare, portal, bare …),
 * so both see the same machine: other work on a shared box shifts both figures of a pair alike.
 */
async function measureAll(servers: Record<string, Target>): Promise<Record<string, Record<string, Measure>>> {
  const out: Record<string, Record<string, Measure>> = {};
  for (const [label, base] of Object.entries(servers)) {
    out[label] = {};
    for (const endpoint of endpoints) await load(base, endpoint, warmUp); // the JIT and caches
  }
  for (const endpoint of endpoints) {
    const rounds: Record<string, Measure[]> = Object.fromEntries(
      Object.keys(servers).map((label) => [label, []]),
    );
    for (let round = 0; round < roundCount; round++)
      for (const [label, base] of Object.entries(servers))
        rounds[label]?.push(await load(base, endpoint, Math.max(1, duration / roundCount)));
    for (const [label, measures] of Object.entries(rounds)) {
      const m = combine(measures);
      (out[label] as Record<string, Measure>)[endpoint.name] = m;
      console.log(
        `  ${label.padEnd(14)} ${endpoint.name.padEnd(18)} ${String(m.requestsPerSec).padStart(5)} req/s  p99 ${m.p99} ms  CPU ${m.cpuMicros} µs/request  (load ${m.loadAverage})`,
      );
    }
  }
  return out;
}

async function seed(url: string | undefined, dataDir: string) {
  const started = Date.now();
  const database = await openDatabase({ url, dataDir });
  const counts = await seedBenchData(database.db);
  const playerIds = Array.from({ length: seedShape.signedIn }, (_, n) => n + 1);
  tokens = await signInPlayers(database.db, playerIds, SECRET);
  const seconds = (Date.now() - started) / 1000;
  console.log(`seeded ${database.kind} in ${seconds.toFixed(1)} s: ${JSON.stringify(counts)}`);
  return { database, counts, seconds };
}

async function runPglite() {
  const dir = mkdtempSync(join(tmpdir(), "bench-pglite-"));
  try {
    const { database, counts, seconds } = await seed(undefined, join(dir, "pglite"));
    await database.close();
    // Production refuses the embedded database: PGlite runs in development mode (information only).
    const server = await startPortal({
      NODE_ENV: "development",
      SEED_DEMO: "false",
      APP_SECRET: SECRET,
      DATABASE_URL: "",
      DATA_DIR: dir,
      GAME_SIM_PORT: String(await freePort()),
    });
    try {
      const measured = await measureAll({ "portal/pglite": server });
      return {
        seed: { counts, seconds },
        portal: measured["portal/pglite"] as Record<string, Measure>,
        compression: await compressionCosts(server.url),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function createBenchDatabase(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query("drop database if exists bench_load with (force)");
  await client.query("create database bench_load");
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = "/bench_load";
  return url.toString();
}

/**
 * The real server in its own process, as production runs it (optionally writing a CPU profile), or
 * `baseline`, another checkout's build with its own Node flags.
 */
async function startPortal(
  env: Record<string, string>,
  port?: number,
  baseline?: { main: string; flags: string[] },
) {
  const nodeArgs = cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const server = await startServerProcess(env, {
    nodeArgs: [...nodeArgs, ...(baseline?.flags ?? [])],
    startTimeoutMs: 60_000,
    compiled: baseline?.main ?? true,
    port,
  });
  return { ...server, cpuMs: () => cpuMsOf(server.pid) };
}

/** The portal on PostgreSQL in production mode, with every setting production requires. */
async function startProductionPortal(
  url: string,
  extra: Record<string, string> = {},
  baseline?: { main: string; flags: string[] },
) {
  const port = await freePort();
  return startPortal({ ...productionEnv(url, SECRET, port), ...extra }, port, baseline);
}

interface CompressionCost {
  endpoint: string;
  bytes: number;
  brBytes: number;
  brMicros: number;
  gzipBytes: number;
  gzipMicros: number;
}

/** CPU time to compress one answer, in microseconds (the mean of enough rounds to last ~50 ms). */
function microsToCompress(compress: () => unknown) {
  const started = performance.now();
  let rounds = 0;
  while (performance.now() - started < 50 || rounds < 5) {
    compress();
    rounds++;
  }
  return Math.round(((performance.now() - started) * 1000) / rounds);
}

/**
 * What compressing each endpoint's answer costs per request, with the server's own settings
 * (brotli quality 4, gzip 6), measured in this process on the answer the portal sent: a browser
 * sends Accept-Encoding, so each answer over the threshold pays this once.
 */
async function compressionCosts(base: string): Promise<CompressionCost[]> {
  const costs: CompressionCost[] = [];
  for (const endpoint of endpoints) {
    const headers: Record<string, string> = endpoint.signedIn ? { cookie: `sid=${tokens[0]}` } : {};
    const body = Buffer.from(await (await fetch(`${base}${endpoint.urls[0]}`, { headers })).arrayBuffer());
    if (body.length < COMPRESS_THRESHOLD_BYTES) continue;
    const br = () => brotliCompressSync(body, answerCompression.brotliOptions);
    const gzip = () => gzipSync(body, answerCompression.zlibOptions);
    costs.push({
      endpoint: endpoint.name,
      bytes: body.length,
      brBytes: br().length,
      brMicros: microsToCompress(br),
      gzipBytes: gzip().length,
      gzipMicros: microsToCompress(gzip),
    });
  }
  return costs;
}

const startBare = (capturedFile: string, url: string) =>
  startBareServer("bench/load/bare-server.mjs", (port) => [capturedFile, url, String(port), SECRET]);

async function runPostgres(adminUrl: string, resultsDir: string) {
  const url = await createBenchDatabase(adminUrl);
  const { database, counts, seconds } = await seed(url, "");
  // Signed-in requests are captured as one player; the bare server asks as each request's player
  // (it looks the session up, then puts that player's id where the captured one was).
  const asPlayer = seedShape.signedIn - 3;
  const requests: BenchRequest[] = endpoints.flatMap((endpoint) =>
    endpoint.urls.map((path) => ({ url: path, sid: endpoint.signedIn ? tokens[asPlayer - 1] : undefined })),
  );
  const captured = await captureQueries(database, requests, productionEnv(url, SECRET, 0));
  await database.close();
  const capturedFile = join(resultsDir, "load-captured-sql.json");
  writeFileSync(
    capturedFile,
    JSON.stringify(
      { player: { id: asPlayer, tokenHash: hashSecret(tokens[asPlayer - 1] as string, SECRET) }, captured },
      null,
      1,
    ),
  );
  const queriesPerRequest = Object.fromEntries(
    endpoints.map((e) => [e.name, captured[e.urls[0] as string]?.flat().length ?? 0]),
  );

  // The portal as configured, the portal without its public and session caches (the like-for-like
  // comparison with the bare server, which caches nothing), and the bare server.
  const servers: (Target & { stop(): Promise<void> })[] = [];
  try {
    const started = <T extends Target & { stop(): Promise<void> }>(server: T) => {
      servers.push(server);
      return server;
    };
    const portal = started(await startProductionPortal(url));
    const noCaches = { PUBLIC_CACHE_MS: "0", SESSION_CACHE_MS: "0" };
    const uncached = started(await startProductionPortal(url, noCaches));
    const baseline = baselineMain
      ? started(await startProductionPortal(url, noCaches, { main: baselineMain, flags: baselineFlags }))
      : undefined;
    const bare = started(await startBare(capturedFile, url));
    const measured = await measureAll({
      "portal/pg": portal,
      "no-cache/pg": uncached,
      ...(baseline && { "baseline/pg": baseline }),
      "bare/pg": bare,
    });
    return {
      compression: await compressionCosts(portal.url),
      seed: { counts, seconds },
      queriesPerRequest,
      portal: measured["portal/pg"] as Record<string, Measure>,
      uncached: measured["no-cache/pg"] as Record<string, Measure>,
      baseline: measured["baseline/pg"],
      bare: measured["bare/pg"] as Record<string, Measure>,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const resultsDir = join(repoRoot(), "bench/results");
mkdirSync(resultsDir, { recursive: true });
console.log(
  `load benchmark: ${connections} connections, ${duration} s per endpoint; ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}`,
);

const pgliteRun = only === "all" || only === "pglite" ? await runPglite() : null;
let postgresRun: Awaited<ReturnType<typeof runPostgres>> | null = null;
if (only === "all" || only === "postgres") {
  if (pgUrl) postgresRun = await runPostgres(pgUrl, resultsDir);
  else
    console.log(
      "BENCH_DATABASE_URL is not set: skipping the PostgreSQL part (the budgets are checked there).\n" +
        "  Start one with `.ci/postgres.sh start 55498 /tmp/bench-pg` and set BENCH_DATABASE_URL.",
    );
}

interface Row {
  endpoint: string;
  database: string;
  portal: Measure;
  bare: Measure | null;
  ratio: number | null;
  verdict: "PASS" | "FAIL" | "info";
  why: string[];
}
const rows: Row[] = [];
for (const endpoint of endpoints) {
  const lite = pgliteRun?.portal[endpoint.name];
  if (lite) {
    const why = lite.errors + lite.non2xx > 0 ? ["errors"] : [];
    rows.push({
      endpoint: endpoint.name,
      database: "pglite",
      portal: lite,
      bare: null,
      ratio: null,
      verdict: why.length ? "FAIL" : "info",
      why,
    });
  }
  const bare = postgresRun?.bare[endpoint.name];
  if (!bare) continue;
  // The row the budget is checked on: a public endpoint without the public cache (the bare server
  // caches nothing), a signed-in one as configured; the other row is information.
  const minRatio = endpoint.signedIn ? BUDGET.signedInRatio : BUDGET.publicRatio;
  const compared: [string, Measure | undefined, boolean][] = [
    ["postgres", postgresRun?.portal[endpoint.name], !!endpoint.signedIn],
    ["pg,nocache", postgresRun?.uncached[endpoint.name], !endpoint.signedIn],
    ["pg,baseline", postgresRun?.baseline?.[endpoint.name], false],
  ];
  for (const [database, portal, budgeted] of compared) {
    if (!portal) continue;
    const ratio = bare.requestsPerSec ? portal.requestsPerSec / bare.requestsPerSec : 0;
    const why: string[] = [];
    if (portal.errors + portal.non2xx + bare.errors + bare.non2xx > 0) why.push("errors");
    if (budgeted && portal.p99 >= BUDGET.p99Ms) why.push(`p99 ${portal.p99} ms ≥ ${BUDGET.p99Ms}`);
    if (budgeted && ratio < minRatio) why.push(`ratio ${ratio.toFixed(2)} < ${minRatio}`);
    const verdict = why.length ? "FAIL" : budgeted ? "PASS" : "info";
    rows.push({ endpoint: endpoint.name, database, portal, bare, ratio, verdict, why });
  }
}

const cell = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `\n${"endpoint".padEnd(18)} ${"database".padEnd(10)} ${cell("req/s", 7)} ${cell("p50", 5)} ${cell("p99", 5)} ${cell("CPU µs", 6)}` +
    ` | ${cell("bare r/s", 8)} ${cell("p50", 5)} ${cell("p99", 5)} ${cell("CPU µs", 6)} | ${cell("ratio", 5)} ${cell("CPU ratio", 9)}  verdict`,
);
for (const row of rows) {
  const b = row.bare;
  console.log(
    `${row.endpoint.padEnd(18)} ${row.database.padEnd(10)} ${cell(row.portal.requestsPerSec, 7)} ${cell(row.portal.p50, 5)} ${cell(row.portal.p99, 5)} ${cell(row.portal.cpuMicros, 6)}` +
      ` | ${cell(b ? b.requestsPerSec : "-", 8)} ${cell(b ? b.p50 : "-", 5)} ${cell(b ? b.p99 : "-", 5)} ${cell(b ? b.cpuMicros : "-", 6)}` +
      ` | ${cell(row.ratio === null ? "-" : row.ratio.toFixed(2), 5)} ${cell(b && row.portal.cpuMicros ? (b.cpuMicros / row.portal.cpuMicros).toFixed(2) : "-", 9)}` +
      `  ${row.verdict}${row.why.length ? ` (${row.why.join(", ")})` : ""}`,
  );
}
console.log(
  `latencies in ms; budgets on PostgreSQL at ${connections} connections: p99 < ${BUDGET.p99Ms} ms; req/s ≥ ` +
    `${BUDGET.publicRatio}× bare for public endpoints without the public cache (pg,nocache), ` +
    `${BUDGET.signedInRatio}× for signed-in ones (as configured; pg,nocache: without the session cache); ` +
    "a bare server's errors fail every row. CPU µs: the process's CPU " +
    "time per request; CPU ratio = bare's ÷ the portal's (information: it moves little when other work shares the machine)",
);

const costs = postgresRun?.compression ?? pgliteRun?.compression ?? [];
console.log(
  `\nanswers ${encoding ? `loaded with Accept-Encoding: ${encoding}` : "loaded uncompressed (no Accept-Encoding, like the bare server; --encoding br to load as a browser)"}; ` +
    "compressing each answer once costs (this process, the server's settings):",
);
console.log(
  `${"endpoint".padEnd(18)} ${cell("bytes", 7)} ${cell("br q4", 7)} ${cell("µs", 6)} ${cell("gzip 6", 7)} ${cell("µs", 6)}`,
);
for (const cost of costs)
  console.log(
    `${cost.endpoint.padEnd(18)} ${cell(cost.bytes, 7)} ${cell(cost.brBytes, 7)} ${cell(cost.brMicros, 6)} ${cell(cost.gzipBytes, 7)} ${cell(cost.gzipMicros, 6)}`,
  );

const loads = rows.flatMap((row) => [
  row.portal.loadAverage,
  row.bare?.loadAverage ?? row.portal.loadAverage,
]);
if (loads.length && Math.max(...loads) > cpus().length)
  console.log(
    `note: the load average reached ${Math.max(...loads)} on ${cpus().length} cores during the runs; other work ` +
      "shared the CPUs, so latencies are pessimistic (the portal and bare figures of a row ran back to back).",
  );

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const report = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version },
  connections,
  encoding: encoding || "identity",
  durationSeconds: duration,
  budget: BUDGET,
  endpoints,
  pglite: pgliteRun,
  postgres: postgresRun,
  rows,
};
const file = join(resultsDir, `load-${stamp}.json`);
writeFileSync(file, JSON.stringify(report, null, 2));
writeFileSync(join(resultsDir, "load-latest.json"), JSON.stringify(report, null, 2));
console.log(`results: ${file}`);

const failed = rows.some((row) => row.verdict === "FAIL");
if (check && (failed || !postgresRun)) {
  console.error(
    failed ? "load budget failed" : "--check needs BENCH_DATABASE_URL (the budgets are on PostgreSQL)",
  );
  process.exit(1);
}
process.exit(0);
