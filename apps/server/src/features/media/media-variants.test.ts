import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import { MEDIA_VARIANT_WIDTHS } from "@portal/contracts/media";
import { and, eq, isNull, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { media } from "../../db/schema/platform.ts";
import { drawArtwork, storeArtwork } from "../../db/seed/artwork.ts";
import { bucketOf, storeMediaBytes } from "../../platform/media-bytes.ts";
import { type S3Fake, startS3Fake } from "../../testing/fakes/s3-fake.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { uploadContentImage } from "../content/content-images.service.ts";
import { backfillVariants } from "./backfill-variants.ts";
import { moveMedia } from "./move-media.ts";

/** Seed-like artwork: AVIF beats WebP on it from about 320 pixels up, not below. */
const picture = (width: number, height: number) => drawArtwork(`variants-${width}x${height}`, width, height);

const copiesOf = (t: TestApp, id: number) =>
  t.database.db
    .select({
      width: media.width,
      height: media.height,
      contentType: media.contentType,
      objectKey: media.objectKey,
      ownerId: media.ownerId,
      size: sql<number>`coalesce(length(${media.bytes}), ${media.byteSize})`,
    })
    .from(media)
    .where(eq(media.variantOf, id))
    .orderBy(media.width, media.contentType);

/**
 * Image `id` has a WebP copy at each of `widths` and an AVIF copy only where it is smaller than the
 * WebP one; answers the widths that have an AVIF copy.
 */
async function expectCopies(t: TestApp, id: number, widths: number[]) {
  const copies = await copiesOf(t, id);
  const webp = copies.filter((row) => row.contentType === "image/webp");
  const avif = copies.filter((row) => row.contentType === "image/avif");
  expect(webp.map((row) => row.width)).toEqual(widths);
  for (const copy of avif)
    expect(copy.size).toBeLessThan(webp.find((row) => row.width === copy.width)?.size ?? 0);
  return avif.map((row) => row.width);
}

describe("image copies in the database (MEDIA_STORE=postgres)", () => {
  const t = useTestApp();

  test("an upload gets AVIF and WebP copies at every width up to its own, never enlarged", async () => {
    const large = await uploadContentImage(t.deps, await picture(1200, 600));
    expect(await expectCopies(t, large.id, [...MEDIA_VARIANT_WIDTHS])).toEqual([320, 640, 960]);
    const copies = await copiesOf(t, large.id);
    expect(copies.every((row) => row.height === Math.round((row.width ?? 0) / 2))).toBe(true);
    expect(copies.every((row) => row.ownerId === null && row.objectKey === null)).toBe(true);

    const small = await uploadContentImage(t.deps, await picture(200, 100));
    await expectCopies(t, small.id, [64, 128, 160, 200]);
    const tiny = await uploadContentImage(t.deps, await picture(40, 40));
    await expectCopies(t, tiny.id, [40]);
  });

  test("a copy is served by width and format, cached for a year with nothing varying", async () => {
    const { id } = await uploadContentImage(t.deps, await picture(800, 400));
    const original = await t.app.inject({ url: `/api/media/${id}` });
    for (const [w, f, format, width] of [
      [320, "avif", "heif", 320],
      [640, "webp", "webp", 640],
      [960, "avif", "heif", 800], // above the image's own width: its widest copy
      [128, "avif", "webp", 128], // AVIF not smaller there: the WebP copy answers
    ] as const) {
      const answer = await t.app.inject({ url: `/api/media/${id}?w=${w}&f=${f}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe(`image/${format === "heif" ? "avif" : "webp"}`);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toBeUndefined();
      const decoded = await sharp(answer.rawPayload).metadata();
      expect([decoded.format, decoded.width]).toEqual([format, width]);
      expect(answer.rawPayload.length).toBeLessThan(original.rawPayload.length);
    }
  });

  test("an unknown width or format is refused with a clear message, and nothing is made", async () => {
    const { id } = await uploadContentImage(t.deps, await picture(400, 200));
    const before = (await copiesOf(t, id)).length;
    for (const query of [
      "w=300&f=avif",
      "w=320&f=png",
      "w=320",
      "f=avif",
      "w=320&w=640&f=avif",
      "w=abc&f=webp",
    ]) {
      const answer = await t.client("en").get(`/api/media/${id}?${query}`);
      expect([answer.status, answer.code, answer.msg]).toEqual([
        400,
        5344,
        "This image size or format is not available",
      ]);
    }
    expect((await t.client("zh").get(`/api/media/${id}?w=1&f=avif`)).msg).toBe("没有这种尺寸或格式的图片");
    expect((await t.app.inject({ url: `/api/media/999999?w=320&f=avif` })).statusCode).toBe(404);
    expect((await copiesOf(t, id)).length).toBe(before);
  });

  test("an image stored before copies existed is served as it is, briefly cached, until the backfill", async () => {
    const bytes = await picture(500, 250);
    const [row] = await t.database.db
      .insert(media)
      .values({ contentType: "image/webp", bytes, width: 500, height: 250 })
      .returning({ id: media.id });
    const id = row?.id ?? 0;
    const before = await t.app.inject({ url: `/api/media/${id}?w=320&f=avif` });
    expect([before.statusCode, before.headers["content-type"]]).toEqual([200, "image/webp"]);
    expect(before.headers["cache-control"]).toBe("public, max-age=3600");
    expect(before.rawPayload.equals(bytes)).toBe(true);

    const [first, second] = await Promise.all([
      backfillVariants(t.database.db, undefined),
      backfillVariants(t.database.db, undefined),
    ]);
    expect((first?.images ?? 0) + (second?.images ?? 0)).toBeGreaterThanOrEqual(1);
    await expectCopies(t, id, [64, 128, 160, 320, 500]);
    expect(await backfillVariants(t.database.db, undefined)).toEqual({ images: 0, failed: [] });
    const after = await t.app.inject({ url: `/api/media/${id}?w=320&f=avif` });
    expect([after.headers["content-type"], after.headers["cache-control"]]).toEqual([
      "image/avif",
      "public, max-age=31536000, immutable",
    ]);
  });

  test("seed artwork is stored with its copies once; a second seed draws nothing", async () => {
    const id = await storeArtwork(t.database.db, "test/variants-banner", 750, 300);
    const copies = (await expectCopies(t, id, [64, 128, 160, 320, 640, 750])).length + 6;
    expect(await storeArtwork(t.database.db, "test/variants-banner", 750, 300)).toBe(id);
    expect((await copiesOf(t, id)).length).toBe(copies);
    const originals = await t.database.db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.key, "test/variants-banner"), isNull(media.variantOf)));
    expect(originals).toHaveLength(1);
  });
});

describe("the seed artwork cache (DEMO_CACHE_DIR)", () => {
  const t = useTestApp();
  const key = "test/cached-banner";
  const stored = async () => {
    const rows = await t.database.db
      .select({ id: media.id, key: media.key, width: media.width, bytes: media.bytes })
      .from(media)
      .where(sql`${media.key} = ${key} or ${media.variantOf} in (select id from media where key = ${key})`)
      .orderBy(sql`${media.variantOf} is not null`, media.width, media.contentType);
    return rows.map(({ id: _, ...row }) => ({ ...row, bytes: Buffer.from(row.bytes ?? []).toString("hex") }));
  };
  /** Stores the artwork anew (its rows deleted first) with the cache in `folder`; answers its rows. */
  const storeWithCache = async (folder: string | undefined) => {
    await t.database.db.delete(media).where(eq(media.key, key));
    const before = process.env.DEMO_CACHE_DIR;
    if (folder) process.env.DEMO_CACHE_DIR = folder;
    else delete process.env.DEMO_CACHE_DIR;
    try {
      await storeArtwork(t.database.db, key, 700, 300);
    } finally {
      if (before === undefined) delete process.env.DEMO_CACHE_DIR;
      else process.env.DEMO_CACHE_DIR = before;
    }
    return stored();
  };

  test("a picture is encoded once into the folder and read back byte for byte; a bad file is encoded again", async () => {
    const folder = mkdtempSync(join(tmpdir(), "artwork-cache-"));
    try {
      const encoded = await storeWithCache(undefined);
      expect(encoded.length).toBeGreaterThan(6);
      expect(readdirSync(folder)).toEqual([]);

      expect(await storeWithCache(folder)).toEqual(encoded);
      const files = readdirSync(join(folder, "seed-artwork"));
      expect(files).toHaveLength(1);
      const file = join(folder, "seed-artwork", files[0] ?? "");

      // The next seed reads the file instead of encoding: a marked file gives the marked bytes.
      const kept = deserialize(readFileSync(file)) as { bytes: Buffer };
      writeFileSync(file, serialize({ ...kept, bytes: Buffer.from("marked") }));
      const fromFile = await storeWithCache(folder);
      expect(fromFile[0]?.bytes).toBe(Buffer.from("marked").toString("hex"));
      expect(fromFile.slice(1)).toEqual(encoded.slice(1));

      writeFileSync(file, "not a cache file");
      expect(await storeWithCache(folder)).toEqual(encoded);
      expect(deserialize(readFileSync(file))).toMatchObject({ bytes: expect.any(Buffer) });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("image copies in an S3-compatible bucket (MEDIA_STORE=s3)", () => {
  const account = { accessKeyId: "AKIAPORTALTEST", bucket: "portal-media" };
  let fake: S3Fake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startS3Fake(account);
    t = await createTestApp({
      MEDIA_STORE: "s3",
      S3_BUCKET: account.bucket,
      S3_ENDPOINT: fake.url,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: account.accessKeyId,
      S3_SECRET_ACCESS_KEY: "portal-test-secret",
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  test("copies go to the bucket with the image, are streamed from it and deleted with it", async () => {
    const { id } = await uploadContentImage(t.deps, await picture(700, 350));
    await expectCopies(t, id, [64, 128, 160, 320, 640, 700]);
    const copies = await copiesOf(t, id);
    const stored = copies.map((row) => fake.objects.get(`${account.bucket}/${row.objectKey}`)?.contentType);
    expect(stored).toEqual(copies.map((row) => row.contentType));

    const answer = await t.app.inject({ url: `/api/media/${id}?w=640&f=webp` });
    expect([answer.statusCode, answer.headers["content-type"]]).toEqual([200, "image/webp"]);
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(640);

    await t.database.db.delete(media).where(eq(media.id, id));
    await t.drainOutbox();
    expect(copies.some((row) => fake.objects.has(`${account.bucket}/${row.objectKey}`))).toBe(false);
  });

  test("the backfill reads an older image from the bucket and puts its copies there", async () => {
    const bytes = await picture(300, 300);
    const [row] = await t.database.db
      .insert(media)
      .values({ contentType: "image/webp", ...(await storeMediaBytes(t.deps, bytes, "image/webp")) })
      .returning({ id: media.id });
    const id = row?.id ?? 0;
    expect(await backfillVariants(t.database.db, bucketOf(t.deps))).toEqual({ images: 1, failed: [] });
    await expectCopies(t, id, [64, 128, 160, 300]);
    const copies = await copiesOf(t, id);
    expect(
      copies.every((copy) => copy.objectKey && fake.objects.has(`${account.bucket}/${copy.objectKey}`)),
    ).toBe(true);
    expect(await backfillVariants(t.database.db, undefined)).toEqual({ images: 0, failed: [] });

    // media:move takes the copies along like any media file.
    await moveMedia(t.database.db, bucketOf(t.deps), "postgres");
    expect(copies.some((copy) => fake.objects.has(`${account.bucket}/${copy.objectKey}`))).toBe(false);
    const moved = await t.app.inject({ url: `/api/media/${id}?w=160&f=webp` });
    expect([moved.statusCode, (await sharp(moved.rawPayload).metadata()).width]).toEqual([200, 160]);
  });
});
