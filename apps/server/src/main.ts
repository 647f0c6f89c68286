import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createDeps, outboxHandlers } from "./deps.ts";
import { rebuildRecentDays } from "./features/dashboards/dashboards.service.ts";
import { anonymiseExpiredCancellations } from "./features/security/cancellation.ts";
import { forgetStaleAttempts } from "./platform/attempts.ts";
import { createClock } from "./platform/clock.ts";
import { withDeadline } from "./platform/deadline.ts";
import { startHousekeeping } from "./platform/housekeeping.ts";
import { startOutboxWorker } from "./platform/outbox.ts";
import { shareInvalidations } from "./platform/public-cache-sync.ts";
import { shareSessionInvalidations } from "./platform/session-cache.ts";

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // One message naming every missing or unsafe setting, without a stack trace.
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const bootLog = (await import("fastify")).default({ logger: { level: config.LOG_LEVEL } }).log;
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: `${config.DATA_DIR}/pglite`,
  demoCacheDir: config.DEMO_CACHE_DIR,
  onConnectionError: (error) =>
    bootLog.warn({ err: error }, "database connection lost; reconnecting on demand"),
});
const clock = createClock();
const deps = createDeps(config, database, bootLog, clock.now);
// A post or an operator's edit shows at once on every process, not after PUBLIC_CACHE_MS.
const stopSharingCache = await shareInvalidations(deps.publicCache, database, bootLog);
// With the session cache on, a sign-out, password change or ban reaches every process's cache; off (the
// default), there is nothing to tell: no listening connection, no notice per sign-out.
const stopSharingSessions =
  config.SESSION_CACHE_MS > 0
    ? await shareSessionInvalidations(deps.sessionCache, database, bootLog)
    : async () => {};
// Development and the browser journeys move the clock to cross rate-limit windows (POST /dev/clock).
if (config.NODE_ENV !== "production") deps.advanceClock = clock.advance;
// The simulated game server, for development and the demo only: production talks to real ones (and
// never loads it, nor the demo seed below).
const gameSimulator = config.NODE_ENV === "production" ? undefined : await startSimulator();
async function startSimulator() {
  const { startGameSimulator } = await import("./sandbox/game-server/server.ts");
  try {
    const simulator = await startGameSimulator({
      db: database.db,
      secret: config.GAME_SIM_SECRET,
      port: config.GAME_SIM_PORT,
      now: clock.now,
    });
    bootLog.info(`simulated game server on ${simulator.url}`);
    return simulator;
  } catch (error) {
    // A taken port costs the demo its top-up lookups, not the whole portal: said in the log.
    bootLog.error(`simulated game server not started on port ${config.GAME_SIM_PORT}: ${String(error)}`);
    return undefined;
  }
}
if (config.SEED_DEMO === "true") {
  const { seedDemoContent } = await import("./db/seed/seed.ts");
  const { simulatorEndpoint } = await import("./sandbox/game-server/server.ts");
  await seedDemoContent(database.db, bootLog, {
    gameSimulator: simulatorEndpoint(config),
    appSecret: config.APP_SECRET,
  });
}
const app = await buildApp(deps, { logger: true });
const stopWorker = startOutboxWorker(
  database.db,
  outboxHandlers(deps),
  app.log,
  500,
  config.OUTBOX_LEASE_SECONDS,
);
const stopSweeper = startHousekeeping(
  {
    "anonymised cancelled accounts": () => anonymiseExpiredCancellations(database.db, clock.now()),
    "forgot stale attempt counters": () => forgetStaleAttempts(database.db, clock.now()),
    "dashboards: rebuilt the last days' figures": () =>
      rebuildRecentDays(database.db, config.REPORTING_TIME_ZONE, clock.now()),
  },
  app.log,
);

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Game portal on http://localhost:${config.PORT}/dist/ (database: ${database.kind})`);

let closing = false;
/** Stops taking work, lets in-flight requests and the running job finish within the deadline, then closes. */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const deadlineMs = config.SHUTDOWN_SECONDS * 1000;
  app.log.info(`${signal}: closing (at most ${config.SHUTDOWN_SECONDS} s)`);
  stopSweeper();
  const requestsDone = withDeadline(app.close(), deadlineMs).then((finished) => {
    if (finished) return;
    app.log.warn("shutdown deadline: closing the connections of unfinished requests");
    app.server.closeAllConnections();
  });
  await Promise.all([requestsDone, stopWorker(deadlineMs)]);
  await gameSimulator?.close();
  await stopSharingCache();
  await stopSharingSessions();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
