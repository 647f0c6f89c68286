import { and, eq } from "drizzle-orm";
import {
  commentLikes,
  forumFollows,
  forums,
  postCollects,
  postComments,
  postLikes,
  posts,
  userFollows,
} from "../../db/schema/forums.ts";
import { type CountedRows, type LikeStore, likeStore } from "../../platform/comments/counted-rows.ts";

/** Likes on posts and comments: one row per player and target, the count on the target. */
export const forumLikes = {
  post: likeStore(postLikes, postLikes.postId, posts, posts.likesCount, "postNotFound"),
  comment: likeStore(
    commentLikes,
    commentLikes.commentId,
    postComments,
    postComments.likesCount,
    "commentNotFound",
  ),
} satisfies Record<string, LikeStore>;

/** The forum's other counted rows (bookmarks, board follows), each for one player and one thing. */
export const countedRows = {
  postCollect: (userId: number, postId: number, at: Date): CountedRows => ({
    rows: postCollects,
    row: { userId, postId, createdAt: at },
    match: and(eq(postCollects.userId, userId), eq(postCollects.postId, postId)),
    parent: posts,
    parentId: posts.id,
    count: posts.collectsCount,
  }),
  forumFollow: (userId: number, forumId: number): CountedRows => ({
    rows: forumFollows,
    row: { userId, forumId },
    match: and(eq(forumFollows.userId, userId), eq(forumFollows.forumId, forumId)),
    parent: forums,
    parentId: forums.id,
    count: forums.followersCount,
  }),
  /** A player following a player (no count on either row). */
  playerFollow: (followerId: number, followeeId: number) => ({
    rows: userFollows,
    row: { followerId, followeeId },
    match: and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)),
  }),
};
