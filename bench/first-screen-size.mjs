#!/usr/bin/env node
// Size of the JavaScript the first screen (home, English) loads: the entry chunk, its static
// imports, the home page's lazy chunk (read from Vite's manifest) and the English catalogues it fetches.
// Two figures: gzip -9 of each file (the budget, comparable with earlier runs), and the bytes the
// server actually sends for them (served through the server's own static handler, with a browser's
// Accept-Encoding: the build's precompressed .br twins), HTML shell included.
// Beside it, a bare React 19 "hello" built with the same Vite in this run, as the floor.
// `--check` exits 1 above either budget (gzip sum, bytes on the wire). Run with `node --import tsx` (npm run bench:size does).
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import Fastify from "fastify";
import { build } from "vite";
import { serveWebApp } from "../apps/server/src/platform/web-app.ts";

// The target, and the budget `npm test` enforces (see docs/operations.md, "First-screen size").
const TARGET_KB = 170;
const BUDGET_KB = 170;
/** The bytes a browser receives for the same screen (brotli twins and the HTML shell). */
const WIRE_BUDGET_KB = 152;
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

/** What a browser receives for each file: the server answers Accept-Encoding as it does in production. */
const server = Fastify();
await serveWebApp(server, resolve(webDist));
const sentBytes = async (file) => {
  const res = await server.inject({
    url: `/dist/${file}`,
    headers: { "accept-encoding": "gzip, deflate, br, zstd" },
  });
  if (res.statusCode !== 200) throw new Error(`${file}: HTTP ${res.statusCode}`);
  return { bytes: res.rawPayload.length, encoding: res.headers["content-encoding"] ?? "identity" };
};
const sent = [];
for (const file of ["index.html", ...rows.map((r) => r.file)])
  sent.push({ file, ...(await sentBytes(file)) });
await server.close();
const sentTotal = sent.reduce((sum, r) => sum + r.bytes, 0);
// Files under the build's compression threshold (512 bytes) are sent as they are, on purpose.
const uncompressed = sent.filter((r) => r.encoding === "identity" && r.bytes > 512).map((r) => r.file);

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
console.log(
  `first screen on the wire (HTML + JS + catalogues, as served with Accept-Encoding: br): ${kb(sentTotal)} in ${sent.length} files, budget ${WIRE_BUDGET_KB} KB` +
    (uncompressed.length
      ? `; sent uncompressed: ${uncompressed.join(", ")}`
      : "; every file over 512 bytes compressed"),
);
if (!home) console.log("warning: home page chunk not found in the manifest");
if (process.argv.includes("--check") && total > BUDGET_KB * 1024) {
  console.error(`over budget by ${kb(total - BUDGET_KB * 1024)}`);
  process.exit(1);
}
if (process.argv.includes("--check") && sentTotal > WIRE_BUDGET_KB * 1024) {
  console.error(`on the wire over budget by ${kb(sentTotal - WIRE_BUDGET_KB * 1024)}`);
  process.exit(1);
}
if (process.argv.includes("--check") && uncompressed.length > 0) {
  console.error(`sent without compression: ${uncompressed.join(", ")}`);
  process.exit(1);
}
