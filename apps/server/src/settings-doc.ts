import { readFileSync } from "node:fs";
import { join } from "node:path";
import { configSchema, productionProblems, repoRoot } from "./config.ts";

/** Where `npm run docs:settings` writes the table; a test fails while it differs from the schema. */
export const settingsDocPath = join(repoRoot(), "docs", "settings.md");

type Settings = Parameters<typeof productionProblems>[0];

/** A production configuration with nothing missing: each setting is taken out of it in turn. */
const completeProduction: Record<string, string> = {
  NODE_ENV: "production",
  APP_SECRET: "a-production-secret-of-enough-length",
  DATABASE_URL: "postgres://portal@db/portal",
  PUBLIC_URL: "https://portal.example.com",
  SEED_DEMO: "false",
  TRUST_PROXY: "1",
  SMTP_URL: "smtp://mail.example.com:587",
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};
/** The same with the optional SMS provider, for the settings only it requires. */
const withSms: Record<string, string> = {
  ...completeProduction,
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: "AC0",
  TWILIO_AUTH_TOKEN: "t",
  TWILIO_FROM: "+1",
};
/** The same with media in a public bucket, for the settings only that requires. */
const withBucket: Record<string, string> = {
  ...completeProduction,
  MEDIA_STORE: "s3",
  S3_BUCKET: "media",
  MEDIA_URLS: "public",
  S3_PUBLIC_URL: "https://media.example.com",
};

/** What production says when `key` is missing from a complete configuration, or undefined. */
function productionRule(key: string): string | undefined {
  for (const complete of [completeProduction, withSms, withBucket]) {
    const { [key]: _left, ...rest } = complete;
    const problem = productionProblems(configSchema.parse(rest) as Settings).find((line) =>
      line.startsWith(`${key}:`),
    );
    if (problem) return problem.slice(key.length + 1).trim();
  }
  return undefined;
}

/** The setting's default as a reader sees it (paths relative to the repository). */
function defaultOf(key: string): string {
  const field = configSchema.shape[key as keyof typeof configSchema.shape];
  const value: unknown = field.parse(undefined);
  if (value === undefined) return "—";
  const text = String(value).replace(repoRoot(), ".");
  return text === "" ? "(empty)" : `\`${text}\``;
}

/** The doc comment written above each setting in config.ts, on one line. */
function descriptions(): Map<string, string> {
  const source = readFileSync(join(repoRoot(), "apps", "server", "src", "config.ts"), "utf8");
  const found = new Map<string, string>();
  for (const match of source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n\s*([A-Z][A-Z0-9_]*):/g)) {
    const text = (match[1] ?? "")
      .replace(/\n\s*\*/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    found.set(match[2] ?? "", text);
  }
  return found;
}

const cell = (text: string) => text.replaceAll("|", "\\|");

/** docs/settings.md: every setting, its default, what production requires, and what it does. */
export function settingsDoc(): string {
  const described = descriptions();
  const rows = Object.keys(configSchema.shape).map((key) => {
    const rule = productionRule(key);
    const production = rule ? `**required**: ${rule}` : "—";
    return `| \`${key}\` | ${cell(defaultOf(key))} | ${cell(production)} | ${cell(described.get(key) ?? "")} |`;
  });
  return [
    "# Settings",
    "",
    "Generated from the configuration schema (`apps/server/src/config.ts`) by `npm run docs:settings`;",
    "`apps/server/src/settings-doc.test.ts` fails while this file differs from the schema. Every setting is an",
    'environment variable. "Production" says what `NODE_ENV=production` refuses to start without (the',
    "server names every such setting at once).",
    "",
    "| setting | default | production | what it does |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}
