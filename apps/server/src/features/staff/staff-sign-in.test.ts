import { CONSOLE_IDLE_MS, RECOVERY_CODE_COUNT } from "@portal/contracts/console/route";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { staffMembers } from "../../db/schema/staff.ts";
import { addStaff, enrolStaff, signedInStaff, staffPassword, totpNow } from "../../testing/staff.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

const t = useTestApp();

/** The next 30-second TOTP step, so a new code exists (a code is accepted once). */
const nextStep = () => t.clock.advance(30_000);

describe("console sign-in", () => {
  test("first sign-in: password, QR enrolment, code; recovery codes shown once; secret stored sealed", async () => {
    const staff = await addStaff(t, "analyst");
    const client = t.client();
    const signedIn = await client.post("/api/console/sign-in", {
      email: staff.email.toUpperCase(),
      password: staffPassword,
    });
    expect(signedIn).toMatchObject({ code: 200, data: { next: "enrol" } });
    // Only the second-factor steps are open until the code is given.
    expect(await client.get("/api/console/me")).toMatchObject({ status: 401, code: 5104 });
    const enrolment = await client.post<{ qrCode: string; secret: string; uri: string }>(
      "/api/console/sign-in/enrolment",
    );
    expect(enrolment.data.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(enrolment.data.uri).toContain(`secret=${enrolment.data.secret}`);
    const wrong = await client.post("/api/console/sign-in/enrolment/confirm", { code: "000000" });
    expect(wrong).toMatchObject({ status: 400, code: 5105 });
    const confirmed = await client.post<{ recoveryCodes: string[] }>(
      "/api/console/sign-in/enrolment/confirm",
      {
        code: await totpNow(t, enrolment.data.secret),
      },
    );
    expect(confirmed.code).toBe(200);
    expect(new Set(confirmed.data.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await client.get("/api/console/me")).toMatchObject({
      code: 200,
      data: { email: staff.email, role: "analyst", permissions: ["analytics.read", "audit.read"] },
    });
    const [row] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, staff.id));
    expect(row?.totpSecret).toBeTruthy();
    expect(row?.totpSecret).not.toContain(enrolment.data.secret);
    // Enrolled: a second enrolment is refused.
    expect(await client.post("/api/console/sign-in/enrolment")).toMatchObject({ status: 409, code: 5106 });
  });

  test("later sign-ins need the current code; a code works once", async () => {
    const { staff, secret } = await signedInStaff(t, "contentEditor");
    const client = t.client();
    expect(
      await client.post("/api/console/sign-in", { email: staff.email, password: staffPassword }),
    ).toMatchObject({ code: 200, data: { next: "verify" } });
    // The code that enrolled is spent.
    expect(
      await client.post("/api/console/sign-in/verify", { code: await totpNow(t, secret) }),
    ).toMatchObject({
      code: 5105,
    });
    nextStep();
    const code = await totpNow(t, secret);
    expect(await client.post("/api/console/sign-in/verify", { code })).toMatchObject({ code: 200 });
    expect((await client.get("/api/console/me")).code).toBe(200);
    const other = t.client();
    await other.post("/api/console/sign-in", { email: staff.email, password: staffPassword });
    expect(await other.post("/api/console/sign-in/verify", { code })).toMatchObject({ code: 5105 });
  });

  test("a recovery code signs in once", async () => {
    const { staff, recoveryCodes } = await signedInStaff(t, "supportAgent");
    const [first] = recoveryCodes;
    const client = t.client();
    await client.post("/api/console/sign-in", { email: staff.email, password: staffPassword });
    expect(
      await client.post("/api/console/sign-in/verify", { recoveryCode: first?.toUpperCase() }),
    ).toMatchObject({ code: 200, data: { recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 } });
    const again = t.client();
    await again.post("/api/console/sign-in", { email: staff.email, password: staffPassword });
    expect(await again.post("/api/console/sign-in/verify", { recoveryCode: first })).toMatchObject({
      code: 5105,
    });
    expect((await again.get("/api/console/me")).status).toBe(401);
  });

  test("a session ends after 30 minutes without a request, and on sign-out", async () => {
    const { client } = await signedInStaff(t, "analyst");
    t.clock.advance(CONSOLE_IDLE_MS - 60_000);
    expect((await client.get("/api/console/me")).code).toBe(200);
    t.clock.advance(CONSOLE_IDLE_MS - 60_000);
    expect((await client.get("/api/console/me")).code).toBe(200);
    t.clock.advance(CONSOLE_IDLE_MS + 1000);
    const expired = await client.get("/api/console/me");
    expect(expired).toMatchObject({ status: 401, code: 5102 });
    expect(expired.msg).toContain("30 minutes");
    const { client: other } = await signedInStaff(t, "analyst");
    expect((await other.post("/api/console/sign-out")).code).toBe(200);
    expect((await other.get("/api/console/me")).code).toBe(5102);
  });

  test("wrong passwords: the same answer for unknown e-mails; the 6th try is locked, in the staff member's language", async () => {
    const staff = await addStaff(t, "owner");
    const client = t.client("zh");
    const unknown = await client.post("/api/console/sign-in", {
      email: "nobody@example.com",
      password: "whatever1",
    });
    const wrong = await client.post("/api/console/sign-in", { email: staff.email, password: "whatever1" });
    expect(unknown).toMatchObject({ status: 401, code: 5101, msg: "邮箱或密码错误" });
    expect(wrong).toMatchObject({ status: 401, code: 5101, msg: "邮箱或密码错误" });
    for (let i = 0; i < 4; i++)
      await client.post("/api/console/sign-in", { email: staff.email, password: "whatever1" });
    const locked = await client.post("/api/console/sign-in", { email: staff.email, password: staffPassword });
    expect(locked).toMatchObject({ status: 429, code: 4293 });
    expect(client.cookies.has("console_sid")).toBe(false);
  });

  test("wrong second-factor codes are limited too", async () => {
    const { staff } = await signedInStaff(t, "analyst");
    const client = t.client();
    await client.post("/api/console/sign-in", { email: staff.email, password: staffPassword });
    for (let i = 0; i < 5; i++)
      expect((await client.post("/api/console/sign-in/verify", { code: "123456" })).code).toBe(5105);
    expect(await client.post("/api/console/sign-in/verify", { code: "123456" })).toMatchObject({
      code: 4293,
    });
  });

  test("bad input gets a localized message naming the field and starts no session", async () => {
    const client = t.client("zh");
    const answer = await client.post("/api/console/sign-in", { email: "not-an-email", password: "x" });
    expect(answer).toMatchObject({ status: 400, code: 400 });
    expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(client.cookies.has("console_sid")).toBe(false);
    const staff = await addStaff(t, "analyst");
    await client.post("/api/console/sign-in", { email: staff.email, password: staffPassword });
    expect(await client.post("/api/console/sign-in/verify", { code: "12ab" })).toMatchObject({ status: 400 });
  });

  test("the console language cookie picks the console's language", async () => {
    const client = t.client("en");
    client.cookies.set("console_language", "zh");
    expect(await client.get("/api/console/me")).toMatchObject({
      code: 5102,
      msg: expect.stringMatching(/控制台/),
    });
  });

  test("players are not staff: a player's session opens nothing in the console", async () => {
    const staff = await addStaff(t, "owner");
    const { client } = await enrolStaff(t, staff);
    const player = t.client();
    player.cookies.set("sid", client.cookies.get("console_sid") ?? "");
    expect((await player.get("/api/console/me")).status).toBe(401);
  });
});
