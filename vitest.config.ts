import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "contracts",
          include: ["packages/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One migrated database per run; each test file starts from a copy of it.
          globalSetup: ["apps/server/src/testing/database-template.ts"],
          // The files share one worker's modules: the app's module graph and PGlite's WebAssembly load
          // once per worker, not once per file (a file's own state lives in its test app, which every
          // file opens and closes itself). About 40% of the part's CPU time (docs/operations.md).
          isolate: false,
        },
      },
      {
        test: {
          name: "console",
          include: ["apps/console/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "./apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["./src/testing/setup.ts"],
        },
      },
    ],
  },
});
