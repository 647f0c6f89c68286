import { describe, expect, test } from "vitest";
import { contractRoutes } from "../testing/contract-routes.ts";
import { newSignedInPlayer } from "../testing/players.ts";
import { useTestApp } from "../testing/use-test-app.ts";

const t = useTestApp();

/**
 * The guard is attached to each state-changing route as it is added (`registerStateChangeGuards`):
 * a route added before it, or a hook order that let a handler or validation run first, would escape
 * it. So every such route of the player API is sent a cross-site request by a signed-in player.
 */
describe("cross-site requests", () => {
  test("every state-changing route of the player API refuses one from another site, signed in", async () => {
    const { client } = await newSignedInPlayer(t);
    const changing = (await contractRoutes()).filter(({ ref }) => ref.method !== "GET");
    expect(changing.length).toBeGreaterThan(40);
    const answered: string[] = [];
    for (const { name, ref } of changing) {
      const answer = await client.request({
        method: ref.method,
        url: `/api${ref.path.replace(/:[A-Za-z_]+/g, "1")}`,
        payload: {},
        headers: { origin: "https://evil.example" },
      });
      answered.push(`${name} ${answer.status} ${answer.code}`);
    }
    expect(answered.filter((line) => !line.endsWith(" 403 4031"))).toEqual([]);
  });
});
