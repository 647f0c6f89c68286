import { unstableSetRender } from "antd-mobile";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { signInPromptState } from "../../lib/sign-in-prompt";
import { setSignedIn, setupI18n } from "../../testing/render";
import type { Reply, Review } from "./api";

export { setSignedIn };

/**
 * The shared setup of the review and game-detail tests: English, antd-mobile's imperative dialogs
 * on React 19 (as main.tsx sets it up), and a signed-out player with a closed login sheet around each test.
 */
export function setupReviewTests() {
  beforeAll(() => setupI18n("en"));
  unstableSetRender((node, container) => {
    const host = container as Element & { _root?: Root };
    host._root ??= createRoot(host);
    host._root.render(node);
    return async () => {
      host._root?.unmount();
      host._root = undefined;
    };
  });
  beforeEach(() => {
    setSignedIn(null);
    signInPromptState.set({ open: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setSignedIn(null);
  });
}

/** Server-shaped reviews and a fake `fetch` answering contract paths, for component tests. */
export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    appId: 1,
    rating: 4,
    content: "Fun game",
    language: "en",
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    updatedAt: new Date(Date.now() - 3_600_000).toISOString(),
    edited: false,
    likesCount: 3,
    repliesCount: 0,
    officialReplied: false,
    officialReply: null,
    liked: false,
    mine: false,
    author: { uid: 50, nickname: "Rin", avatar: "", vip: false, vipLevel: 0, level: 2, staff: false },
    ...overrides,
  };
}

export function makeReply(overrides: Partial<Reply> = {}): Reply {
  return {
    id: 100,
    reviewId: 1,
    parentReplyId: null,
    replyTo: null,
    content: "Agreed",
    official: false,
    likesCount: 0,
    liked: false,
    mine: false,
    createdAt: new Date().toISOString(),
    author: { uid: 60, nickname: "Kai", avatar: "", vip: false, vipLevel: 0, level: 1, staff: false },
    ...overrides,
  };
}

export const page = <T>(items: T[], hasMore = false, pageNumber = 1) => ({
  items,
  page: pageNumber,
  pageSize: 10,
  total: items.length,
  hasMore,
});

type Handler = (url: URL, body: unknown) => unknown;

/** Answers `/api/<path>` with `routes[path]` (a value or a function of the request). */
export function fakeServer(routes: Record<string, unknown | Handler>) {
  return async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const route = routes[url.pathname];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const data = typeof route === "function" ? (route as Handler)(url, body) : (route ?? null);
    return new Response(JSON.stringify({ code: 200, msg: "ok", data }));
  };
}
