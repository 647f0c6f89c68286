import { and, desc, eq, lte } from "drizzle-orm";
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

/** Image `id`'s widest copy of `contentType` at most `width` pixels wide, if it has copies. */
export async function findVariant(db: DbOrTx, id: number, width: number, contentType: string) {
  const [row] = await db
    .select(stored)
    .from(media)
    .where(and(eq(media.variantOf, id), eq(media.contentType, contentType), lte(media.width, width)))
    .orderBy(desc(media.width))
    .limit(1);
  return row;
}
