import {
  protocolPaths,
  SIGNATURE_HEADER,
  signatureHeaders,
  TIMESTAMP_HEADER,
} from "@portal/contracts/game-server-protocol";
import { verifyMessage } from "@portal/contracts/signature";
import { beforeAll, describe, expect, it } from "vitest";
import { topupSetup } from "../../testing/topup.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

/** The simulated game server speaks the published protocol: signed both ways, refusals by code. */
let s: Awaited<ReturnType<typeof topupSetup>>;
const t = useTestApp();
beforeAll(async () => {
  s = await topupSetup(t);
});

async function ask(path: string, request: unknown, options: { secret?: string; at?: number } = {}) {
  const body = JSON.stringify(request);
  const at = options.at ?? t.clock.now.getTime();
  const response = await fetch(`${t.gameSim.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...signatureHeaders(options.secret ?? t.gameSim.endpoint.secret, body, at),
    },
    body,
  });
  const text = await response.text();
  const signed = verifyMessage(
    t.gameSim.endpoint.secret,
    { timestamp: response.headers.get(TIMESTAMP_HEADER), signature: response.headers.get(SIGNATURE_HEADER) },
    text,
    t.clock.now.getTime(),
  );
  return { status: response.status, signed, json: JSON.parse(text) };
}

const delivery = (values: Record<string, unknown> = {}) => ({
  orderNo: `T${Date.now()}${Math.random().toString(16).slice(2, 8)}`,
  appId: s.gameId,
  openId: `u${s.player.id}-g${s.gameId}`,
  serverId: "s1",
  roleId: s.roleId,
  sku: "gem60",
  quantity: 1,
  ...values,
});

describe("the simulated game server", () => {
  it("lists servers and roles, and finds a role by id, in signed answers", async () => {
    const servers = await ask(protocolPaths.servers, { appId: s.gameId });
    expect(servers).toMatchObject({ status: 200, signed: "ok" });
    expect(servers.json.servers.map((x: { serverId: string }) => x.serverId)).toEqual(["s1", "s2", "s3"]);
    const openId = `u${s.player.id}-g${s.gameId}`;
    const roles = await ask(protocolPaths.roles, { appId: s.gameId, serverId: "s1", openIds: [openId] });
    expect(roles.json.roles).toEqual([
      { roleId: `r${s.player.id}a`, openId, nickname: "Hero", level: 42 },
      { roleId: `r${s.player.id}b`, openId, nickname: "HeroAlt", level: 7 },
    ]);
    const role = await ask(protocolPaths.role, { appId: s.gameId, serverId: "s1", roleId: s.roleId });
    expect(role.json.role).toEqual({ roleId: s.roleId, openId, nickname: "Hero", level: 42 });
  });

  it("refuses a wrong key, a stale timestamp and a malformed body; answers unknown servers and roles by code", async () => {
    const wrongKey = await ask(protocolPaths.servers, { appId: s.gameId }, { secret: "someone-elses-key" });
    expect(wrongKey).toMatchObject({ status: 401, signed: "ok", json: { error: { code: "bad_signature" } } });
    const stale = await ask(
      protocolPaths.servers,
      { appId: s.gameId },
      { at: t.clock.now.getTime() - 600_000 },
    );
    expect(stale.json.error.code).toBe("bad_signature");
    const malformed = await ask(protocolPaths.deliveries, { orderNo: "x" });
    expect(malformed).toMatchObject({ status: 400, json: { error: { code: "bad_request" } } });
    const server = await ask(protocolPaths.role, { appId: s.gameId, serverId: "s9", roleId: s.roleId });
    expect(server).toMatchObject({ status: 404, json: { error: { code: "server_unknown" } } });
    const role = await ask(protocolPaths.role, { appId: s.gameId, serverId: "s1", roleId: "nobody" });
    expect(role).toMatchObject({ status: 404, json: { error: { code: "role_not_found" } } });
    const notTheirs = await ask(protocolPaths.deliveries, delivery({ openId: "another-account" }));
    expect(notTheirs).toMatchObject({ status: 404, json: { error: { code: "role_not_found" } } });
  });

  it("gives a delivery once per order number and answers the same receipt to a repeat", async () => {
    const request = delivery();
    const first = await ask(protocolPaths.deliveries, request);
    expect(first).toMatchObject({ status: 200, signed: "ok", json: { firstTime: true } });
    const repeat = await ask(protocolPaths.deliveries, request);
    expect(repeat.json).toEqual({
      orderNo: request.orderNo,
      receiptId: first.json.receiptId,
      firstTime: false,
    });
  });

  it("answers 'temporarily unavailable' while the role is offline (the switch the demo uses)", async () => {
    await fetch(`${t.gameSim.url}/sandbox/online`, { method: "POST", body: '{"online":false}' });
    const offline = await ask(protocolPaths.deliveries, delivery());
    expect(offline).toMatchObject({ status: 503, json: { error: { code: "temporarily_unavailable" } } });
    await fetch(`${t.gameSim.url}/sandbox/online`, { method: "POST", body: '{"online":true}' });
    expect((await ask(protocolPaths.deliveries, delivery())).status).toBe(200);
  });
});

describe("the portal's role lookup over the protocol", () => {
  it("shows servers and roles from the game server and never the game's secret", async () => {
    const servers = await s.player.client.get("/api/getServerList", { appId: String(s.gameId) });
    expect(servers.code).toBe(200);
    const role = await s.player.client.get("/api/v1/pay/getRoleInfo", {
      appId: String(s.gameId),
      serverId: "s1",
      roleId: s.roleId,
    });
    expect(role.data).toEqual({ roleId: s.roleId, name: "Hero", level: 42, serverName: "Asia-1" });
    for (const answer of [servers, role])
      expect(JSON.stringify(answer)).not.toContain(t.gameSim.endpoint.secret);
  });

  it("says the game server is unavailable when it does not answer in time or answers badly signed", async () => {
    for (const fault of ["error", "badSignature"] as const) {
      t.gameSim.state.fault = fault;
      const servers = await s.player.client.get("/api/getServerList", { appId: String(s.gameId) });
      expect(servers).toMatchObject({ status: 503, code: 4810 });
    }
    t.gameSim.state.fault = "none";
  });
});
