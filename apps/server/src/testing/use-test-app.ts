import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * The test app of a test file (or of a `describe` block): opened before its first test, closed after
 * its last. Call it where the app is needed; a `beforeAll` written below it runs after the app is
 * open, so it can seed data through it.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  // `close` is missing only when opening failed; vitest reports that failure.
  afterAll(() => t.close?.());
  return t;
}
