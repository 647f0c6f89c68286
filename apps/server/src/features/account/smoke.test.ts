import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("health", async () => {
  const c = t.client();
  const r = await c.get("/api/health");
  expect(r.code).toBe(200);
});
