import { type BroadcastItem, broadcastDetail, broadcastItem } from "@portal/contracts/console/broadcasts";
import { emptyTexts } from "@portal/contracts/console/texts";
import type { MailItem, Message } from "@portal/contracts/messages";
import { paged } from "@portal/contracts/paging";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { gameAccounts, users } from "../../db/schema/account.ts";
import { reservations } from "../../db/schema/game-social.ts";
import { giftCodes } from "../../db/schema/gifts.ts";
import { broadcasts, mailStates, type messages } from "../../db/schema/messages.ts";
import { outbox } from "../../db/schema/platform.ts";
import { auditCount, auditEntriesOf } from "../../testing/audit.ts";
import { registerThroughApi } from "../../testing/auth-helpers.ts";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { addPack } from "../../testing/gifts.ts";
import { createPlayers, signInAs } from "../../testing/players.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { BROADCAST_BATCH_JOB, runBroadcastBatch } from "./broadcasts.service.ts";

let editor: TestClient;
let gameIds: number[];
let ninjaRush: number;

const t = useTestApp();
beforeAll(async () => {
  editor = (await signedInStaff(t, "contentEditor")).client;
  const slugs = await seedTestGames(t);
  gameIds = [...slugs.values()].sort((a, b) => a - b);
  ninjaRush = idOf(slugs, "ninja-rush");
});

const texts = (en: string, zh = "") => ({ ...emptyTexts(), en, zh });
const form = (values: Record<string, unknown> = {}) => ({
  channel: "mail",
  audience: { segment: "all" },
  title: texts("Server maintenance", "服务器维护"),
  body: texts("We are sorry for the downtime.", "维护期间给您带来不便，敬请谅解。"),
  ...values,
});

async function send(values: Record<string, unknown> = {}) {
  const answer = await editor.post<BroadcastItem>("/api/console/broadcasts/create", form(values));
  expect(answer.msg).toBe("ok");
  return broadcastItem.parse(answer.data);
}

async function detail(id: number) {
  const answer = await editor.get<unknown>("/api/console/broadcasts/detail", { id: String(id) });
  expect(answer.code).toBe(200);
  return broadcastDetail.parse(answer.data);
}

const countOf = async (table: typeof broadcasts | typeof mailStates | typeof messages) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** `n` new players who pre-registered `gameId`. */
async function reservists(gameId: number, n: number) {
  const ids = await createPlayers(t, n);
  await t.database.db.insert(reservations).values(ids.map((userId) => ({ userId, gameId })));
  return ids;
}

async function reservistCount(gameId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(reservations)
    .where(eq(reservations.gameId, gameId));
  return row?.n ?? 0;
}

describe("composing", () => {
  test("the preview counts the segment's players and the pack's free codes", async () => {
    const gameId = gameIds[1] ?? 0;
    await reservists(gameId, 3);
    const pack = await addPack(t, gameId, 5, { mailOnly: true });
    const answer = await editor.post<{ players: number; freeCodes: number }>(
      "/api/console/broadcasts/preview",
      {
        audience: { segment: "reservists", gameId },
        giftPackId: pack,
      },
    );
    expect(answer.data).toEqual({ players: await reservistCount(gameId), freeCodes: 5 });
  });

  test("players of a game are those with an account in it; anonymised accounts are nobody", async () => {
    const gameId = gameIds[5] ?? 0;
    const [player, gone] = await createPlayers(t, 2);
    await t.database.db.insert(gameAccounts).values([
      { appId: gameId, openId: `open-${player}`, userId: player ?? 0 },
      { appId: gameId, openId: `open-${player}-2`, userId: player ?? 0 },
      { appId: gameId, openId: `open-${gone}`, userId: gone ?? 0 },
    ]);
    await t.database.db
      .update(users)
      .set({ anonymisedAt: t.clock.now })
      .where(eq(users.id, gone ?? 0));
    const preview = async (audience: Record<string, unknown>) =>
      (await editor.post<{ players: number }>("/api/console/broadcasts/preview", { audience })).data.players;
    expect(await preview({ segment: "game", gameId })).toBe(1);
    const [everyone] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(isNull(users.anonymisedAt));
    expect(await preview({ segment: "all" })).toBe(everyone?.n);
  });

  test("players of a language are those who last used the portal in it, signed in", async () => {
    const [thai, thaiThenVietnamese, noCookie] = await createPlayers(t, 3);
    const preview = async () =>
      (
        await editor.post<{ players: number }>("/api/console/broadcasts/preview", {
          audience: { segment: "language", language: "th" },
        })
      ).data.players;
    const before = await preview();
    await (await signInAs(t, thai ?? 0, "th")).get("/api/myRegion");
    const switching = await signInAs(t, thaiThenVietnamese ?? 0, "th");
    await switching.get("/api/myRegion");
    expect(await preview()).toBe(before + 2);
    switching.cookies.set("sys_language", "vi");
    await switching.get("/api/myRegion");
    // A request without the language cookie says nothing about the player's language.
    const bare = await signInAs(t, noCookie ?? 0, "th");
    bare.cookies.delete("sys_language");
    await bare.get("/api/myRegion");
    expect(await preview()).toBe(before + 1);
    const [row] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, noCookie ?? 0));
    expect(row?.language).toBeNull();
    // Signing in (here: registering) in Thai notes the language at once, before any other request.
    await registerThroughApi(t, t.client("th"), "thai-sign-up@example.com");
    expect(await preview()).toBe(before + 2);
    const refused = await editor.post("/api/console/broadcasts/preview", {
      audience: { segment: "language" },
    });
    expect(refused.code).toBe(400);
  });

  test("bad broadcasts are refused with a clear message and write nothing", async () => {
    const gameId = gameIds[2] ?? 0;
    await reservists(gameId, 3);
    const before = {
      broadcasts: await countOf(broadcasts),
      audit: await auditCount(t),
    };
    const refuse = async (values: Record<string, unknown>, code: number, msg: string) => {
      const answer = await editor.post("/api/console/broadcasts/create", form(values));
      expect({ code: answer.code, msg: answer.msg }).toEqual({ code, msg });
    };
    await refuse(
      { audience: { segment: "vip", minVipLevel: 20 } },
      5231,
      "No player is in this segment: nothing to send",
    );
    const fewCodes = await addPack(t, gameId, 2, { mailOnly: true });
    await refuse(
      { audience: { segment: "reservists", gameId }, giftPackId: fewCodes },
      5232,
      `The gift pack has 2 free codes for ${await reservistCount(gameId)} players`,
    );
    const listed = await addPack(t, gameId, 10);
    await refuse(
      { audience: { segment: "reservists", gameId }, giftPackId: listed },
      5234,
      "Only a mail-only gift pack can go with a broadcast",
    );
    await refuse(
      { channel: "notice", audience: { segment: "reservists", gameId }, giftPackId: fewCodes },
      5235,
      "A gift can only go with a mail, not with a notice",
    );
    await refuse(
      { sendAt: new Date(t.clock.now.getTime() - 3_600_000).toISOString() },
      5236,
      "The sending time has already passed",
    );
    await refuse({ audience: { segment: "reservists" } }, 400, "cannot be empty");
    await refuse(
      { title: texts("") },
      400,
      "Title: Give the English text too: it is shown where no other language fits",
    );
    expect(await countOf(broadcasts)).toBe(before.broadcasts);
    expect(await auditCount(t)).toBe(before.audit);
  });

  test("the refusal is in the console's language", async () => {
    editor.cookies.set("console_language", "zh");
    const answer = await editor.post(
      "/api/console/broadcasts/create",
      form({ audience: { segment: "vip", minVipLevel: 20 } }),
    );
    editor.cookies.set("console_language", "en");
    expect(answer.msg).toBe("该人群中没有玩家，无法发送");
  });

  test("only staff with content.edit may see or send broadcasts", async () => {
    const support = (await signedInStaff(t, "supportAgent")).client;
    expect((await support.get("/api/console/broadcasts")).code).toBe(5103);
    expect((await support.post("/api/console/broadcasts/create", form())).code).toBe(5103);
    const owner = (await signedInStaff(t, "owner")).client;
    expect((await owner.get("/api/console/broadcasts")).code).toBe(200);
  });
});

describe("a mail with a gift to a game's reservists", () => {
  test("reaches each reservist exactly once, who claims a code; counts follow", async () => {
    const gameId = ninjaRush;
    const [first, second, third] = await reservists(gameId, 3);
    const [outsider] = await createPlayers(t, 1);
    const pack = await addPack(t, gameId, 10, { mailOnly: true });
    const sent = await send({ audience: { segment: "reservists", gameId }, giftPackId: pack });
    expect(sent).toMatchObject({
      status: "scheduled",
      segmentSize: 3,
      counts: { sent: 0, read: 0, claimed: 0 },
    });
    await t.drainOutbox();
    await t.drainOutbox();

    const [delivered] = await t.database.db
      .select({ n: count() })
      .from(mailStates)
      .where(
        eq(
          mailStates.mailId,
          (await t.database.db.select().from(broadcasts).where(eq(broadcasts.id, sent.id)))[0]?.mailId ?? 0,
        ),
      );
    expect(delivered?.n).toBe(await reservistCount(gameId));

    const reader = await signInAs(t, first ?? 0, "zh");
    const inbox = await reader.get<{ items: MailItem[] }>("/api/mail");
    const mine = inbox.data.items.filter((item) => item.title === "服务器维护");
    expect(mine).toHaveLength(1);
    const claim = await reader.post<MailItem>("/api/claimMailGift", { id: mine[0]?.id });
    expect(claim.data.giftClaimed).toBe(true);
    expect(claim.data.giftCode).toMatch(new RegExp(`^P${pack}-C`));
    await (await signInAs(t, second ?? 0)).post("/api/updateMail", {});

    const outsiderInbox = await (await signInAs(t, outsider ?? 0)).get<{ items: MailItem[] }>("/api/mail");
    expect(outsiderInbox.data.items.some((item) => item.title === "Server maintenance")).toBe(false);

    const shown = await detail(sent.id);
    expect(shown).toMatchObject({ status: "sent", counts: { sent: 3, read: 2, claimed: 1 }, gameId });
    expect(shown.bodies.zh).toBe("维护期间给您带来不便，敬请谅解。");
    const list = paged(broadcastItem).parse((await editor.get("/api/console/broadcasts")).data);
    expect(list.items.find((item) => item.id === sent.id)?.counts).toEqual({ sent: 3, read: 2, claimed: 1 });
    editor.cookies.set("console_language", "zh");
    const inChinese = paged(broadcastItem).parse((await editor.get("/api/console/broadcasts")).data);
    editor.cookies.set("console_language", "en");
    expect(inChinese.items.find((item) => item.id === sent.id)).toMatchObject({
      title: "服务器维护",
      gameName: "忍者冲刺",
    });
    const [claimedCodes] = await t.database.db
      .select({ n: count() })
      .from(giftCodes)
      .where(and(eq(giftCodes.packId, pack), isNotNull(giftCodes.userId)));
    expect(claimedCodes?.n).toBe(1);
    expect(third).toBeDefined();

    const [audit] = await auditEntriesOf(t, { action: "broadcast.create", subjectId: sent.id });
    expect(audit?.after).toMatchObject({ id: sent.id, segment: "reservists", giftPackId: pack });
  });
});

describe("batches", () => {
  test("each batch delivers once even when it runs again or in two processes at once", async () => {
    const gameId = gameIds[4] ?? 0;
    const players = await reservists(gameId, 7);
    const later = new Date(t.clock.now.getTime() + 3_600_000).toISOString();
    const sent = await send({ audience: { segment: "reservists", gameId }, sendAt: later });
    const deliveries = async () => (await detail(sent.id)).counts.sent;

    await Promise.all(Array.from({ length: 6 }, () => runBroadcastBatch(t.deps, sent.id, 0, 3)));
    expect(await deliveries()).toBe(3);
    await runBroadcastBatch(t.deps, sent.id, 0, 3); // a retry of the first batch
    expect(await deliveries()).toBe(3);
    const next = await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, BROADCAST_BATCH_JOB), eq(outbox.status, "pending")));
    const payloads = next.map((job) => job.payload as { broadcastId: number; after: number });
    const following = payloads.filter((payload) => payload.broadcastId === sent.id);
    // The scheduled first job, and exactly one next batch (after the third player).
    expect(following.map((payload) => payload.after).sort((a, b) => a - b)).toEqual([0, players[2]]);

    await Promise.all(
      Array.from({ length: 4 }, () => runBroadcastBatch(t.deps, sent.id, players[2] ?? 0, 3)),
    );
    await runBroadcastBatch(t.deps, sent.id, players[5] ?? 0, 3);
    await runBroadcastBatch(t.deps, sent.id, players[5] ?? 0, 3);
    expect(await deliveries()).toBe(await reservistCount(gameId));
    expect((await detail(sent.id)).status).toBe("sent");
  });
});

describe("scheduling", () => {
  test("a scheduled broadcast waits for its time and can be cancelled before; a stale cancel is refused", async () => {
    const [vip] = await createPlayers(t, 1, { vipLevel: 9 });
    const later = new Date(t.clock.now.getTime() + 3_600_000).toISOString();
    const sent = await send({
      channel: "notice",
      audience: { segment: "vip", minVipLevel: 9 },
      sendAt: later,
    });
    await t.drainOutbox();
    expect((await detail(sent.id)).counts.sent).toBe(0);

    const cancelled = await editor.post<BroadcastItem>("/api/console/broadcasts/cancel", {
      id: sent.id,
      version: 1,
    });
    expect(cancelled.data).toMatchObject({ status: "cancelled", version: 2 });
    const stale = await editor.post("/api/console/broadcasts/cancel", { id: sent.id, version: 1 });
    expect(stale.code).toBe(5110);
    const again = await editor.post("/api/console/broadcasts/cancel", { id: sent.id, version: 2 });
    expect(again.code).toBe(5233);

    // Its time comes: the job runs and delivers nothing.
    await t.database.db
      .update(outbox)
      .set({ runAt: new Date(0) })
      .where(eq(outbox.kind, BROADCAST_BATCH_JOB));
    await t.drainOutbox();
    expect((await detail(sent.id)).counts.sent).toBe(0);
    const reader = await signInAs(t, vip ?? 0);
    const notices = await reader.get<{ items: Message[] }>("/api/systemMessages");
    expect(notices.data.items).toHaveLength(0);
    const audited = await auditEntriesOf(t, { action: "broadcast.cancel", subjectId: sent.id });
    expect(audited).toHaveLength(1);
  });

  test("a notice reaches the segment's players in their language, except those who turned system messages off", async () => {
    const [reader, silent] = await createPlayers(t, 2, { vipLevel: 12 });
    const silentClient = await signInAs(t, silent ?? 0);
    await silentClient.post("/api/personalMessageSetting", { type: "system", enabled: false });
    const sent = await send({ channel: "notice", audience: { segment: "vip", minVipLevel: 12 } });
    await t.drainOutbox();
    const zh = await (await signInAs(t, reader ?? 0, "zh")).get<{ items: Message[] }>("/api/systemMessages");
    expect(zh.data.items).toHaveLength(1);
    expect(zh.data.items[0]).toMatchObject({ kind: "broadcastNotice", params: { title: "服务器维护" } });
    expect(zh.data.items[0]?.excerpt).toBe("维护期间给您带来不便，敬请谅解。");
    expect((await silentClient.get<{ items: Message[] }>("/api/systemMessages")).data.items).toHaveLength(0);
    expect((await detail(sent.id)).counts).toEqual({ sent: 1, read: 0, claimed: 0 });
  });
});
