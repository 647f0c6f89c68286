import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { configSchema } from "./config.ts";
import { settingsDoc, settingsDocPath } from "./settings-doc.ts";

test("docs/settings.md is the configuration schema as it is now (npm run docs:settings)", () => {
  expect(readFileSync(settingsDocPath, "utf8")).toBe(settingsDoc());
});

test("every setting is described, and production's requirements are named", () => {
  const doc = settingsDoc();
  for (const key of Object.keys(configSchema.shape)) {
    const row = doc.split("\n").find((line) => line.startsWith(`| \`${key}\` |`));
    expect(row, key).toBeDefined();
    expect(row?.split(" | ")[3]?.replace(/ \|$/, "").length, `${key} has a description`).toBeGreaterThan(3);
  }
  expect(doc).toMatch(/\| `APP_SECRET` \| `dev-only[^|]*\| \*\*required\*\*/);
  expect(doc).toMatch(/\| `TWILIO_FROM` \| — \| \*\*required\*\*: required with SMS_PROVIDER=twilio/);
  expect(doc).toMatch(/\| `PORT` \| `3000` \| — \|/);
});
