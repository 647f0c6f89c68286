#!/usr/bin/env node
// `npm run build` (and the first half of `npm start`): the web app, the console and the compiled
// server, each rebuilt only when its inputs changed since its last build. A part's inputs are hashed
// (paths and contents; tests excluded) and the hash is kept beside its output (.inputs-hash); a part
// whose hash matches is skipped. `--force` rebuilds everything; `--only web,console,server` picks parts.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./build-server.mjs";
import { precompress } from "./precompress.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const shared = [
  "package-lock.json",
  "tsconfig.base.json",
  "packages/contracts/src",
  "packages/i18n",
  "scripts/build.mjs",
];

/** Each part: the folders and files its output depends on, where the output goes, and how to build it. */
const parts = {
  web: {
    inputs: ["apps/web", "scripts/precompress.mjs", ...shared],
    output: "apps/web/dist",
    build: async () => {
      npm(["run", "build", "-w", "@portal/web"]);
      await precompress(join(root, "apps/web/dist"));
    },
  },
  console: {
    inputs: ["apps/console", "scripts/precompress.mjs", ...shared],
    output: "apps/console/dist",
    build: async () => {
      npm(["run", "build", "-w", "@portal/console"]);
      await precompress(join(root, "apps/console/dist"));
    },
  },
  server: {
    inputs: [
      "apps/server/src",
      "apps/server/drizzle",
      "apps/server/package.json",
      "scripts/build-server.mjs",
      ...shared,
    ],
    output: "apps/server/dist",
    build: () => buildServer(root),
  },
};

const skipped = new Set(["node_modules", "dist", "dist-ssr", ".vite", "test-results"]);
const isTest = (name) => /\.test\.tsx?$/.test(name);

function* files(path) {
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!skipped.has(entry.name)) yield* files(full);
    } else if (!isTest(entry.name)) yield full;
  }
}

/** A hash of every input file's path and contents, and of the build-time settings (VITE_*). */
export function inputsHash(inputs) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    const full = join(root, input);
    if (!existsSync(full)) continue;
    for (const file of files(full)) {
      hash.update(relative(root, file));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  for (const [name, value] of Object.entries(process.env).sort())
    if (name.startsWith("VITE_")) hash.update(`${name}=${value}\0`);
  return hash.digest("hex");
}

function npm(args) {
  const result = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm ${args.join(" ")} exited with ${result.status}`);
}

/** Builds the named parts whose inputs changed; returns the names of the parts it built. */
export async function build(names = Object.keys(parts), { force = false } = {}) {
  const built = [];
  for (const name of names) {
    const part = parts[name];
    if (!part) throw new Error(`unknown part "${name}" (web, console, server)`);
    const started = performance.now();
    const stamp = join(root, part.output, ".inputs-hash");
    const hash = inputsHash(part.inputs);
    if (!force && existsSync(stamp) && readFileSync(stamp, "utf8") === hash) {
      console.log(`${name}: unchanged since the last build, skipped`);
      continue;
    }
    await part.build();
    writeFileSync(stamp, hash);
    built.push(name);
    console.log(`${name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const onlyAt = args.indexOf("--only");
  const names = onlyAt >= 0 ? (args[onlyAt + 1] ?? "").split(",").filter(Boolean) : undefined;
  try {
    await build(names, { force: args.includes("--force") });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
