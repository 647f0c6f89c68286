import { randomBytes } from "node:crypto";
import type { Database } from "../db/client.ts";
import { type RunningGameSimulator, startGameSimulator } from "../sandbox/game-server/server.ts";
import { type MailFake, startMailFake } from "./fakes/mail-fake.ts";
import { type StripeFake, startStripeFake } from "./fakes/stripe-fake.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

/**
 * The outside world of a production-mode portal on this machine: the simulated game server (on the
 * portal's database, as a publisher's game server keeps its own records), an SMTP server and the
 * Stripe fake, whose signed webhooks go to `webhookUrl` (the portal, or the proxy in front of several).
 * Used by the production-mode order check and the three-process topology run (scripts/ops/topology).
 */
export interface OutsideWorld {
  simulator: RunningGameSimulator;
  /** What a game's delivery endpoint is set to (seedTopupGame). */
  gameServer: { url: string; secret: string };
  mail: MailFake;
  stripe: StripeFake;
  close(): Promise<void>;
}

const STRIPE_KEY = "sk_test_local_fake_e2e";
const STRIPE_WEBHOOK_SECRET = "whsec_local_e2e_0001";

export async function startOutsideWorld(database: Database, webhookUrl: string): Promise<OutsideWorld> {
  const gameSecret = randomBytes(24).toString("hex");
  const simulator = await startGameSimulator({ db: database.db, secret: gameSecret, port: 0 });
  const mail = await startMailFake();
  const stripe = await startStripeFake({
    secretKey: STRIPE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    webhookUrl,
  });
  return {
    simulator,
    gameServer: { url: simulator.url, secret: gameSecret },
    mail,
    stripe,
    close: async () => {
      await stripe.close();
      await mail.close();
      await simulator.close();
    },
  };
}

/**
 * Every setting production requires (docs/operations.md "One production start"), pointed at the
 * outside world's fakes; `extra` adds or overrides (several processes, a shorter outbox lease).
 */
export function productionSettings(options: {
  databaseUrl: string;
  publicUrl: string;
  world: OutsideWorld;
  appSecret?: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  return {
    NODE_ENV: "production",
    DATABASE_URL: options.databaseUrl,
    APP_SECRET: options.appSecret ?? randomBytes(24).toString("hex"),
    PUBLIC_URL: options.publicUrl,
    SEED_DEMO: "false",
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: options.world.mail.url,
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: options.world.stripe.url,
    ...options.extra,
  };
}

/** One production-mode portal process on `port` (starting can take minutes on a busy shared machine). */
export function startProductionPortal(
  settings: Record<string, string>,
  port: number,
): Promise<ServerProcess> {
  return startServerProcess(settings, { port, startTimeoutMs: 180_000, compiled: true });
}
