import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { insertNew } from "../../db/rows.ts";
import { dailySignIns } from "../../db/schema/gifts.ts";

/** The player's latest daily sign-in (day, streak, time zone), if any. */
export async function lastSignIn(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ day: dailySignIns.day, streak: dailySignIns.streak, timeZone: dailySignIns.timeZone })
    .from(dailySignIns)
    .where(eq(dailySignIns.userId, userId))
    .orderBy(desc(dailySignIns.day))
    .limit(1);
  return row;
}

/** One sign-in per player and day (unique): false when that day was already signed. */
export function insertSignIn(tx: DbOrTx, values: typeof dailySignIns.$inferInsert) {
  return insertNew(tx, dailySignIns, values);
}
