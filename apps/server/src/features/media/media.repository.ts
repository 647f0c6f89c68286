import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { media } from "../../db/schema/platform.ts";

/** A stored file's type, and its bytes or its object in the bucket. */
export async function findMedia(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      contentType: media.contentType,
      bytes: media.bytes,
      objectKey: media.objectKey,
      byteSize: media.byteSize,
    })
    .from(media)
    .where(eq(media.id, id));
  return row;
}
