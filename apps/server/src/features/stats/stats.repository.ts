import type { DbOrTx } from "../../db/client.ts";
import { pageViews } from "../../db/schema/platform.ts";

export async function insertPageView(db: DbOrTx, values: typeof pageViews.$inferInsert) {
  await db.insert(pageViews).values(values);
}
