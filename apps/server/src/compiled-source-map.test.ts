import { readFileSync } from "node:fs";
import { SourceMap, type SourceMapPayload, type SourceMapping } from "node:module";
import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { repoRoot } from "./config.ts";
import { compiledServer } from "./testing/server-process.ts";

const dist = join(repoRoot(), "apps/server/dist");
let bundle: string[];
let payload: SourceMapPayload;

beforeAll(() => {
  compiledServer(); // builds the server when its sources changed
  bundle = readFileSync(join(dist, "main.js"), "utf8").split("\n");
  payload = JSON.parse(readFileSync(join(dist, "main.js.map"), "utf8")) as SourceMapPayload;
});

/**
 * What Node's source map gives for a place inside `code` in the bundle, as for a stack frame there
 * (an empty object where nothing is mapped).
 */
function originalOf(code: string): Partial<SourceMapping> {
  const line = bundle.findIndex((text) => text.includes(code));
  expect(line, code).toBeGreaterThanOrEqual(0);
  return new SourceMap(payload).findEntry(line, bundle[line].indexOf(code) + code.length);
}

test("a stack frame in the portal's own code maps to its TypeScript file and line", () => {
  const entry = originalOf("function isDatabaseUnavailable(");
  const source = readFileSync(join(repoRoot(), "apps/server/src/db/client.ts"), "utf8").split("\n");
  expect(entry.originalSource).toBe("../src/db/client.ts");
  expect(source[entry.originalLine ?? -1]).toContain("export function isDatabaseUnavailable(");
});

test("a frame inside a bundled npm package is left at its place in main.js", () => {
  expect(originalOf("function preHandlerCallbackInner(").originalSource).toBeUndefined();
});

/**
 * Node decodes every mapping of a loaded file at the first stack trace it formats and keeps them:
 * about 100 bytes of heap each. esbuild's own map had 555,000 (55 MB once decoded); one per line of
 * the portal's sources is some 28,000.
 */
test("the source map Node keeps in memory has one mapping per line of the portal's own sources", () => {
  const mappings = payload.mappings.split(/[;,]/).filter(Boolean).length;
  expect(mappings).toBeLessThan(40_000);
  expect(payload.sources.filter((source) => source.includes("node_modules"))).toEqual([]);
  expect(payload.names).toEqual([]);
});
