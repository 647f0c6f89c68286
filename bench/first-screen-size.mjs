#!/usr/bin/env node
// Gzipped size of the JavaScript the first screen (home, English) loads: the entry chunk, its static
// imports, the home page's lazy chunk (read from Vite's manifest) and the English catalogues it fetches.
// Beside it, a bare React 19 "hello" built with the same Vite in this run, as the floor.
// `--check` exits 1 above the budget.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

// The target, and the budget `npm test` enforces (see docs/operations.md, "First-screen size").
const TARGET_KB = 170;
const BUDGET_KB = 170;
const webDist = "apps/web/dist";
const manifest = JSON.parse(readFileSync(join(webDist, ".vite/manifest.json"), "utf8"));
const gz = (file) => gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;

const loaded = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || loaded.has(chunk.file)) return;
  loaded.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
visit(entry);
const shellFiles = [...loaded].filter((f) => f.endsWith(".js"));
const home = Object.keys(manifest).find((key) => key.endsWith("features/games/pages/HomePage.tsx"));
if (home) visit(home);
// The catalogues the first screen fetches (JSON, see catalogues-plugin.ts): those loaded at start-up
// (lib/i18n.ts) and the home's own. Counted with the JavaScript: the screen waits for them too.
const firstScreenCatalogues = ["common", "shell", "games"].map((ns) => `locales/en/${ns}.json`);

const rows = [...[...loaded].filter((f) => f.endsWith(".js")), ...firstScreenCatalogues].map((file) => ({
  file,
  gzip: gz(file),
}));
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const shellTotal = shellFiles.reduce((sum, file) => sum + gz(file), 0);

const outDir = "bench/results/baseline-dist";
await build({
  root: "bench/baseline-app",
  logLevel: "silent",
  build: { outDir: "../results/baseline-dist", emptyOutDir: true },
});
const baselineFiles = readFileSync(join(outDir, "index.html"), "utf8").match(/assets\/[^"]+\.js/g) ?? [];
const baseline = baselineFiles.reduce(
  (sum, f) => sum + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length,
  0,
);
rmSync(outDir, { recursive: true, force: true });

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const r of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(r.gzip).padStart(9)}  ${r.file}`);
console.log(
  `first screen JS (gzip): ${kb(total)} (shell alone: ${kb(shellTotal)})  |  bare React hello (gzip, same run): ${kb(baseline)}  |  budget: ${BUDGET_KB} KB, target: ${TARGET_KB} KB`,
);
if (!home) console.log("warning: home page chunk not found in the manifest");
if (process.argv.includes("--check") && total > BUDGET_KB * 1024) {
  console.error(`over budget by ${kb(total - BUDGET_KB * 1024)}`);
  process.exit(1);
}
