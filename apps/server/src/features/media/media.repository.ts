import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { media } from "../../db/schema/platform.ts";

/** A stored file's type and bytes. */
export async function findMedia(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.id, id));
  return row;
}
