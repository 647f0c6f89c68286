import { expect, test } from "vitest";
import { useTestApp } from "../../testing/use-test-app.ts";

const t = useTestApp();

test("health", async () => {
  const c = t.client();
  const r = await c.get("/api/health");
  expect(r.code).toBe(200);
});
