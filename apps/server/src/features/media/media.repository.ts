import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { media } from "../../db/schema/platform.ts";

const stored = {
  contentType: media.contentType,
  bytes: media.bytes,
  objectKey: media.objectKey,
  byteSize: media.byteSize,
};

/** A stored file's type, and its bytes or its object in the bucket. */
export async function findMedia(db: DbOrTx, id: number) {
  const [row] = await db.select(stored).from(media).where(eq(media.id, id));
  return row;
}

/**
 * Image `id`'s widest copy at most `width` pixels wide in one of `contentTypes`, the first of them
 * at equal width; undefined while it has no copies.
 */
export async function findVariant(db: DbOrTx, id: number, width: number, contentTypes: string[]) {
  const [row] = await db
    .select(stored)
    .from(media)
    .where(and(eq(media.variantOf, id), inArray(media.contentType, contentTypes), lte(media.width, width)))
    .orderBy(desc(media.width), desc(sql`${media.contentType} = ${contentTypes[0]}`))
    .limit(1);
  return row;
}
