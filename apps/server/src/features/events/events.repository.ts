import { and, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { storedActivities } from "../../db/schema/platform.ts";

/** Activities running at `now`, ending soonest first. */
export function listRunningActivities(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(storedActivities)
    .where(and(lt(storedActivities.startsAt, now), gt(storedActivities.endsAt, now)))
    .orderBy(sql`${storedActivities.endsAt}`);
}
