import * as profile from "@portal/contracts/profile";
import type { RouteContract } from "@portal/contracts/route";
import * as security from "@portal/contracts/security";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import {
  emailWithBindCode,
  identityToken,
  passwordByCode,
  securityCode,
  signedInPlayer,
  userRow,
} from "./security-test-helpers.ts";

/** Every endpoint works on the session's player only: ids sent by the client are never used. */
let alice: { client: TestClient; uid: number };
let mallory: { client: TestClient; uid: number };
const t = useTestApp();
beforeAll(async () => {
  alice = await signedInPlayer(t, "alice-own@example.com");
  mallory = await signedInPlayer(t, "mallory@example.com");
  await alice.client.post("/api/realName", { realName: "王小明", idNumber: "110101199003074514" });
  await alice.client.post("/api/updateUserInfo", { nickname: "Alice", bio: "mine" });
});

const isContract = (value: unknown): value is RouteContract =>
  typeof value === "object" && value !== null && "path" in value && "method" in value;
const signedInContracts = ([...Object.values(profile), ...Object.values(security)] as unknown[]).filter(
  (c): c is RouteContract => isContract(c) && c.signedIn === true,
);

const ids = (uid: number) => ({ uid, userId: uid, id: uid, user_id: uid });

describe("another player's data", () => {
  test.each(signedInContracts.map((c) => [c.method, c.path, c] as const))(
    "%s %s refuses a visitor",
    async (method, path) => {
      const before = await userRow(t, alice.uid);
      const visitor = t.client();
      const answer =
        method === "GET"
          ? await visitor.get(`/api${path}`, { uid: String(alice.uid) })
          : await visitor.post(`/api${path}`, ids(alice.uid));
      expect(answer.status).toBe(401);
      expect(await userRow(t, alice.uid)).toEqual(before);
    },
  );

  test("reads answer with the session's player whatever id is asked for", async () => {
    const query = { uid: String(alice.uid), userId: String(alice.uid) };
    expect((await mallory.client.get<{ uid: number }>("/api/token", query)).data.uid).toBe(mallory.uid);
    expect((await mallory.client.get("/api/realName", query)).data).toBeNull();
    expect((await mallory.client.get<{ email: string }>("/api/securityCentre", query)).data.email).toBe(
      "ma*****@example.com",
    );
    expect((await mallory.client.get("/api/myRegion", query)).data).toEqual({ country: null, region: null });
    expect((await mallory.client.get<{ level: number }>("/api/vipLevels", query)).code).toBe(200);
    expect((await mallory.client.get("/api/recentPlayed", query)).data).toEqual([]);
  });

  test("changes with an id in the body change only the session's player", async () => {
    const before = await userRow(t, alice.uid);
    const answer = await mallory.client.post("/api/updateUserInfo", {
      ...ids(alice.uid),
      nickname: "Owned",
      bio: "x",
    });
    expect(answer.code).toBe(200);
    expect((await userRow(t, mallory.uid)).nickname).toBe("Owned");
    await mallory.client.post("/api/update/region", { ...ids(alice.uid), country: "TH", region: "BKK" });
    await mallory.client.post("/api/realName", {
      ...ids(alice.uid),
      realName: "李四",
      idNumber: "11010519491231002X",
    });
    expect((await mallory.client.get<{ name: string }>("/api/realName")).data.name).toBe("李*");
    expect((await alice.client.get<{ name: string }>("/api/realName")).data.name).toBe("王**");
    expect(await userRow(t, alice.uid)).toEqual(before);
  });

  test("an avatar upload naming another uid sets the uploader's avatar", async () => {
    const before = await userRow(t, alice.uid);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#00ff00" } })
      .png()
      .toBuffer();
    const boundary = "own-boundary";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uid"\r\n\r\n${alice.uid}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await mallory.client.request({
      method: "POST",
      url: "/api/imgUpload",
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(answer.code).toBe(200);
    expect((await userRow(t, mallory.uid)).avatarMediaId).not.toBeNull();
    expect(await userRow(t, alice.uid)).toEqual(before);
  });

  test("one player's identity proof does nothing for another", async () => {
    const aliceToken = await identityToken(t, alice.client, "email", "alice-own@example.com");
    const answer = await emailWithBindCode(t, mallory.client, "mallory2@example.com", aliceToken);
    expect(answer.code).toBe(4101);
    expect((await userRow(t, mallory.uid)).email).toBe("mallory@example.com");
    const alicePassword = await passwordByCode(mallory.client, aliceToken, "stolen123");
    expect(alicePassword.code).toBe(4101);
  });

  test("codes go to the session player's own address; another player's cancel code cancels nothing", async () => {
    const aliceCode = await securityCode(t, alice.client, "email", "cancel", "alice-own@example.com");
    const sent = await mallory.client.post<{ sentTo: string }>("/api/sendSecurityCode", {
      ...ids(alice.uid),
      channel: "email",
      purpose: "cancel",
    });
    expect(sent.data.sentTo).toBe("ma*****@example.com");
    const answer = await mallory.client.post("/api/logOffAccount", {
      ...ids(alice.uid),
      channel: "email",
      code: aliceCode,
    });
    expect(answer.code).toBe(4001);
    expect((await userRow(t, alice.uid)).cancelRequestedAt).toBeNull();
    expect((await userRow(t, mallory.uid)).cancelRequestedAt).toBeNull();
  });
});
