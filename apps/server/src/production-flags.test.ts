import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { repoRoot } from "./config.ts";
import { productionNodeFlags } from "./testing/server-process.ts";

const read = (path: string) => readFileSync(join(repoRoot(), path), "utf8");
const scripts = (path: string) => (JSON.parse(read(path)) as { scripts: Record<string, string> }).scripts;

/**
 * Production starts the compiled server with the Node flags the tests and benchmarks start it with
 * (`productionNodeFlags`: source-mapped stacks and the young generation's size), wherever it is started.
 */
test("every production start runs the compiled server with the same Node flags", () => {
  const flags = productionNodeFlags.join(" ");
  expect(scripts("package.json")["start:prod"]).toBe(`node ${flags} apps/server/dist/main.js`);
  expect(scripts("apps/server/package.json").start).toBe(`node ${flags} dist/main.js`);
  const command = /^CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1] ?? "[]";
  expect(JSON.parse(command)).toEqual(["node", ...productionNodeFlags, "apps/server/dist/main.js"]);
});

/**
 * The image's last stage holds every build output the compiled server reads at run time: without the web
 * app's server renderer (`dist-ssr`) every page would ship as the empty shell, rendered in the browser.
 */
test("the production image carries the web app, its server renderer and the console", () => {
  const runtimeStage =
    read("Dockerfile")
      .split(/^FROM /m)
      .at(-1) ?? "";
  const copied = [...runtimeStage.matchAll(/^COPY --from=build \S+ \/portal\/(\S+) /gm)].map((m) => m[1]);
  expect(copied).toEqual(
    expect.arrayContaining(["apps/server/dist", "apps/web/dist", "apps/web/dist-ssr", "apps/console/dist"]),
  );
});
