import * as forums from "@portal/contracts/refs/forums";
import * as messages from "@portal/contracts/refs/messages";
import * as news from "@portal/contracts/refs/news";
import * as reviews from "@portal/contracts/refs/reviews";
import * as topup from "@portal/contracts/refs/topup";
import type { RouteRef } from "@portal/contracts/route";
import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, test } from "vitest";
import { commentListQuery, postListQuery, subCommentListQuery } from "../features/forums/api";
import { mailQuery, messageListQuery } from "../features/messages/api";
import { commentsQuery, replyListQuery as newsReplyListQuery } from "../features/news/api";
import { replyListQuery, reviewListQuery } from "../features/reviews/api";
import { historyQuery } from "../features/topup/api";
import { answerApi, handle } from "../testing/api";
import { nextPageParam } from "./page-param";

/** Two pages of a list: the first answers a cursor (unless `cursor` is undefined), the second ends it. */
function twoPages(cursor: string | undefined) {
  return ({ query }: { query: Record<string, string> }) => {
    const first = query.cursor === undefined;
    return {
      items: [],
      page: Number(query.page),
      pageSize: Number(query.pageSize),
      total: 40,
      hasMore: first,
      ...(first && cursor !== undefined ? { nextCursor: cursor } : {}),
    };
  };
}

type FetchTwo = (client: QueryClient) => Promise<InfiniteData<unknown, unknown>>;

/** Fetches two pages the way infinite scroll does and answers what each asked for. */
async function askTwice(ref: RouteRef, fetchTwo: FetchTwo, cursor: string | undefined) {
  // biome-ignore lint/suspicious/noExplicitAny: one answer shape serves every cursor-paged contract
  const calls = answerApi(handle(ref, twoPages(cursor) as any));
  const data = await fetchTwo(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return { data, asked: calls.to(ref).map((call) => Object.fromEntries(call.query)) };
}

const lists: [string, RouteRef, FetchTwo][] = [
  [
    "reviews of a game",
    reviews.gameCommentsList,
    (c) => c.fetchInfiniteQuery({ ...reviewListQuery(1, "newest", "0", null), pages: 2 }),
  ],
  [
    "review replies",
    reviews.gameRepliesList,
    (c) => c.fetchInfiniteQuery({ ...replyListQuery(7, null), pages: 2 }),
  ],
  ["news comments", news.newsComments, (c) => c.fetchInfiniteQuery({ ...commentsQuery(3, null), pages: 2 })],
  [
    "news comment replies",
    news.newsRepliesList,
    (c) => c.fetchInfiniteQuery({ ...newsReplyListQuery(4, null), pages: 2 }),
  ],
  [
    "forum posts of a board",
    forums.postList,
    (c) => c.fetchInfiniteQuery({ ...postListQuery({ forumId: 2, sort: "newest" }, null), pages: 2 }),
  ],
  [
    "forum comments",
    forums.commentList,
    (c) => c.fetchInfiniteQuery({ ...commentListQuery(5, null), pages: 2 }),
  ],
  [
    "forum sub-comments",
    forums.subCommentList,
    (c) => c.fetchInfiniteQuery({ ...subCommentListQuery(6, null), pages: 2 }),
  ],
  [
    "messages, replies tab",
    messages.personalMessageReply,
    (c) => c.fetchInfiniteQuery({ ...messageListQuery(9, "reply"), pages: 2 }),
  ],
  ["mail", messages.mail, (c) => c.fetchInfiniteQuery({ ...mailQuery(9), pages: 2 })],
  ["recharge history", topup.rechargeHistory, (c) => c.fetchInfiniteQuery({ ...historyQuery(), pages: 2 })],
];

describe("infinite lists continue by cursor", () => {
  test.each(lists)(
    "%s: page 1 by number, page 2 after the first page's nextCursor",
    async (_, ref, fetchTwo) => {
      const { data, asked } = await askTwice(ref, fetchTwo, "c42");
      expect(asked).toHaveLength(2);
      expect(asked[0]?.page).toBe("1");
      expect(asked[0]).not.toHaveProperty("cursor");
      expect(asked[1]).toMatchObject({ cursor: "c42", page: "2" });
      expect(data.pageParams).toEqual([1, { page: 2, cursor: "c42" }]);
    },
  );

  test("a page with more but no cursor (a board's page ending on a pinned post) asks by number", async () => {
    const fetchPosts: FetchTwo = (c) =>
      c.fetchInfiniteQuery({ ...postListQuery({ forumId: 2, sort: "newest" }, null), pages: 2 });
    const calls = answerApi(
      handle(forums.postList, ({ query }) => ({
        items: [],
        page: Number(query.page),
        pageSize: 10,
        total: 40,
        hasMore: query.page === "1",
      })),
    );
    await fetchPosts(new QueryClient());
    const asked = calls.to(forums.postList).map((call) => Object.fromEntries(call.query));
    expect(asked.map((query) => [query.page, query.cursor])).toEqual([
      ["1", undefined],
      ["2", undefined],
    ]);
  });

  test("the last page asks for nothing more", () => {
    expect(nextPageParam({ hasMore: false, page: 3, nextCursor: "9" })).toBeUndefined();
    expect(nextPageParam({ hasMore: true, page: 3, nextCursor: "9" })).toEqual({ page: 4, cursor: "9" });
    expect(nextPageParam({ hasMore: true, page: 3 })).toBe(4);
  });
});
