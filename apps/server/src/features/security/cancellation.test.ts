import { formatDate } from "@portal/contracts/dates";
import { CANCELLATION_GRACE_DAYS } from "@portal/contracts/security";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { sessions, users } from "../../db/schema/account.ts";
import { media } from "../../db/schema/platform.ts";
import { pointsLedger } from "../../db/schema/points.ts";
import { realNameCards } from "../../db/schema/security.ts";
import { readLatestCode, validPassword } from "../../testing/auth-helpers.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { CANCELLATION_GRACE_MS } from "../account/account.service.ts";
import { awardPoints } from "../points/ledger.service.ts";
import * as cancellation from "./cancellation.ts";
import { otherCode, securityCode, signedInPlayer, userRow } from "./security-test-helpers.ts";

const t = useTestApp();

const DAY = 24 * 3600 * 1000;
const signIn = (account: string, password = validPassword) =>
  t.client().post<{ cancellationWithdrawn: boolean }>("/api/login", { by: "password", account, password });

async function uploadAvatar(client: ReturnType<TestApp["client"]>) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
  const boundary = "b0undary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await client.request({
    method: "POST",
    url: "/api/imgUpload",
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  expect(answer.code).toBe(200);
}

/** Signing in again with `withdrawCancellation` keeps the account: the cancellation request is gone. */
async function expectWithdrawnBySignIn(
  client: ReturnType<TestApp["client"]>,
  uid: number,
  signIn: Record<string, unknown>,
) {
  const back = await client.post("/api/login", { ...signIn, withdrawCancellation: true });
  expect(back).toMatchObject({ code: 200, data: { cancellationWithdrawn: true } });
  expect((await userRow(t, uid)).cancelRequestedAt).toBeNull();
}

describe("logOffAccount", () => {
  test("the grace period matches what the client shows", () => {
    expect(CANCELLATION_GRACE_MS).toBe(CANCELLATION_GRACE_DAYS * DAY);
  });

  test("cancelling without a code, or with a wrong one, is refused and changes nothing", async () => {
    const { client, uid } = await signedInPlayer(t, "nocode@example.com");
    const before = await userRow(t, uid);
    const missing = await client.post("/api/logOffAccount", { channel: "email" });
    expect(missing).toMatchObject({
      status: 400,
      msg: "Verification code: enter the 6-digit code you received",
    });
    const code = await securityCode(t, client, "email", "cancel", "nocode@example.com");
    const wrong = await client.post("/api/logOffAccount", { channel: "email", code: otherCode(code) });
    expect(wrong).toMatchObject({ code: 4001, msg: "Verification code wrong" });
    expect(await userRow(t, uid)).toEqual(before);
    expect((await client.get("/api/token")).code).toBe(200);
  });

  test("a code sent for another purpose does not cancel", async () => {
    const { client, uid } = await signedInPlayer(t, "purpose@example.com");
    const verifyCode = await securityCode(t, client, "email", "verify", "purpose@example.com");
    const answer = await client.post("/api/logOffAccount", { channel: "email", code: verifyCode });
    expect(answer.code).toBe(4001);
    expect((await userRow(t, uid)).cancelRequestedAt).toBeNull();
  });

  test("refused while an order is unresolved", async () => {
    const { client, uid } = await signedInPlayer(t, "orders@example.com");
    const code = await securityCode(t, client, "email", "cancel", "orders@example.com");
    expect(await cancellation.hasUnresolvedOrders(t.database.db, uid)).toBe(false);
    const openOrder = async () => true;
    await expect(
      cancellation.requestCancellation(t.deps, uid, "email", code, openOrder),
    ).rejects.toMatchObject({
      errorName: "unresolvedOrders",
    });
    expect(t.deps.t("en", "errors:unresolvedOrders")).toBe(
      "You have an order that is not finished yet. Cancel the account after it is resolved",
    );
    expect((await userRow(t, uid)).cancelRequestedAt).toBeNull();
  });

  test("a fresh code cancels, signs out everywhere; signing in within 14 days withdraws", async () => {
    const { client, uid } = await signedInPlayer(t, "leaving@example.com");
    const elsewhere = t.client();
    expect((await signIn("leaving@example.com")).code).toBe(200);
    elsewhere.cookies = new Map(client.cookies);
    const code = await securityCode(t, client, "email", "cancel", "leaving@example.com");
    const answer = await client.post<{ graceDays: number; anonymiseAfter: string }>("/api/logOffAccount", {
      channel: "email",
      code,
    });
    expect(answer).toMatchObject({ code: 200, data: { graceDays: 14 } });
    expect(new Date(answer.data.anonymiseAfter).getTime()).toBe(t.clock.now.getTime() + 14 * DAY);
    expect(client.cookies.has("sid")).toBe(false);
    expect(await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, uid))).toEqual(
      [{ n: 0 }],
    );
    expect((await elsewhere.get("/api/token")).code).toBe(401);

    t.clock.advance(13 * DAY);
    const warned = await signIn("leaving@example.com");
    // The portal's one date formatter, in the player's language (here English, long style).
    const deletesOn = formatDate(answer.data.anonymiseAfter, "en", "long");
    expect(warned).toMatchObject({ status: 409, code: 4095 });
    expect(warned.msg).toContain(deletesOn);
    expect(warned.msg).toMatch(/withdraws the cancellation/);
    expect((await userRow(t, uid)).cancelRequestedAt).not.toBeNull();
    await expectWithdrawnBySignIn(t.client(), uid, {
      by: "password",
      account: "leaving@example.com",
      password: validPassword,
    });
  });

  test("by code: the warning leaves the code unused, so the same code signs in once confirmed", async () => {
    const { client, uid } = await signedInPlayer(t, "waver@example.com");
    const code = await securityCode(t, client, "email", "cancel", "waver@example.com");
    expect((await client.post("/api/logOffAccount", { channel: "email", code })).code).toBe(200);
    t.clock.advance(61_000);
    const visitor = t.client("zh");
    expect(
      (await visitor.post("/api/sendCode", { account: "waver@example.com", purpose: "login" })).code,
    ).toBe(200);
    await t.drainOutbox();
    const loginCode = await readLatestCode(t, "waver@example.com");
    const warned = await visitor.post("/api/login", {
      by: "code",
      account: "waver@example.com",
      code: loginCode,
    });
    expect(warned).toMatchObject({ status: 409, code: 4095 });
    expect(warned.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await userRow(t, uid)).cancelRequestedAt).not.toBeNull();
    await expectWithdrawnBySignIn(visitor, uid, {
      by: "code",
      account: "waver@example.com",
      code: loginCode,
    });
  });

  test("after 14 days the personal data is anonymised, orders' ids stay, and sign-in is refused", async () => {
    const { client, uid } = await signedInPlayer(t, "gone@example.com");
    await client.post("/api/updateUserInfo", {
      nickname: "Goner",
      bio: "bye",
      birthday: { year: 1990, month: 5, day: 1 },
    });
    await client.post("/api/update/region", { country: "TW", region: "TPE" });
    await client.post("/api/realName", { realName: "王小明", idNumber: "110101199003074514" });
    await uploadAvatar(client);
    await awardPoints(t.database.db, uid, 50, { reason: "test", reference: "1" });
    const code = await securityCode(t, client, "email", "cancel", "gone@example.com");
    expect((await client.post("/api/logOffAccount", { channel: "email", code })).code).toBe(200);

    expect(
      await cancellation.anonymiseExpiredCancellations(
        t.database.db,
        new Date(t.clock.now.getTime() + 13 * DAY),
      ),
    ).toBe(0);
    t.clock.advance(14 * DAY + 1000);
    expect(await cancellation.anonymiseExpiredCancellations(t.database.db, t.clock.now)).toBe(1);
    expect(await cancellation.anonymiseExpiredCancellations(t.database.db, t.clock.now)).toBe(0);

    const row = await userRow(t, uid);
    expect(row).toMatchObject({
      id: uid,
      email: null,
      phone: null,
      passwordHash: null,
      nickname: "Cancelled player",
      avatarMediaId: null,
      birthday: null,
      bio: "",
      country: null,
      region: null,
      gender: "unset",
    });
    expect(row.anonymisedAt).not.toBeNull();
    expect(
      await t.database.db.select().from(realNameCards).where(eq(realNameCards.userId, uid)),
    ).toHaveLength(0);
    expect(await t.database.db.select().from(media).where(eq(media.ownerId, uid))).toHaveLength(0);
    expect(await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, uid))).toHaveLength(
      1,
    );

    expect((await signIn("gone@example.com")).code).toBe(4011);
    // The address is free again: a new account can be made with it.
    const reused = await signedInPlayer(t, "gone@example.com");
    expect(reused.uid).not.toBe(uid);
  });

  test("the anonymised account itself can never sign in again, even by a surviving link", async () => {
    const { uid } = await signedInPlayer(t, "late@example.com");
    await t.database.db
      .update(users)
      .set({ cancelRequestedAt: new Date(t.clock.now.getTime() - 15 * DAY) })
      .where(eq(users.id, uid));
    // Before the sweeper runs, sign-in after the grace period is already refused.
    expect(await signIn("late@example.com")).toMatchObject({
      status: 403,
      msg: "This account has been cancelled",
    });
    await cancellation.anonymiseExpiredCancellations(t.database.db, t.clock.now);
    expect((await userRow(t, uid)).anonymisedAt).not.toBeNull();
  });
});
