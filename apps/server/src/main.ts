import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoContent } from "./db/seed/seed.ts";
import { createDeps, outboxHandlers } from "./deps.ts";
import { startCancellationSweeper } from "./features/security/cancellation.ts";
import { withDeadline } from "./platform/deadline.ts";
import { startOutboxWorker } from "./platform/outbox.ts";

const config = loadConfig();
const bootLog = (await import("fastify")).default({ logger: { level: config.LOG_LEVEL } }).log;
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: `${config.DATA_DIR}/pglite`,
  onConnectionError: (error) =>
    bootLog.warn({ err: error }, "database connection lost; reconnecting on demand"),
});
const deps = createDeps(config, database, bootLog);
if (config.SEED_DEMO === "true") await seedDemoContent(database.db, bootLog);
const app = await buildApp(deps, { logger: true });
const stopWorker = startOutboxWorker(
  database.db,
  outboxHandlers(deps),
  app.log,
  500,
  config.OUTBOX_LEASE_SECONDS,
);
const stopSweeper = startCancellationSweeper(database.db, app.log);

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
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
