import { buffer } from "node:stream/consumers";
import { and, asc, eq, gt, isNull, like, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MediaObjects } from "../../adapters/media-objects.ts";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/platform.ts";
import { addMediaVariants } from "../../platform/media-variants.ts";

const copy = alias(media, "copy");

/**
 * Makes the copies of every image stored before copies existed, one image at a time (safe while the
 * portal runs: a copy made meanwhile is kept, see addMediaVariants). Copies go where their image's
 * bytes are. Answers how many images got copies and which could not be decoded.
 */
export async function backfillVariants(db: Db, objects: MediaObjects | undefined) {
  const result = { images: 0, failed: [] as number[] };
  let after = 0;
  for (;;) {
    const [row] = await db
      .select({ id: media.id, ownerId: media.ownerId, bytes: media.bytes, objectKey: media.objectKey })
      .from(media)
      .where(
        and(
          gt(media.id, after),
          isNull(media.variantOf),
          like(media.contentType, "image/%"),
          notExists(db.select({ id: copy.id }).from(copy).where(eq(copy.variantOf, media.id))),
        ),
      )
      .orderBy(asc(media.id))
      .limit(1);
    if (!row) return result;
    after = row.id;
    const bucket = row.objectKey ? objects : undefined;
    if (row.objectKey && !bucket)
      throw new Error(`media ${row.id} is in the bucket, but S3_BUCKET is not set`);
    const stream = row.objectKey ? await bucket?.read(row.objectKey) : undefined;
    const bytes = row.bytes ?? (stream ? await buffer(stream) : undefined);
    try {
      if (!bytes) throw new Error("missing");
      await addMediaVariants(db, bucket, row, bytes);
      result.images++;
    } catch {
      result.failed.push(row.id);
    }
  }
}
