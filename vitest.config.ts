import { defineConfig } from "vitest/config";

/**
 * The web tests that need modules of their own: the i18n test expects namespaces no earlier file
 * loaded, the stats test a fresh first-link session, and the server renderer's test leaves React's
 * server-side context values behind (a later file's router then finds itself "inside another
 * <Router>"). Every other web file shares its worker's modules.
 */
const webFreshModules = ["src/lib/i18n.test.tsx", "src/lib/stats.test.ts", "src/entry-server.test.tsx"];

/** The web app's project: its Vite config, jsdom-like DOM, the msw set-up. */
const web = {
  extends: "./apps/web/vite.config.ts",
  test: {
    root: "./apps/web",
    environment: "happy-dom",
    setupFiles: ["./src/testing/setup.ts"],
  },
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "contracts",
          include: ["packages/**/*.test.ts"],
          environment: "node",
          // Pure functions over the contracts: nothing a file could leave behind for the next.
          isolate: false,
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
        ...web,
        test: {
          ...web.test,
          name: "web",
          // The app, and the build's own plugins beside vite.config.ts.
          include: ["src/**/*.test.{ts,tsx}", "*.test.{ts,tsx}"],
          exclude: webFreshModules,
          // The files share one worker's modules (React, the router, i18n's catalogues load once, not
          // once per file); each file's DOM, cookies and request handlers are cleaned up after each
          // test (src/testing/setup.ts). About 70% of the project's CPU time (docs/operations.md).
          isolate: false,
        },
      },
      { ...web, test: { ...web.test, name: "web (fresh modules)", include: webFreshModules } },
    ],
  },
});
