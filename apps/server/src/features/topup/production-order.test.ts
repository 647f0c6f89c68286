import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../config.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { giveRoles, seedTopupGame } from "../../db/seed/seed-topup.ts";
import { findDelivery } from "../../sandbox/game-server/store.ts";
import { chromiumArgs, chromiumPath } from "../../testing/chromium.ts";
import { insertGame } from "../../testing/games.ts";
import {
  type OutsideWorld,
  productionSettings,
  startOutsideWorld,
  startProductionPortal,
} from "../../testing/production-portal.ts";
import { freePort, type ServerProcess } from "../../testing/server-process.ts";

/**
 * One order end to end against a portal started exactly as docs/operations.md says for production
 * (NODE_ENV=production and every required setting), on PostgreSQL, with the local Stripe fake, the
 * simulated game server and a local SMTP server: the player registers with a code sent by mail,
 * orders, pays on the provider's checkout page, the signed webhook pays the order, the outbox
 * delivers over the game-server protocol, and the player's browser lands on the result page.
 * Run by `npm test` after the web build (PRODUCTION_E2E=1), with PostgreSQL and Chromium.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const webBuilt = existsSync(join(repoRoot(), "apps/web/dist/index.html"));
const runs = process.env.PRODUCTION_E2E === "1" && Boolean(serverUrl) && existsSync(chromiumPath) && webBuilt;

const email = `player-${randomBytes(3).toString("hex")}@example.com`;
const password = "starquest2026";

let name = "";
let database: Database;
let world: OutsideWorld;
let portal: ServerProcess;
let gameId = 0;

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** The publisher's catalogue as the operator console will enter it: one game, its goods, its server. */
async function publisherCatalogue() {
  const gameId = await insertGame(database.db, { slug: "star-quest", names: { en: "Star Quest" } });
  await seedTopupGame(database.db, gameId, world.gameServer);
  return gameId;
}

describe.skipIf(!runs)("production mode: one order end to end", () => {
  beforeAll(async () => {
    name = `prod_e2e_${randomBytes(4).toString("hex")}`;
    await onServer(`CREATE DATABASE ${name}`);
    const url = Object.assign(new URL(serverUrl ?? ""), { pathname: `/${name}` }).toString();
    database = await openDatabase({ url, dataDir: "" });
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    world = await startOutsideWorld(database, `${publicUrl}/api/topup/webhook/stripe`);
    gameId = await publisherCatalogue();
    portal = await startProductionPortal(productionSettings({ databaseUrl: url, publicUrl, world }), port);
  }, 180_000);

  afterAll(async () => {
    await portal?.stop();
    await world?.close();
    await database?.close();
    if (name) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 60_000);

  it("registers by mail code, pays through Stripe Checkout and sees the delivered order", async () => {
    const origin = portal.url.replace("localhost", "127.0.0.1");
    const headers = { "content-type": "application/json", origin, cookie: "sys_language=en" };
    const post = async (path: string, body: unknown, cookie = "") => {
      const response = await fetch(`${portal.url}${path}`, {
        method: "POST",
        headers: { ...headers, cookie: `${headers.cookie}${cookie ? `; ${cookie}` : ""}` },
        body: JSON.stringify(body),
      });
      return { response, body: (await response.json()) as { code: number; msg: string; data: never } };
    };

    const sent = await post("/api/sendCode", { account: email, purpose: "register" });
    expect(sent.body.code).toBe(200);
    const message = await world.mail.waitFor(email, /\d{6}/);
    const body = message.raw.slice(message.raw.indexOf("\r\n\r\n"));
    const code = body.match(/\b(\d{6})\b/)?.[1] ?? "";
    const registered = await post("/api/register", {
      account: email,
      code,
      password,
      passwordAgain: password,
      consentPersonalData: true,
    });
    expect(registered.body.msg).toBe("ok");
    const sid =
      registered.response.headers
        .getSetCookie()
        .find((c) => c.startsWith("sid="))
        ?.split(";")[0] ?? "";
    expect(sid).toMatch(/^sid=./);
    const uid = (registered.body.data as { uid: number }).uid;
    const { roles } = await giveRoles(database.db, uid, gameId);

    const goods = await fetch(`${portal.url}/api/getGoodsList?appId=${gameId}&region=US`, { headers });
    const goodsList = ((await goods.json()) as { data: { goodsId: number; name: string }[] }).data;
    const gem60 = goodsList[0];
    expect(gem60).toBeDefined();
    const placed = await post(
      "/api/pay",
      {
        appId: gameId,
        serverId: "s1",
        roleId: roles[0],
        goodsId: gem60?.goodsId,
        region: "US",
        method: "card",
        idempotencyKey: randomBytes(8).toString("hex"),
      },
      sid,
    );
    expect(placed.body.code).toBe(200);
    const { orderNo, next } = placed.body.data as { orderNo: string; next: { kind: string; url: string } };
    expect(next.url.startsWith(world.stripe.url)).toBe(true);

    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
    try {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      // The browser keeps what registration set (the session and the web's signed-in marker).
      await context.addCookies([
        ...registered.response.headers.getSetCookie().map((line) => {
          const [pair = ""] = line.split(";");
          const at = pair.indexOf("=");
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: portal.url };
        }),
        { name: "sys_language", value: "en", url: portal.url },
      ]);
      const page = await context.newPage();
      await page.goto(next.url);
      await page.getByRole("button", { name: "Pay" }).click();
      await page.waitForURL(`**/dist/payment/**${orderNo}**`);
      await page
        .getByTestId("result-success")
        .waitFor({ timeout: 30_000 })
        .catch(async (error) => {
          await page.screenshot({ path: "/tmp/prod-e2e-failure.png" });
          throw new Error(
            `${String(error)} at ${page.url()}: ${(await page.textContent("body"))?.slice(0, 300)}`,
          );
        });
      expect(await page.getByTestId("order-card").textContent()).toContain(gem60?.name ?? "?");
    } finally {
      await browser.close();
    }

    const status = await fetch(`${portal.url}/api/getOrderStatus?orderNo=${orderNo}`, {
      headers: { ...headers, cookie: `${headers.cookie}; ${sid}` },
    });
    expect(((await status.json()) as { data: { status: string } }).data.status).toBe("delivered");
    const delivery = await findDelivery(database.db, orderNo);
    expect(delivery?.receiptId).toBeTruthy();
    expect(world.stripe.deliveries.filter((d) => d.status === 200).length).toBeGreaterThan(0);
  }, 180_000);
});
