#!/usr/bin/env node
// `npm test`: the whole suite, in order. Unit, component and API tests on embedded PGlite; the API
// suite again on PostgreSQL (TEST_DATABASE_URL); the browser journeys in Debian's Chromium; the
// first-screen size budget. Outside CI a missing PostgreSQL or Chromium skips that part with a
// notice; with CI=true it fails, so CI never passes without them.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

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
 * The parts' times before the suite shared one migrated database per run and e2e stopped waiting
 * out rate limits (fresh-clone CI on the 2-core machine; docs/operations.md "How long the suite takes").
 */
const before = {
  "unit, component and API tests (PGlite)": 420,
  "API tests on PostgreSQL": 480,
  "browser journeys (Chromium, 375x812)": 684,
  total: 1700,
};

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const start = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = (performance.now() - start) / 1000;
  timings.push({ title, seconds });
  console.log(`=== ${title}: ${seconds.toFixed(1)} s`);
  if (result.status !== 0) problems.push(`${title} (exit ${result.status})`);
  return result.status === 0;
}

function printTimings() {
  timings.push({ title: "total", seconds: (performance.now() - startedAt) / 1000 });
  const width = Math.max(...timings.map((t) => t.title.length));
  console.log(`\n${"part".padEnd(width)}  seconds  before`);
  for (const { title, seconds } of timings) {
    const earlier = before[title] === undefined ? "" : String(before[title]).padStart(6);
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

run("unit, component and API tests (PGlite)", "npx", vitestArgs("vitest-pglite"), { TEST_DATABASE_URL: "" });
countVitest(`${reports}/vitest-pglite.json`);

if (process.env.TEST_DATABASE_URL) {
  run("API tests on PostgreSQL", "npx", [...vitestArgs("vitest-postgres"), "--project", "server"]);
  countVitest(`${reports}/vitest-postgres.json`);
  run("backup and restore (pg_dump → pg_restore → row counts)", "node", [
    "--import",
    "tsx",
    "scripts/ops/backup-restore-check.ts",
  ]);
  if (spawnSync("caddy", ["version"]).status === 0)
    run("three processes behind Caddy (load, checks across processes, kill -9)", "node", [
      "scripts/ops/topology.mjs",
    ]);
  else unavailable("the three-process topology run", "no caddy binary (apt-get install caddy)");
} else {
  unavailable(
    "the PostgreSQL API suite",
    "TEST_DATABASE_URL is not set (.ci/run starts a server and sets it)",
  );
}

const built = run("build (web app, console, compiled server)", "npm", ["run", "build", "--silent"]);
if (built)
  run("first-screen size budget", "node", ["--import", "tsx", "bench/first-screen-size.mjs", "--check"]);

if (built && process.env.TEST_DATABASE_URL && existsSync(chromium)) {
  run(
    "production mode: one order end to end (PostgreSQL, Stripe fake, game server, SMTP)",
    "npx",
    [
      ...vitestArgs("vitest-production"),
      "--project",
      "server",
      "apps/server/src/features/topup/production-order.test.ts",
    ],
    { PRODUCTION_E2E: "1" },
  );
  countVitest(`${reports}/vitest-production.json`);
}

if (existsSync(chromium)) {
  run("browser journeys (Chromium, 375x812)", "npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`,
  });
  countPlaywright(`${reports}/e2e.json`);
} else {
  unavailable("the browser suite", `no Chromium at ${chromium} (apt-get install chromium)`);
}

printTimings();
console.log("");
for (const failed of failedTests) console.log(`FAILED TEST: ${failed}`);
for (const problem of problems) console.log(`FAILED: ${problem}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
