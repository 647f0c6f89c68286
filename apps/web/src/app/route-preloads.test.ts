import { describe, expect, it } from "vitest";
import { routePreloadHints } from "./route-preloads";
import { flattenRoutes } from "./routes";

describe("route preload hints", () => {
  it("name routes that exist, with calls under /api/ and parameters the route has", () => {
    const routes = flattenRoutes();
    for (const [name, hints] of Object.entries(routePreloadHints)) {
      const route = routes.find((r) => r.name === name);
      expect(route, name).toBeDefined();
      for (const call of hints.data ?? []) {
        expect(call.startsWith("/api/"), call).toBe(true);
        for (const [, param] of call.matchAll(/:(\w+)/g)) expect(route?.path, call).toContain(`:${param}`);
      }
    }
  });
});
