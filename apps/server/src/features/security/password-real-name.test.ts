import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { sessions } from "../../db/schema/account.ts";
import { realNameCards } from "../../db/schema/security.ts";
import { passwordSignIn, validPassword } from "../../testing/auth-helpers.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { maskIdNumber, maskName } from "./security.service.ts";
import { identityToken, passwordByCode, signedInPlayer, userRow } from "./security-test-helpers.ts";

let player: { client: TestClient; uid: number };
const t = useTestApp();
beforeAll(async () => {
  player = await signedInPlayer(t, "pw@example.com");
});

const signIn = (password: string) =>
  t.client().post("/api/login", { by: "password", account: "pw@example.com", password });

describe("change password", () => {
  test.each([
    [
      "a wrong current password",
      { oldPassword: "nope12345", password: "newpass12", passwordAgain: "newpass12" },
      "The current password is wrong",
    ],
    [
      "entries that differ",
      { oldPassword: validPassword, password: "newpass12", passwordAgain: "newpass13" },
      "The two passwords do not match",
    ],
    [
      "a control character",
      { oldPassword: validPassword, password: "abc\u0000defgh", passwordAgain: "abc\u0000defgh" },
      "Password: contains control characters that are not allowed",
    ],
    [
      "too short",
      { oldPassword: validPassword, password: "密码 ab!1", passwordAgain: "密码 ab!1" },
      "Password: 8 to 64 characters; spaces and symbols are welcome",
    ],
    [
      "too long",
      { oldPassword: validPassword, password: "a".repeat(65), passwordAgain: "a".repeat(65) },
      "Password: 8 to 64 characters; spaces and symbols are welcome",
    ],
    [
      "a common password",
      { oldPassword: validPassword, password: "iloveyou1", passwordAgain: "iloveyou1" },
      "Password: too common: choose a password that is harder to guess",
    ],
  ])("refuses %s with its own message and changes nothing", async (_name, body, message) => {
    const before = await userRow(t, player.uid);
    const answer = await player.client.post("/api/changePassword", { by: "password", ...body });
    expect(answer.msg).toBe(message);
    expect(await userRow(t, player.uid)).toEqual(before);
  });

  test("with the current password; other sessions end, this one stays", async () => {
    const other = t.client();
    expect((await passwordSignIn(other, "pw@example.com", validPassword)).code).toBe(200);
    const answer = await player.client.post("/api/changePassword", {
      by: "password",
      oldPassword: validPassword,
      password: "newpass12",
      passwordAgain: "newpass12",
    });
    expect(answer.code).toBe(200);
    expect((await player.client.get("/api/token")).code).toBe(200);
    expect((await other.get("/api/token")).code).toBe(401);
    expect((await signIn(validPassword)).code).toBe(4011);
    expect((await signIn("newpass12")).code).toBe(200);
  });

  test("with a code instead (forgotten password): only after the identity step", async () => {
    const missing = await passwordByCode(player.client, "guess", "codepass1");
    expect(missing.code).toBe(4101);
    const token = await identityToken(t, player.client, "email", "pw@example.com");
    const answer = await passwordByCode(player.client, token, "codepass1");
    expect(answer.code).toBe(200);
    expect((await signIn("codepass1")).code).toBe(200);
    const count = await t.database.db.select().from(sessions).where(eq(sessions.userId, player.uid));
    expect(count.length).toBeGreaterThan(0);
  });
});

describe("real-name card", () => {
  const badIdNumber = "ID number: enter a valid 18-character ID number";
  const badName = "Real name: 2 to 30 letters, as on your identity card";
  test.each([
    [
      "an ID number with a wrong check digit",
      { realName: "张三丰", idNumber: "110105194912310021" },
      badIdNumber,
    ],
    ["an impossible birth date", { realName: "张三丰", idNumber: "110105194902301234" }, badIdNumber],
    ["a short number", { realName: "张三丰", idNumber: "12345" }, badIdNumber],
    ["a one-letter name", { realName: "张", idNumber: "11010519491231002X" }, badName],
    ["digits in the name", { realName: "Ana 123", idNumber: "11010519491231002X" }, badName],
    ["no name", { realName: " ", idNumber: "11010519491231002X" }, "Real name: cannot be empty"],
  ])("refuses %s and stores nothing", async (_name, body, message) => {
    const answer = await player.client.post("/api/realName", body);
    expect(answer).toMatchObject({ status: 400, msg: message });
    expect(await t.database.db.select().from(realNameCards)).toHaveLength(0);
  });

  test("a valid card is stored and shown masked only, once", async () => {
    expect((await player.client.get("/api/realName")).data).toBeNull();
    const answer = await player.client.post("/api/realName", {
      realName: "张三丰",
      idNumber: "11010519491231002x",
    });
    expect(answer).toMatchObject({ code: 200, data: { name: "张**", idNumber: "110***********002X" } });
    const [row] = await t.database.db
      .select()
      .from(realNameCards)
      .where(eq(realNameCards.userId, player.uid));
    expect(JSON.stringify(row)).not.toContain("11010519491231002X");
    expect((await player.client.get("/api/securityCentre")).data).toMatchObject({
      email: "pw*@example.com",
      hasPassword: true,
      realName: { name: "张**" },
    });
    const again = await player.client.post("/api/realName", {
      realName: "李四",
      idNumber: "110101199003074514",
    });
    expect(again).toMatchObject({ status: 409, msg: "Your real name is already verified" });
  });

  test("masks", () => {
    expect(maskName("Ana Lim")).toBe("A** L**");
    expect(maskName("Nguyễn Văn-An")).toBe("N***** V**-A*");
    expect(maskIdNumber("110101199003074514")).toBe("110***********4514");
  });
});
