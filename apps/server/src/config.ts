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
  /** How long an outbox job is leased before another process may take it (a dead process's job). */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).default(60),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  LOG_LEVEL: z.string().default("info"),
  WEB_DIST: z.string().default(join(repoRoot(), "apps", "web", "dist")),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === "production" && config.APP_SECRET.startsWith("dev-only")) {
    throw new Error("APP_SECRET must be set in production");
  }
  if (config.NODE_ENV === "production" && config.PAYMENT_WEBHOOK_SECRET.startsWith("dev-only")) {
    throw new Error("PAYMENT_WEBHOOK_SECRET must be set in production");
  }
  return { ...config, DATA_DIR: resolve(config.DATA_DIR) };
}
