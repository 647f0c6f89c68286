import { buffer } from "node:stream/consumers";
import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { MediaObjects } from "../../adapters/media-objects.ts";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/platform.ts";
import { newObjectKey } from "../../platform/media-bytes.ts";

export type MediaStoreName = "s3" | "postgres";

/**
 * Moves every media file into `to`, one at a time (the portal may keep running: a row is switched
 * only if it still is where it was read, and players are served from wherever it is at that moment).
 * To the bucket: the object is written first, then the row names it and drops its bytes. To the
 * database: the row takes the bytes back, then the object is deleted. Answers how many moved.
 */
export async function moveMedia(db: Db, objects: MediaObjects, to: MediaStoreName): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const [row] = await db
      .select({ id: media.id, contentType: media.contentType, objectKey: media.objectKey })
      .from(media)
      .where(and(gt(media.id, after), to === "s3" ? isNotNull(media.bytes) : isNull(media.bytes)))
      .orderBy(asc(media.id))
      .limit(1);
    if (!row) return moved;
    after = row.id;
    if (await (to === "s3" ? intoBucket(db, objects, row) : intoDatabase(db, objects, row))) moved++;
  }
}

async function intoBucket(db: Db, objects: MediaObjects, row: { id: number; contentType: string }) {
  const [file] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.id, row.id));
  if (!file?.bytes) return false;
  const objectKey = newObjectKey();
  await objects.put(objectKey, file.bytes, row.contentType);
  const switched = await db
    .update(media)
    .set({ objectKey, byteSize: file.bytes.length, bytes: null })
    .where(and(eq(media.id, row.id), isNotNull(media.bytes)))
    .returning({ id: media.id });
  if (switched.length === 0) await objects.delete(objectKey);
  return switched.length > 0;
}

async function intoDatabase(db: Db, objects: MediaObjects, row: { id: number; objectKey: string | null }) {
  if (!row.objectKey) return false;
  const stream = await objects.read(row.objectKey);
  if (!stream) throw new Error(`media ${row.id}: object ${row.objectKey} is missing from the bucket`);
  const bytes = await buffer(stream);
  const switched = await db
    .update(media)
    .set({ bytes, objectKey: null, byteSize: null })
    .where(and(eq(media.id, row.id), eq(media.objectKey, row.objectKey)))
    .returning({ id: media.id });
  if (switched.length > 0) await objects.delete(row.objectKey);
  return switched.length > 0;
}

/** How many media files are in each store. */
export async function mediaCounts(db: Db) {
  const [counts] = await db
    .select({
      postgres: sql<number>`count(*) filter (where ${media.bytes} is not null)::int`,
      s3: sql<number>`count(*) filter (where ${media.objectKey} is not null)::int`,
    })
    .from(media);
  return counts ?? { postgres: 0, s3: 0 };
}
