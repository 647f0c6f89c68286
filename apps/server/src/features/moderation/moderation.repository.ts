import type { AnswerableKind } from "@portal/contracts/console/boards";
import type { ModeratedKind } from "@portal/contracts/console/moderation";
import { and, asc, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/account.ts";
import { forumReports, forums, moderationActions, postComments, posts } from "../../db/schema/forums.ts";
import { wordList } from "../../db/schema/moderation.ts";
import { news, newsComments, newsReplies } from "../../db/schema/news.ts";
import { contentReports, reviewReplies, reviews } from "../../db/schema/reviews.ts";
import { auditEntries } from "../../db/schema/staff.ts";

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
  return textContext(db, kind, id);
}

/** Where one text lives and what players did with it, whatever its kind (null where the kind has none). */
export interface TextContext {
  userId: number;
  title: string | null;
  body: string;
  imageMediaIds: number[];
  createdAt: Date;
  hiddenAt: Date | null;
  deletedAt: Date | null;
  likes: number;
  replies: number;
  gameId: number | null;
  newsId: number | null;
  newsTexts: (typeof news.$inferSelect)["texts"] | null;
  forumId: number | null;
  forumKind: string | null;
  postId: number | null;
}

const none = {
  title: sql<null>`null`,
  imageMediaIds: sql<number[]>`array[]::integer[]`,
  newsId: sql<null>`null`,
  newsTexts: sql<null>`null`,
  forumId: sql<null>`null`,
  forumKind: sql<null>`null`,
  postId: sql<null>`null`,
};
const childCount = (table: string, parent: PgColumn) =>
  sql<number>`(select count(*)::int from ${sql.raw(table)} c where c.parent_reply_id = ${parent})`;

type TextTable =
  | typeof reviews
  | typeof reviewReplies
  | typeof newsComments
  | typeof newsReplies
  | typeof posts
  | typeof postComments;

/** What every kind of text has; `replies`: its reply count (kept, or counted for replies to replies). */
const textColumns = (text: TextTable, replies: PgColumn | SQL<number>) => ({
  ...none,
  userId: text.userId,
  body: text.body,
  createdAt: text.createdAt,
  hiddenAt: text.hiddenAt,
  deletedAt: text.deletedAt,
  likes: text.likesCount,
  replies,
});
const inNews = { gameId: news.gameId, newsId: news.id, newsTexts: news.texts };
const inForum = { gameId: forums.gameId, forumId: forums.id, forumKind: forums.kind, postId: posts.id };

const contextQueries: Record<ModeratedKind, (db: DbOrTx, id: number) => Promise<TextContext[]>> = {
  review: (db, id) =>
    db
      .select({ ...textColumns(reviews, reviews.repliesCount), gameId: reviews.gameId })
      .from(reviews)
      .where(eq(reviews.id, id)),
  reply: (db, id) =>
    db
      .select({
        ...textColumns(reviewReplies, childCount("review_replies", reviewReplies.id)),
        gameId: reviews.gameId,
      })
      .from(reviewReplies)
      .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
      .where(eq(reviewReplies.id, id)),
  newsComment: (db, id) =>
    db
      .select({ ...textColumns(newsComments, newsComments.repliesCount), ...inNews })
      .from(newsComments)
      .innerJoin(news, eq(news.id, newsComments.newsId))
      .where(eq(newsComments.id, id)),
  newsReply: (db, id) =>
    db
      .select({ ...textColumns(newsReplies, childCount("news_replies", newsReplies.id)), ...inNews })
      .from(newsReplies)
      .innerJoin(newsComments, eq(newsComments.id, newsReplies.commentId))
      .innerJoin(news, eq(news.id, newsComments.newsId))
      .where(eq(newsReplies.id, id)),
  post: (db, id) =>
    db
      .select({
        ...textColumns(posts, posts.commentsCount),
        title: posts.title,
        imageMediaIds: posts.imageMediaIds,
        ...inForum,
      })
      .from(posts)
      .innerJoin(forums, eq(forums.id, posts.forumId))
      .where(eq(posts.id, id)),
  comment: (db, id) =>
    db
      .select({ ...textColumns(postComments, postComments.subCommentsCount), ...inForum })
      .from(postComments)
      .innerJoin(posts, eq(posts.id, postComments.postId))
      .innerJoin(forums, eq(forums.id, posts.forumId))
      .where(eq(postComments.id, id)),
};

/** One text with where it lives and its counts; undefined when there is no such text. */
export async function textContext(db: DbOrTx, kind: ModeratedKind, id: number) {
  const [row] = await contextQueries[kind](db, id);
  return row;
}

/** The author's name, sanctions and how many warnings staff sent them (audit entries `moderation.warn`). */
export async function authorRecord(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      nickname: users.nickname,
      bannedUntil: users.bannedUntil,
      mutedUntil: users.mutedUntil,
      warnings: sql<number>`(select count(*)::int from ${auditEntries}
        where ${auditEntries.action} = 'moderation.warn' and ${auditEntries.before}->>'authorId' = ${String(userId)})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Every report of one text, newest first, with the reporter's nickname. */
export function reportsOf(db: DbOrTx, kind: ModeratedKind, id: number) {
  const columns = (t: typeof contentReports | typeof forumReports) => ({
    uid: t.userId,
    nickname: users.nickname,
    reason: t.reason,
    note: t.note,
    createdAt: t.createdAt,
    resolvedAt: t.resolvedAt,
  });
  if (kind === "post" || kind === "comment")
    return db
      .select(columns(forumReports))
      .from(forumReports)
      .innerJoin(users, eq(users.id, forumReports.userId))
      .where(
        kind === "post"
          ? and(eq(forumReports.postId, id), isNull(forumReports.commentId))
          : eq(forumReports.commentId, id),
      )
      .orderBy(desc(forumReports.createdAt), desc(forumReports.id));
  return db
    .select(columns(contentReports))
    .from(contentReports)
    .innerJoin(users, eq(users.id, contentReports.userId))
    .where(and(eq(contentReports.targetType, kind), eq(contentReports.targetId, id)))
    .orderBy(desc(contentReports.createdAt), desc(contentReports.id));
}

/** What board moderators and GMs did on the portal to one forum post or comment, newest first. */
export function portalActionsOn(db: DbOrTx, kind: "post" | "comment", id: number) {
  return db
    .select({
      at: moderationActions.createdAt,
      action: moderationActions.action,
      actorId: moderationActions.actorId,
      nickname: users.nickname,
    })
    .from(moderationActions)
    .innerJoin(users, eq(users.id, moderationActions.actorId))
    .where(and(eq(moderationActions.targetType, kind), eq(moderationActions.targetId, id)))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id));
}
