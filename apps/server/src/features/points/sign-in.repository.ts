import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
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
export async function insertSignIn(tx: DbOrTx, values: typeof dailySignIns.$inferInsert) {
  const written = await tx
    .insert(dailySignIns)
    .values(values)
    .onConflictDoNothing()
    .returning({ day: dailySignIns.day });
  return written.length > 0;
}
