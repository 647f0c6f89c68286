import { roleAllows, type StaffRole, staffRoles } from "@portal/contracts/console/roles";
import type { ConsoleRouteContract } from "@portal/contracts/console/route";
import { beforeAll, describe, expect, test } from "vitest";
import { consoleRoutesOf, consoleUrlsOf } from "../../platform/console-route.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

const clients = new Map<StaffRole, TestClient>();
const registered: string[] = [];

const t = useTestApp();
beforeAll(async () => {
  for (const role of staffRoles) clients.set(role, (await signedInStaff(t, role)).client);
});

const call = (client: TestClient, route: ConsoleRouteContract) =>
  route.method === "GET" ? client.get(`/api${route.path}`) : client.post(`/api${route.path}`, {});

describe("console permissions", () => {
  test("every /api/console route is a console route with a permission check", () => {
    const routes = consoleRoutesOf(t.app);
    registered.push(...routes.map((r) => `/api${r.path}`));
    expect(routes.length).toBeGreaterThan(5);
    expect(consoleUrlsOf(t.app).sort()).toEqual([...new Set(registered)].sort());
  });

  test("without a session, only the sign-in step answers", async () => {
    for (const route of consoleRoutesOf(t.app)) {
      const answer = await call(t.client(), route);
      if (route.stage === "signIn") expect(answer.status, route.path).not.toBe(401);
      else expect(answer, route.path).toMatchObject({ status: 401, code: 5102 });
    }
  });

  test("moderation routes (queue, item, actions, official answers, word list) need community.moderate", () => {
    const moderation = consoleRoutesOf(t.app).filter((route) => route.path.startsWith("/console/moderation"));
    expect(moderation.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      "GET /console/moderation/item",
      "GET /console/moderation/queue",
      "GET /console/moderation/words",
      "POST /console/moderation/action",
      "POST /console/moderation/answer",
      "POST /console/moderation/words/add",
      "POST /console/moderation/words/remove",
    ]);
    for (const route of moderation) expect(route.permission, route.path).toBe("community.moderate");
  });

  // Generated from the route list: a new console route is walked for every role without a new test.
  test.each([...staffRoles])(
    "%s: allowed routes answer, the others are 403 with the staff error",
    async (role) => {
      const client = clients.get(role) as TestClient;
      for (const route of consoleRoutesOf(t.app)) {
        if (route.path === "/console/sign-out" || route.stage === "signIn") continue;
        const answer = await call(client, route);
        const allowed = route.permission === null || roleAllows(role, route.permission);
        if (allowed) expect([answer.status, answer.code], `${role} ${route.path}`).not.toContain(403);
        else
          expect(answer, `${role} ${route.path}`).toMatchObject({
            status: 403,
            code: 5103,
            msg: "Your role does not allow this",
          });
      }
    },
  );
});
