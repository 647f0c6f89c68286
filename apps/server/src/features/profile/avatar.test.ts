import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { crc32, deflateSync } from "node:zlib";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { media } from "../../db/schema/platform.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { signedInPlayer, userRow } from "../security/security-test-helpers.ts";

let client: TestClient;
let uid: number;
const t = useTestApp();
beforeAll(async () => {
  ({ client, uid } = await signedInPlayer(t, "avatar@example.com"));
});

const BOUNDARY = "----portal-test-boundary";

function multipart(filename: string, contentType: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const upload = (payload: Buffer | Readable, c = client) =>
  c.request<{ avatar: string; small: string }>({
    method: "POST",
    url: "/api/imgUpload",
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  });

const mediaCount = async () => (await t.database.db.select({ n: count() }).from(media))[0]?.n ?? 0;

/** A PNG whose header promises width × height grey pixels, inflating from a few hundred kB. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Uploads `payload` expecting a refusal: the player's avatar and the stored media stay as they were. */
async function uploadRefused(payload: Buffer | Readable) {
  const avatarBefore = (await userRow(t, uid)).avatarMediaId;
  const mediaBefore = await mediaCount();
  const answer = await upload(payload);
  expect((await userRow(t, uid)).avatarMediaId).toBe(avatarBefore);
  expect(await mediaCount()).toBe(mediaBefore);
  return answer;
}

describe("imgUpload", () => {
  test("a photo with EXIF becomes square WebP avatars without metadata, served with cache headers", async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3478f6" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "GPS 25.03N 121.56E", Artist: "Alice" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload(multipart("me.jpg", "image/jpeg", photo));
    expect(answer.code, answer.msg).toBe(200);
    const row = await userRow(t, uid);
    expect(answer.data.avatar).toBe(`/api/media/${row.avatarMediaId}`);
    expect((await client.get<{ avatar: string }>("/api/token")).data.avatar).toBe(answer.data.avatar);

    const served = await t.app.inject({ method: "GET", url: answer.data.avatar });
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("max-age=31536000");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("Alice"))).toBe(false);
    const small = await t.app.inject({ method: "GET", url: answer.data.small });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
  });

  test("a new avatar replaces the old images", async () => {
    const before = await userRow(t, uid);
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#ff0000" } })
      .png()
      .toBuffer();
    const mediaBefore = await mediaCount();
    const answer = await upload(multipart("red.png", "image/png", png));
    expect(answer.code).toBe(200);
    expect(await mediaCount()).toBe(mediaBefore);
    const old = await t.app.inject({ method: "GET", url: `/api/media/${before.avatarMediaId}` });
    expect(old.statusCode).toBe(404);
  });

  test("a large but legal photo (over the JSON body limit) is accepted", async () => {
    const noise = await sharp(randomBytes(1000 * 1000 * 3), {
      raw: { width: 1000, height: 1000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload(multipart("noise.png", "image/png", noise))).code).toBe(200);
  });

  test("a text file renamed .png is refused by decoding, not by its name", async () => {
    const text = Buffer.from("This is not a picture, just some notes.\n".repeat(50));
    const answer = await uploadRefused(multipart("notes.png", "image/png", text));
    expect(answer).toMatchObject({
      status: 400,
      code: 4114,
      msg: "This file is not an image we can read. Choose a JPEG, PNG, WebP or GIF photo",
    });
  });

  test("a PNG signature followed by garbage is refused", async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(2000),
    ]);
    expect((await uploadRefused(multipart("fake.png", "image/png", fake))).code).toBe(4114);
  });

  test("a 20 MB image is refused before it is read", async () => {
    const big = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
      randomBytes(20 * 1024 * 1024),
    ]);
    const answer = await uploadRefused(multipart("huge.png", "image/png", big));
    expect(answer).toMatchObject({ status: 413, code: 4115, msg: "The image is larger than 5 MB" });
  });

  test("without a declared length, the stream is cut at 5 MB", async () => {
    const body = multipart("stream.jpg", "image/jpeg", randomBytes(6 * 1024 * 1024));
    const answer = await uploadRefused(Readable.from([body.subarray(0, 1024), body.subarray(1024)]));
    expect(answer).toMatchObject({ status: 413, code: 4115 });
  });

  test("an image bomb (10000 × 10000 pixels in a small file) is refused", async () => {
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const answer = await uploadRefused(multipart("bomb.png", "image/png", bomb));
    expect(answer).toMatchObject({
      status: 400,
      code: 4116,
      msg: "The image dimensions are too large (at most 40 megapixels)",
    });
  });

  test("no file, or a JSON body, asks for an image", async () => {
    const empty = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${BOUNDARY}--\r\n`,
    );
    expect((await upload(empty)).msg).toBe("Choose an image to upload");
    expect((await client.post("/api/imgUpload", { avatar: "data:image/png;base64,AAAA" })).code).toBe(4117);
  });

  test("messages in the player's language; a visitor cannot upload", async () => {
    const zh = t.client("zh");
    zh.cookies = new Map(client.cookies);
    zh.cookies.set("sys_language", "zh");
    const answer = await upload(multipart("notes.png", "image/png", Buffer.from("hello")), zh);
    expect(answer.msg).toBe("该文件不是可识别的图片，请选择 JPEG、PNG、WebP 或 GIF 图片");
    expect((await upload(multipart("a.png", "image/png", Buffer.from("x")), t.client())).status).toBe(401);
  });
});
