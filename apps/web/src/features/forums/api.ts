import * as forums from "@portal/contracts/refs/forums";
import type { BodyOf, DataOf } from "@portal/contracts/route";
import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { cursorPagedQuery, numberPagedQuery, type PageParam, pageFields } from "../../lib/page-param";
import { mapPageItems } from "../../lib/pages";
import { call } from "../../lib/request";
import { useSignedInUid } from "../../lib/session";

export type Forum = forums.Forum;
export type Post = forums.Post;
export type Comment = forums.Comment;
export type ThreadHead = forums.ThreadHead;
export type PostSort = (typeof forums.postSorts)[number];
type PostPage = DataOf<typeof forums.postList>;
type CommentPage = DataOf<typeof forums.commentList>;
type SubCommentPage = DataOf<typeof forums.subCommentList>;
export type ReportedItem = DataOf<typeof forums.moderationQueue>["items"][number];

const PAGE_SIZE = 10;

/** Every key carries the uid: liked, collected, mine and permissions differ per player. */
export const forumKeys = {
  all: ["forums"] as const,
  boards: (appId: number | undefined, uid: number | null) =>
    [...forumKeys.all, "boards", appId ?? 0, uid ?? 0] as const,
  board: (forumId: number, uid: number | null) => [...forumKeys.all, "board", forumId, uid ?? 0] as const,
  posts: (filter: { forumId?: number; uid?: number; sort: PostSort }, viewer: number | null) =>
    [...forumKeys.all, "posts", filter, viewer ?? 0] as const,
  collected: (uid: number | null) => [...forumKeys.all, "posts", "collected", uid ?? 0] as const,
  post: (postId: number, uid: number | null) => [...forumKeys.all, "post", postId, uid ?? 0] as const,
  comments: (postId: number, uid: number | null) => [...forumKeys.all, "comments", postId, uid ?? 0] as const,
  subComments: (commentId: number, uid: number | null) =>
    [...forumKeys.all, "subComments", commentId, uid ?? 0] as const,
  player: (uid: number, viewer: number | null) => [...forumKeys.all, "player", uid, viewer ?? 0] as const,
  moderation: () => [...forumKeys.all, "moderation"] as const,
};

// ---- fetchers

export const fetchBoards = (appId?: number, signal?: AbortSignal) =>
  call(forums.forums, { query: { appId }, signal });
export const fetchBoard = (forumId: number, signal?: AbortSignal) =>
  call(forums.forumDetail, { query: { forumId }, signal });
export const fetchPosts = (
  filter: { forumId?: number; uid?: number; sort: PostSort },
  page: PageParam,
  signal?: AbortSignal,
) => call(forums.postList, { query: { ...filter, ...pageFields(page), pageSize: PAGE_SIZE }, signal });
export const fetchCollected = (page: number, signal?: AbortSignal) =>
  call(forums.postCollectList, { query: { page, pageSize: PAGE_SIZE }, signal });
export const fetchPost = (postId: number, signal?: AbortSignal) =>
  call(forums.postDetail, { query: { postId }, signal });
export const fetchComments = (postId: number, page: PageParam, signal?: AbortSignal) =>
  call(forums.commentList, { query: { postId, ...pageFields(page), pageSize: PAGE_SIZE }, signal });
export const fetchSubComments = (commentId: number, page: PageParam, signal?: AbortSignal) =>
  call(forums.subCommentList, { query: { commentId, ...pageFields(page), pageSize: PAGE_SIZE }, signal });
export const fetchPlayer = (uid: number, signal?: AbortSignal) =>
  call(forums.forumUser, { query: { uid }, signal });
export const fetchQueue = (page: number, signal?: AbortSignal) =>
  call(forums.moderationQueue, { query: { page, pageSize: 20 }, signal });

// ---- query options

export const boardsQuery = (appId: number | undefined, uid: number | null) =>
  queryOptions({
    queryKey: forumKeys.boards(appId, uid),
    queryFn: ({ signal }) => fetchBoards(appId, signal),
  });

export const postListQuery = (
  filter: { forumId?: number; uid?: number; sort: PostSort },
  viewer: number | null,
) => cursorPagedQuery(forumKeys.posts(filter, viewer), (page, signal) => fetchPosts(filter, page, signal));

// ---- hooks

export function useBoards(appId?: number) {
  return useQuery(boardsQuery(appId, useSignedInUid()));
}

export function useBoard(forumId: number) {
  const uid = useSignedInUid();
  return useQuery({
    queryKey: forumKeys.board(forumId, uid),
    queryFn: ({ signal }) => fetchBoard(forumId, signal),
  });
}

export function usePostList(filter: { forumId?: number; uid?: number; sort: PostSort }) {
  return useInfiniteQuery(postListQuery(filter, useSignedInUid()));
}

export function useCollected() {
  const uid = useSignedInUid();
  return useInfiniteQuery(numberPagedQuery(forumKeys.collected(uid), fetchCollected));
}

/** A post; `enabled: false` (a new post's editor) asks nothing. */
export function usePost(postId: number, enabled = true) {
  const uid = useSignedInUid();
  return useQuery({
    queryKey: forumKeys.post(postId, uid),
    queryFn: ({ signal }) => fetchPost(postId, signal),
    enabled,
  });
}

export const commentListQuery = (postId: number, uid: number | null) =>
  cursorPagedQuery(forumKeys.comments(postId, uid), (page, signal) => fetchComments(postId, page, signal));

export const subCommentListQuery = (commentId: number, uid: number | null) =>
  cursorPagedQuery(forumKeys.subComments(commentId, uid), (page, signal) =>
    fetchSubComments(commentId, page, signal),
  );

export function useComments(postId: number) {
  return useInfiniteQuery(commentListQuery(postId, useSignedInUid()));
}

export function useSubComments(commentId: number) {
  return useInfiniteQuery(subCommentListQuery(commentId, useSignedInUid()));
}

export function usePlayer(uid: number) {
  const viewer = useSignedInUid();
  return useQuery({
    queryKey: forumKeys.player(uid, viewer),
    queryFn: ({ signal }) => fetchPlayer(uid, signal),
  });
}

export function useModerationQueue(enabled: boolean) {
  return useInfiniteQuery({ ...numberPagedQuery(forumKeys.moderation(), fetchQueue), enabled });
}

/** Anything written changes lists, counts and permissions: the forum's queries read again. */
const refreshForums = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: forumKeys.all });

function useForumMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshForums(queryClient) });
}

export const useSavePost = () =>
  useForumMutation((input: BodyOf<typeof forums.addPost> & { postId?: number }) =>
    input.postId
      ? call(forums.updatePost, {
          body: {
            postId: input.postId,
            title: input.title,
            content: input.content,
            imageIds: input.imageIds,
          },
        })
      : call(forums.addPost, { body: input }),
  );
export const useHideReported = () =>
  useForumMutation((body: BodyOf<typeof forums.hideReported>) => call(forums.hideReported, { body }));
export const useDeletePost = () =>
  useForumMutation((postId: number) => call(forums.delPost, { body: { postId } }));
export const usePin = () =>
  useForumMutation((body: BodyOf<typeof forums.stick>) => call(forums.stick, { body }));
export const useCollect = () =>
  useForumMutation((body: BodyOf<typeof forums.postCollect>) => call(forums.postCollect, { body }));
export const useFollowBoard = () =>
  useForumMutation((body: BodyOf<typeof forums.concernForum>) => call(forums.concernForum, { body }));
export const useFollowPlayer = () =>
  useForumMutation((body: BodyOf<typeof forums.concernUser>) => call(forums.concernUser, { body }));
export const useAddComment = () =>
  useForumMutation((body: BodyOf<typeof forums.addComment>) => call(forums.addComment, { body }));
export const useAddSubComment = () =>
  useForumMutation((body: BodyOf<typeof forums.addSubComment>) => call(forums.addSubComment, { body }));
export const useDeleteComment = () =>
  useForumMutation((commentId: number) => call(forums.delComment, { body: { commentId } }));
export const useDismissReports = () =>
  useForumMutation((body: BodyOf<typeof forums.dismissReports>) => call(forums.dismissReports, { body }));
export const useComplain = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof forums.complain>) => call(forums.complain, { body }) });

/** Patches a post's like in every cached list and detail; the count is the server's. */
export function usePostLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof forums.postLike>) => call(forums.postLike, { body }),
    onSuccess: (answer) => {
      const patch = (post: Post): Post =>
        post.id === answer.postId ? { ...post, liked: answer.liked, likesCount: answer.likesCount } : post;
      queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: [...forumKeys.all, "posts"] }, (data) =>
        mapPageItems(data, patch),
      );
      queryClient.setQueriesData<Post>({ queryKey: [...forumKeys.all, "post", answer.postId] }, (data) =>
        data ? patch(data) : data,
      );
    },
  });
}

/** Patches a comment's like in the cached threads. */
export function useCommentLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof forums.commentLike>) => call(forums.commentLike, { body }),
    onSuccess: (answer) => {
      const patch = <T extends Comment>(comment: T): T =>
        comment.id === answer.commentId
          ? { ...comment, liked: answer.liked, likesCount: answer.likesCount }
          : comment;
      const patchHead = (head: ThreadHead): ThreadHead => ({
        ...patch(head),
        preview: head.preview.map(patch),
      });
      queryClient.setQueriesData<InfiniteData<CommentPage>>(
        { queryKey: [...forumKeys.all, "comments"] },
        (data) => mapPageItems(data, patchHead),
      );
      queryClient.setQueriesData<InfiniteData<SubCommentPage>>(
        { queryKey: [...forumKeys.all, "subComments"] },
        (data) => mapPageItems(data, patch),
      );
    },
  });
}
