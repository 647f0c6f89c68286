import type { PlayerDetail, PlayerSummary, Sanction } from "@portal/contracts/console/players";
import { beforeAll, describe, expect, test } from "vitest";
import { gameAccounts } from "../../db/schema/account.ts";
import { auditCount, auditEntriesOf } from "../../testing/audit.ts";
import { inChineseConsole } from "../../testing/console-language.ts";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { addPack } from "../../testing/gifts.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { awardPoints } from "../points/ledger.service.ts";

let owner: TestClient;
let agent: TestClient;
let agentId: number;
let analyst: TestClient;
let appId: number;
let upcomingId: number;

const t = useTestApp();
beforeAll(async () => {
  const ids = await seedTestGames(t);
  appId = idOf(ids, "arcane-cards");
  upcomingId = idOf(ids, "ocean-empire");
  owner = (await signedInStaff(t, "owner")).client;
  const support = await signedInStaff(t, "supportAgent");
  agent = support.client;
  agentId = support.staff.id;
  analyst = (await signedInStaff(t, "analyst")).client;
});

type Page<T> = { items: T[]; total: number };
const search = (client: TestClient, by: string, q: string) =>
  client.get<Page<PlayerSummary>>("/api/console/players", { by, q });
const detail = (client: TestClient, playerId: number) =>
  client.get<PlayerDetail>("/api/console/players/detail", { playerId: String(playerId) });

async function newPlayer(values: { nickname?: string; email?: string; phone?: string } = {}) {
  return newSignedInPlayer(t, "en", values);
}

describe("player search", () => {
  test("by id, e-mail, phone, nickname and game account; contact masked for a support agent, whole for an owner", async () => {
    const player = await newPlayer({
      nickname: "Searchable",
      email: "Findme@Example.com",
      phone: "13800138000",
    });
    await t.database.db
      .insert(gameAccounts)
      .values({ appId, openId: "open-xyz", userId: player.id, lastRoleId: "role-77" });

    for (const [by, q] of [
      ["id", String(player.id)],
      ["email", "findme@example.com"],
      ["phone", "13800138000"],
      ["nickname", "earchab"],
      ["gameAccount", "open-xyz"],
      ["gameAccount", "role-77"],
    ]) {
      const found = await search(agent, by as string, q as string);
      expect(
        found.data.items.map((p) => p.id),
        `${by} ${q}`,
      ).toEqual([player.id]);
    }

    const masked = (await search(agent, "id", String(player.id))).data.items[0];
    expect(masked).toMatchObject({ email: "Fi****@Example.com", phone: "138****8000", contactMasked: true });
    const whole = (await search(owner, "id", String(player.id))).data.items[0];
    expect(whole).toMatchObject({ email: "Findme@Example.com", phone: "13800138000", contactMasked: false });

    const page = await detail(agent, player.id);
    expect(JSON.stringify(page.data)).not.toContain("Findme");
    expect(JSON.stringify(page.data)).not.toContain("13800138000");
    expect((await detail(owner, player.id)).data.profile.email).toBe("Findme@Example.com");
  });

  test("no partial matches on contact data; % in a nickname is literal; bad input is localized", async () => {
    await newPlayer({ nickname: "Percent%Guy", email: "partial@example.com" });
    expect((await search(agent, "email", "partial")).data.items).toEqual([]);
    expect((await search(agent, "nickname", "%")).data.items.map((p) => p.nickname)).toEqual(["Percent%Guy"]);
    expect((await search(agent, "id", "abc")).data.items).toEqual([]);
    const zh = inChineseConsole(t, agent);
    const empty = await zh.get("/api/console/players", { by: "nickname", q: "  " });
    expect(empty).toMatchObject({ status: 400 });
    expect(empty.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(await search(agent, "shoeSize", "x")).toMatchObject({ status: 400 });
    expect(await detail(agent, 999999)).toMatchObject({ status: 404, code: 5150 });
  });

  test("an analyst may not look players up", async () => {
    expect(await search(analyst, "nickname", "a")).toMatchObject({ status: 403, code: 5103 });
  });
});

describe("player page", () => {
  test("profile, bindings, sessions, reservations, claims without codes, points and orders", async () => {
    const player = await newPlayer({ nickname: "Paged" });
    await t.database.db.insert(gameAccounts).values({ appId, openId: "open-page", userId: player.id });
    const reserved = await player.client.post("/api/subscribe", { appId: upcomingId });
    const packId = await addPack(t, appId, 3);
    const claimed = await player.client.post<{ code: string }>("/api/doleGift", { giftId: packId });
    await t.database.db.transaction((tx) =>
      awardPoints(tx, player.id, 40, { reason: "task", reference: "t1" }),
    );

    const page = (await detail(agent, player.id)).data;
    expect(page.profile).toMatchObject({
      id: player.id,
      nickname: "Paged",
      bannedUntil: null,
      mutedUntil: null,
    });
    expect(page.bindings).toMatchObject({ email: true, phone: false, password: false });
    expect(page.bindings.gameAccounts).toMatchObject([{ appId, openId: "open-page" }]);
    expect(page.sessions).toHaveLength(1);
    expect(page.sessions[0]?.ref).toMatch(/^[a-f0-9]{16}$/);
    expect(page.points).toMatchObject({ balance: 40, history: [{ delta: 40, reason: "task" }] });
    expect(Array.isArray(page.orders)).toBe(true);
    expect(reserved.code).toBe(200);
    expect(page.reservations).toMatchObject([{ appId: upcomingId }]);
    expect(claimed.code).toBe(200);
    expect(page.claims).toMatchObject([{ giftId: packId }]);
    expect(JSON.stringify(page)).not.toContain(claimed.data.code);
  });
});

describe("sessions", () => {
  test("revoking one session signs that device out on its next request; revoking all signs out every device", async () => {
    const player = await newPlayer();
    const second = t.client();
    const { signInAs } = await import("../../testing/players.ts");
    const other = await signInAs(t, player.id);
    second.cookies = other.cookies;
    const me = (client: TestClient) => client.get<{ id: number } | null>("/api/token");
    expect((await me(player.client)).code).toBe(200);

    const sessions = (await detail(agent, player.id)).data.sessions;
    expect(sessions).toHaveLength(2);
    const before = await auditCount(t);
    const one = await agent.post<{ revoked: number }>("/api/console/players/sessions/revoke", {
      playerId: player.id,
      ref: sessions[0]?.ref,
    });
    expect(one.data).toEqual({ revoked: 1 });
    expect((await detail(agent, player.id)).data.sessions).toHaveLength(1);
    expect(await auditCount(t)).toBe(before + 1);

    const all = await agent.post<{ revoked: number }>("/api/console/players/sessions/revoke", {
      playerId: player.id,
    });
    expect(all.data).toEqual({ revoked: 1 });
    for (const client of [player.client, second]) expect((await me(client)).code).toBe(401);
  });
});

describe("bans and mutes", () => {
  const sanction = (client: TestClient, body: Record<string, unknown>) =>
    client.post<Sanction>("/api/console/players/sanctions", body);

  test("a ban answers the spec's banned answer until lifted; history and audit keep both", async () => {
    const player = await newPlayer();
    const until = new Date(t.clock.now.getTime() + 24 * 3600_000).toISOString();
    const ban = await sanction(agent, {
      playerId: player.id,
      kind: "ban",
      reason: "Cheating",
      endsAt: until,
    });
    expect(ban.data).toMatchObject({ kind: "ban", reason: "Cheating", endsAt: until, active: true });
    expect(
      await player.client.post("/api/addGameComment", { appId, rating: 5, content: "hi" }),
    ).toMatchObject({
      status: 403,
      code: 4032,
      msg: "This account is banned: Cheating",
    });

    const lifted = await agent.post<Sanction>("/api/console/players/sanctions/lift", {
      playerId: player.id,
      sanctionId: ban.data.id,
    });
    expect(lifted.data).toMatchObject({ active: false });
    expect(lifted.data.liftedAt).not.toBeNull();
    expect((await player.client.get("/api/userBanned")).data).toMatchObject({ banned: false });
    const again = await agent.post("/api/console/players/sanctions/lift", {
      playerId: player.id,
      sanctionId: ban.data.id,
    });
    expect(again).toMatchObject({ status: 409, code: 5153 });

    const page = (await detail(agent, player.id)).data;
    expect(page.sanctions).toMatchObject([{ id: ban.data.id, kind: "ban", active: false }]);
    const audit = await auditEntriesOf(t, { subjectType: "player", subjectId: player.id });
    expect(audit.map((a) => a.action)).toEqual(["player.ban", "player.liftBan"]);
    expect(audit[0]).toMatchObject({
      staffId: agentId,
      before: { bannedUntil: null },
      after: { banReason: "Cheating" },
    });
  });

  test("a newer mute replaces a running one; a permanent mute has no end; it ends by itself when due", async () => {
    const player = await newPlayer();
    const first = await sanction(agent, {
      playerId: player.id,
      kind: "mute",
      reason: "Spam",
      endsAt: new Date(t.clock.now.getTime() + 3600_000).toISOString(),
    });
    const forever = await sanction(agent, {
      playerId: player.id,
      kind: "mute",
      reason: "Spam again",
      endsAt: null,
    });
    expect(forever.data).toMatchObject({ endsAt: null, active: true });
    const page = (await detail(agent, player.id)).data;
    expect(page.sanctions.find((s) => s.id === first.data.id)).toMatchObject({ active: false });
    expect(page.profile.mutedUntil).toBe("9999-12-31T00:00:00.000Z");
    const refused = await player.client.post("/api/addGameComment", { appId, rating: 5, content: "hi" });
    expect(refused).toMatchObject({ status: 403, code: 5152, msg: "You can no longer post (Spam again)" });

    await agent.post("/api/console/players/sanctions/lift", {
      playerId: player.id,
      sanctionId: forever.data.id,
    });
    await sanction(agent, {
      playerId: player.id,
      kind: "mute",
      reason: "Short",
      endsAt: new Date(t.clock.now.getTime() + 60_000).toISOString(),
    });
    t.clock.advance(61_000);
    expect(
      (await player.client.post("/api/addGameComment", { appId, rating: 5, content: "back" })).code,
    ).toBe(200);
  });

  test("bad input changes nothing and is refused in the staff member's words", async () => {
    const player = await newPlayer();
    const before = await auditCount(t);
    expect(
      await sanction(agent, { playerId: player.id, kind: "mute", reason: " ", endsAt: null }),
    ).toMatchObject({ status: 400 });
    expect(
      await sanction(agent, { playerId: player.id, kind: "exile", reason: "x", endsAt: null }),
    ).toMatchObject({ status: 400 });
    expect(
      await sanction(agent, {
        playerId: player.id,
        kind: "mute",
        reason: "x",
        endsAt: new Date(t.clock.now.getTime() - 1000).toISOString(),
      }),
    ).toMatchObject({ status: 400, code: 5154 });
    expect(await sanction(agent, { playerId: 999999, kind: "ban", reason: "x", endsAt: null })).toMatchObject(
      {
        status: 404,
        code: 5150,
      },
    );
    expect(await auditCount(t)).toBe(before);
    expect((await detail(agent, player.id)).data.sanctions).toEqual([]);
  });
});
