// The pieces of the topology run: a fresh database, the portal processes, and Caddy in front.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProductionPortal } from "../../../apps/server/src/testing/production-portal.ts";
import { freePort, type ServerProcess, stopChild } from "../../../apps/server/src/testing/server-process.ts";
import { adminQuery, databaseUrl } from "../../../apps/server/src/testing/test-database.ts";

export async function freshDatabase(serverUrl: string) {
  const name = `topology_${process.pid}`;
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface Portal extends ServerProcess {
  port: number;
}

/** Production-mode processes with the same settings on `ports`, started together. */
export async function startPortals(ports: number[], settings: Record<string, string>): Promise<Portal[]> {
  return Promise.all(ports.map(async (port) => ({ ...(await startProductionPortal(settings, port)), port })));
}

/** `count` free loopback ports. */
export function freePorts(count: number): Promise<number[]> {
  return Promise.all(Array.from({ length: count }, () => freePort()));
}

export interface RunningProxy {
  stop(): Promise<void>;
}

/** One site of the proxy: its port and the portal ports it spreads requests over. */
export interface Site {
  port: number;
  upstreams: number[];
}

/** Caddy's version, or undefined when the binary is missing (apt-get install caddy). */
export function caddyVersion(): string | undefined {
  const run = spawnSync("caddy", ["version"], { encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

/**
 * One Caddy (Debian's package) on loopback with a site per entry of `upstreams`: round robin over
 * that site's portals, a dial failure retried on another portal for up to 5 s, and /readyz checked
 * every second, as deploy/Caddyfile does for compose (without TLS: loopback only).
 */
export async function startCaddy(sites: Site[]): Promise<RunningProxy> {
  const home = mkdtempSync(join(tmpdir(), "topology-caddy-"));
  const config = sites.map((site) => caddySite(site.port, site.upstreams)).join("\n");
  writeFileSync(join(home, "Caddyfile"), `{\n\tadmin off\n\tauto_https off\n}\n${config}`);
  const child = spawn("caddy", ["run", "--config", join(home, "Caddyfile"), "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const errors: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => errors.push(String(chunk)));
  await waitForProxy(
    child,
    sites.map((site) => `http://127.0.0.1:${site.port}`),
    errors,
  );
  return {
    stop: async () => {
      await stopChild(child);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

function caddySite(port: number, portals: number[]) {
  const to = portals.map((p) => `127.0.0.1:${p}`).join(" ");
  return `http://127.0.0.1:${port} {
\tbind 127.0.0.1
\treverse_proxy ${to} {
\t\tlb_policy round_robin
\t\tlb_try_duration 5s
\t\tlb_try_interval 100ms
\t\tfail_duration 10s
\t\thealth_uri /readyz
\t\thealth_interval 1s
\t}
}
`;
}

async function waitForProxy(child: ChildProcess, urls: string[], errors: string[]) {
  const deadline = Date.now() + 20_000;
  for (const url of urls) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`caddy exited: ${errors.join("").slice(-800)}`);
      if (Date.now() > deadline) throw new Error(`caddy did not answer on ${url}`);
      // Caddy answers (a portal's answer, or its own 502 while none is up yet): it is listening.
      const ok = await fetch(`${url}/livez`).then(
        () => true,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
