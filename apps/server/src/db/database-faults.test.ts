import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, repoRoot } from "../config.ts";
import { users } from "../db/schema/account.ts";
import { giftCodes, giftPacks } from "../db/schema/gifts.ts";
import { topupGoods, topupOrders } from "../db/schema/topup.ts";
import { giveRoles, seedTopupGame } from "../db/seed/seed-topup.ts";
import { simulatorEndpoint } from "../sandbox/game-server/server.ts";
import { insertGame } from "../testing/games.ts";
import { insertSession } from "../testing/players.ts";
import { freePort, type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { type Database, openDatabase } from "./client.ts";

/**
 * PostgreSQL ends every connection of the server, then restarts, while players read, claim codes
 * and place top-up orders. The process must stay up, answer "please try again" (503) meanwhile,
 * work again within 5 s of the database coming back, and lose or double no claim and no order.
 * Needs the PostgreSQL binaries (a throwaway cluster of its own is started and restarted).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const script = join(repoRoot(), ".ci/postgres.sh");
if (!onPostgres)
  console.info("database-faults.test: skipped (needs TEST_DATABASE_URL and the PostgreSQL binaries)");

const PLAYERS = 12;

describe.skipIf(!onPostgres)("database faults under load", () => {
  let dir: string;
  let url: string;
  let database: Database;
  let server: ServerProcess;
  const appSecret = loadConfig({ NODE_ENV: "test" }).APP_SECRET;

  const postgres = (...args: string[]) =>
    execFileSync("bash", [script, ...args], { encoding: "utf8" }).trim();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "portal-db-faults-"));
    url = postgres("start", String(await freePort()), dir);
    database = await openDatabase({ url, dataDir: "" });
    server = await startServerProcess({ DATABASE_URL: url, SEED_DEMO: "false", WEB_DIST: "/nonexistent" });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close().catch(() => {});
    if (dir) {
      postgres("stop", dir);
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  async function seed() {
    const db = database.db;
    const gameId = await insertGame(db, { slug: "faults-game", names: { en: "Faults Game" } });
    // The server process runs the simulated game server beside itself (PORT + 100, not production).
    await seedTopupGame(db, gameId, simulatorEndpoint(loadConfig({ PORT: new URL(server.url).port })));
    const [goods] = await db.select().from(topupGoods).where(eq(topupGoods.gameId, gameId));
    const [pack] = await db
      .insert(giftPacks)
      .values({
        gameId,
        texts: { en: { name: "Pack", contents: "gems", instructions: "redeem" } },
        validUntil: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: giftPacks.id });
    const packId = pack?.id ?? 0;
    await db
      .insert(giftCodes)
      .values(Array.from({ length: PLAYERS * 2 }, (_, i) => ({ packId, code: `F-${i}` })));
    const players = await db
      .insert(users)
      .values(Array.from({ length: PLAYERS }, (_, i) => ({ nickname: `DbFault${i}` })))
      .returning({ id: users.id });
    const cookies: string[] = [];
    for (const player of players) {
      await giveRoles(db, player.id, gameId);
      cookies.push(`sid=${await insertSession(db, appSecret, player.id)}`);
    }
    return { gameId, goodsId: goods?.id ?? 0, packId, players: players.map((p) => p.id), cookies };
  }

  /** Every answer the load saw, by status; anything but 200, 409 (already claimed) and 503 is a failure. */
  const statuses = new Map<number, number>();
  let loadRunning = true;

  async function call(path: string, init: RequestInit = {}) {
    try {
      const response = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      return { status: response.status, body: (await response.json()) as { code: number; msg: string } };
    } catch (error) {
      statuses.set(-1, (statuses.get(-1) ?? 0) + 1);
      throw error;
    }
  }

  /** One player's load: reads, the pack's claim until it holds a code, orders each retried by key until placed. */
  async function playerLoad(setup: Awaited<ReturnType<typeof seed>>, index: number, keys: string[]) {
    const headers = { "content-type": "application/json", cookie: setup.cookies[index] ?? "" };
    let claimed = false;
    let order = 0;
    let key = "";
    while (loadRunning || !claimed || key) {
      await delay(5); // a player's pace; the load is 12 players at once
      await call(`/api/giftDetail?giftId=${setup.packId}`, { headers });
      if (!claimed) {
        const claim = await call("/api/doleGift", {
          method: "POST",
          headers,
          body: JSON.stringify({ giftId: setup.packId }),
        });
        claimed = claim.status === 200 || claim.body.code === 4705;
      }
      if (!key && loadRunning) {
        key = `db-fault-${index}-${order++}`;
        keys.push(key);
      }
      if (key) {
        const placed = await call("/api/pay", {
          method: "POST",
          headers,
          body: JSON.stringify({
            appId: setup.gameId,
            serverId: "s1",
            roleId: `r${setup.players[index]}a`,
            goodsId: setup.goodsId,
            region: "US",
            method: "card",
            clientAmount: 1,
            idempotencyKey: key,
          }),
        });
        if (placed.status === 200) key = "";
        else if (placed.status !== 503) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
      }
    }
  }

  async function waitForStatus(path: string, status: number, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = await fetch(`${server.url}${path}`).catch(() => undefined);
      if (answer?.status === status) return answer;
      if (Date.now() > deadline) throw new Error(`${path} did not answer ${status} within ${timeoutMs} ms`);
      await delay(50);
    }
  }

  it("stays up through terminated connections and a restart, then serves again within 5 s", async () => {
    const setup = await seed();
    const keys: string[] = [];
    const load = Promise.all(setup.players.map((_, index) => playerLoad(setup, index, keys)));
    // Let the load run, then end every connection the server holds.
    await waitForStatus("/readyz", 200, 5_000);
    while ((statuses.get(200) ?? 0) < 50) await delay(20);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const killed = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    const afterTerminate = statuses.get(200) ?? 0;
    await waitForStatus("/readyz", 200, 5_000);
    while ((statuses.get(200) ?? 0) < afterTerminate + 30) await delay(20);

    // Now a restart: the database is away for a moment, requests get 503, then it is back.
    postgres("stop", dir);
    const during = await waitForStatus("/readyz", 503, 10_000);
    expect(((await during.json()) as { code: number }).code).toBe(5030);
    const apiDuring = await fetch(`${server.url}/api/giftDetail?giftId=${setup.packId}`, {
      headers: { cookie: "sys_language=zh" },
    });
    expect(apiDuring.status).toBe(503);
    expect(await apiDuring.json()).toEqual({ code: 5030, msg: "服务暂时不可用，请稍后重试", data: null });
    postgres("start", new URL(url).port, dir);
    const back = Date.now();
    await waitForStatus("/readyz", 200, 5_000);
    const recoveredMs = Date.now() - back;
    const beforeMore = statuses.get(200) ?? 0;
    while ((statuses.get(200) ?? 0) < beforeMore + 30) await delay(20);
    loadRunning = false;
    await load;
    console.info(
      `database-faults: back ${recoveredMs} ms after the restart; answers ${JSON.stringify([...statuses])}`,
    );
    expect(recoveredMs).toBeLessThan(5_000);
    expect([...statuses.keys()].filter((status) => ![200, 409, 503].includes(status))).toEqual([]);

    // Nothing lost or doubled: one code per player, one order per key and every key placed.
    const claims = await database.db
      .select({ userId: giftCodes.userId, n: sql<number>`count(*)::int` })
      .from(giftCodes)
      .where(eq(giftCodes.packId, setup.packId))
      .groupBy(giftCodes.userId);
    expect(claims.filter((row) => row.userId !== null).map((row) => row.n)).toEqual(Array(PLAYERS).fill(1));
    const orders = await database.db
      .select({ key: topupOrders.idempotencyKey, n: sql<number>`count(*)::int` })
      .from(topupOrders)
      .groupBy(topupOrders.idempotencyKey);
    expect(orders.every((row) => row.n === 1)).toBe(true);
    expect(new Set(orders.map((row) => row.key))).toEqual(new Set(keys));
  }, 120_000);
});
