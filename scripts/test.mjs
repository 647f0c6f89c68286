#!/usr/bin/env node
// `npm test`: the whole suite. The unit, component and API tests on embedded PGlite, then (or side by
// side with them: TEST_SIDE_BY_SIDE=1) the API suite again on PostgreSQL (TEST_DATABASE_URL), then the
// browser journeys in Debian's Chromium with the backup, topology, first-screen size and
// production-mode checks beside them (TEST_BESIDE_JOURNEYS below), then, alone, the Lighthouse
// budgets. Outside CI a missing PostgreSQL or
// Chromium skips that part with a notice; with CI=true it fails, so CI never passes without them.
// `node scripts/test.mjs <part>…` runs only the parts named (see `parts` below), e.g. `pglite postgres`.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import { demoCacheDir } from "./demo-cache.mjs";

const ci = process.env.CI === "true" || process.env.CI === "1";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reports = "test-results/reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Each failed test with the first lines of its error, printed last so CI's tail of the log shows why. */
const failedTests = [];
const firstLines = (text) =>
  stripVTControlCharacters(String(text ?? ""))
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, 3)
    .map((line) => line.trim().slice(0, 240))
    .join(" | ");
const startedAt = performance.now();
/** Seconds each part took, printed as it ends and again in the table at the end. */
const timings = [];
/**
 * The parts' times in the fresh-clone CI of the sixth session's merge, before the journeys ran beside
 * the other parts (2026-11-27 20:13 UTC, the 2-core machine, load 2–5; docs/operations.md "How long
 * the suite takes").
 */
const before = {
  "unit, component and API tests (PGlite)": 124.2,
  "API tests on PostgreSQL": 128.9,
  "backup and restore (pg_dump → pg_restore → row counts)": 17.7,
  "three processes behind Caddy (load, checks across processes, kill -9)": 11.6,
  "build (web app, console, compiled server)": 10.2,
  "first-screen size budget": 1.3,
  "production mode: one order end to end (PostgreSQL, Stripe fake, game server, SMTP)": 6.7,
  "browser journeys (Chromium, 375x812)": 492.5,
  total: 793,
};

/** The parts `node scripts/test.mjs <part>…` can name; none named runs them all. */
const parts = [
  "pglite",
  "postgres",
  "backup",
  "topology",
  "build",
  "size",
  "production",
  "e2e",
  "lighthouse",
];
const named = process.argv.slice(2);
const unknown = named.filter((part) => !parts.includes(part));
if (unknown.length > 0) {
  console.error(`unknown part ${unknown.join(", ")}; the parts: ${parts.join(", ")}`);
  process.exit(2);
}
/** Whether `part` runs; the build runs whenever a part that needs it does. */
const wanted = (part) =>
  named.length === 0 ||
  named.includes(part) ||
  (part === "build" && named.some((other) => ["size", "production", "e2e", "lighthouse"].includes(other)));

/**
 * Runs one part and answers whether it passed. With `logFile` its output goes there and is printed
 * whole when it ends (a part running beside another must not interleave its lines with the other's).
 */
async function run(title, command, args, env = {}, logFile = undefined) {
  console.log(`\n=== ${title}${logFile ? ` (beside the other, printed when it ends; ${logFile})` : ""}`);
  const start = performance.now();
  const child = spawn(command, args, {
    stdio: logFile ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  if (logFile) {
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  const status = await new Promise((resolve) => child.on("close", (code) => resolve(code)));
  const seconds = (performance.now() - start) / 1000;
  timings.push({ title, seconds });
  if (logFile) {
    console.log(`\n=== ${title}: its output`);
    process.stdout.write(readFileSync(logFile));
  }
  console.log(`=== ${title}: ${seconds.toFixed(1)} s`);
  if (status !== 0) problems.push(`${title} (exit ${status})`);
  return status === 0;
}

function printTimings() {
  timings.push({ title: "total", seconds: (performance.now() - startedAt) / 1000 });
  const width = Math.max(...timings.map((t) => t.title.length));
  console.log(`\n${"part".padEnd(width)}  seconds  before`);
  for (const { title, seconds } of timings) {
    // A run of some parts only has no earlier total to compare with.
    const earlier =
      before[title] === undefined || (title === "total" && named.length > 0)
        ? ""
        : String(before[title]).padStart(6);
    console.log(`${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}  ${earlier}`.trimEnd());
  }
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? [])
    for (const test of suite.assertionResults ?? [])
      if (test.status === "failed")
        failedTests.push(`${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          if (result.status !== "passed" && result.status !== "skipped")
            failedTests.push(
              `${spec.file}:${spec.line} ${spec.title} (try ${result.retry + 1}, ${result.status}${test.status === "flaky" ? "; passed on a retry" : ""}): ${firstLines(result.errors?.[0]?.message)}`,
            );
    for (const inner of suite.suites ?? []) visit(inner);
  };
  for (const suite of JSON.parse(readFileSync(file, "utf8")).suites ?? []) visit(suite);
}

function unavailable(what, why) {
  const message = `${what} cannot run: ${why}`;
  if (ci) problems.push(message);
  console.log(`\n=== ${ci ? "FAIL" : "SKIP"}: ${message}`);
}

const vitestArgs = (name) => [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${reports}/${name}.json`,
];

/**
 * Where the browser journeys run (TEST_BESIDE_JOURNEYS):
 * - `checks` (the default): after the API suites, with only the checks after them (backup, topology,
 *   size, production) beside them, at a lower CPU priority (`nice -n 10`).
 * - `all`: right after the build, while every other part runs one after the other beside them. On a
 *   loaded machine it was faster (1,885 → 1,520 s), but in the quiet fresh-clone CI of 2026-11-27
 *   23:18 the journeys took 783 s beside the API suites (~450 s alone) and the suite 797 s without
 *   Lighthouse, against ~775 s in turn (docs/operations.md, "How long the suite takes").
 * - `none`: last, after everything else.
 * A part beside the journeys writes its output to a log, printed whole when it ends.
 */
const beside = process.env.TEST_BESIDE_JOURNEYS ?? "checks";
if (!["all", "checks", "none"].includes(beside)) {
  console.error(`TEST_BESIDE_JOURNEYS=${beside}: all, checks or none`);
  process.exit(2);
}
const journeys = wanted("e2e") && existsSync(chromium);
if (wanted("e2e") && !journeys)
  unavailable("the browser suite", `no Chromium at ${chromium} (apt-get install chromium)`);

/**
 * The PGlite run, then the PostgreSQL API run. TEST_SIDE_BY_SIDE=1 runs them at once; not the
 * default: in the one CI run that tried it (a loaded machine) the PGlite part took 833 s instead of
 * 380 and a race test failed (docs/operations.md, "How long the suite takes").
 */
const apiSuites = [];
if (wanted("pglite"))
  apiSuites.push({
    title: "unit, component and API tests (PGlite)",
    command: "npx",
    args: vitestArgs("vitest-pglite"),
    env: { TEST_DATABASE_URL: "" },
    after: () => countVitest(`${reports}/vitest-pglite.json`),
  });
if (process.env.TEST_DATABASE_URL && wanted("postgres"))
  apiSuites.push({
    title: "API tests on PostgreSQL",
    command: "npx",
    args: [...vitestArgs("vitest-postgres"), "--project", "server"],
    after: () => countVitest(`${reports}/vitest-postgres.json`),
  });
else if (wanted("postgres"))
  unavailable(
    "the PostgreSQL API suite",
    "TEST_DATABASE_URL is not set (.ci/run starts a server and sets it)",
  );

/** The checks after the API suites: PostgreSQL, Caddy and the built server, each on its own port. */
const checks = [];
if (process.env.TEST_DATABASE_URL) {
  if (wanted("backup"))
    checks.push({
      title: "backup and restore (pg_dump → pg_restore → row counts)",
      command: "node",
      args: ["--import", "tsx", "scripts/ops/backup-restore-check.ts"],
      // The demo seed's pictures: encoded once on this machine and read back after (db/seed/artwork.ts).
      env: { DEMO_CACHE_DIR: demoCacheDir },
    });
  const caddy = () => spawnSync("caddy", ["version"]).status === 0;
  if (wanted("topology") && caddy())
    checks.push({
      title: "three processes behind Caddy (load, checks across processes, kill -9)",
      command: "node",
      args: ["scripts/ops/topology.mjs"],
    });
  else if (wanted("topology"))
    unavailable("the three-process topology run", "no caddy binary (apt-get install caddy)");
}

const built =
  wanted("build") &&
  (await run("build (web app, console, compiled server)", "npm", ["run", "build", "--silent"]));
if (built && wanted("size"))
  checks.push({
    title: "first-screen size budget",
    command: "node",
    args: ["--import", "tsx", "bench/first-screen-size.mjs", "--check"],
  });
if (built && wanted("production") && process.env.TEST_DATABASE_URL && existsSync(chromium))
  checks.push({
    title: "production mode: one order end to end (PostgreSQL, Stripe fake, game server, SMTP)",
    command: "npx",
    args: [
      ...vitestArgs("vitest-production"),
      "--project",
      "server",
      "apps/server/src/features/topup/production-order.test.ts",
    ],
    env: { PRODUCTION_E2E: "1" },
    after: () => countVitest(`${reports}/vitest-production.json`),
  });

let logs = 0;
/** Runs `part`; beside the journeys at a lower priority, its output in a log printed when it ends. */
async function runPart(part, besideTheJourneys) {
  const [command, args] = besideTheJourneys
    ? ["nice", ["-n", "10", part.command, ...part.args]]
    : [part.command, part.args];
  const logFile = besideTheJourneys ? `${reports}/beside-journeys-${++logs}.log` : undefined;
  await run(part.title, command, args, part.env, logFile);
  part.after?.();
}
/** Parts one after the other (`together`: all at once, all but the first writing a log). */
async function runParts(parts, besideTheJourneys, together = false) {
  if (together) await Promise.all(parts.map((part, i) => runPart(part, besideTheJourneys || i > 0)));
  else for (const part of parts) await runPart(part, besideTheJourneys);
}
const runJourneys = async () => {
  if (!journeys) return;
  await run("browser journeys (Chromium, 375x812)", "npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`,
  });
  countPlaywright(`${reports}/e2e.json`);
};
const sideBySide = process.env.TEST_SIDE_BY_SIDE === "1";
if (journeys && beside === "all")
  await Promise.all([
    runJourneys(),
    runParts(apiSuites, true, sideBySide).then(() => runParts(checks, true)),
  ]);
else {
  await runParts(apiSuites, false, sideBySide);
  if (journeys && beside === "checks") await Promise.all([runJourneys(), runParts(checks, true)]);
  else {
    await runParts(checks, false);
    await runJourneys();
  }
}

// Last and alone: Lighthouse's simulated phone multiplies the CPU time it observes, so nothing may
// run beside it (bench/lighthouse.mjs --ci: every page in English and Thai against CI's budgets).
if (built && wanted("lighthouse") && existsSync(chromium))
  await run(
    "Lighthouse budgets (mobile preset, 8 pages in en, 2 in th)",
    "node",
    ["--import", "tsx", "bench/lighthouse.mjs", "--ci"],
    { DEMO_CACHE_DIR: demoCacheDir },
  );
else if (wanted("lighthouse"))
  unavailable("the Lighthouse budgets", `no build or no Chromium at ${chromium}`);

printTimings();
console.log("");
for (const failed of failedTests) console.log(`FAILED TEST: ${failed}`);
for (const problem of problems) console.log(`FAILED: ${problem}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
