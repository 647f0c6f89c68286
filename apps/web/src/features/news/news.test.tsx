import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { signInPromptState } from "../../lib/sign-in-prompt";
import { videoOverlayState } from "../../lib/video-overlay";
import { renderPage } from "../../testing/render";
import { fakeServer, page, setSignedIn, setupReviewTests } from "../reviews/test-fixtures";
import type { NewsArticle, NewsComment, NewsReply, Notice, VideoCard } from "./api";
import { NewsDetailPage } from "./pages/NewsDetailPage";
import { NewsPage } from "./pages/NewsPage";
import { NoticesPage } from "./pages/NoticesPage";
import { VideoPage } from "./pages/VideoPage";
import { newsCard as card } from "./test-fixtures";

setupReviewTests();

const author = { uid: 9, nickname: "Mia", avatar: "", vip: false, vipLevel: 0, level: 1, staff: false };
const article = (overrides: Partial<NewsArticle> = {}): NewsArticle => ({
  ...card(),
  body: '<h3>Openings</h3><p>Scout first.</p><img src="/api/media/2" alt="map" loading="lazy" />',
  liked: false,
  language: "en",
  ...overrides,
});
const comment = (overrides: Partial<NewsComment> = {}): NewsComment => ({
  id: 20,
  newsId: 1,
  content: "Great guide <b>really</b>",
  likesCount: 1,
  repliesCount: 1,
  liked: false,
  mine: false,
  createdAt: new Date().toISOString(),
  author,
  ...overrides,
});
const reply = (overrides: Partial<NewsReply> = {}): NewsReply => ({
  id: 30,
  commentId: 20,
  parentReplyId: null,
  replyTo: null,
  content: "Thanks!",
  official: true,
  likesCount: 0,
  liked: false,
  mine: false,
  createdAt: new Date().toISOString(),
  author: { ...author, uid: 2, nickname: "Luna", staff: true },
  ...overrides,
});

function serve(routes: Record<string, unknown>) {
  const fetch = vi.fn(fakeServer(routes));
  vi.stubGlobal("fetch", fetch);
  const sent = () =>
    fetch.mock.calls.map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
  return { fetch, sent };
}

/** The article page under its real route, so it reads :newsId. */
function renderArticle(newsId: number) {
  renderPage(<NewsDetailPage />, { route: "/news/:newsId", path: `/news/${newsId}` });
}

describe("news list", () => {
  test("categories are tabs after All; a tab asks for its category; items show title, summary, game and counts", async () => {
    const { sent } = serve({
      "/api/gameNewsCats": [
        { id: 1, key: "announcements", name: "Announcements" },
        { id: 2, key: "guides", name: "Guides" },
      ],
      "/api/news": (url: URL) =>
        page(url.searchParams.get("categoryId") === "2" ? [card()] : [card({ id: 5, title: "Patch notes" })]),
    });
    const { router } = renderPage(<NewsPage />, { path: "/news" });
    expect(await screen.findByText("Patch notes")).toBeTruthy();
    fireEvent.click(await screen.findByRole("tab", { name: "Guides" }));
    const link = await screen.findByRole("link", { name: /Five openings/ });
    expect(link.getAttribute("href")).toBe("/news/1");
    expect(within(link).getByText("From the shield wall to the cavalry feint")).toBeTruthy();
    expect(within(link).getByText("Kingdom Tactics")).toBeTruthy();
    expect(within(link).getByText("7 comments")).toBeTruthy();
    expect(router.state.location.search).toBe("?cat=2");
    expect(sent().some((call) => call.url.includes("/api/news?categoryId=2"))).toBe(true);
    expect(screen.getByText("No more data")).toBeTruthy();
    // a visitor has no read state: the page does not ask for it
    expect(sent().some((call) => call.url.startsWith("/api/sysNotice"))).toBe(false);
  });

  test("a player sees a red dot on Notices while some are unread; a visitor's page does not ask", async () => {
    setSignedIn(7);
    const { sent } = serve({
      "/api/gameNewsCats": [],
      "/api/news": page([card()]),
      "/api/sysNotice": { ...page([]), unread: 2 },
    });
    renderPage(<NewsPage />, { path: "/news" });
    const link = await screen.findByRole("link", { name: /Notices\s*2 unread/ });
    expect(link.getAttribute("href")).toBe("/notices");
    expect(sent().filter((call) => call.url.startsWith("/api/sysNotice"))).toHaveLength(1);
  });

  test("an empty list says No content; a failed one asks to refresh and retries", async () => {
    let fail = true;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        if (input.startsWith("/api/gameNewsCats"))
          return new Response(JSON.stringify({ code: 200, msg: "ok", data: [] }));
        if (fail)
          return new Response(JSON.stringify({ code: 500, msg: "Sorry", data: null }), { status: 500 });
        return new Response(JSON.stringify({ code: 200, msg: "ok", data: page([]) }));
      }),
    );
    renderPage(<NewsPage />, { path: "/news" });
    expect(await screen.findByText("Loading failed, please refresh", {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("No content")).toBeTruthy();
  });
});

describe("news article", () => {
  test("renders the sanitized body as HTML; a visitor's like asks to sign in and sends nothing", async () => {
    const { sent } = serve({
      "/api/news/1": article(),
      "/api/newsComments": page([]),
    });
    renderArticle(1);
    expect(await screen.findByRole("heading", { level: 1, name: "Five openings" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Openings" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "map" }).getAttribute("loading")).toBe("lazy");
    expect(await screen.findByText("No comments yet. Be the first!")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Like (4)" }));
    expect(signInPromptState.get().open).toBe(true);
    expect(sent().some((call) => call.url === "/api/newsLike")).toBe(false);
  });

  test("a player likes, comments (as plain text) and replies in the thread", async () => {
    setSignedIn(7);
    const { sent } = serve({
      "/api/news/1": article(),
      "/api/newsComments": page([comment()]),
      "/api/newsLike": (_: URL, body: { target: string; id: number; liked: boolean }) => ({
        ...body,
        likesCount: 5,
      }),
      "/api/addNewsComment": (_: URL, body: { content: string }) =>
        comment({ id: 21, content: body.content }),
      "/api/newsReplyInfo": { comment: comment() },
      "/api/newsRepliesList": page([reply()]),
      "/api/addNewsReply": (_: URL, body: { content: string }) => reply({ id: 31, content: body.content }),
    });
    renderArticle(1);
    fireEvent.click(await screen.findByRole("button", { name: "Like (4)" }));
    expect(await screen.findByRole("button", { name: "Like (5)" })).toBeTruthy();

    // the comment shows markup as text
    expect(await screen.findByText("Great guide <b>really</b>")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Your comment"), { target: { value: "Nice one" } });
    expect(screen.getByText("492 characters left")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    await waitFor(() =>
      expect(sent().find((call) => call.url === "/api/addNewsComment")?.body).toEqual({
        newsId: 1,
        content: "Nice one",
      }),
    );

    fireEvent.click(screen.getByRole("button", { name: "Replies (1)" }));
    const thread = await screen.findByRole("dialog", { name: "Comment and replies" });
    expect(await within(thread).findByText("Thanks!")).toBeTruthy();
    fireEvent.click(within(thread).getByRole("button", { name: "Reply" }));
    fireEvent.change(within(thread).getByLabelText("Your reply"), { target: { value: "You're welcome" } });
    fireEvent.click(within(thread).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(sent().find((call) => call.url === "/api/addNewsReply")?.body).toEqual({
        commentId: 20,
        parentReplyId: 30,
        content: "You're welcome",
      }),
    );
  });

  test("an unknown article says so and offers a way home, not a refresh that cannot help", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 4501, msg: "This news item does not exist", data: null }), {
            status: 404,
          }),
      ),
    );
    renderArticle(99);
    expect(await screen.findByText("This news item does not exist", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("button", { name: "Back" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Refresh|Retry|Reload/ })).toBeNull();
  });

  test("an article that failed to load (network) offers a retry and a way home", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("network down");
      }),
    );
    renderArticle(98);
    expect(await screen.findByRole("button", { name: "Retry" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" })).toBeTruthy();
  });
});

describe("notices", () => {
  const notices: Notice[] = [
    {
      id: 1,
      title: "Maintenance",
      body: "Tuesday 02:00",
      publishedAt: new Date().toISOString(),
      read: false,
    },
    { id: 2, title: "Privacy", body: "New terms", publishedAt: new Date().toISOString(), read: true },
  ];

  test("a player's unread notice is marked read when opened", async () => {
    setSignedIn(7);
    const { sent } = serve({
      "/api/sysNotice": { ...page(notices), unread: 1 },
      "/api/sysNoticeRead": { unread: 0 },
    });
    renderPage(<NoticesPage />, { path: "/notices" });
    expect(await screen.findByText("1 unread")).toBeTruthy();
    fireEvent.click(await screen.findByText("Maintenance"));
    expect(await screen.findByText("Tuesday 02:00")).toBeTruthy();
    await waitFor(() =>
      expect(sent().find((call) => call.url === "/api/sysNoticeRead")?.body).toEqual({ noticeId: 1 }),
    );
    await waitFor(() => expect(screen.queryByText("1 unread")).toBeNull());
  });

  test("a visitor reads notices without read state and nothing is marked", async () => {
    const { sent } = serve({
      "/api/sysNotice": { ...page(notices.map((n) => ({ ...n, read: false }))), unread: 0 },
    });
    renderPage(<NoticesPage />, { path: "/notices" });
    expect(await screen.findByText("Sign in to keep track of what you have read")).toBeTruthy();
    fireEvent.click(await screen.findByText("Maintenance"));
    expect(await screen.findByText("Tuesday 02:00")).toBeTruthy();
    expect(sent().some((call) => call.url === "/api/sysNoticeRead")).toBe(false);
  });
});

describe("video zone", () => {
  test("a card shows poster, title, duration and game; a tap opens it in the overlay as the file it is", async () => {
    const video: VideoCard = {
      id: 1,
      title: "Season 4 trailer",
      poster: "/api/media/4",
      durationSeconds: 95,
      kind: "file",
      url: "/api/media/5",
      game: { appId: 1, name: "Dragon Realm" },
      publishedAt: new Date().toISOString(),
    };
    serve({ "/api/videoList": page([video]) });
    renderPage(<VideoPage />, { path: "/video" });
    const tile = await screen.findByRole("button", { name: "Play Season 4 trailer" });
    expect(within(tile).getByText("1:35")).toBeTruthy();
    expect(within(tile).getByText("Dragon Realm")).toBeTruthy();
    fireEvent.click(tile);
    expect(videoOverlayState.get()).toMatchObject({ url: "/api/media/5", kind: "file", durationSeconds: 95 });
    act(() => videoOverlayState.set(null));
  });
});
