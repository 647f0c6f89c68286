import * as reviews from "@portal/contracts/refs/reviews";
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
import { cursorPagedQuery, type PageParam, pageFields } from "../../lib/page-param";
import { mapPageItems } from "../../lib/pages";
import { call } from "../../lib/request";
import { useSignedInUid } from "../../lib/session";

export type Review = reviews.Review;
export type Reply = reviews.Reply;
export type ReviewSort = (typeof reviews.reviewSorts)[number];
export type ReviewFilter = (typeof reviews.reviewFilters)[number];
export type { ReportReason } from "../comments/ReportSheet";

type ReviewPage = DataOf<typeof reviews.gameCommentsList>;
type ReplyPage = DataOf<typeof reviews.gameRepliesList>;
type ReplyInfo = DataOf<typeof reviews.gameReplyInfo>;
export type LikeAnswer = DataOf<typeof reviews.like>;

/** Every key carries the uid: liked / mine flags differ per player. */
export const reviewKeys = {
  all: ["reviews"] as const,
  game: (appId: number) => [...reviewKeys.all, "game", appId] as const,
  score: (appId: number) => [...reviewKeys.game(appId), "score"] as const,
  list: (appId: number, sort: ReviewSort, filter: ReviewFilter, uid: number | null) =>
    [...reviewKeys.game(appId), "list", sort, filter, uid ?? 0] as const,
  mine: (appId: number, uid: number | null) => [...reviewKeys.game(appId), "mine", uid ?? 0] as const,
  review: (reviewId: number) => [...reviewKeys.all, "review", reviewId] as const,
  info: (reviewId: number, uid: number | null) => [...reviewKeys.review(reviewId), "info", uid ?? 0] as const,
  replies: (reviewId: number, uid: number | null) =>
    [...reviewKeys.review(reviewId), "replies", uid ?? 0] as const,
};

// ---- fetchers

export const fetchScore = (appId: number, signal?: AbortSignal) =>
  call(reviews.gameScoreDetail, { query: { appId }, signal });
export const fetchReviewPage = (
  appId: number,
  sort: ReviewSort,
  filter: ReviewFilter,
  page: PageParam,
  signal?: AbortSignal,
) =>
  call(reviews.gameCommentsList, {
    query: { appId, sort, filter, ...pageFields(page), pageSize: 10 },
    signal,
  });
export const fetchMyReview = (appId: number, signal?: AbortSignal) =>
  call(reviews.personComment, { query: { appId }, signal });
export const fetchReplyInfo = (reviewId: number, signal?: AbortSignal) =>
  call(reviews.gameReplyInfo, { query: { reviewId }, signal });
export const fetchReplyPage = (reviewId: number, page: PageParam, signal?: AbortSignal) =>
  call(reviews.gameRepliesList, { query: { reviewId, ...pageFields(page), pageSize: 10 }, signal });
export const addReview = (body: BodyOf<typeof reviews.addGameComment>) =>
  call(reviews.addGameComment, { body });
export const updateReview = (body: BodyOf<typeof reviews.updateGameComment>) =>
  call(reviews.updateGameComment, { body });
export const deleteReview = (reviewId: number) => call(reviews.delGameComment, { body: { reviewId } });
export const addReply = (body: BodyOf<typeof reviews.addGameReply>) => call(reviews.addGameReply, { body });
export const sendLike = (body: BodyOf<typeof reviews.like>) => call(reviews.like, { body });
export const sendReport = (body: BodyOf<typeof reviews.reportGameComment>) =>
  call(reviews.reportGameComment, { body });

// ---- query options

export const scoreQuery = (appId: number) =>
  queryOptions({ queryKey: reviewKeys.score(appId), queryFn: ({ signal }) => fetchScore(appId, signal) });

export const reviewListQuery = (appId: number, sort: ReviewSort, filter: ReviewFilter, uid: number | null) =>
  cursorPagedQuery(reviewKeys.list(appId, sort, filter, uid), (page, signal) =>
    fetchReviewPage(appId, sort, filter, page, signal),
  );

export const myReviewQuery = (appId: number, uid: number | null) =>
  queryOptions({
    queryKey: reviewKeys.mine(appId, uid),
    queryFn: ({ signal }) => fetchMyReview(appId, signal),
  });

export const replyInfoQuery = (reviewId: number, uid: number | null) =>
  queryOptions({
    queryKey: reviewKeys.info(reviewId, uid),
    queryFn: ({ signal }) => fetchReplyInfo(reviewId, signal),
  });

export const replyListQuery = (reviewId: number, uid: number | null) =>
  cursorPagedQuery(reviewKeys.replies(reviewId, uid), (page, signal) =>
    fetchReplyPage(reviewId, page, signal),
  );

// ---- hooks

export function useScore(appId: number) {
  return useQuery(scoreQuery(appId));
}

export function useReviewList(appId: number, sort: ReviewSort, filter: ReviewFilter) {
  const uid = useSignedInUid();
  return useInfiniteQuery(reviewListQuery(appId, sort, filter, uid));
}

/** "My rating": only asked while signed in. */
export function useMyReview(appId: number) {
  const uid = useSignedInUid();
  return useQuery({ ...myReviewQuery(appId, uid), enabled: uid !== null });
}

export function useReplyInfo(reviewId: number | null) {
  const uid = useSignedInUid();
  return useQuery({ ...replyInfoQuery(reviewId ?? 0, uid), enabled: reviewId !== null });
}

export function useReplyList(reviewId: number | null) {
  const uid = useSignedInUid();
  return useInfiniteQuery({ ...replyListQuery(reviewId ?? 0, uid), enabled: reviewId !== null });
}

/** After writing, the score, the lists, my review and the game's rating and counts all change. */
async function afterReviewChange(queryClient: QueryClient, appId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.game(appId) }),
    queryClient.invalidateQueries({ queryKey: ["gameDetail", appId] }),
  ]);
}

export function useSaveReview(appId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reviewId?: number; rating: number; content: string }) =>
      input.reviewId
        ? updateReview({ reviewId: input.reviewId, rating: input.rating, content: input.content })
        : addReview({ appId, rating: input.rating, content: input.content }),
    onSuccess: () => afterReviewChange(queryClient, appId),
  });
}

export function useDeleteReview(appId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => afterReviewChange(queryClient, appId),
  });
}

const keyPart = (index: number, value: string) => ({
  queryKey: reviewKeys.all,
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[index] === value,
});

function patchReviewEverywhere(
  queryClient: QueryClient,
  reviewId: number,
  patch: (review: Review) => Review,
) {
  queryClient.setQueriesData<InfiniteData<ReviewPage>>(keyPart(3, "list"), (data) =>
    mapPageItems(data, (item) => (item.id === reviewId ? patch(item) : item)),
  );
  queryClient.setQueriesData<ReplyInfo>(keyPart(3, "info"), (data) =>
    data?.review.id === reviewId ? { ...data, review: patch(data.review) } : data,
  );
  queryClient.setQueriesData<{ review: Review | null }>(keyPart(3, "mine"), (data) =>
    data?.review?.id === reviewId ? { review: patch(data.review) } : data,
  );
}

function patchReplyEverywhere(queryClient: QueryClient, replyId: number, patch: (reply: Reply) => Reply) {
  queryClient.setQueriesData<InfiniteData<ReplyPage>>(keyPart(3, "replies"), (data) =>
    mapPageItems(data, (item) => (item.id === replyId ? patch(item) : item)),
  );
  queryClient.setQueriesData<ReplyInfo>(keyPart(3, "info"), (data) =>
    data
      ? { ...data, officialReplies: data.officialReplies.map((r) => (r.id === replyId ? patch(r) : r)) }
      : data,
  );
}

/** Like or unlike a review or a reply; the count shown is the one the server answers. */
export function useLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendLike,
    onSuccess: (answer) => {
      const apply = <T extends { liked: boolean; likesCount: number }>(item: T): T => ({
        ...item,
        liked: answer.liked,
        likesCount: answer.likesCount,
      });
      if (answer.target === "review") patchReviewEverywhere(queryClient, answer.id, apply);
      if (answer.target === "reply") patchReplyEverywhere(queryClient, answer.id, apply);
    },
  });
}

export function useAddReply(reviewId: number, appId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parentReplyId?: number }) => addReply({ reviewId, ...input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.review(reviewId) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.game(appId) }),
      ]);
    },
  });
}

export function useReport() {
  return useMutation({ mutationFn: sendReport });
}
