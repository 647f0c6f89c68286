// The portal as production runs it, for the benchmarks that load its signed-in endpoints
// (bench:claim, bench:topup): the compiled server, NODE_ENV=production and every setting production
// requires, pointed at the local outside world (Stripe fake, SMTP fake, simulated game server).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Database } from "../../apps/server/src/db/client.ts";
import {
  type OutsideWorld,
  productionSettings,
  startOutsideWorld,
} from "../../apps/server/src/testing/production-portal.ts";
import { freePort, startServerProcess } from "../../apps/server/src/testing/server-process.ts";
import { signInPlayers } from "./signed-in-players.ts";

/**
 * CPU time (user + system, ms) process `pid` has used so far, from /proc: per request, it does not
 * grow when other work on the machine slows the request down, unlike its latency.
 */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface ProductionServer {
  url: string;
  /** CPU time the portal process has used so far (ms). */
  cpuMs(): number;
  world: OutsideWorld;
  /** The portal's APP_SECRET (random per run): a baseline server hashes session tokens with it. */
  appSecret: string;
  /** Cookies of players signed in just now (sessions as sign-in writes them, not yet due to slide). */
  signIn(userIds: number[]): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Starts the portal on `databaseUrl` (already migrated by `database`, which the game simulator also
 * uses). `cpuProfileDir`: the portal writes a V8 CPU profile there when it stops.
 */
export async function startProductionServer(
  database: Database,
  databaseUrl: string,
  options: { cpuProfileDir?: string } = {},
): Promise<ProductionServer> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const world = await startOutsideWorld(database, `${publicUrl}/api/topup/webhook/stripe`);
  const appSecret = randomBytes(24).toString("hex");
  const nodeArgs = options.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const server = await startServerProcess(
    { ...productionSettings({ databaseUrl, publicUrl, world, appSecret }), LOG_LEVEL: "warn" },
    { port, compiled: true, startTimeoutMs: 180_000, nodeArgs },
  ).catch(async (error) => {
    await world.close();
    throw error;
  });
  return {
    url: server.url,
    cpuMs: () => cpuMsOf(server.pid),
    world,
    appSecret,
    async signIn(userIds) {
      const tokens = await signInPlayers(database.db, userIds, appSecret);
      return tokens.map((token) => `sid=${token}`);
    },
    async stop() {
      await server.stop();
      await world.close();
    },
  };
}
