import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { wordList } from "../../db/schema/moderation.ts";

export type WordRow = typeof wordList.$inferSelect;

export function listWords(db: DbOrTx): Promise<WordRow[]> {
  return db.select().from(wordList).orderBy(asc(wordList.word));
}

/** The new word, or undefined when it is already listed. */
export async function insertWord(tx: DbOrTx, values: typeof wordList.$inferInsert) {
  const [row] = await tx.insert(wordList).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteWord(tx: DbOrTx, id: number) {
  const [row] = await tx.delete(wordList).where(eq(wordList.id, id)).returning();
  return row;
}
