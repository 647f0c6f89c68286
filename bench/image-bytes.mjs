#!/usr/bin/env node
// Image bytes a phone downloads for the first screen of the home page and of a game's page, with
// the AVIF/WebP copies (`<picture>` srcset, contracts media.ts) beside the same page in the same run
// with every copy swapped for its original (what pages loaded before the copies existed). Debian's
// Chromium, 375×812 at the given pixel density, the demo content, a cold browser context per load.
//
//   npm run build && npm run bench:images                 # density 2, 3 loads each, median
//   npm run bench:images -- --dpr 3 --runs 1 --check      # exit 1 above the budget
//
// Run with `node --import tsx` (npm run bench:images does): it starts the portal like `npm start`
// (development mode, embedded PGlite, demo content seeded with its copies) from the current build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../apps/server/src/testing/chromium.ts";
import { startServerProcess } from "../apps/server/src/testing/server-process.ts";

const { values: options } = parseArgs({
  options: {
    dpr: { type: "string", default: "2" },
    runs: { type: "string", default: "3" },
    check: { type: "boolean", default: false },
  },
});
/**
 * The most bytes the copies may take, as a share of the originals': the demo artwork is small flat
 * WebP already (a 256-pixel icon is 2 KB), so the gain is mostly the smaller widths of icons and cards.
 */
const BUDGET_SHARE = { home: 0.7, "game detail": 0.9 };

const dataDir = mkdtempSync(join(tmpdir(), "portal-image-bytes-"));
const started = performance.now();
const server = await startServerProcess(
  { NODE_ENV: "development", SEED_DEMO: "true", DATA_DIR: dataDir, DATABASE_URL: "" },
  { startTimeoutMs: 400_000 },
);
console.error(`first start with the demo seed: ${((performance.now() - started) / 1000).toFixed(1)} s`);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

try {
  const games = await (await fetch(`${server.url}/api/gameList?sort=hot`)).json();
  const pages = [
    { name: "home", path: "/dist/" },
    { name: "game detail", path: `/dist/game/${games.data.items[0]?.appId}` },
  ];
  const rows = [];
  for (const page of pages) {
    const loads = { copies: [], originals: [] };
    // Interleaved, so that the machine's load falls on both alike.
    for (let run = 0; run < Number(options.runs); run++) {
      loads.copies.push(await imageBytes(page.path, false));
      loads.originals.push(await imageBytes(page.path, true));
    }
    rows.push({ page: page.name, copies: median(loads.copies), originals: median(loads.originals) });
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nFirst-screen image bytes, 375×812 at ${options.dpr}×, median of ${options.runs}`);
  console.log("page          | originals (baseline)    | with copies             | saved | budget");
  let misses = 0;
  for (const row of rows) {
    const share = row.copies.bytes / row.originals.bytes;
    const budget = BUDGET_SHARE[row.page];
    if (share > budget) misses++;
    console.log(
      `${row.page.padEnd(13)} | ${`${kb(row.originals.bytes)} (${row.originals.files} files)`.padEnd(23)} | ${`${kb(row.copies.bytes)} (${row.copies.files} files)`.padEnd(23)} | ${`${Math.round((1 - share) * 100)}%`.padEnd(5)} | ≤ ${budget * 100}% of the originals ${share > budget ? "MISSED" : "ok"}`,
    );
  }
  if (options.check && misses > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Loads `path` in a fresh context and sums the media bytes received once the network is idle; with
 * `originals`, every copy asked for (`?w=&f=`) is answered with its original instead.
 */
async function imageBytes(path, originals) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: Number(options.dpr),
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    if (originals)
      await page.route(/\/api\/media\/\d+\?/, (route) =>
        route.continue({ url: route.request().url().split("?")[0] }),
      );
    const sizes = [];
    page.on("response", (response) => {
      if (/\/api\/media\/\d+/.test(response.url())) sizes.push(response.body().then((body) => body.length));
    });
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
    return { bytes, files: sizes.length };
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a.bytes - b.bytes);
  return sorted[Math.floor(sorted.length / 2)];
}
