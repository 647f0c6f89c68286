import type { Message, UnreadCounts } from "@portal/contracts/messages";
import { REFRESH_MESSAGES_MAX_MS, REFRESH_MESSAGES_MS } from "@portal/contracts/messages";
import { describe, expect, test } from "vitest";
import { reservations } from "../../db/schema/game-social.ts";
import { mails } from "../../db/schema/messages.ts";
import { addGame } from "../../testing/games.ts";
import { addPack } from "../../testing/gifts.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { notify, withdraw } from "./messages.service.ts";

const t = useTestApp();

type Page = { items: Message[]; total: number };
const counts = async (client: ReturnType<TestApp["client"]>) =>
  (await client.get<UnreadCounts>("/api/personalMessageNotice")).data;

describe("personal messages", () => {
  test("a reply makes one unread message for the author, with who, what and where", async () => {
    const author = await newSignedInPlayer(t);
    const replier = await newSignedInPlayer(t);
    const event = {
      userId: author.id,
      kind: "reviewReply" as const,
      subject: "reply:1",
      link: "/game/1?review=7",
      actorId: replier.id,
      excerpt: "Totally agree with you",
    };
    const db = t.database.db;
    expect(await notify(db, event)).toBe(true);
    expect(await notify(db, event)).toBe(false);

    const list = (await author.client.get<Page>("/api/personalMessageReply")).data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      type: "reply",
      kind: "reviewReply",
      link: "/game/1?review=7",
      excerpt: "Totally agree with you",
      actor: { uid: replier.id },
      read: false,
    });
    expect(await counts(author.client)).toMatchObject({ reply: 1, total: 1 });
    // the replier hears nothing, and cannot see the author's messages
    expect((await replier.client.get<Page>("/api/personalMessageReply")).data.total).toBe(0);
  });

  test("a player never hears about their own action", async () => {
    const player = await newSignedInPlayer(t);
    const own = {
      userId: player.id,
      kind: "reviewLike" as const,
      subject: "review:9",
      link: "/",
      actorId: player.id,
    };
    expect(await notify(t.database.db, own)).toBe(false);
    expect((await counts(player.client)).total).toBe(0);
  });

  test("likes on one thing group into one message; an undone like leaves nothing behind", async () => {
    const author = await newSignedInPlayer(t);
    const fans = await Promise.all(Array.from({ length: 13 }, () => newSignedInPlayer(t)));
    const like = (actorId: number) => ({
      userId: author.id,
      kind: "reviewLike" as const,
      subject: "review:42",
      link: "/game/1?review=42",
      actorId,
    });
    await Promise.all(fans.map((fan) => t.database.db.transaction((tx) => notify(tx, like(fan.id)))));
    await notify(t.database.db, like(fans[0]?.id ?? 0));

    let list = (await author.client.get<Page>("/api/personalMessageLike")).data;
    expect(list.total).toBe(1);
    expect(list.items[0]?.actorCount).toBe(13);
    expect(await counts(author.client)).toMatchObject({ like: 1, total: 1 });

    for (const fan of fans.slice(0, 12)) await withdraw(t.database.db, like(fan.id));
    list = (await author.client.get<Page>("/api/personalMessageLike")).data;
    expect(list.items[0]).toMatchObject({ actorCount: 1, actor: { uid: fans[12]?.id } });

    await withdraw(t.database.db, like(fans[12]?.id ?? 0));
    expect((await author.client.get<Page>("/api/personalMessageLike")).data.total).toBe(0);
    expect((await counts(author.client)).total).toBe(0);
  });

  test("a type switched off creates no message; switched on again it does", async () => {
    const player = await newSignedInPlayer(t);
    const follower = await newSignedInPlayer(t);
    const off = await player.client.post("/api/personalMessageSetting", { type: "follow", enabled: false });
    expect(off.data).toEqual({ system: true, reply: true, like: true, follow: false });
    const follow = {
      userId: player.id,
      kind: "newFollower" as const,
      subject: `user:${follower.id}`,
      link: `/user/${follower.id}`,
      actorId: follower.id,
    };
    expect(await notify(t.database.db, follow)).toBe(false);
    expect((await counts(player.client)).follow).toBe(0);

    await player.client.post("/api/personalMessageSetting", { type: "follow", enabled: true });
    expect(await notify(t.database.db, follow)).toBe(true);
    expect((await player.client.get("/api/personalMessageSettingStatus")).data).toMatchObject({
      follow: true,
    });
    expect((await counts(player.client)).follow).toBe(1);

    const bad = await player.client.post("/api/personalMessageSetting", { type: "spam", enabled: false });
    expect(bad.code).toBe(400);
  });

  test("reading one message, one tab or all clears exactly those counts", async () => {
    const player = await newSignedInPlayer(t);
    const actor = await newSignedInPlayer(t);
    const db = t.database.db;
    for (let i = 0; i < 3; i++)
      await notify(db, {
        userId: player.id,
        kind: "postComment",
        subject: `c:${i}`,
        link: "/",
        actorId: actor.id,
      });
    await notify(db, {
      userId: player.id,
      kind: "orderDelivered",
      subject: "order:1",
      link: "/payment/success/1",
    });
    expect(await counts(player.client)).toMatchObject({ reply: 3, system: 1, total: 4 });

    const first = (await player.client.get<Page>("/api/personalMessageReply")).data.items[0];
    const afterOne = await player.client.post<UnreadCounts>("/api/readMessages", { id: first?.id });
    expect(afterOne.data).toMatchObject({ reply: 2, system: 1, total: 3 });
    // another player's message id changes nothing of theirs
    await actor.client.post("/api/readMessages", { id: first?.id });

    const afterTab = await player.client.post<UnreadCounts>("/api/readMessages", { type: "reply" });
    expect(afterTab.data).toMatchObject({ reply: 0, system: 1, total: 1 });
    const afterAll = await player.client.post<UnreadCounts>("/api/readMessages", {});
    expect(afterAll.data.total).toBe(0);
  });

  test("counts stay right with thousands of unread messages", async () => {
    const player = await newSignedInPlayer(t);
    const actor = await newSignedInPlayer(t);
    const { messages } = await import("../../db/schema/messages.ts");
    await t.database.db.insert(messages).values(
      Array.from({ length: 2000 }, (_, i) => ({
        userId: player.id,
        type: "reply" as const,
        kind: "postComment",
        subject: `bulk:${i}`,
        link: "/",
        actorId: actor.id,
      })),
    );
    expect(await counts(player.client)).toMatchObject({ reply: 2000, total: 2000 });
    const page = (await player.client.get<Page>("/api/personalMessageReply?page=3&pageSize=50")).data;
    expect(page.items).toHaveLength(50);
    expect(page.total).toBe(2000);
  });

  test("refreshing backs off while nothing changes and comes back when something does", async () => {
    const player = await newSignedInPlayer(t);
    const first = (await player.client.get<UnreadCounts & { next: number }>("/api/refreshMessage")).data;
    expect(first.next).toBe(REFRESH_MESSAGES_MS);
    const quiet = await player.client.get<{ next: number }>(
      `/api/refreshMessage?seen=${first.total}&waited=${first.next}`,
    );
    expect(quiet.data.next).toBe(REFRESH_MESSAGES_MS * 2);
    const longQuiet = await player.client.get<{ next: number }>(
      `/api/refreshMessage?seen=${first.total}&waited=${REFRESH_MESSAGES_MAX_MS}`,
    );
    expect(longQuiet.data.next).toBe(REFRESH_MESSAGES_MAX_MS);
    await notify(t.database.db, {
      userId: player.id,
      kind: "packClaimable",
      subject: "pack:1",
      link: "/gift/1",
    });
    const changed = await player.client.get<{ next: number; system: number }>(
      `/api/refreshMessage?seen=${first.total}&waited=${REFRESH_MESSAGES_MAX_MS}`,
    );
    expect(changed.data).toMatchObject({ next: REFRESH_MESSAGES_MS, system: 1 });
  });

  test("a visitor gets notSignedIn", async () => {
    expect((await t.client().get("/api/personalMessageNotice")).code).toBe(401);
    expect((await t.client().get("/api/mail")).code).toBe(401);
  });
});

describe("game launch", () => {
  test("players who pre-registered hear once that the game is live; others and non-staff do not", async () => {
    const gm = await newSignedInPlayer(t, "en", { roles: ["player", "gm"] });
    const reserver = await newSignedInPlayer(t, "zh");
    const bystander = await newSignedInPlayer(t);
    const appId = await addGame(t, {
      slug: "launch-me",
      status: "upcoming",
      names: { en: "Launch Me", zh: "即将上线" },
    });
    await t.database.db.insert(reservations).values({ userId: reserver.id, gameId: appId });

    expect((await bystander.client.post("/api/gm/launchGame", { appId })).code).toBe(403);
    const launched = await gm.client.post("/api/gm/launchGame", { appId });
    expect(launched.data).toEqual({ appId, notified: 1 });
    expect((await gm.client.post("/api/gm/launchGame", { appId })).code).toBe(4903);
    expect((await gm.client.post("/api/gm/launchGame", { appId: 987654 })).code).toBe(4041);

    const system = (await reserver.client.get<Page>("/api/systemMessages")).data;
    expect(system.items).toHaveLength(1);
    expect(system.items[0]).toMatchObject({
      kind: "gameLaunched",
      link: `/game/${appId}`,
      params: { game: "即将上线" },
    });
    expect((await counts(bystander.client)).total).toBe(0);
  });
});

describe("mail", () => {
  const text = (en: string) => ({ en, zh: `${en}（中文）` });

  test("mail to one player, a VIP segment and everyone reaches exactly the right readers", async () => {
    const gm = await newSignedInPlayer(t, "en", { roles: ["player", "gm"] });
    const vip = await newSignedInPlayer(t, "zh-hant", { vipLevel: 3 });
    const plain = await newSignedInPlayer(t);
    const send = (body: Record<string, unknown>) => gm.client.post<{ id: number }>("/api/gm/sendMail", body);

    expect(
      (await send({ audience: "player", uid: plain.id, title: text("Hi"), body: text("Just you") })).code,
    ).toBe(200);
    expect(
      (await send({ audience: "vip", minVipLevel: 2, title: text("VIP"), body: text("Thanks") })).code,
    ).toBe(200);
    expect(
      (await send({ audience: "everyone", title: text("Update"), body: text("Maintenance") })).code,
    ).toBe(200);

    const vipMail = (await vip.client.get<{ items: { title: string }[] }>("/api/mail")).data.items;
    expect(vipMail.map((m) => m.title)).toEqual(["Update（中文）", "VIP（中文）"]);
    const plainMail = (await plain.client.get<{ items: { title: string }[] }>("/api/mail")).data.items;
    expect(plainMail.map((m) => m.title)).toEqual(["Update", "Hi"]);
    expect((await plain.client.get("/api/countMail")).data).toEqual({ unread: 2 });

    // a player who joins later does not get the old broadcast
    const newcomer = await newSignedInPlayer(t);
    expect((await newcomer.client.get("/api/countMail")).data).toEqual({ unread: 0 });
  });

  test("mail pages by cursor: page 2 after nextCursor is page 2 by number; the total counts every mail", async () => {
    const reader = await newSignedInPlayer(t);
    const other = await newSignedInPlayer(t);
    const mail = (n: number) => ({ title: { en: `Mail ${n}` }, body: { en: "B" } });
    await t.database.db.insert(mails).values([
      ...Array.from({ length: 22 }, (_, n) => ({
        audience: "player" as const,
        userId: reader.id,
        ...mail(n),
      })),
      { audience: "player", userId: other.id, ...mail(99) },
      { audience: "everyone", ...mail(100) },
    ]);
    type MailPage = {
      items: { id: number }[];
      total: number;
      page: number;
      hasMore: boolean;
      nextCursor?: string;
    };
    const get = async (query: string) =>
      (await reader.client.get<MailPage>(`/api/mail?pageSize=10&${query}`)).data;
    const first = await get("page=1");
    expect(first).toMatchObject({ total: 23, hasMore: true });
    expect(first.nextCursor).toBe(String(first.items.at(-1)?.id));
    const second = await get(`page=2&cursor=${first.nextCursor}`);
    expect(second.items).toEqual((await get("page=2")).items);
    const third = await get(`page=3&cursor=${second.nextCursor}`);
    expect(third.items).toHaveLength(3);
    expect(third.nextCursor).toBeUndefined();
    const seen = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(seen).size).toBe(23);
    expect((await reader.client.get("/api/mail?cursor=x1")).code).toBe(400);
  });

  test("only staff send mail, and bad mail is refused with the field named", async () => {
    const player = await newSignedInPlayer(t);
    const gm = await newSignedInPlayer(t, "en", { roles: ["player", "gm"] });
    const mail = { audience: "everyone", title: text("x"), body: text("y") };
    expect((await player.client.post("/api/gm/sendMail", mail)).code).toBe(403);
    const noUid = await gm.client.post("/api/gm/sendMail", { ...mail, audience: "player" });
    expect(noUid.code).toBe(400);
    expect(noUid.msg).toContain("Choose the player to send it to");
    const noEnglish = await gm.client.post("/api/gm/sendMail", { ...mail, title: { zh: "只有中文" } });
    expect(noEnglish.code).toBe(400);
    // what the mail points at must exist: a player, a pack, a game
    const toNobody = await gm.client.post("/api/gm/sendMail", { ...mail, audience: "player", uid: 987654 });
    expect(toNobody.code).toBe(4012);
    expect((await gm.client.post("/api/gm/sendMail", { ...mail, giftPackId: 987654 })).code).toBe(4702);
    expect((await gm.client.post("/api/gm/sendMail", { ...mail, appId: 987654 })).code).toBe(4041);
    expect((await player.client.get<{ unread: number }>("/api/countMail")).data.unread).toBe(0);
  });

  /** A mail-only pack with `codes` codes (claimable through mail alone). */
  async function mailPack(codes: number) {
    const appId = await addGame(t, { slug: `mail-pack-${Math.random()}`, names: { en: "Mail Game" } });
    return addPack(t, appId, codes, { mailOnly: true });
  }

  test("reading marks one or all read; another player's mail cannot be read or claimed", async () => {
    const gm = await newSignedInPlayer(t, "en", { roles: ["player", "gm"] });
    const owner = await newSignedInPlayer(t);
    const other = await newSignedInPlayer(t);
    const packId = await mailPack(3);
    const gift = await gm.client.post<{ id: number }>("/api/gm/sendMail", {
      audience: "player",
      uid: owner.id,
      title: text("Sorry"),
      body: text("Compensation for the outage"),
      giftPackId: packId,
    });
    const id = gift.data.id;
    const listed = (await owner.client.get<{ items: Record<string, unknown>[] }>("/api/mail")).data.items[0];
    expect(listed).toMatchObject({ id, hasGift: true, giftClaimed: false, giftCode: null, read: false });

    expect((await other.client.post("/api/updateMail", { id })).code).toBe(4901);
    expect((await other.client.post("/api/claimMailGift", { id })).code).toBe(4901);

    const claims = await Promise.all(
      Array.from({ length: 5 }, () => owner.client.post("/api/claimMailGift", { id })),
    );
    expect(claims.map((c) => c.code)).toEqual([200, 200, 200, 200, 200]);
    expect(claims[0]?.data).toMatchObject({ giftClaimed: true, giftCode: `P${packId}-C0`, read: true });
    expect((await owner.client.get("/api/countMail")).data).toEqual({ unread: 0 });
    // the code is in the game box, once; the pack itself is on no pack page and cannot be claimed there
    const box = (await owner.client.get<{ items: { code: string }[] }>("/api/myGiftCodes")).data.items;
    expect(box.map((entry) => entry.code)).toEqual([`P${packId}-C0`]);
    expect((await owner.client.get("/api/giftDetail", { giftId: String(packId) })).code).toBe(4702);
    expect((await other.client.post("/api/doleGift", { giftId: packId })).code).toBe(4702);
    const packPages = await other.client.get<{ items: { giftId: number }[] }>("/api/giftList");
    expect(packPages.data.items.map((pack) => pack.giftId)).not.toContain(packId);

    const plainMail = await gm.client.post<{ id: number }>("/api/gm/sendMail", {
      audience: "player",
      uid: owner.id,
      title: text("News"),
      body: text("No gift here"),
    });
    expect((await owner.client.post("/api/claimMailGift", { id: plainMail.data.id })).code).toBe(4902);
    expect((await owner.client.post("/api/updateMail", {})).data).toEqual({ unread: 0 });
  });

  test("a mail to everyone with a pack of fewer codes than readers: each code goes once, the rest are told sold out", async () => {
    const gm = await newSignedInPlayer(t, "en", { roles: ["player", "gm"] });
    const packId = await mailPack(2);
    const readers = await Promise.all(Array.from({ length: 4 }, () => newSignedInPlayer(t)));
    const sent = await gm.client.post<{ id: number }>("/api/gm/sendMail", {
      audience: "everyone",
      title: text("Launch gift"),
      body: text("First come, first served"),
      giftPackId: packId,
    });
    const answers = await Promise.all(
      readers.map((reader) =>
        reader.client.post<{ giftCode: string }>("/api/claimMailGift", { id: sent.data.id }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.code === 4704)).toHaveLength(2);
    expect(new Set(answers.filter((a) => a.code === 200).map((a) => a.data.giftCode)).size).toBe(2);
  });
});
