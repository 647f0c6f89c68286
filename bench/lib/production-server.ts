// The portal as production runs it, for the benchmarks (bench:load, bench:claim, bench:topup): the
// compiled server, NODE_ENV=production and every setting production requires; and the bare servers
// they are compared with (bench/*/bare-server.mjs, which end with bench/lib/serve-bare.mjs).
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../../apps/server/src/config.ts";
import type { Database } from "../../apps/server/src/db/client.ts";
import { completeProductionEnv } from "../../apps/server/src/testing/production-env.ts";
import {
  type OutsideWorld,
  productionSettings,
  startOutsideWorld,
} from "../../apps/server/src/testing/production-portal.ts";
import { freePort, startServerProcess, stopChild } from "../../apps/server/src/testing/server-process.ts";
import { signInPlayers } from "./signed-in-players.ts";

/**
 * Production mode with every setting it requires, for a benchmark that needs no outside service
 * (made-up ones: none is contacted), on the benchmark's PostgreSQL database, reached directly on
 * 127.0.0.1:`port`. The benchmarks that pay or mail start the outside world's fakes instead
 * (`startProductionServer`).
 */
export function productionEnv(databaseUrl: string, appSecret: string, port: number): Record<string, string> {
  return {
    ...completeProductionEnv,
    DATABASE_URL: databaseUrl,
    APP_SECRET: appSecret,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: "127.0.0.1",
    LOG_LEVEL: "warn",
  };
}

/**
 * A bare server script (bench/<name>/bare-server.mjs) in its own process, on a free port that
 * `args` puts among the script's arguments; answered once the script says it is ready.
 */
export async function startBareServer(
  script: string,
  args: (port: number) => string[],
  env?: NodeJS.ProcessEnv,
) {
  const port = await freePort();
  const child: ChildProcess = fork(join(repoRoot(), script), args(port), {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: env ?? process.env,
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => cpuMsOf(child.pid ?? 0),
    stop: () => stopChild(child),
  };
}

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
