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

/** Every setting; docs/settings.md is generated from it (`npm run docs:settings`). */
export const configSchema = z.object({
  /** `production`: Secure cookies, no dev outbox, sandbox gateway or game simulator; refuses unsafe settings. */
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** HTTP port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Listen address. */
  HOST: z.string().default("0.0.0.0"),
  /** postgres://… uses PostgreSQL; unset uses embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /** Embedded PGlite data (DATA_DIR/pglite, locked against a second process). */
  DATA_DIR: z.string().default(join(repoRoot(), "data")),
  /**
   * Development and tests only (production ignores it): a folder where a demo server keeps what a
   * first start would otherwise make anew: the migrated empty PGlite database a new data directory
   * starts from, and the demo seed's encoded pictures. Unset: both are made at every first start.
   */
  DEMO_CACHE_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** smtp://user:pass@host:port; unset keeps mail in the dev outbox (/dev/outbox). */
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Sender of mail. */
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
  /**
   * How long one process may reuse a session lookup (session-cache.ts): it saves a signed-in request
   * its session round trip (~80 µs of CPU). Every sign-out, password change, ban and ending of
   * sessions forgets it in every process, as soon as the others hear the notice (milliseconds
   * later; until then a request sent to another process still passes). 0 turns it off.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(5000),
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
  /** /readyz answers 503 while the oldest due outbox job has waited longer than this (a stuck worker). */
  OUTBOX_STUCK_MINUTES: z.coerce.number().int().min(1).default(10),
  /** On SIGTERM: how long in-flight requests and the running outbox job may take before the process exits. */
  SHUTDOWN_SECONDS: z.coerce.number().int().min(1).default(10),
  /** Seed the demo content and demo accounts on start (later starts change nothing). */
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
  /** Stripe secret API key (`sk_…`), with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Signing secret (`whsec_…`) of the webhook endpoint PUBLIC_URL/api/topup/webhook/stripe. */
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Only for tests and the local provider fake: http://127.0.0.1:PORT instead of Stripe's API host. */
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /** `twilio` sends SMS codes; unset keeps them in the dev outbox (production: phone sign-up is off). */
  SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["twilio"]).optional()),
  /** Twilio account SID, with SMS_PROVIDER=twilio. */
  TWILIO_ACCOUNT_SID: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Twilio auth token, with SMS_PROVIDER=twilio. */
  TWILIO_AUTH_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Twilio sender number, with SMS_PROVIDER=twilio. */
  TWILIO_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Only for tests and the local SMS fake: http://127.0.0.1:PORT instead of Twilio's API host. */
  TWILIO_API_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /**
   * Web push (VAPID): all three or none. None switches push off (the message settings say so); the
   * keys come from `npx web-push generate-vapid-keys`, the subject is mailto:… or https://….
   */
  VAPID_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Web push's private VAPID key (secret; with VAPID_PUBLIC_KEY and VAPID_SUBJECT, or none of them). */
  VAPID_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Who push services contact about our pushes: mailto:… or https://… (with the two VAPID keys). */
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/)
      .optional(),
  ),
  /**
   * The publisher's reporting time zone (IANA name): where the console's dashboards cut their days.
   * Changing it rebuilds the stored daily figures on their next read.
   */
  REPORTING_TIME_ZONE: z
    .string()
    .default("UTC")
    .refine(isTimeZone, { message: "an IANA time zone such as UTC or Asia/Bangkok" }),
  /** How long the portal waits for a game server's answer (server list, roles, delivery). */
  GAME_SERVER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Port of the simulated game server (outside production only; loopback); default PORT + 100. */
  GAME_SIM_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  /** The simulator's signing key; the demo games' endpoints are set to it. */
  GAME_SIM_SECRET: z.string().min(16).default("dev-only-game-sim-secret-0001"),
  /** Where uploaded media's bytes live: `postgres` (rows of the database) or `s3` (an S3-compatible bucket). */
  MEDIA_STORE: z.enum(["postgres", "s3"]).default("postgres"),
  /** The bucket, with MEDIA_STORE=s3 (and the target of `npm run media:move`). */
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** An S3-compatible server (MinIO, R2, …) instead of AWS: http(s)://host:port. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /** The bucket's region. */
  S3_REGION: z.string().default("us-east-1"),
  /** Access key id and secret; unset: the SDK's own chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Secret access key that goes with S3_ACCESS_KEY_ID. */
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Address buckets as http://host/bucket/key (MinIO and most S3-compatible servers) instead of bucket.host. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  /**
   * How players get media from the bucket: `proxy` (the portal streams it, ranges included), `signed`
   * (a redirect to a presigned URL valid MEDIA_SIGNED_URL_SECONDS) or `public` (a redirect to S3_PUBLIC_URL/key).
   */
  MEDIA_URLS: z.enum(["proxy", "signed", "public"]).default("proxy"),
  /** With MEDIA_URLS=public: the bucket's public address (a CDN in front of it), without a trailing slash. */
  S3_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /** With MEDIA_URLS=signed: how long a presigned media URL is valid. */
  MEDIA_SIGNED_URL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3600),
  /** Server log level (pino: fatal, error, warn, info, debug, trace). */
  LOG_LEVEL: z.string().default("info"),
  /** The built web app served under /dist/. */
  WEB_DIST: z.string().default(join(repoRoot(), "apps", "web", "dist")),
  /** The built operator console, served under /console/. */
  CONSOLE_DIST: z.string().default(join(repoRoot(), "apps", "console", "dist")),
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
    /** Embedded PGlite data (DATA_DIR/pglite, locked against a second process). */
    DATA_DIR: resolve(config.DATA_DIR),
    DEMO_CACHE_DIR: config.NODE_ENV === "production" ? undefined : config.DEMO_CACHE_DIR,
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
  if (config.MEDIA_STORE === "s3" && !config.S3_BUCKET)
    problems.push("S3_BUCKET: required with MEDIA_STORE=s3");
  if (config.MEDIA_URLS === "public" && !config.S3_PUBLIC_URL)
    problems.push("S3_PUBLIC_URL: required with MEDIA_URLS=public");
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

function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
