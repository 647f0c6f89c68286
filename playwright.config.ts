import { defineConfig, devices } from "@playwright/test";
import webpush from "web-push";
import { chromiumArgs, chromiumPath } from "./apps/server/src/testing/chromium.ts";
import { demoCacheDir } from "./scripts/demo-cache.mjs";

/** Web push on for the journeys: a key pair of this run only. */
const vapid = webpush.generateVAPIDKeys();

const port = Number(process.env.E2E_PORT ?? 3210);

/** The journeys of the second lane (see `projects`). */
const besideTheJourneys = [
  /polish\.spec\.ts/,
  /routes\.spec\.ts/,
  /preload\.spec\.ts/,
  /search\.spec\.ts/,
  /messages\.spec\.ts/,
];
/** The journeys that run alone once both lanes are done. */
const afterTheJourneys = [/reach\.spec\.ts/, /console-content\.spec\.ts/];

/** Browser journeys at phone size in Debian's Chromium (no browser download), against the real server. */
export default defineConfig({
  testDir: "e2e",
  // Separate runs on one machine (e.g. two engineers) must not wipe each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // E2E_WORKERS=2: the two lanes side by side, one worker each (a file's journeys in order in one
  // worker), then the journeys that must run alone; they share one server, one demo database and the
  // server's clock. One worker by default: on the 2-core CI machine two lanes took 972 s against 600 s
  // for one (2026-11-27, docs/operations.md), every journey competing for the same cores.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  projects: [
    {
      // Everything that writes as the demo player or a demo staff member, reads whole-portal figures
      // (points, revenue, counts) or moves the server's clock (console sign-ins' TOTP steps, the
      // minute between two codes): one after the other, as before.
      name: "journeys",
      testIgnore: [...besideTheJourneys, ...afterTheJourneys],
      workers: 1,
    },
    {
      // Journeys that only read the shared demo data, or write as players of their own, and that no
      // clock move of the other lane can upset: beside "journeys", in a worker of their own.
      name: "beside the journeys",
      testMatch: besideTheJourneys,
      workers: 1,
    },
    {
      // A new service worker deployed while the portal is open: it rewrites apps/web/dist/sw.js,
      // which every portal page open at that moment would take for a new version; alone, after both lanes.
      name: "after the journeys: the installable app",
      testMatch: /reach\.spec\.ts/,
      // The only journeys that need the service worker (offline shell, new version, push settings).
      use: { serviceWorkers: "allow" },
      dependencies: ["journeys", "beside the journeys"],
      workers: 1,
    },
    {
      // Scheduled publishing moves the server's clock 21 minutes on (POST /dev/clock). Run first, it
      // would put every later journey's signed requests (5 minutes' skew allowed), TOTP codes and
      // expiries out of step with the browser's clock, so it runs after all the others.
      name: "after the journeys: scheduled publishing",
      testMatch: /console-content\.spec\.ts/,
      dependencies: ["after the journeys: the installable app"],
      workers: 1,
    },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json"]],
  use: {
    ...devices["iPhone 13"],
    browserName: "chromium",
    viewport: { width: 375, height: 812 },
    // No service worker outside the installable app's journeys (project above): in every new browser
    // context it would install the shell's precache (about 120 files) and fill the catalogue cache
    // two seconds after the network goes quiet — CPU and requests no other journey is about.
    serviceWorkers: "block",
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey keeps its trace: every action with the page's DOM before and after, network and
    // console. Without the screencast (a JPEG film strip of every frame, encoded by Chromium all
    // through every journey, kept or not): on three console journeys the trace cost the browser and
    // Playwright about 24 CPU s with it and at most 9 without (docs/operations.md, "How long the
    // suite takes"); the failure's last screen is still kept as a screenshot.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
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
      // The migrated database and the demo seed's pictures, made by an earlier start on this machine
      // and read back: most of the server's start (scripts/demo-cache.mjs).
      DEMO_CACHE_DIR: demoCacheDir,
    },
  },
});
