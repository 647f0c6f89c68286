import { callNames, specCallNames } from "@portal/contracts/call-names";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../../testing/use-test-app.ts";

const t = useTestApp();

describe("the spec's call names", () => {
  test("every name listed in section 7 has a route, an absorbing route or a visible pending note", () => {
    const missing = specCallNames.filter((name) => !(name in callNames));
    expect(missing).toEqual([]);
  });

  test("every served name exists on the server with its method", () => {
    const absent = Object.entries(callNames).flatMap(([name, status]) =>
      "served" in status && !t.app.hasRoute({ method: status.method, url: `/api${status.served}` })
        ? [name]
        : [],
    );
    expect(absent).toEqual([]);
  });

  test("every absorbing note names routes that exist", () => {
    const routes = Object.values(callNames).flatMap((status) =>
      "absorbedBy" in status ? status.absorbedBy.split(",").map((r) => r.trim()) : [],
    );
    for (const route of routes) {
      const exists =
        t.app.hasRoute({ method: "GET", url: `/api${route}` }) ||
        t.app.hasRoute({ method: "POST", url: `/api${route}` });
      expect(exists, route).toBe(true);
    }
  });

  test("pending names say which issue builds them", () => {
    const pending = Object.entries(callNames).filter(([, s]) => "pending" in s);
    for (const [name, status] of pending)
      expect("pending" in status && status.pending, name).toMatch(/^#\d+ /);
  });
});
