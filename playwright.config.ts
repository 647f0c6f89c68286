import { defineConfig, devices } from "@playwright/test";
import webpush from "web-push";
import { chromiumArgs, chromiumPath } from "./apps/server/src/testing/chromium.ts";

/** Web push on for the journeys: a key pair of this run only. */
const vapid = webpush.generateVAPIDKeys();

const port = Number(process.env.E2E_PORT ?? 3210);

/** Browser journeys at phone size in Debian's Chromium (no browser download), against the real server. */
export default defineConfig({
  testDir: "e2e",
  // Separate runs on one machine (e.g. two engineers) must not wipe each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  projects: [
    { name: "journeys", testIgnore: /console-content\.spec\.ts/ },
    {
      // Scheduled publishing moves the server's clock 21 minutes on (POST /dev/clock). Run first, it
      // would put every later journey's signed requests (5 minutes' skew allowed), TOTP codes and
      // expiries out of step with the browser's clock, so it runs after all the others.
      name: "after the journeys: scheduled publishing",
      testMatch: /console-content\.spec\.ts/,
      dependencies: ["journeys"],
    },
  ],
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json"]],
  use: {
    ...devices["iPhone 13"],
    browserName: "chromium",
    viewport: { width: 375, height: 812 },
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    // The compiled server (`npm run build` writes it, with the web app and the console).
    command: "node --enable-source-maps apps/server/dist/main.js",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A loaded machine (parallel CI runs) may need longer: E2E_SERVER_TIMEOUT_MS.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000),
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // Links in mail and QR codes are built from it: the address the browser uses.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: `/tmp/portal-e2e-${port}-${process.pid}`,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      LOG_LEVEL: "warn",
      // The whole suite sends about 15 codes from 127.0.0.1; production asks for the robot check after 3.
      CODE_FREE_SENDS: "50",
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:e2e@portal.local",
    },
  },
});
