import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteContract } from "./route.ts";

/**
 * The web calls routes through `refs/<feature>.ts`: the same routes as `<feature>.ts` with only their
 * method, path and sign-in flag at run time (the schemas stay in the types), and the feature's plain
 * constants. Pages that call the API then load without zod; zod arrives with the forms that validate.
 * The files are generated from the contracts (`npm run contracts:refs`) and a test keeps them current.
 */

export const sourceDir = dirname(fileURLToPath(import.meta.url));
export const refsDir = join(sourceDir, "refs");

const isRoute = (value: unknown): value is RouteContract =>
  typeof value === "object" &&
  value !== null &&
  "method" in value &&
  "path" in value &&
  "data" in value &&
  typeof (value as RouteContract).path === "string";

/** Strings, numbers, booleans and arrays or plain objects of them: safe to copy into the web. */
function isPlain(value: unknown): boolean {
  if (["string", "number", "boolean"].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).every(isPlain);
  return false;
}

/** Feature modules that define routes, by file name without `.ts`. */
export function routeModules(): string[] {
  return readdirSync(sourceDir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .filter((file) => /=\s*defineRoute\(/.test(readFileSync(join(sourceDir, file), "utf8")))
    .map((file) => file.replace(/\.ts$/, ""));
}

export function renderRefs(feature: string, exports: Record<string, unknown>): string {
  const lines = [
    `// Generated from ../${feature}.ts by \`npm run contracts:refs\`: do not edit.`,
    `import type * as contract from "../${feature}.ts";`,
    `import { routeRef } from "../route.ts";`,
    "",
    `export type * from "../${feature}.ts";`,
    "",
  ];
  for (const [name, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
    if (isRoute(value)) {
      const flags = value.signedIn ? ", true" : "";
      lines.push(
        `export const ${name} = routeRef<typeof contract.${name}>(${JSON.stringify(value.method)}, ${JSON.stringify(value.path)}${flags});`,
      );
    } else if (isPlain(value)) {
      lines.push(`export const ${name}: typeof contract.${name} = ${JSON.stringify(value)} as const;`);
    }
  }
  return `${lines.join("\n")}\n`;
}

export async function generateRefs(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const feature of routeModules()) {
    const exports = (await import(join(sourceDir, `${feature}.ts`))) as Record<string, unknown>;
    files.set(join(refsDir, `${feature}.ts`), renderRefs(feature, exports));
  }
  return files;
}
