import type { postSorts } from "@portal/contracts/forums";
import { and, desc, eq, gt, inArray, isNotNull, isNull, like, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { afterAnchor, countRows, type Keyset, keysetOrder, rowsWithTotal } from "../../db/paging.ts";
import { findRowWhere, insertId, insertRow } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import { forums, postCollects, postLikes, posts } from "../../db/schema/forums.ts";
import { media } from "../../db/schema/platform.ts";
import { authorColumns } from "../../platform/comments/authors.ts";
import { countOnParent, moderatedTable, shown } from "../../platform/comments/moderation.ts";

/** Posts with author, board, and whether the viewer liked and bookmarked each (viewer 0: visitor). */
function selectPostViews(db: DbOrTx, viewerId: number) {
  return db
    .select({
      post: posts,
      appId: forums.gameId,
      kind: forums.kind,
      author: authorColumns,
      liked: sql<boolean>`${postLikes.userId} is not null`,
      collected: sql<boolean>`${postCollects.userId} is not null`,
    })
    .from(posts)
    .innerJoin(forums, eq(forums.id, posts.forumId))
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(postLikes, and(eq(postLikes.postId, posts.id), eq(postLikes.userId, viewerId)))
    .leftJoin(postCollects, and(eq(postCollects.postId, posts.id), eq(postCollects.userId, viewerId)));
}

export type PostView = NonNullable<Awaited<ReturnType<typeof findPostView>>>;

export async function findPostView(db: DbOrTx, postId: number, viewerId: number) {
  const [row] = await selectPostViews(db, viewerId).where(and(eq(posts.id, postId), shown(posts)));
  return row;
}

/** The "hottest" score: likes plus comments, kept in step by the counters and indexed as this expression. */
export const postHeat = sql`(${posts.likesCount} + ${posts.commentsCount})`;

const postKeyset = (key: Keyset["keys"][number]): Keyset => ({
  keys: [key, posts.id],
  descending: true,
  table: posts,
  id: posts.id,
});

const postOrders: Record<(typeof postSorts)[number], Keyset> = {
  reply: postKeyset(posts.lastReplyAt),
  newest: postKeyset(posts.createdAt),
  hottest: postKeyset(postHeat),
};

/**
 * One page of posts, `offset` rows in or after the post `after` (keyset); on a board pinned posts
 * come first (newest pin first), so a cursor continues among the unpinned ones. The total of a
 * board or of every board comes from the boards' post counts, not from counting posts.
 */
export async function listPostViews(
  db: DbOrTx,
  options: {
    forumId?: number;
    authorId?: number;
    sort: (typeof postSorts)[number];
    viewerId: number;
    limit: number;
    offset: number;
    after?: number;
  },
) {
  const order = postOrders[options.sort];
  const onBoard = options.forumId !== undefined;
  const where = and(
    shown(posts),
    options.forumId ? eq(posts.forumId, options.forumId) : undefined,
    options.authorId ? eq(posts.userId, options.authorId) : undefined,
  );
  const keyed =
    options.after === undefined
      ? undefined
      : and(onBoard ? isNull(posts.pinnedAt) : undefined, afterAnchor(order, options.after));
  const pinnedFirst = onBoard ? [sql`${posts.pinnedAt} desc nulls last`] : [];
  const [rows, total] = await Promise.all([
    selectPostViews(db, options.viewerId)
      .where(and(where, keyed))
      .orderBy(...pinnedFirst, ...keysetOrder(order))
      .limit(options.limit)
      .offset(options.offset),
    options.authorId
      ? countRows(db, posts, where).then(([row]) => row?.n ?? 0)
      : boardPostCounts(db, options.forumId),
  ]);
  return { rows, total };
}

/** Shown posts on a board, or on every board, from the counts kept on the boards. */
async function boardPostCounts(db: DbOrTx, forumId: number | undefined) {
  const [row] = await db
    .select({ n: sql<number>`cast(coalesce(sum(${forums.postsCount}), 0) as int)` })
    .from(forums)
    .where(forumId ? eq(forums.id, forumId) : undefined);
  return row?.n ?? 0;
}

/** The player's bookmarks, newest bookmark first. */
export async function listCollectedViews(db: DbOrTx, userId: number, limit: number, offset: number) {
  return rowsWithTotal(
    selectPostViews(db, userId)
      .where(and(isNotNull(postCollects.userId), shown(posts)))
      .orderBy(desc(postCollects.createdAt), desc(posts.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(postCollects)
      .innerJoin(posts, eq(posts.id, postCollects.postId))
      .where(and(eq(postCollects.userId, userId), shown(posts))),
  );
}

export async function findPost(db: DbOrTx, postId: number) {
  return findRowWhere(db, posts, and(eq(posts.id, postId), shown(posts)));
}

export async function lockPost(tx: DbOrTx, postId: number) {
  return findRowWhere(tx, posts, and(eq(posts.id, postId), shown(posts)), true);
}

export type PostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;

export function insertPost(tx: DbOrTx, values: typeof posts.$inferInsert) {
  return insertRow(tx, posts, values);
}

export async function updatePost(
  tx: DbOrTx,
  postId: number,
  values: { title: string; body: string; imageMediaIds: number[]; language: string; editedAt: Date },
) {
  await tx.update(posts).set(values).where(eq(posts.id, postId));
}

export async function deletePost(tx: DbOrTx, postId: number) {
  const [row] = await tx.delete(posts).where(eq(posts.id, postId)).returning();
  return row;
}

export async function setPinned(tx: DbOrTx, postId: number, at: Date | null) {
  await tx.update(posts).set({ pinnedAt: at }).where(eq(posts.id, postId));
}

/** How many posts the player wrote since `since` (the rate limit). */
export async function countPostsSince(tx: DbOrTx, userId: number, since: Date) {
  const [row] = await countRows(tx, posts, and(eq(posts.userId, userId), gt(posts.createdAt, since)));
  return row?.n ?? 0;
}

export async function countPostsBy(db: DbOrTx, userId: number) {
  const [row] = await countRows(db, posts, and(eq(posts.userId, userId), shown(posts)));
  return row?.n ?? 0;
}

/** A comment arrived: the post's count and latest-reply time move. */
export async function countCommentsOnPost(tx: DbOrTx, postId: number, delta: number, at?: Date) {
  await tx
    .update(posts)
    .set({
      commentsCount: sql`greatest(${posts.commentsCount} + ${delta}, 0)`,
      ...(at ? { lastReplyAt: at } : {}),
    })
    .where(eq(posts.id, postId));
}

/** Post pictures by id (width and height for the layout). */
export async function findImages(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: media.id,
      width: media.width,
      height: media.height,
      ownerId: media.ownerId,
      key: media.key,
    })
    .from(media)
    .where(inArray(media.id, ids));
}

export function insertImage(tx: DbOrTx, values: typeof media.$inferInsert) {
  return insertId(tx, media, values);
}

/** The player's post pictures uploaded before `before` that no post shows (abandoned drafts). */
export async function deleteUnusedImages(tx: DbOrTx, ownerId: number, before: Date) {
  await tx
    .delete(media)
    .where(
      and(
        eq(media.ownerId, ownerId),
        like(media.key, "post:%"),
        lt(media.createdAt, before),
        sql`not exists (select 1 from ${posts} where ${media.id} = any(${posts.imageMediaIds}))`,
      ),
    );
}

export async function deleteImages(tx: DbOrTx, ids: number[]) {
  if (ids.length) await tx.delete(media).where(inArray(media.id, ids));
}

export const moderatedPosts = moderatedTable(posts);

/** A post appears or disappears for players (moderation): its board's post count follows. */
export const countShownPost = countOnParent(posts.id, posts.forumId, forums.id, forums.postsCount);
