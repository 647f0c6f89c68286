#!/usr/bin/env node
// `npm test`: the whole suite. Unit, component and API tests on embedded PGlite, then (or side by side
// with them: TEST_SIDE_BY_SIDE=1) the API suite again on PostgreSQL (TEST_DATABASE_URL); the browser journeys in Debian's
// Chromium; the first-screen size budget. Outside CI a missing PostgreSQL or Chromium skips that part
// with a notice; with CI=true it fails, so CI never passes without them.
// `node scripts/test.mjs <part>…` runs only the parts named (see `parts` below), e.g. `pglite postgres`.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
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
 * The parts' times in the last quiet fresh-clone CI before the browser journeys ran in two lanes and
 * the checks after the API runs went beside them (2026-11-27, the 2-core machine; docs/operations.md
 * "How long the suite takes").
 */
const before = {
  "unit, component and API tests (PGlite)": 194,
  "API tests on PostgreSQL": 133,
  "backup and restore (pg_dump → pg_restore → row counts)": 25,
  "three processes behind Caddy (load, checks across processes, kill -9)": 17,
  "build (web app, console, compiled server)": 9,
  "first-screen size budget": 1.5,
  "production mode: one order end to end (PostgreSQL, Stripe fake, game server, SMTP)": 10,
  "browser journeys (Chromium, 375x812)": 600,
  total: 990,
};

/** The parts `node scripts/test.mjs <part>…` can name; none named runs them all. */
const parts = ["pglite", "postgres", "backup", "topology", "build", "size", "production", "e2e"];
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
  (part === "build" && named.some((other) => ["size", "production", "e2e"].includes(other)));

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
 * The PGlite run, then the PostgreSQL API run. TEST_SIDE_BY_SIDE=1 runs them at once (each keeps one
 * core busy); not the default: in the one CI run that tried it (a loaded machine) the PGlite part took
 * 833 s instead of 380 and a race test failed (docs/operations.md, "How long the suite takes").
 */
const sideBySide = process.env.TEST_SIDE_BY_SIDE === "1";
const apiRuns = [];
if (wanted("pglite")) {
  const pglite = run("unit, component and API tests (PGlite)", "npx", vitestArgs("vitest-pglite"), {
    TEST_DATABASE_URL: "",
  }).then(() => countVitest(`${reports}/vitest-pglite.json`));
  apiRuns.push(pglite);
  if (!sideBySide) await pglite;
}
if (process.env.TEST_DATABASE_URL) {
  if (wanted("postgres"))
    apiRuns.push(
      run(
        "API tests on PostgreSQL",
        "npx",
        [...vitestArgs("vitest-postgres"), "--project", "server"],
        {},
        sideBySide && wanted("pglite") ? `${reports}/vitest-postgres.log` : undefined,
      ).then(() => countVitest(`${reports}/vitest-postgres.json`)),
    );
} else if (wanted("postgres")) {
  unavailable(
    "the PostgreSQL API suite",
    "TEST_DATABASE_URL is not set (.ci/run starts a server and sets it)",
  );
}
await Promise.all(apiRuns);

/**
 * The parts below that seed the demo content (the backup check, the journeys' server) encode its
 * ~90 pictures once into this folder and read them back after (db/seed/artwork.ts): the first writes
 * it, the later ones skip about 15 CPU seconds of encoding. Not set for the unit tests above.
 */
process.env.SEED_ARTWORK_CACHE ??= resolve("node_modules/.cache/portal-seed-artwork");

/**
 * Parts that run beside the browser journeys (each after the other, their output printed whole when
 * each ends): they use PostgreSQL, Caddy and the built server while the journeys use their own demo
 * server on PGlite, and the journeys spend much of their time waiting on the browser.
 */
const besideJourneys = [];
if (process.env.TEST_DATABASE_URL) {
  if (wanted("backup"))
    besideJourneys.push({
      title: "backup and restore (pg_dump → pg_restore → row counts)",
      command: "node",
      args: ["--import", "tsx", "scripts/ops/backup-restore-check.ts"],
    });
  const caddy = () => spawnSync("caddy", ["version"]).status === 0;
  if (wanted("topology") && caddy())
    besideJourneys.push({
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
  besideJourneys.push({
    title: "first-screen size budget",
    command: "node",
    args: ["--import", "tsx", "bench/first-screen-size.mjs", "--check"],
  });
if (built && wanted("production") && process.env.TEST_DATABASE_URL && existsSync(chromium))
  besideJourneys.push({
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

const journeys = wanted("e2e") && existsSync(chromium);
if (wanted("e2e") && !journeys)
  unavailable("the browser suite", `no Chromium at ${chromium} (apt-get install chromium)`);
/**
 * TEST_OVERLAP=1 runs these parts beside the journeys. Off by default: in the quiet fresh-clone CI
 * of 2026-11-27 (2 cores) overlapping them, with two journey lanes, made the browser part 972 s
 * against 600 s alone, and slowed each overlapped part 2–6× (docs/operations.md).
 */
const overlap = process.env.TEST_OVERLAP === "1";
/** One after the other; beside the journeys each writes a log printed when it ends. */
async function runBesideJourneys() {
  for (const [index, part] of besideJourneys.entries()) {
    const logFile = journeys && overlap ? `${reports}/beside-journeys-${index + 1}.log` : undefined;
    await run(part.title, part.command, part.args, part.env, logFile);
    part.after?.();
  }
}
const runJourneys = () =>
  journeys &&
  run("browser journeys (Chromium, 375x812)", "npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`,
  }).then(() => countPlaywright(`${reports}/e2e.json`));
if (overlap) await Promise.all([runBesideJourneys(), runJourneys()]);
else {
  await runBesideJourneys();
  await runJourneys();
}

printTimings();
console.log("");
for (const failed of failedTests) console.log(`FAILED TEST: ${failed}`);
for (const problem of problems) console.log(`FAILED: ${problem}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
