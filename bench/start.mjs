#!/usr/bin/env node
// How fast the portal starts (issue 17 item 5), beside the budgets and beside the tsx-run server
// measured in the same run:
//   - PostgreSQL: the compiled server in production mode on an already migrated database, from
//     spawning Node to the first 200 of /api/health; then its idle RSS;
//   - PGlite: `npm start` a second time with nothing changed (the build finds every part unchanged;
//     development mode, demo content already seeded), from spawning npm to the first 200.
//   - the demo server of the browser journeys: the compiled server's first start on a new PGlite data
//     directory, seed included, with DEMO_CACHE_DIR filled by an earlier start (migrated template,
//     encoded pictures), beside the same start without it (the baseline).
// `BENCH_DATABASE_URL=postgres://… npm run bench:start` (falls back to TEST_DATABASE_URL; without
// either the PostgreSQL rows are skipped). `--runs N` (median, default 3), `--check` exits 1 on a miss,
// `--only postgres`, `--only pglite` or `--only demo` measures one of the three.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const BUDGET = { postgresMs: 2000, pgliteMs: 4000, rssMb: 150, demoMs: 20_000 };
const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = Math.max(1, Number(runsAt >= 0 ? args[runsAt + 1] : 3));
const check = args.includes("--check");
const onlyAt = args.indexOf("--only");
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined; // postgres | pglite
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

// The compiled server as production starts it: `npm run start:prod`'s command, Node flags included.
const [startNode, ...startArgs] = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts[
  "start:prod"
].split(" ");
const compiled = [startNode, startArgs];
const viaTsx = ["node", ["--import", "tsx", "apps/server/src/main.ts"]];
const npmStart = ["npm", ["start", "--silent"]];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a command (in its own process group) and resolves when /api/health first answers 200. */
async function start([command, commandArgs], env, timeoutMs = 120_000) {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(command, commandArgs, {
    cwd: root,
    detached: true,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}: ${errors}`);
    if (performance.now() - began > timeoutMs)
      throw new Error(`no 200 within ${timeoutMs / 1000} s: ${errors}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - began;
  return {
    ms,
    cpuMs: cpuMsOf(serverPid(child.pid) ?? child.pid),
    /** The server's resident memory once it has been idle for `seconds`. */
    async rssMb(seconds = 3) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const server = serverPid(child.pid) ?? child.pid;
      const status = readFileSync(`/proc/${server}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    /** Stops the whole process group and waits until every process of it is gone (PGlite's lock). */
    async stop() {
      process.kill(-child.pid, "SIGTERM");
      await exited;
      while (groupAlive(child.pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/**
 * CPU time (user + system) the server process has used so far: what a start costs whatever else
 * the machine is doing, where the wall time above also counts waiting for a busy CPU.
 */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The Node process that runs the server: the child, or (under npm) the descendant running main. */
function serverPid(pid) {
  let argv = [];
  try {
    argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return undefined; // gone meanwhile (the build step)
  }
  const isNode = /(^|\/)node$/.test(argv[0] ?? "");
  if (isNode && argv.some((arg) => /apps\/server\/(dist|src)\/main\./.test(arg))) return pid;
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean);
  for (const child of children) {
    const found = serverPid(Number(child));
    if (found) return found;
  }
  return undefined;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `runs` starts of one command, stopped after each; the median time and the last start's idle RSS.
 * `env` may be a function: each start then gets its own (a new data directory).
 */
async function measure(command, env) {
  const times = [];
  const cpuTimes = [];
  let rss = 0;
  for (let run = 0; run < runs; run++) {
    const server = await start(command, typeof env === "function" ? await env() : env);
    times.push(server.ms);
    cpuTimes.push(server.cpuMs);
    if (run === runs - 1) rss = await server.rssMb();
    await server.stop();
  }
  return { ms: median(times), cpuMs: median(cpuTimes), rss };
}

async function onPostgres() {
  if (!adminUrl) return undefined;
  const name = `bench_start_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: url,
    APP_SECRET: "bench-start-secret-0123456789",
    PUBLIC_URL: "http://127.0.0.1",
    SEED_DEMO: "false",
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: "smtp://127.0.0.1:2525",
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_bench",
    STRIPE_WEBHOOK_SECRET: "whsec_bench",
    STRIPE_API_URL: "http://127.0.0.1:9",
  };
  try {
    // The first start migrates the new database; the measured ones find it migrated.
    await (await start(compiled, env)).stop();
    return { compiled: await measure(compiled, env), tsx: await measure(viaTsx, env) };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-start-"));
  const env = { DATABASE_URL: "", DATA_DIR: dataDir, NODE_ENV: "development" };
  try {
    // The first `npm start` builds what changed, creates the database and seeds the demo content.
    // (The demo seed writes every artwork's AVIF and WebP copies: minutes on a busy machine.)
    await (await start(npmStart, { ...env, GAME_SIM_PORT: String(await freePort()) }, 900_000)).stop();
    const second = await measure(npmStart, { ...env, GAME_SIM_PORT: String(await freePort()) });
    const tsx = await measure(viaTsx, { ...env, GAME_SIM_PORT: String(await freePort()) });
    return { npmStart: second, tsx };
  } finally {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** The journeys' demo server's first start, with and without what an earlier start left in DEMO_CACHE_DIR. */
async function onDemo() {
  const folder = mkdtempSync(join(tmpdir(), "bench-demo-start-"));
  let starts = 0;
  const env = (cache) => async () => ({
    DATABASE_URL: "",
    NODE_ENV: "development",
    DATA_DIR: join(folder, `data-${++starts}`),
    GAME_SIM_PORT: String(await freePort()),
    DEMO_CACHE_DIR: cache,
  });
  try {
    const cache = join(folder, "cache");
    // The first start with the cache fills it (as the suite's first run on a machine does).
    await (await start(compiled, await env(cache)(), 900_000)).stop();
    return { cached: await measure(compiled, env(cache)), none: await measure(compiled, env("")) };
  } finally {
    rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
  }
}

const secondsOf = (ms) => `${(ms / 1000).toFixed(2)} s`;
const misses = [];
/** One figure beside its budget (if it has one) and the baseline's figure from this run (the tsx-run server's). */
function row(label, value, budget, baseline, shown, baselineName = "tsx") {
  const ok = budget === undefined || value <= budget;
  if (!ok) misses.push(label);
  const limit = budget === undefined ? "" : `≤ ${shown(budget)}`;
  const verdict = budget === undefined ? "" : ok ? "ok" : "MISS";
  console.log(
    `${label.padEnd(44)} ${shown(value).padStart(9)}  ${limit.padStart(11)}  ${verdict.padEnd(4)}  baseline (${baselineName}): ${shown(baseline)}`,
  );
}

console.log(`start benchmark: median of ${runs}; ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`);
const built = spawnSync("node", ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
if (built.status !== 0) process.exit(1);
const postgres = only && only !== "postgres" ? undefined : await onPostgres();
const pglite = only && only !== "pglite" ? undefined : await onPglite();
const demo = only && only !== "demo" ? undefined : await onDemo();
const mb = (value) => `${value.toFixed(0)} MB`;
console.log(`\n${"".padEnd(44)} ${"measured".padStart(9)}  ${"budget".padStart(11)}`);
if (postgres) {
  row(
    "PostgreSQL: first 200 after start",
    postgres.compiled.ms,
    BUDGET.postgresMs,
    postgres.tsx.ms,
    secondsOf,
  );
  row(
    "PostgreSQL: server CPU time to first 200",
    postgres.compiled.cpuMs,
    undefined,
    postgres.tsx.cpuMs,
    secondsOf,
  );
  row("PostgreSQL: idle RSS", postgres.compiled.rss, BUDGET.rssMb, postgres.tsx.rss, mb);
} else if (!only || only === "postgres")
  console.log("PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
if (pglite) {
  row("PGlite: second `npm start`, first 200", pglite.npmStart.ms, BUDGET.pgliteMs, pglite.tsx.ms, secondsOf);
  row("PGlite: server CPU time to first 200", pglite.npmStart.cpuMs, undefined, pglite.tsx.cpuMs, secondsOf);
  row("PGlite: idle RSS (development, demo data)", pglite.npmStart.rss, undefined, pglite.tsx.rss, mb);
}
if (demo) {
  const [label, baseline] = ["demo server's first start (cached)", "no cache"];
  row(`${label}, first 200`, demo.cached.ms, BUDGET.demoMs, demo.none.ms, secondsOf, baseline);
  row(`${label}, CPU time`, demo.cached.cpuMs, undefined, demo.none.cpuMs, secondsOf, baseline);
}
console.log(`load average at the end: ${loadavg()[0].toFixed(1)}`);
if (check && misses.length > 0) {
  console.error(`over budget: ${misses.join(", ")}`);
  process.exit(1);
}
