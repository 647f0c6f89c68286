import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createS3MediaObjects } from "../../adapters/media-objects.ts";
import { loadConfig } from "../../config.ts";
import { media } from "../../db/schema/platform.ts";
import { bucketOf, storeMediaBytes } from "../../platform/media-bytes.ts";
import { type S3Fake, startS3Fake } from "../../testing/fakes/s3-fake.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { mediaCounts, moveMedia } from "./move-media.ts";

const account = { accessKeyId: "AKIAPORTALTEST", bucket: "portal-media" };
let fake: S3Fake;
let t: TestApp;
const bucketEnv = () => ({
  S3_BUCKET: account.bucket,
  S3_ENDPOINT: fake.url,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: account.accessKeyId,
  S3_SECRET_ACCESS_KEY: "portal-test-secret",
});

beforeAll(async () => {
  fake = await startS3Fake(account);
  t = await createTestApp({ MEDIA_STORE: "s3", ...bucketEnv() });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function insertVideo(bytes: Buffer) {
  const stored = await storeMediaBytes(t.deps, bytes, "video/webm");
  const [row] = await t.database.db
    .insert(media)
    .values({ contentType: "video/webm", ...stored })
    .returning({ id: media.id, objectKey: media.objectKey, bytes: media.bytes });
  if (!row) throw new Error("no media row");
  return row;
}

describe("media in an S3-compatible bucket (MEDIA_STORE=s3)", () => {
  test("new media go to the bucket; the portal streams them, ranges for video seeking included", async () => {
    const row = await insertVideo(Buffer.from("0123456789"));
    expect(row.bytes).toBeNull();
    expect(fake.objects.get(`${account.bucket}/${row.objectKey}`)?.contentType).toBe("video/webm");

    const whole = await t.app.inject({ url: `/api/media/${row.id}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-type"]).toBe("video/webm");
    expect(whole.body).toBe("0123456789");

    const part = await t.app.inject({ url: `/api/media/${row.id}`, headers: { range: "bytes=2-5" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 2-5/10");
    expect(part.body).toBe("2345");
    expect(fake.requests).toContain(`GET ${account.bucket}/${row.objectKey} range`);
    const tail = await t.app.inject({ url: `/api/media/${row.id}`, headers: { range: "bytes=-3" } });
    expect(tail.body).toBe("789");
    const past = await t.app.inject({ url: `/api/media/${row.id}`, headers: { range: "bytes=20-" } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe("bytes */10");
  });

  test("deleting a media row deletes its object through the outbox, and only then", async () => {
    const row = await insertVideo(Buffer.from("to be deleted"));
    const name = `${account.bucket}/${row.objectKey}`;
    await t.database.db.delete(media).where(eq(media.id, row.id));
    expect(fake.objects.has(name)).toBe(true);
    await t.drainOutbox();
    expect(fake.objects.has(name)).toBe(false);
    expect((await t.app.inject({ url: `/api/media/${row.id}` })).statusCode).toBe(404);
  });

  test("media:move takes database media into the bucket and back, served the same throughout", async () => {
    const [inDatabase] = await t.database.db
      .insert(media)
      .values({ contentType: "image/webp", bytes: Buffer.from("old picture") })
      .returning({ id: media.id });
    const id = inDatabase?.id ?? 0;
    expect(await moveMedia(t.database.db, bucketOf(t.deps), "s3")).toBeGreaterThanOrEqual(1);
    const [moved] = await t.database.db.select().from(media).where(eq(media.id, id));
    expect(moved?.bytes).toBeNull();
    expect(fake.objects.get(`${account.bucket}/${moved?.objectKey}`)?.bytes.toString()).toBe("old picture");
    expect((await t.app.inject({ url: `/api/media/${id}` })).body).toBe("old picture");
    expect((await mediaCounts(t.database.db)).postgres).toBe(0);

    const objectsBefore = fake.objects.size;
    const back = await moveMedia(t.database.db, bucketOf(t.deps), "postgres");
    expect(back).toBe(objectsBefore);
    expect(fake.objects.size).toBe(0);
    const [returned] = await t.database.db.select().from(media).where(eq(media.id, id));
    expect(returned?.bytes?.toString()).toBe("old picture");
    expect(returned?.objectKey).toBeNull();
    expect((await t.app.inject({ url: `/api/media/${id}` })).body).toBe("old picture");
    expect((await mediaCounts(t.database.db)).s3).toBe(0);
  });

  test("signed URLs: the player is sent to a presigned address the bucket answers; public: to the CDN", async () => {
    const row = await insertVideo(Buffer.from("signed bytes"));
    const signed = createS3MediaObjects(loadConfig({ ...bucketEnv(), MEDIA_URLS: "signed" }));
    const url = await signed.urlFor(row.objectKey ?? "");
    expect(url).toContain("X-Amz-Signature=");
    expect(url).toContain("X-Amz-Expires=3600");
    const fetched = await fetch(url ?? "", { headers: { range: "bytes=0-5" } });
    expect(fetched.status).toBe(206);
    expect(await fetched.text()).toBe("signed");

    const cdn = createS3MediaObjects(
      loadConfig({ ...bucketEnv(), MEDIA_URLS: "public", S3_PUBLIC_URL: "https://media.example.com" }),
    );
    expect(await cdn.urlFor("media/x")).toBe("https://media.example.com/media/x");
  });
});
