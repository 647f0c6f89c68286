import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("security headers", () => {
  test.each(["/api/health", "/api/no-such-call", "/"])(
    "%s carries the content security policy",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      const policy = String(response.headers["content-security-policy"]);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toContain("unsafe-eval");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(response.headers["x-powered-by"]).toBeUndefined();
    },
  );
});
