import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { repoRoot } from "../config.ts";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** The process id (a benchmark reads the CPU time it used). */
  pid: number;
  stop(): Promise<void>;
  /** Kills the process without letting it close anything (a crash). */
  kill(): Promise<void>;
}

/**
 * Node's flags for the compiled server, as production runs it (package.json's `start:prod`, the
 * Dockerfile's CMD; production-flags.test.ts keeps them alike). A young generation of 64 MB per
 * semi-space instead of V8's 16: with dozens of requests in flight, a small one promoted their
 * short-lived objects to the old generation, and scavenges, old-generation collections and page
 * faults cost the portal about a quarter of its CPU per short answer (docs/operations.md).
 */
export const productionNodeFlags = ["--enable-source-maps", "--max-semi-space-size=64"];

/**
 * The compiled server (apps/server/dist/main.js), rebuilt first when its sources changed since its
 * last build (scripts/build.mjs), as production runs it; or `main`, another checkout's build, as it
 * is and without flags (the caller gives the ones that checkout runs with).
 */
export function compiledServer(main?: string): string[] {
  if (main) return [main];
  const build = spawnSync(process.execPath, [join(repoRoot(), "scripts/build.mjs"), "--only", "server"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) throw new Error(`the server build exited with ${build.status}`);
  return [...productionNodeFlags, join(repoRoot(), "apps/server/dist/main.js")];
}

/** The server's TypeScript run through tsx, as in development. */
export const sourceServer = () => ["--import", "tsx", join(repoRoot(), "apps/server/src/main.ts")];

/**
 * Starts the real server as its own process and waits for /api/health: its TypeScript through tsx,
 * or with `compiled` the build's JavaScript (production mode is meant to run that); `compiled` as a
 * path: that build's main.js (another checkout's, for a benchmark's baseline).
 * `nodeArgs` go to Node itself (e.g. --cpu-prof for the load benchmark).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; startTimeoutMs?: number; port?: number; compiled?: boolean | string } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(typeof options.compiled === "string"
        ? compiledServer(options.compiled)
        : options.compiled
          ? compiledServer()
          : sourceServer()),
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // Two minutes by default: a start from source under tsx on a loaded 2-core machine (the suite's
  // journeys beside it) has taken over 30 s; a healthy start is answered as soon as it is up.
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      // Not left running after the test (it would keep Vitest from exiting).
      await stopChild(child, "SIGKILL");
      throw new Error("server did not answer /api/health in time");
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child), kill: () => stopChild(child, "SIGKILL") };
}

/** Sends SIGTERM (or `signal`) and resolves once the process has exited. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  return new Promise<void>((resolve) => {
    // A process ended by a signal (kill -9) has no exit code, only its signal.
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}
