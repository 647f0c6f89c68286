import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../testing/use-test-app.ts";
import { afterPaintLoader } from "./web-shell.ts";

const t = useTestApp();

describe("security headers", () => {
  test.each(["/api/health", "/api/no-such-call", "/"])(
    "%s carries the content security policy",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      const policy = String(response.headers["content-security-policy"]);
      // Scripts from the portal, and the one inline script of a server-rendered page, by its hash alone.
      const loaderHash = createHash("sha256").update(afterPaintLoader).digest("base64");
      expect(policy.split(";")).toContain(`script-src 'self' 'sha256-${loaderHash}'`);
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
