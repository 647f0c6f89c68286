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
