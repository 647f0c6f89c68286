import { desc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { devOutbox } from "../../db/schema/platform.ts";

/** The latest 50 mails and SMS kept by the development outbox, newest first. */
export function latestDevOutbox(db: DbOrTx) {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(50);
}
