#!/usr/bin/env node
// Lighthouse as a player on a mid-range phone meets the portal: its default mobile preset (4× CPU
// slowdown, 150 ms RTT, 1.6 Mbps, simulated), Debian's Chromium, the demo content, a cold browser
// for every run. Each page in each language runs `--runs` times (3) and the median run is printed
// beside the budgets of issue 17 and the figures measured before that issue.
//
//   npm run build && npm run bench:lighthouse                 # every page, English and Thai
//   npm run bench:lighthouse -- --pages home,detail,news --languages en --runs 1   # keys or names (portalPages)
//   npm run bench:lighthouse -- --check                       # exit 1 on a missed budget
//   npm run bench:lighthouse -- --ci                           # CI: one run per page in English, home and game detail also in Thai (a miss: median of 3), budgets a little lower, --check (LCP, CLS, a11y, best practices, SEO)
//   npm run bench:lighthouse -- --save /tmp/lighthouse         # keep every run's report (JSON)
//   npm run bench:lighthouse -- --baseline /tmp/main-web-dist   # beside another web build, runs interleaved
//
// Run with `node --import tsx` (npm run bench:lighthouse does): it starts the portal like `npm start`
// (development mode, embedded PGlite, demo content) from the current build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../apps/server/src/testing/chromium.ts";
import { freePort, startServerProcess } from "../apps/server/src/testing/server-process.ts";

const { values: options } = parseArgs({
  options: {
    pages: { type: "string", default: "" },
    languages: { type: "string", default: "en,th" },
    runs: { type: "string", default: "3" },
    check: { type: "boolean", default: false },
    // CI's gate: one run per page and language, budgets loosened by `ciSlack` to absorb a shared
    // machine's noise, and a missed budget exits 1.
    ci: { type: "boolean", default: false },
    // A folder to keep each run's whole Lighthouse report in (JSON), to read what an audit found.
    save: { type: "string", default: "" },
    // Another build of the web app (a copy of its apps/web/dist, e.g. main's) served by a second server
    // side by side; each run measures both builds one after the other (alternating which goes first),
    // so a loaded machine's swings fall on both alike.
    baseline: { type: "string", default: "" },
  },
});

/** Issue 17's budgets. */
const issueBudgets = {
  performance: 95,
  lcpMs: 2000,
  cls: 0.05,
  tbtMs: 150,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
};
/** How much CI's single run may miss the issue's budgets by (a run's noise, not a regression). */
const ciSlack = {
  performance: -5,
  lcpMs: 500,
  cls: 0.05,
  tbtMs: 100,
  accessibility: 0,
  bestPractices: 0,
  seo: -5,
};
const budgets = options.ci
  ? Object.fromEntries(Object.entries(issueBudgets).map(([key, value]) => [key, value + ciSlack[key]]))
  : issueBudgets;
if (options.ci) {
  options.runs = "1";
  options.check = true;
}
/**
 * CI measures every page in English and, in Thai (its own fonts and longer words), the two pages with
 * the most text: each run takes about 20 s, and all 16 took five of CI's minutes.
 */
const ciThaiPages = new Set(["home", "detail"]);
const measuredIn = (page, language) => !options.ci || language !== "th" || ciThaiPages.has(page.key);
/**
 * What `--check` fails on. In CI, not yet performance and blocking time: on this 2-core machine, in
 * runs minutes apart, one page's blocking time ranged 69–784 ms (2026-11-27, docs/operations.md), so
 * a gate on it would fail builds at random. They are printed and marked, and gated once they hold.
 */
const gated = options.ci
  ? ["lcpMs", "cls", "accessibility", "bestPractices", "seo"]
  : Object.keys(issueBudgets);
/** Performance scores before issue 17 (its table; English). */
const before = { home: 11, "game detail": 24, news: 28, "gift centre": 28, "top-up": 53 };

const browserArgs = ["--headless=new", ...chromiumArgs];

/** A portal like `npm start` (development mode, embedded PGlite, demo content); `webDist`: another web build. */
async function startPortal(webDist) {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-lighthouse-"));
  const server = await startServerProcess(
    {
      NODE_ENV: "development",
      SEED_DEMO: "true",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ...(webDist ? { WEB_DIST: resolve(webDist) } : {}),
    },
    // The demo content's first start draws and encodes its artwork: minutes on a loaded machine, and
    // two portals (--baseline) seed at the same time.
    { startTimeoutMs: 900_000 },
  );
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: server.url, stop };
}

const builds = [{ key: "this", name: "this build", webDist: "" }];
if (options.baseline) builds.push({ key: "baseline", name: "baseline", webDist: options.baseline });
const started = await Promise.allSettled(builds.map((build) => startPortal(build.webDist)));
const portals = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
const failed = started.find((result) => result.status === "rejected");
if (failed) {
  await Promise.all(portals.map((portal) => portal.stop()));
  throw failed.reason;
}

try {
  const pagesOf = await Promise.all(portals.map((portal) => portalPages(portal.url)));
  // Each page once in each language before measuring, as a server that has been up a while has done:
  // the first render of a page loads its code into the renderer, and on a loaded machine that first
  // render can miss the render budget (the empty shell then goes out, and Lighthouse would measure
  // the page as the browser renders it alone).
  for (const page of pagesOf.flat())
    for (const language of options.languages.split(","))
      await fetch(page.url, {
        headers: { cookie: [`sys_language=${language}`, page.cookie].filter(Boolean).join("; ") },
      }).then((response) => response.arrayBuffer());
  const wanted = options.pages ? options.pages.split(",") : null;
  const rows = [];
  for (const [index, page] of pagesOf[0].entries()) {
    if (wanted && !wanted.includes(page.key) && !wanted.includes(page.name)) continue;
    for (const language of options.languages.split(",")) {
      if (!measuredIn(page, language)) continue;
      const runs = builds.map(() => []);
      const measure = async (run) => {
        // Alternate which build goes first, so neither always meets the machine in the same state.
        const order = builds.map((_, b) => b);
        if (run % 2 === 1) order.reverse();
        for (const b of order) runs[b].push(await measured(pagesOf[b][index], language, builds[b].key));
      };
      for (let run = 0; run < Number(options.runs); run++) await measure(run);
      // CI: a page that misses in its one run is measured twice more and judged by the median of the
      // three, so one noisy run on a shared machine does not fail the build, and a real miss still does.
      if (options.ci && !withinBudgets(runs[0][0])) for (let run = 1; run < 3; run++) await measure(run);
      for (const [b, build] of builds.entries())
        rows.push({ page: page.name, language, build: build.name, ...median(runs[b]) });
      console.error(`measured ${page.name} (${language})`);
    }
  }
  const misses = printTable(rows.filter((row) => row.build === "this build"));
  if (options.baseline) {
    console.log(`\nBaseline: ${resolve(options.baseline)}, measured in the same runs, interleaved`);
    printTable(rows.filter((row) => row.build === "baseline"));
  }
  if (options.check && misses > 0) {
    console.log(`\n${misses} budget(s) missed`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all(portals.map((portal) => portal.stop()));
}

/** The pages of the issue, with ids of the demo content and a signed-in player's cookie for top-up. */
async function portalPages(base) {
  const api = async (path, init) => {
    const response = await fetch(`${base}/api${path}`, init);
    const body = await response.json();
    if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
    return { data: body.data, cookies: response.headers.getSetCookie() };
  };
  const games = await api("/gameList?sort=hot");
  const appId = games.data.items[0]?.appId;
  const forums = await api(`/forums?appId=${appId}`);
  const signedIn = await api("/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ by: "password", account: "demo@portal.local", password: "demo1234" }),
  });
  const cookie = signedIn.cookies.map((c) => c.split(";")[0]).join("; ");
  return [
    { key: "home", name: "home", path: "/dist/" },
    { key: "games", name: "game list", path: "/dist/games" },
    { key: "detail", name: "game detail", path: `/dist/game/${appId}` },
    { key: "news", name: "news", path: "/dist/news" },
    { key: "gifts", name: "gift centre", path: "/dist/gift/giftCenter" },
    { key: "mall", name: "points mall", path: "/dist/gift/mall" },
    { key: "topup", name: "top-up", path: "/dist/payment", cookie },
    { key: "forum", name: "forum board", path: `/dist/forum/${forums.data[0]?.id}` },
  ].map((page) => ({ ...page, url: `${base}${page.path}` }));
}

/** The first two things an audit found, to know where to look (an element, an issue type, a URL). */
function auditExamples(audit) {
  const items = audit?.details?.items ?? [];
  const examples = items.slice(0, 2).map((item) => item.node?.snippet ?? item.issueType ?? item.url ?? "");
  return examples.length > 0 ? `(${examples.join(" | ")})` : "";
}

/** One cold Lighthouse run of `page` in `language` in a browser of its own (`build`: which, in a saved report's name). */
async function audit(page, language, build) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...browserArgs, `--remote-debugging-port=${port}`],
  });
  try {
    // In the browser's cookie jar, as a player's browser has them: the page's own code reads them too
    // (the language, the signed-in uid), which a request header alone would hide from it.
    const cookies = [`sys_language=${language}`, ...(page.cookie ? page.cookie.split("; ") : [])];
    const cdp = await browser.newBrowserCDPSession();
    await cdp.send("Storage.setCookies", {
      cookies: cookies.map((cookie) => {
        const [name, ...value] = cookie.split("=");
        return { name, value: value.join("="), url: page.url };
      }),
    });
    const result = await lighthouse(page.url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (options.save) {
      mkdirSync(options.save, { recursive: true });
      writeFileSync(join(options.save, `${page.key}-${language}-${build}-${Date.now()}.json`), result.report);
    }
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    // What costs points outside performance: the audits of those categories that did not pass.
    const failing = ["accessibility", "best-practices", "seo"].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
        .map((ref) => `${id}: ${ref.id} ${auditExamples(audits[ref.id])}`),
    );
    return {
      failing,
      performance: score("performance"),
      // NaN when Lighthouse could not measure it (its run error is printed under the table).
      lcpMs: audits["largest-contentful-paint"].numericValue ?? Number.NaN,
      cls: audits["cumulative-layout-shift"].numericValue ?? Number.NaN,
      tbtMs: audits["total-blocking-time"].numericValue ?? Number.NaN,
      runError: result.lhr.runtimeError?.message ?? audits["cumulative-layout-shift"].errorMessage,
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    };
  } finally {
    await browser.close();
  }
}

/**
 * One run that Lighthouse could measure: a run it could not (its trace broke, e.g. `NO_NAVSTART`,
 * seen in about 1 of 30 runs here) is tried again, up to three times in all.
 */
async function measured(page, language, build) {
  let run = await audit(page, language, build);
  for (let attempt = 1; attempt < 3 && unmeasured(run); attempt++) {
    console.error(`${page.name} (${language}) could not be measured (${run.runError}); again`);
    run = await audit(page, language, build);
  }
  return run;
}

function unmeasured(run) {
  return Boolean(run.runError) || Number.isNaN(run.lcpMs);
}

/** Whether one run meets every budget. */
function withinBudgets(run) {
  const met = {
    performance: run.performance >= budgets.performance,
    lcpMs: run.lcpMs <= budgets.lcpMs,
    cls: run.cls <= budgets.cls,
    tbtMs: run.tbtMs <= budgets.tbtMs,
    accessibility: run.accessibility >= budgets.accessibility,
    bestPractices: run.bestPractices >= budgets.bestPractices,
    seo: run.seo >= budgets.seo,
  };
  return gated.every((key) => met[key]);
}

/** The run with the median performance score (Lighthouse's own advice: keep one whole run). */
function median(runs) {
  const usable = runs.filter((run) => !unmeasured(run));
  const sorted = [...(usable.length > 0 ? usable : runs)].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

function printTable(rows) {
  let misses = 0;
  const mark = (ok, key) => {
    if (!ok && gated.includes(key)) misses++;
    return ok ? " " : gated.includes(key) ? "✗" : "·";
  };
  const header = ["page", "lang", "perf", "before", "LCP s", "CLS", "TBT ms", "a11y", "best", "SEO"];
  const lines = rows.map((r) => [
    r.page,
    r.language,
    `${r.performance}${mark(r.performance >= budgets.performance, "performance")}`,
    r.language === "en" && before[r.page] !== undefined ? String(before[r.page]) : "",
    `${(r.lcpMs / 1000).toFixed(1)}${mark(r.lcpMs <= budgets.lcpMs, "lcpMs")}`,
    `${r.cls.toFixed(3)}${mark(r.cls <= budgets.cls, "cls")}`,
    `${Math.round(r.tbtMs)}${mark(r.tbtMs <= budgets.tbtMs, "tbtMs")}`,
    `${r.accessibility}${mark(r.accessibility >= budgets.accessibility, "accessibility")}`,
    `${r.bestPractices}${mark(r.bestPractices >= budgets.bestPractices, "bestPractices")}`,
    `${r.seo}${mark(r.seo >= budgets.seo, "seo")}`,
  ]);
  lines.push([
    "budget",
    "",
    `≥${budgets.performance}`,
    "",
    `≤${(budgets.lcpMs / 1000).toFixed(1)}`,
    `≤${budgets.cls.toFixed(2)}`,
    `≤${budgets.tbtMs}`,
    `${budgets.accessibility}`,
    `${budgets.bestPractices}`,
    `≥${budgets.seo}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  const budgetsNamed = options.ci
    ? "CI's budgets: the issue's, loosened for one run; ·: over, not gated yet"
    : "over budget";
  const runsNamed = options.ci
    ? "one run (three, median, for a page that missed)"
    : `median of ${options.runs}`;
  console.log(`\nLighthouse mobile preset, ${runsNamed} (✗: ${budgetsNamed})`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  for (const r of rows) {
    if (r.runError) console.log(`${r.page} (${r.language}) could not be measured: ${r.runError}`);
    if (r.failing.length > 0) console.log(`${r.page} (${r.language}) fails: ${r.failing.join(", ")}`);
  }
  return misses;
}
