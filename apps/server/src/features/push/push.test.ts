import type { PushSettings } from "@portal/contracts/push";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import webpush from "web-push";
import { createPushSender } from "../../adapters/push.ts";
import { loadConfig } from "../../config.ts";
import { users } from "../../db/schema/account.ts";
import { reservations } from "../../db/schema/game-social.ts";
import { outbox } from "../../db/schema/platform.ts";
import { pushSubscriptions } from "../../db/schema/push.ts";
import { type PushServiceFake, startPushServiceFake } from "../../testing/fakes/push-service-fake.ts";
import { addGame } from "../../testing/games.ts";
import { addPack } from "../../testing/gifts.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { notify } from "../messages/messages.service.ts";
import { isPushServiceAddress, MAX_DEVICES } from "./push.service.ts";

const vapid = webpush.generateVAPIDKeys();
const pushEnv = {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: "mailto:ops@portal.example",
};

let t: TestApp;
let fake: PushServiceFake;
beforeAll(async () => {
  fake = await startPushServiceFake();
  t = await createTestApp(pushEnv);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Player = Awaited<ReturnType<typeof newSignedInPlayer>>;
const subscriptionsOf = async (userId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  )[0]?.n;

/** A player's new browser subscribes and turns the given topics on. */
async function optIn(player: Player, ...topics: string[]) {
  const browser = fake.newBrowser();
  const subscribed = await player.client.post<PushSettings>("/api/push/subscribe", browser.subscription);
  expect(subscribed.code).toBe(200);
  for (const topic of topics)
    expect((await player.client.post("/api/push/topic", { topic, enabled: true })).code).toBe(200);
  return browser;
}

describe("opting in", () => {
  test("push is off by default per topic; the settings carry the public key and the device count", async () => {
    const player = await newSignedInPlayer(t);
    const before = await player.client.get<PushSettings>("/api/push/settings");
    expect(before.data).toEqual({
      publicKey: vapid.publicKey,
      topics: { reply: false, like: false, follow: false, system: false, mail: false },
      devices: 0,
    });
    await optIn(player, "reply", "mail");
    const browser = await optIn(player);
    // the same browser again is one device, not two
    await player.client.post("/api/push/subscribe", browser.subscription);
    const after = (await player.client.get<PushSettings>("/api/push/settings")).data;
    expect(after.topics).toMatchObject({ reply: true, mail: true, like: false });
    expect(after.devices).toBe(2);
    const off = await player.client.post<PushSettings>("/api/push/unsubscribe", {
      endpoint: browser.subscription.endpoint,
    });
    expect(off.data.devices).toBe(1);
    expect((await t.client().get("/api/push/settings")).code).toBe(401);
  });

  test("bodies not in the browser's format, huge or foreign endpoints: a clear message, nothing stored", async () => {
    const player = await newSignedInPlayer(t, "zh");
    const good = fake.newBrowser().subscription;
    const bad: [string, unknown, number][] = [
      ["no keys", { endpoint: good.endpoint }, 400],
      ["short p256dh", { ...good, keys: { ...good.keys, p256dh: "abc" } }, 400],
      ["auth not base64url", { ...good, keys: { ...good.keys, auth: "%%%%%%%%%%%%%%%%%%%%%%" } }, 400],
      ["a list", [good], 400],
      [
        "huge endpoint",
        { ...good, endpoint: `https://fcm.googleapis.com/fcm/send/${"x".repeat(5000)}` },
        400,
      ],
      ["plain http", { ...good, endpoint: "http://fcm.googleapis.com/fcm/send/abc" }, 4951],
      ["foreign host", { ...good, endpoint: "https://attacker.example/fcm/send/abc" }, 4951],
      ["look-alike host", { ...good, endpoint: "https://fcm.googleapis.com.attacker.example/x" }, 4951],
      ["other port", { ...good, endpoint: "https://fcm.googleapis.com:8443/fcm/send/abc" }, 4951],
      ["private address", { ...good, endpoint: "https://10.0.0.1/push/abc" }, 4951],
      ["not a URL", { ...good, endpoint: "fcm.googleapis.com/abc" }, 4951],
      ["NUL byte", { ...good, endpoint: `${good.endpoint}\u0000` }, 400],
    ];
    for (const [what, body, code] of bad) {
      const answer = await player.client.post("/api/push/subscribe", body);
      expect(answer.code, what).toBe(code);
      expect(answer.msg, what).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await player.client.post("/api/push/topic", { topic: "gifts", enabled: true })).code).toBe(400);
    expect(await subscriptionsOf(player.id)).toBe(0);
  });

  test("only push services' https addresses; the loopback fake only outside production", () => {
    expect(isPushServiceAddress("https://fcm.googleapis.com/fcm/send/a", true)).toBe(true);
    expect(isPushServiceAddress("https://updates.push.services.mozilla.com/wpush/v2/a", true)).toBe(true);
    expect(isPushServiceAddress("https://web.push.apple.com/QG", true)).toBe(true);
    expect(isPushServiceAddress("https://wns2-par02p.notify.windows.com/w/?token=a", true)).toBe(true);
    expect(isPushServiceAddress(`${fake.url}/push/a`, true)).toBe(false);
    expect(isPushServiceAddress(`${fake.url}/push/a`, false)).toBe(true);
    expect(isPushServiceAddress("https://user:pw@fcm.googleapis.com/a", true)).toBe(false);
  });

  test(`at most ${MAX_DEVICES} browsers per player`, async () => {
    const player = await newSignedInPlayer(t);
    for (let i = 0; i < MAX_DEVICES; i++) await optIn(player);
    const one = await player.client.post("/api/push/subscribe", fake.newBrowser().subscription);
    expect(one.code).toBe(4952);
    expect(await subscriptionsOf(player.id)).toBe(MAX_DEVICES);
  });
});

describe("pushes through the outbox, encrypted, in the browser's language", () => {
  test("a reply arrives once, decrypts to the localized notification and opens the reply", async () => {
    const author = await newSignedInPlayer(t, "zh");
    const replier = await newSignedInPlayer(t);
    const browser = await optIn(author, "reply");
    const event = {
      userId: author.id,
      kind: "reviewReply" as const,
      subject: `reply:${author.id}`,
      link: "/game/1?review=7",
      actorId: replier.id,
      excerpt: "Agreed",
    };
    await notify(t.database.db, event);
    await notify(t.database.db, event);
    await t.drainOutbox();
    const [{ nickname } = { nickname: "" }] = await t.database.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, replier.id));
    expect(browser.received).toEqual([
      { title: "游戏门户", body: `${nickname}回复了你的评价`, url: "/dist/game/1?review=7" },
    ]);
    const delivered = fake.pushes.filter((push) => push.endpoint === browser.subscription.endpoint);
    expect(delivered).toEqual([
      {
        endpoint: browser.subscription.endpoint,
        ttl: "86400",
        vapidValid: true,
        vapidPublicKey: vapid.publicKey,
      },
    ]);
  });

  test("a topic left off sends nothing; a message type switched off sends nothing", async () => {
    const player = await newSignedInPlayer(t);
    const browser = await optIn(player, "like");
    await player.client.post("/api/personalMessageSetting", { type: "like", enabled: false });
    const other = await newSignedInPlayer(t);
    await notify(t.database.db, {
      userId: player.id,
      kind: "reviewReply",
      subject: "reply:x",
      link: "/",
      actorId: other.id,
    });
    await notify(t.database.db, {
      userId: player.id,
      kind: "reviewLike",
      subject: "r:1",
      link: "/",
      actorId: other.id,
    });
    await t.drainOutbox();
    expect(browser.received).toEqual([]);
  });

  test("a reserved game's launch reaches every opted-in reservist's browsers exactly once", async () => {
    const gm = await newSignedInPlayer(t, "en", { roles: ["player", "gm"] });
    const appId = await addGame(t, {
      slug: `push-launch-${Date.now()}`,
      status: "upcoming",
      names: { en: "Star Sail", zh: "星帆", th: "เรือดาว" },
    });
    const [english, thai, silent] = await Promise.all([
      newSignedInPlayer(t, "en"),
      newSignedInPlayer(t, "th"),
      newSignedInPlayer(t, "en"),
    ]);
    const onlooker = await newSignedInPlayer(t);
    const browsers = [await optIn(english, "system"), await optIn(english), await optIn(thai, "system")];
    const silentBrowser = await optIn(silent, "reply");
    const onlookerBrowser = await optIn(onlooker, "system");
    for (const player of [english, thai, silent])
      await t.database.db.insert(reservations).values({ userId: player.id, gameId: appId });

    const launches = await Promise.all([
      gm.client.post("/api/gm/launchGame", { appId }),
      gm.client.post("/api/gm/launchGame", { appId }),
    ]);
    expect(launches.map((launch) => launch.code).sort()).toEqual([200, 4903]);
    await t.drainOutbox();
    await t.drainOutbox();

    const url = `/dist/game/${appId}`;
    expect(browsers[0]?.received).toEqual([
      { title: "Game Portal", body: "Star Sail is live: the game you pre-registered is ready to play", url },
    ]);
    expect(browsers[1]?.received).toHaveLength(1);
    expect(browsers[2]?.received).toEqual([
      { title: "เกมพอร์ทัล", body: expect.stringContaining("เรือดาว"), url },
    ]);
    expect(silentBrowser.received).toEqual([]);
    expect(onlookerBrowser.received).toEqual([]);
    const launchPushes = fake.pushes.filter((push) =>
      browsers.some((browser) => browser.subscription.endpoint === push.endpoint),
    );
    expect(launchPushes).toHaveLength(3);
  });

  test("mail with a gift reaches readers who turned mail on", async () => {
    const gm = await newSignedInPlayer(t, "en", { roles: ["player", "gm"] });
    const reader = await newSignedInPlayer(t, "vi");
    const browser = await optIn(reader, "mail");
    const appId = await addGame(t, { slug: `push-mail-${Date.now()}`, names: { en: "Mail Game" } });
    const packId = await addPack(t, appId, 0, { mailOnly: true });
    const title = { en: "Sorry", vi: "Xin lỗi" };
    const plain = { audience: "player", uid: reader.id, title, body: title };
    expect((await gm.client.post("/api/gm/sendMail", plain)).code).toBe(200);
    expect((await gm.client.post("/api/gm/sendMail", { ...plain, giftPackId: packId })).code).toBe(200);
    await t.drainOutbox();
    expect(browser.received).toEqual([
      {
        title: "Cổng Game",
        body: "Xin lỗi: có quà đang chờ trong thư của bạn",
        url: "/dist/mine/messages?tab=mail",
      },
    ]);
  });

  test("a browser its push service forgot (410) is removed and not tried again", async () => {
    const player = await newSignedInPlayer(t);
    const browser = await optIn(player, "system");
    fake.forget(browser);
    await notify(t.database.db, {
      userId: player.id,
      kind: "orderFailed",
      subject: "order:1",
      link: "/",
      params: { orderNo: "P1" },
    });
    await t.drainOutbox();
    expect(await subscriptionsOf(player.id)).toBe(0);
    const failed = await t.database.db.select().from(outbox).where(eq(outbox.status, "failed"));
    expect(failed.filter((job) => job.kind === "push")).toEqual([]);
  });
});

describe("without VAPID keys push is off", () => {
  test("settings say so and subscribing is refused, nothing stored", async () => {
    const on = t.deps.push;
    t.deps.push = createPushSender(loadConfig({ NODE_ENV: "test" }));
    try {
      const player = await newSignedInPlayer(t);
      expect((await player.client.get<PushSettings>("/api/push/settings")).data.publicKey).toBeNull();
      const answer = await player.client.post("/api/push/subscribe", fake.newBrowser().subscription);
      expect(answer.code).toBe(4950);
      expect(answer.msg).toBe("Notifications are not available on this portal yet");
      expect((await player.client.post("/api/push/topic", { topic: "reply", enabled: true })).code).toBe(
        4950,
      );
      expect(await subscriptionsOf(player.id)).toBe(0);
    } finally {
      t.deps.push = on;
    }
  });

  test("production refuses half-set push settings and starts with none", () => {
    const production = {
      NODE_ENV: "production",
      APP_SECRET: "a-real-secret-of-enough-length",
      DATABASE_URL: "postgres://db/portal",
      PUBLIC_URL: "https://portal.example",
      SEED_DEMO: "false",
      TRUST_PROXY: "1",
      SMTP_URL: "smtp://mail.example:587",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ ...production, ...pushEnv })).not.toThrow();
  });
});
