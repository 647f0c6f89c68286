import * as news from "@portal/contracts/refs/news";
import * as notices from "@portal/contracts/refs/notices";
import * as videos from "@portal/contracts/refs/videos";
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

export type NewsCard = news.NewsCard;
export type NewsArticle = news.NewsArticle;
export type NewsComment = news.NewsComment;
export type NewsReply = news.NewsReply;
export type Notice = notices.Notice;
export type VideoCard = videos.VideoCard;
type CommentPage = DataOf<typeof news.newsComments>;
type NoticePage = DataOf<typeof notices.sysNotice>;
type ReplyPage = DataOf<typeof news.newsRepliesList>;
type LikeBody = BodyOf<typeof news.newsLike>;

export const NEWS_PAGE_SIZE = 10;

/** Keys of lists that carry the player's likes or read state end with the uid. */
export const newsKeys = {
  all: ["news"] as const,
  categories: () => [...newsKeys.all, "categories"] as const,
  lists: () => [...newsKeys.all, "list"] as const,
  list: (categoryId: number | null) => [...newsKeys.lists(), categoryId ?? 0] as const,
  game: (appId: number) => [...newsKeys.lists(), "game", appId] as const,
  article: (newsId: number, uid: number | null) => [...newsKeys.all, "article", newsId, uid ?? 0] as const,
  comments: (newsId: number, uid: number | null) => [...newsKeys.all, "comments", newsId, uid ?? 0] as const,
  comment: (commentId: number) => [...newsKeys.all, "comment", commentId] as const,
  replyInfo: (commentId: number, uid: number | null) =>
    [...newsKeys.comment(commentId), "info", uid ?? 0] as const,
  replies: (commentId: number, uid: number | null) =>
    [...newsKeys.comment(commentId), "replies", uid ?? 0] as const,
  notices: (uid: number | null) => ["notices", uid ?? 0] as const,
  videos: () => ["videos"] as const,
};

// ---- fetchers

export const fetchCategories = (signal?: AbortSignal) => call(news.gameNewsCats, { signal });
export const fetchNewsPage = (categoryId: number | null, page: number, signal?: AbortSignal) =>
  call(news.news, { query: { categoryId: categoryId ?? undefined, page, pageSize: NEWS_PAGE_SIZE }, signal });
export const fetchGameNewsPage = (appId: number, page: number, signal?: AbortSignal) =>
  call(news.gameNews, { query: { appId, page, pageSize: NEWS_PAGE_SIZE }, signal });
export const fetchArticle = (newsId: number, signal?: AbortSignal) =>
  call(news.newsDetail, { params: { newsId }, signal });
export const fetchCommentPage = (newsId: number, page: PageParam, signal?: AbortSignal) =>
  call(news.newsComments, { query: { newsId, ...pageFields(page), pageSize: NEWS_PAGE_SIZE }, signal });
export const fetchReplyInfo = (commentId: number, signal?: AbortSignal) =>
  call(news.newsReplyInfo, { query: { commentId }, signal });
export const fetchReplyPage = (commentId: number, page: PageParam, signal?: AbortSignal) =>
  call(news.newsRepliesList, {
    query: { commentId, ...pageFields(page), pageSize: NEWS_PAGE_SIZE },
    signal,
  });
export const fetchNoticePage = (page: number, signal?: AbortSignal) =>
  call(notices.sysNotice, { query: { page, pageSize: 20 }, signal });
export const fetchVideoPage = (page: number, signal?: AbortSignal) =>
  call(videos.videoList, { query: { page, pageSize: NEWS_PAGE_SIZE }, signal });

// ---- query options

export const categoriesQuery = () =>
  queryOptions({
    queryKey: newsKeys.categories(),
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: 5 * 60_000,
  });

export const newsListQuery = (categoryId: number | null) =>
  numberPagedQuery(newsKeys.list(categoryId), (page, signal) => fetchNewsPage(categoryId, page, signal));

export const gameNewsQuery = (appId: number) =>
  numberPagedQuery(newsKeys.game(appId), (page, signal) => fetchGameNewsPage(appId, page, signal));

export const articleQuery = (newsId: number, uid: number | null) =>
  queryOptions({
    queryKey: newsKeys.article(newsId, uid),
    queryFn: ({ signal }) => fetchArticle(newsId, signal),
  });

export const commentsQuery = (newsId: number, uid: number | null) =>
  cursorPagedQuery(newsKeys.comments(newsId, uid), (page, signal) => fetchCommentPage(newsId, page, signal));

export const noticesQuery = (uid: number | null) => numberPagedQuery(newsKeys.notices(uid), fetchNoticePage);

export const videosQuery = () => numberPagedQuery(newsKeys.videos(), fetchVideoPage);

// ---- hooks

export const useCategories = () => useQuery(categoriesQuery());
export const useNewsList = (categoryId: number | null) => useInfiniteQuery(newsListQuery(categoryId));
export const useGameNews = (appId: number) => useInfiniteQuery(gameNewsQuery(appId));
export const useVideos = () => useInfiniteQuery(videosQuery());

export function useArticle(newsId: number) {
  const uid = useSignedInUid();
  return useQuery(articleQuery(newsId, uid));
}

export function useComments(newsId: number) {
  const uid = useSignedInUid();
  return useInfiniteQuery(commentsQuery(newsId, uid));
}

export function useReplyInfo(commentId: number) {
  const uid = useSignedInUid();
  return useQuery({
    queryKey: newsKeys.replyInfo(commentId, uid),
    queryFn: ({ signal }) => fetchReplyInfo(commentId, signal),
  });
}

export const replyListQuery = (commentId: number, uid: number | null) =>
  cursorPagedQuery(newsKeys.replies(commentId, uid), (page, signal) =>
    fetchReplyPage(commentId, page, signal),
  );

export function useReplyList(commentId: number) {
  return useInfiniteQuery(replyListQuery(commentId, useSignedInUid()));
}

export function useNotices() {
  const uid = useSignedInUid();
  return useInfiniteQuery(noticesQuery(uid));
}

/** How many notices the signed-in player has not read (0 for a visitor, who is not asked). */
export function useUnreadNotices() {
  const uid = useSignedInUid();
  const notices = useInfiniteQuery({ ...noticesQuery(uid), enabled: uid !== null });
  return notices.data?.pages[0]?.unread ?? 0;
}

// ---- mutations

const byPrefix = (prefix: readonly unknown[]) => ({
  predicate: (query: { queryKey: readonly unknown[] }) =>
    prefix.every((part, i) => query.queryKey[i] === part),
});

type Liked = { id: number; liked: boolean; likesCount: number };

/** Puts the server's answer (liked, count) on every cached copy of the liked thing. */
function applyLike(queryClient: QueryClient, answer: DataOf<typeof news.newsLike>) {
  const apply = <T extends Liked>(item: T): T =>
    item.id === answer.id ? { ...item, liked: answer.liked, likesCount: answer.likesCount } : item;
  const inPages = <P extends { items: Liked[] }>(data: InfiniteData<P> | undefined) =>
    mapPageItems(data, apply);
  if (answer.target === "news")
    queryClient.setQueriesData<NewsArticle>(byPrefix([...newsKeys.all, "article", answer.id]), (data) =>
      data ? apply(data) : data,
    );
  if (answer.target === "comment") {
    queryClient.setQueriesData<InfiniteData<CommentPage>>(byPrefix([...newsKeys.all, "comments"]), inPages);
    queryClient.setQueriesData<{ comment: NewsComment }>(byPrefix(newsKeys.comment(answer.id)), (data) =>
      data && "comment" in data ? { comment: apply(data.comment) } : data,
    );
  }
  if (answer.target === "reply")
    queryClient.setQueriesData<InfiniteData<ReplyPage>>(
      { predicate: (query) => query.queryKey[0] === "news" && query.queryKey[3] === "replies" },
      inPages,
    );
}

/** Like or unlike an article, comment or reply; the count shown is the one the server answers. */
export function useNewsLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LikeBody) => call(news.newsLike, { body }),
    onSuccess: (answer) => applyLike(queryClient, answer),
  });
}

export function useAddComment(newsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call(news.addNewsComment, { body: { newsId, content } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(byPrefix([...newsKeys.all, "comments", newsId])),
        queryClient.invalidateQueries(byPrefix([...newsKeys.all, "article", newsId])),
        queryClient.invalidateQueries({ queryKey: newsKeys.lists() }),
      ]),
  });
}

export function useAddReply(commentId: number, newsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parentReplyId?: number }) =>
      call(news.addNewsReply, { body: { commentId, ...input } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: newsKeys.comment(commentId) }),
        queryClient.invalidateQueries(byPrefix([...newsKeys.all, "comments", newsId])),
      ]),
  });
}

export function useReportComment() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof news.reportNewsComment>) => call(news.reportNewsComment, { body }),
  });
}

/** Marks a notice (or all) read; the list's read flags and unread count follow. */
export function useReadNotice() {
  const queryClient = useQueryClient();
  const uid = useSignedInUid();
  return useMutation({
    mutationFn: (noticeId?: number) => call(notices.sysNoticeRead, { body: { noticeId } }),
    onSuccess: (answer, noticeId) =>
      queryClient.setQueryData<InfiniteData<NoticePage>>(newsKeys.notices(uid), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unread: answer.unread,
                items: page.items.map((item) =>
                  noticeId === undefined || item.id === noticeId ? { ...item, read: true } : item,
                ),
              })),
            }
          : data,
      ),
  });
}
