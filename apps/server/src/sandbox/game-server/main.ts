import Fastify from "fastify";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { startGameSimulator } from "./server.ts";

/**
 * The simulated game server on its own (`npm run game-sim`), e.g. beside a portal started in
 * production mode. Its books are the sandbox_game_* tables of DATABASE_URL (share the portal's
 * PostgreSQL to use the demo's servers and roles), or of an embedded database under
 * DATA_DIR/game-sim. Never run it as a real game server.
 */
const config = loadConfig({ ...process.env, NODE_ENV: "development" });
const log = Fastify({ logger: { level: config.LOG_LEVEL } }).log;
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/game-sim` });
const simulator = await startGameSimulator({
  db: database.db,
  secret: config.GAME_SIM_SECRET,
  port: config.GAME_SIM_PORT,
});
log.info(`simulated game server on ${simulator.url} (database: ${database.kind})`);

async function shutdown() {
  await simulator.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
