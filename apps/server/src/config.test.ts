import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { completeProductionEnv, documentedProductionEnv } from "./testing/production-env.ts";

describe("production settings", () => {
  it("refuses today's documented settings with one message naming every missing one", () => {
    let message = "";
    try {
      loadConfig(documentedProductionEnv);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ["PUBLIC_URL", "SEED_DEMO", "TRUST_PROXY", "PAYMENT_PROVIDER", "SMTP_URL"])
      expect(message).toContain(`${name}:`);
    expect(message).not.toContain("APP_SECRET:");
  });

  it("names the provider's keys, the embedded database and the dev secret", () => {
    const { DATABASE_URL: _url, APP_SECRET: _secret, ...rest } = completeProductionEnv;
    expect(() => loadConfig({ ...rest, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" })).toThrow(
      /APP_SECRET:[\s\S]*DATABASE_URL:[\s\S]*STRIPE_SECRET_KEY:[\s\S]*STRIPE_WEBHOOK_SECRET:/,
    );
  });

  it("refuses a provider API address other than a local fake", () => {
    expect(() =>
      loadConfig({ ...completeProductionEnv, STRIPE_API_URL: "http://stripe-proxy.example.com" }),
    ).toThrow(/STRIPE_API_URL: only for a local fake/);
    expect(() =>
      loadConfig({
        ...completeProductionEnv,
        SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: "AC1",
        TWILIO_AUTH_TOKEN: "t",
        TWILIO_FROM: "+1",
        TWILIO_API_URL: "http://10.0.0.9:8080",
      }),
    ).toThrow(/TWILIO_API_URL: only for a local fake/);
    expect(
      loadConfig({ ...completeProductionEnv, STRIPE_API_URL: "http://127.0.0.1:12111" }).STRIPE_API_URL,
    ).toBe("http://127.0.0.1:12111");
  });

  it("starts with every setting filled, and PUBLIC_URL loses its trailing slash", () => {
    expect(loadConfig(completeProductionEnv).PUBLIC_URL).toBe("https://portal.example.com");
  });

  it("defaults PUBLIC_URL to localhost outside production", () => {
    expect(loadConfig({ NODE_ENV: "development", PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
  });

  it("keeps DEMO_CACHE_DIR for development and tests only; production ignores it", () => {
    expect(loadConfig({ NODE_ENV: "test", DEMO_CACHE_DIR: "/tmp/cache" }).DEMO_CACHE_DIR).toBe("/tmp/cache");
    expect(loadConfig({ NODE_ENV: "development", DEMO_CACHE_DIR: "" }).DEMO_CACHE_DIR).toBeUndefined();
    expect(
      loadConfig({ ...completeProductionEnv, DEMO_CACHE_DIR: "/tmp/cache" }).DEMO_CACHE_DIR,
    ).toBeUndefined();
  });
});
