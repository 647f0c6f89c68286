import type { AnswerableKind } from "@portal/contracts/console/boards";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { forums, postComments, posts } from "../../db/schema/forums.ts";
import { wordList } from "../../db/schema/moderation.ts";
import { news, newsComments } from "../../db/schema/news.ts";
import { reviews } from "../../db/schema/reviews.ts";

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

/** The game a review, news comment, forum post or forum comment belongs to (gameId null: none; undefined: no such text). */
export async function gameOfText(
  db: DbOrTx,
  kind: AnswerableKind,
  id: number,
): Promise<{ gameId: number | null } | undefined> {
  const [row] = await gameQueries[kind](db, id);
  return row;
}

const gameQueries = {
  review: (db: DbOrTx, id: number) =>
    db.select({ gameId: reviews.gameId }).from(reviews).where(eq(reviews.id, id)),
  newsComment: (db: DbOrTx, id: number) =>
    db
      .select({ gameId: news.gameId })
      .from(newsComments)
      .innerJoin(news, eq(news.id, newsComments.newsId))
      .where(eq(newsComments.id, id)),
  post: (db: DbOrTx, id: number) =>
    db
      .select({ gameId: forums.gameId })
      .from(posts)
      .innerJoin(forums, eq(forums.id, posts.forumId))
      .where(eq(posts.id, id)),
  comment: (db: DbOrTx, id: number) =>
    db
      .select({ gameId: forums.gameId })
      .from(postComments)
      .innerJoin(posts, eq(posts.id, postComments.postId))
      .innerJoin(forums, eq(forums.id, posts.forumId))
      .where(eq(postComments.id, id)),
} satisfies Record<AnswerableKind, unknown>;
