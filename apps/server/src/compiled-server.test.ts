import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { SourceMap, type SourceMapPayload, type SourceMapping } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { repoRoot } from "./config.ts";
import { compiledServer, freePort, startServerProcess } from "./testing/server-process.ts";

const dist = join(repoRoot(), "apps/server/dist");
/** Each file of the compiled server (main.js and the files it imports) with its source map. */
let files: { name: string; text: string; lines: string[]; map: SourceMapPayload }[];

beforeAll(() => {
  compiledServer(); // builds the server when its sources changed
  files = readdirSync(dist)
    .filter((name) => name.endsWith(".js"))
    .map((name) => {
      const text = readFileSync(join(dist, name), "utf8");
      const map = JSON.parse(readFileSync(join(dist, `${name}.map`), "utf8")) as SourceMapPayload;
      return { name, text, lines: text.split("\n"), map };
    });
});

/** What a compiled file imports before it runs (not what it imports on demand with `import(…)`). */
const staticImports = (text: string) =>
  [...text.matchAll(/(?:^|[;\s])(?:import|export)\b[^;(]*?from\s*"([^"]+)"/g)].map(
    ([, imported]) => imported,
  );

/** The files a start reads: main.js and what it imports, not what it imports on demand. */
function readAtStart() {
  const read = new Set<string>();
  const visit = (name: string) => {
    if (read.has(name)) return;
    read.add(name);
    const text = files.find((file) => file.name === name)?.text ?? "";
    for (const imported of staticImports(text)) if (imported.startsWith("./")) visit(imported.slice(2));
  };
  visit("main.js");
  return files.filter((file) => read.has(file.name));
}

test("a start on PostgreSQL reads neither PGlite nor the demo seed nor the game simulator nor the API docs", () => {
  const atStart = readAtStart();
  expect(atStart.length).toBeGreaterThan(1);
  const packages = atStart.flatMap((file) => staticImports(file.text));
  expect(packages).toContain("@node-rs/argon2");
  expect(packages.filter((name) => ["@electric-sql/pglite", "@fastify/swagger-ui"].includes(name))).toEqual(
    [],
  );
  // @fastify/swagger is bundled: its plugin's name is in the file that has it.
  expect(atStart.filter((file) => file.text.includes('"@fastify/swagger"'))).toEqual([]);
  const sources = atStart.flatMap((file) => file.map.sources);
  expect(sources).toContain("../src/db/client.ts");
  expect(
    sources.filter((source) => /src\/(db\/seed\/|sandbox\/game-server\/server|db\/pglite\.ts)/.test(source)),
  ).toEqual([]);
  // …which are there for a start that needs them.
  const onDemand = files.filter((file) => !atStart.includes(file));
  expect(onDemand.flatMap((file) => file.map.sources)).toEqual(
    expect.arrayContaining([
      "../src/db/pglite.ts",
      "../src/db/seed/seed.ts",
      "../src/sandbox/game-server/server.ts",
    ]),
  );
});

/**
 * What Node's source map gives for a place inside `code` in the compiled server, as for a stack frame
 * there (an empty object where nothing is mapped).
 */
function originalOf(code: string): Partial<SourceMapping> {
  for (const { lines, map } of files) {
    const line = lines.findIndex((text) => text.includes(code));
    if (line >= 0) return new SourceMap(map).findEntry(line, lines[line].indexOf(code) + code.length);
  }
  throw new Error(`not in the compiled server: ${code}`);
}

test("a stack frame in the portal's own code maps to its TypeScript file and line", () => {
  const entry = originalOf("function isDatabaseUnavailable(");
  const source = readFileSync(join(repoRoot(), "apps/server/src/db/client.ts"), "utf8").split("\n");
  expect(entry.originalSource).toBe("../src/db/client.ts");
  expect(source[entry.originalLine ?? -1]).toContain("export function isDatabaseUnavailable(");
});

test("a frame inside a bundled npm package is left at its place in the compiled file", () => {
  expect(originalOf("function preHandlerCallbackInner(").originalSource).toBeUndefined();
});

/**
 * Node decodes every mapping of a loaded file at the first stack trace it formats and keeps them:
 * about 100 bytes of heap each. esbuild's own map had 555,000 (55 MB once decoded); one per line of
 * the portal's sources is some 28,000.
 */
test("the source maps Node keeps in memory have one mapping per line of the portal's own sources", () => {
  const maps = files.map(({ map }) => map);
  const mappings = maps.map((map) => map.mappings.split(/[;,]/).filter(Boolean).length);
  expect(mappings.reduce((sum, count) => sum + count)).toBeLessThan(40_000);
  expect(maps.flatMap((map) => map.sources).filter((source) => source.includes("node_modules"))).toEqual([]);
  expect(maps.flatMap((map) => map.names)).toEqual([]);
});

/**
 * V8 keeps a loaded script's source, one byte per character only while every character is Latin-1
 * (up to U+00FF); one beyond (a dash, a Chinese letter) makes the whole file two bytes per character.
 * main.js is built with `charset: "ascii"` (scripts/build-server.mjs), and so is the server renderer
 * it loads (apps/web's SSR build, `rolldownOptions.output.charset`), which `npm run build` writes
 * (`npm test` runs it before this suite; a server-only build has no renderer to check).
 */
const serverRendererDir = join(repoRoot(), "apps/web/dist-ssr");
const serverRenderer = join(serverRendererDir, "entry-server.js");
const twoByteCharacters = (text: string) => text.match(/[\u0100-\uffff]/g) ?? [];

test("the compiled server's files are kept one byte per character", () => {
  expect(files.flatMap((file) => twoByteCharacters(file.text))).toEqual([]);
});

test.runIf(existsSync(serverRenderer))(
  "the server renderer is ASCII only, so one byte per character too (its entry and every chunk it loads)",
  () => {
    const chunks = readdirSync(serverRendererDir, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".js"),
    );
    expect(chunks.length).toBeGreaterThan(1);
    const beyondAscii = chunks.filter((file) =>
      /[\u0080-\uffff]/.test(readFileSync(join(serverRendererDir, file), "utf8")),
    );
    expect(beyondAscii).toEqual([]);
  },
);

/**
 * The compiled server as a process, on PGlite (read on demand) in a new data directory: what the
 * build splits off still runs, with an npm package's own `import()` (a cookie is parsed by
 * @fastify/cookie's imported `cookie`: bundled, that import lost its named exports and every request
 * failed with a 500) and the API docs made on first request.
 */
test("the compiled server starts on PGlite, reads cookies and serves the API docs", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "compiled-server-"));
  const server = await startServerProcess(
    { DATABASE_URL: "", DATA_DIR: dataDir, SEED_DEMO: "false", GAME_SIM_PORT: String(await freePort()) },
    { compiled: true },
  );
  try {
    const health = await (await fetch(`${server.url}/api/health`)).json();
    expect(health.data.database).toBe("pglite");
    const list = await fetch(`${server.url}/api/gameList`, {
      headers: { cookie: "sys_language=th; other=1" },
    });
    expect(list.status).toBe(200);
    // The language cookie was read: a refusal is worded in Thai.
    const unknown = await fetch(`${server.url}/api/no-such-route`, {
      headers: { cookie: "other=1; sys_language=th" },
    });
    const thaiErrors = JSON.parse(
      readFileSync(join(repoRoot(), "packages/i18n/locales/th/errors.json"), "utf8"),
    );
    expect(await unknown.json()).toMatchObject({ code: 404, msg: thaiErrors.notFound });
    const docs = await fetch(`${server.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("swagger-ui");
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
