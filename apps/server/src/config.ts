import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root: the folder whose package.json declares the workspaces. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package-lock.json")) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** postgres://… uses PostgreSQL; unset uses embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  DATA_DIR: z.string().default(join(repoRoot(), "data")),
  /** smtp://user:pass@host:port; unset keeps mail in the dev outbox (/dev/outbox). */
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_FROM: z.string().default("Game Portal <no-reply@portal.local>"),
  /** Pepper for hashing verification codes and session tokens. */
  APP_SECRET: z.string().min(16).default("dev-only-secret-change-me-in-production"),
  /** The spec's signature secret for the event list; it ships in the web app too. */
  EVENT_SIGN_SECRET: z.string().min(8).default("portal-event-sign-2026"),
  /** User-agent marker of the games' own webviews. */
  WEBVIEW_UA_MARKER: z.string().default("GamePortalApp"),
  /** Comma-separated origins allowed to send state-changing requests besides the portal's own. */
  TRUSTED_ORIGINS: z.string().default(""),
  /**
   * How long answers that are the same for every visitor (home rows, game lists, a game's reviews)
   * may be reused by one process: concurrent requests share one query. 0 turns it off (tests).
   */
  PUBLIC_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  /** Shared secret the payment gateway signs webhooks with. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).default("dev-only-webhook-secret-0001"),
  /** How the server reaches itself (the sandbox gateway posts webhooks here); default http://127.0.0.1:PORT. */
  SELF_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /**
   * Codes one client address may have sent within 10 minutes before each further send needs a
   * solved proof-of-work challenge (ALTCHA widget). The e2e server raises it; production keeps 3.
   */
  CODE_FREE_SENDS: z.coerce.number().int().min(0).default(3),
  /** How long an outbox job is leased before another process may take it (a dead process's job). */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** On SIGTERM: how long in-flight requests and the running outbox job may take before the process exits. */
  SHUTDOWN_SECONDS: z.coerce.number().int().min(1).default(10),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  /** Bearer token that opens GET /metrics (Prometheus); unset: no metrics endpoint. */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /**
   * The portal's public address (https://portal.example.com). Every absolute link (mail, pay pages,
   * provider return URLs, share pages, QR data) is built from it, never from request headers.
   * Outside production it defaults to http://localhost:PORT.
   */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /**
   * Which X-Forwarded-* hops to believe: a hop count ("1") or a comma-separated list of proxy
   * addresses/CIDRs. Unset: nobody's forwarded headers are believed (the socket address is the client).
   */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** `stripe` in production; `sandbox` (the built-in test gateway) for development, tests and the demo. */
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Only for tests and the local provider fake: http://127.0.0.1:PORT instead of Stripe's API host. */
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /** `twilio` sends SMS codes; unset keeps them in the dev outbox (production: phone sign-up is off). */
  SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["twilio"]).optional()),
  TWILIO_ACCOUNT_SID: z.preprocess(emptyAsUndefined, z.string().optional()),
  TWILIO_AUTH_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  TWILIO_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Only for tests and the local SMS fake: http://127.0.0.1:PORT instead of Twilio's API host. */
  TWILIO_API_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /**
   * Web push (VAPID): all three or none. None switches push off (the message settings say so); the
   * keys come from `npx web-push generate-vapid-keys`, the subject is mailto:… or https://….
   */
  VAPID_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/)
      .optional(),
  ),
  /** How long the portal waits for a game server's answer (server list, roles, delivery). */
  GAME_SERVER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * The simulated game server (outside production only): its port (default PORT + 100) and the
   * secret the demo games' endpoints are set to. Production never starts it.
   */
  GAME_SIM_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  GAME_SIM_SECRET: z.string().min(16).default("dev-only-game-sim-secret-0001"),
  LOG_LEVEL: z.string().default("info"),
  WEB_DIST: z.string().default(join(repoRoot(), "apps", "web", "dist")),
});

type ParsedConfig = z.infer<typeof configSchema>;
/** The validated settings; PUBLIC_URL and GAME_SIM_PORT are always set once loaded. */
export type Config = ParsedConfig & { PUBLIC_URL: string; GAME_SIM_PORT: number };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === "production") {
    const problems = productionProblems(config);
    if (problems.length > 0) {
      throw new Error(
        `Production refuses to start. Fix these settings:\n${problems.map((line) => `- ${line}`).join("\n")}`,
      );
    }
  }
  return {
    ...config,
    DATA_DIR: resolve(config.DATA_DIR),
    PUBLIC_URL: publicUrlOf(config),
    GAME_SIM_PORT: config.GAME_SIM_PORT ?? (config.PORT === 0 ? 0 : (config.PORT + 100) % 65536),
  };
}

/** Every missing or unsafe production setting, each named; production starts only when there are none. */
export function productionProblems(config: ParsedConfig): string[] {
  const problems: string[] = [];
  if (config.APP_SECRET.startsWith("dev-only"))
    problems.push("APP_SECRET: set a random secret of 16+ characters");
  if (!config.DATABASE_URL?.startsWith("postgres"))
    problems.push("DATABASE_URL: production runs on PostgreSQL (postgres://…), not the embedded database");
  if (!config.PUBLIC_URL) problems.push("PUBLIC_URL: the portal's public address (https://…)");
  if (config.SEED_DEMO !== "false")
    problems.push("SEED_DEMO: must be false (production never seeds demo content or demo staff)");
  if (!config.TRUST_PROXY)
    problems.push('TRUST_PROXY: the proxies in front (a hop count such as "1", or their addresses)');
  if (!config.SMTP_URL)
    problems.push("SMTP_URL: the mail server (smtp://user:pass@host:587); codes and receipts go by mail");
  if (config.PAYMENT_PROVIDER === "sandbox")
    problems.push("PAYMENT_PROVIDER: choose a real provider (stripe); the sandbox pays for nothing");
  if (config.PAYMENT_PROVIDER === "stripe") {
    if (!config.STRIPE_SECRET_KEY) problems.push("STRIPE_SECRET_KEY: the provider's secret API key");
    if (!config.STRIPE_WEBHOOK_SECRET)
      problems.push("STRIPE_WEBHOOK_SECRET: the provider's webhook signing secret");
  }
  // The providers' API addresses exist for the local fakes only: production talks to the providers
  // themselves, or (the documented local run) to a fake on this machine, never to another host.
  for (const key of ["STRIPE_API_URL", "TWILIO_API_URL"] as const) {
    const url = config[key];
    if (url && !isLoopback(url))
      problems.push(`${key}: only for a local fake on 127.0.0.1; unset it to reach the provider`);
  }
  const vapid = [config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY, config.VAPID_SUBJECT];
  if (vapid.some(Boolean) && !vapid.every(Boolean))
    problems.push("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: set all three for web push, or none");
  if (config.SMS_PROVIDER === "twilio") {
    for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const)
      if (!config[key]) problems.push(`${key}: required with SMS_PROVIDER=twilio`);
  }
  return problems;
}

function isLoopback(url: string): boolean {
  return ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname);
}

function publicUrlOf(config: ParsedConfig): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}
