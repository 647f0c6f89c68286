import type { Language } from "@portal/contracts/languages";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import type { GameServerEndpoint } from "../adapters/game-server-http.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createDeps, outboxHandlers } from "../deps.ts";
import type { AppDeps } from "../platform/context.ts";
import { runDueJobs } from "../platform/outbox.ts";
import { type RunningGameSimulator, startGameSimulator } from "../sandbox/game-server/server.ts";
import { openTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  clock: { now: Date; advance(ms: number): void };
  /** The simulated game server over HTTP on a random loopback port, on the same clock. */
  gameSim: RunningGameSimulator & { endpoint: GameServerEndpoint };
  /** Runs every due outbox job now (mail and SMS land in the dev outbox). */
  drainOutbox(): Promise<void>;
  client(language?: Language): TestClient;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  // Feature tests send many codes from one client; code-sending.test.ts keeps the production 3.
  const config = loadConfig({
    NODE_ENV: "test",
    WEB_DIST: "/nonexistent",
    PUBLIC_CACHE_MS: "0",
    SESSION_CACHE_MS: "0",
    CODE_FREE_SENDS: "100",
    ...env,
  });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const log = Fastify({ logger: false }).log;
  const deps = createDeps(config, database, log, () => clock.now);
  if (config.NODE_ENV !== "production")
    deps.advanceClock = (ms) => {
      clock.advance(ms);
      return clock.now;
    };
  const app = await buildApp(deps);
  const simulator = await startGameSimulator({
    db: database.db,
    secret: config.GAME_SIM_SECRET,
    port: 0,
    now: () => clock.now,
  });
  const gameSim = { ...simulator, endpoint: { url: simulator.url, secret: config.GAME_SIM_SECRET } };
  // The sandbox gateway's webhooks reach this app in-process instead of over a socket.
  deps.selfRequest = async (path, init) => {
    const response = await app.inject({
      method: init.method,
      url: path,
      headers: init.headers,
      payload: init.body,
    });
    return { status: response.statusCode };
  };
  return {
    app,
    deps,
    database,
    clock,
    gameSim,
    drainOutbox: async () => {
      while ((await runDueJobs(database.db, outboxHandlers(deps))) > 0) {}
    },
    client: (language = "en") => new TestClient(app, language),
    close: async () => {
      await app.close();
      await simulator.close();
      await database.close();
    },
  };
}

export interface Envelope<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
  headers: Record<string, unknown>;
}

let clientsMade = 0;

/** A client address of its own for each test client (10.0.0.1, 10.0.0.2, …), as separate devices have. */
function nextClientAddress() {
  clientsMade += 1;
  return `10.${(clientsMade >> 16) & 255}.${(clientsMade >> 8) & 255}.${clientsMade & 255}`;
}

/** Talks to the app like one browser: keeps its cookies, sends its language, from its own address. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    private app: FastifyInstance,
    language: Language,
    readonly address = nextClientAddress(),
  ) {
    this.cookies.set("sys_language", language);
  }

  async request<T = unknown>(options: InjectOptions): Promise<Envelope<T>> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await this.app.inject({
      remoteAddress: this.address,
      ...options,
      headers: { cookie, ...(options.headers ?? {}) },
    });
    for (const c of response.cookies) {
      if (
        c.value === "" ||
        (c.maxAge !== undefined && c.maxAge <= 0) ||
        (c.expires && c.expires.getTime() < Date.now())
      )
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const body = response.json() as { code: number; msg: string; data: T };
    return { status: response.statusCode, ...body, headers: response.headers };
  }

  get<T = unknown>(url: string, query?: Record<string, string>) {
    return this.request<T>({ method: "GET", url, query });
  }

  post<T = unknown>(url: string, payload: unknown = {}, headers: Record<string, string> = {}) {
    return this.request<T>({ method: "POST", url, payload: payload as InjectOptions["payload"], headers });
  }
}
