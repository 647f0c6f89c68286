import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { signInPromptState } from "../../../lib/sign-in-prompt";
import { renderPage } from "../../../testing/render";
import { limitChars, TextComposer } from "../../comments/TextComposer";
import { fakeServer, makeReply, makeReview, page, setSignedIn, setupReviewTests } from "../test-fixtures";
import { MyRating } from "./MyRating";
import { ReplyPanel } from "./ReplyPanel";
import { ReviewItem } from "./ReviewItem";
import { ReviewList } from "./ReviewList";
import { ReviewsSection } from "./ReviewsSection";

setupReviewTests();

const calls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([url, init]) => ({
    url: String(url),
    body: init?.body ? JSON.parse(init.body) : undefined,
  }));

describe("a review", () => {
  test("shows markup as plain text, the VIP badge, level, edited flag and pinned official answer", () => {
    renderPage(
      <ReviewItem
        review={makeReview({
          content: "<img src=x onerror=alert(1)><b>bold</b>",
          edited: true,
          officialReplied: true,
          officialReply: { content: "Fixed in 1.2", createdAt: new Date().toISOString(), nickname: "Luna" },
          author: { uid: 5, nickname: "Ann", avatar: "", vip: true, vipLevel: 3, level: 7, staff: false },
        })}
        onLike={() => {}}
      />,
    );
    const article = screen.getByRole("article", { name: "Review by Ann" });
    expect(within(article).getByText("<img src=x onerror=alert(1)><b>bold</b>")).toBeTruthy();
    expect(article.querySelector("b, img[src=x]")).toBeNull();
    expect(within(article).getByText("VIP3")).toBeTruthy();
    expect(within(article).getByText("Lv.7")).toBeTruthy();
    expect(within(article).getByText("Edited")).toBeTruthy();
    expect(within(article).getByText("Official replied")).toBeTruthy();
    expect(within(article).getByText("Fixed in 1.2")).toBeTruthy();
  });

  test("a long review is clamped to 4 lines with show all and fold", () => {
    renderPage(<ReviewItem review={makeReview({ content: "Long ".repeat(80) })} onLike={() => {}} />);
    const paragraph = screen.getByText(/^Long Long/);
    expect(paragraph.getAttribute("data-clamped")).toBe("true");
    expect(paragraph.getAttribute("data-lines")).toBe("4");
    fireEvent.click(screen.getByRole("button", { name: "Show all" }));
    expect(paragraph.getAttribute("data-clamped")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: "Fold" }));
    expect(paragraph.getAttribute("data-clamped")).toBe("true");
  });
});

describe("the composer", () => {
  test("counts characters as the server does (an emoji is one) and stops at the limit", () => {
    expect(limitChars("ab😀cd", 3)).toBe("ab😀");
    renderPage(<TextComposer max={10} placeholder="Write" submitLabel="Send" onSubmit={() => true} />);
    expect(screen.getByText("10 characters left")).toBeTruthy();
    const box = screen.getByLabelText("Write");
    fireEvent.change(box, { target: { value: "hi 😀" } });
    expect(screen.getByText("6 characters left")).toBeTruthy();
    fireEvent.change(box, { target: { value: "0123456789abc" } });
    expect((box as HTMLTextAreaElement).value).toBe("0123456789");
    expect(screen.getByText("0 characters left")).toBeTruthy();
  });

  test("an empty text cannot be sent", () => {
    const onSubmit = vi.fn(() => true);
    renderPage(<TextComposer max={10} placeholder="Write" submitLabel="Send" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText("Write"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("the review list", () => {
  test("asks with the default filter '0', then the chosen filter and sort", async () => {
    const fetch = vi.fn(
      fakeServer({
        "/api/gameCommentsList": (url: URL) =>
          page([
            makeReview({
              id: 1,
              content: `sort ${url.searchParams.get("sort")} filter ${url.searchParams.get("filter")}`,
            }),
          ]),
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderPage(<ReviewList appId={7} onOpen={() => {}} onLike={() => {}} onMore={() => {}} />);
    expect(await screen.findByText("sort newest filter 0")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Negative" }));
    expect(await screen.findByText("sort newest filter 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sort by: Newest" }));
    fireEvent.click(await screen.findByText("Highest rated"));
    expect(await screen.findByText("sort highest filter 2")).toBeTruthy();
    expect(calls(fetch)[0]?.url).toContain("appId=7");
  });

  test("says so when nothing matches", async () => {
    vi.stubGlobal("fetch", vi.fn(fakeServer({ "/api/gameCommentsList": page([]) })));
    renderPage(<ReviewList appId={7} onOpen={() => {}} onLike={() => {}} onMore={() => {}} />);
    expect(await screen.findByText("No reviews yet. Be the first to rate this game!")).toBeTruthy();
  });
});

describe("likes and reports", () => {
  const routes = {
    "/api/gameScoreDetail": {
      appId: 1,
      average: 4,
      count: 1,
      distribution: [5, 4, 3, 2, 1].map((star) => ({
        star,
        count: star === 4 ? 1 : 0,
        percent: star === 4 ? 100 : 0,
      })),
    },
    "/api/personComment": { review: null },
    "/api/gameCommentsList": page([makeReview({ id: 9, likesCount: 3 })]),
    "/api/like": (_: URL, body: { id: number; liked: boolean }) => ({
      target: "review",
      id: body.id,
      liked: body.liked,
      likesCount: 41,
    }),
    "/api/reportGameComment": { reported: true },
  };

  test("a visitor who taps like gets the login sheet and nothing is sent", async () => {
    const fetch = vi.fn(fakeServer(routes));
    vi.stubGlobal("fetch", fetch);
    renderPage(<ReviewsSection appId={1} count={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "Like (3)" }));
    expect(signInPromptState.get().open).toBe(true);
    expect(calls(fetch).some((c) => c.url.startsWith("/api/like"))).toBe(false);
  });

  test("a player's like shows the count the server answered", async () => {
    setSignedIn(7);
    const fetch = vi.fn(fakeServer(routes));
    vi.stubGlobal("fetch", fetch);
    renderPage(<ReviewsSection appId={1} count={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "Like (3)" }));
    const liked = await screen.findByRole("button", { name: "Like (41)" });
    expect(liked.getAttribute("aria-pressed")).toBe("true");
    expect(calls(fetch).find((c) => c.url === "/api/like")?.body).toEqual({
      target: "review",
      id: 9,
      liked: true,
    });
  });

  test("a report carries the chosen reason", async () => {
    setSignedIn(7);
    const fetch = vi.fn(fakeServer(routes));
    vi.stubGlobal("fetch", fetch);
    renderPage(<ReviewsSection appId={1} count={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "More" }));
    fireEvent.click(await screen.findByText("Report"));
    fireEvent.click(await screen.findByText("Spoilers"));
    await waitFor(() =>
      expect(calls(fetch).find((c) => c.url === "/api/reportGameComment")?.body).toEqual({
        target: "review",
        id: 9,
        reason: "spoiler",
      }),
    );
  });
});

describe("my rating", () => {
  test("a visitor who taps write gets the login sheet", async () => {
    vi.stubGlobal("fetch", vi.fn(fakeServer({})));
    renderPage(<MyRating appId={1} />);
    fireEvent.click(screen.getByRole("button", { name: "Write a review" }));
    expect(signInPromptState.get().open).toBe(true);
  });

  test("a player writes a review with a rating", async () => {
    setSignedIn(7);
    const fetch = vi.fn(
      fakeServer({
        "/api/personComment": { review: null },
        "/api/addGameComment": (_: URL, body: { rating: number; content: string }) =>
          makeReview({ ...body, mine: true }),
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderPage(<MyRating appId={1} />);
    fireEvent.click(await screen.findByRole("button", { name: "Write a review" }));
    const dialog = await screen.findByRole("dialog", { name: "Rate and review" });
    fireEvent.change(within(dialog).getByLabelText("Your review"), { target: { value: "Great maps" } });
    const publish = within(dialog).getByRole("button", { name: "Publish" });
    expect(publish.hasAttribute("disabled")).toBe(true);
    expect(within(dialog).getByText("Choose 1 to 5 stars")).toBeTruthy();
  });

  test("my review shows the edited flag and is deleted only after confirming", async () => {
    setSignedIn(7);
    const fetch = vi.fn(
      fakeServer({
        "/api/personComment": { review: makeReview({ id: 33, mine: true, edited: true, content: "Mine" }) },
        "/api/delGameComment": { reviewId: 33, deleted: true },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderPage(<MyRating appId={1} />);
    expect(await screen.findByText("Mine")).toBeTruthy();
    expect(screen.getByText("Edited")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Delete your review? Its replies will be deleted too.")).toBeTruthy();
    expect(calls(fetch).some((c) => c.url === "/api/delGameComment")).toBe(false);
    const buttons = await screen.findAllByRole("button", { name: "Delete" });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(calls(fetch).find((c) => c.url === "/api/delGameComment")?.body).toEqual({ reviewId: 33 }),
    );
  });
});

describe("a review a moderator hid", () => {
  test("its author sees it marked hidden, without edit or delete", async () => {
    setSignedIn(7);
    vi.stubGlobal(
      "fetch",
      vi.fn(
        fakeServer({
          "/api/personComment": {
            review: makeReview({ id: 34, mine: true, hidden: true, content: "Too rude" }),
          },
        }),
      ),
    );
    renderPage(<MyRating appId={1} />);
    expect(await screen.findByText("Too rude")).toBeTruthy();
    expect(screen.getByText("Hidden by a moderator: only you can see it")).toBeTruthy();
    // (A dialog of the test before may still be closing in its own portal: look in the section only.)
    const mine = within(screen.getByText("Too rude").closest("section") as HTMLElement);
    expect(mine.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(mine.queryByRole("button", { name: "Edit" })).toBeNull();
  });
});

describe("the reply panel", () => {
  test("shows the review, the pinned official answer once, the thread and sends a reply to a reply", async () => {
    setSignedIn(7);
    const review = makeReview({ id: 1, repliesCount: 2 });
    const official = makeReply({
      id: 200,
      official: true,
      content: "We fixed it",
      author: { uid: 2, nickname: "Luna", avatar: "", vip: false, vipLevel: 0, level: 1, staff: true },
    });
    const fetch = vi.fn(
      fakeServer({
        "/api/gameReplyInfo": { review, officialReplies: [official] },
        "/api/gameRepliesList": page([official, makeReply({ id: 201, content: "Same here" })]),
        "/api/addGameReply": (_: URL, body: { content: string }) =>
          makeReply({ id: 202, content: body.content }),
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderPage(<ReplyPanel review={review} onClose={() => {}} onMore={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Replies" });
    expect(await within(dialog).findByText("Same here")).toBeTruthy();
    expect(within(dialog).getAllByText("We fixed it")).toHaveLength(1);
    expect(within(dialog).getAllByText("Official").length).toBeGreaterThan(0);
    const replyButtons = within(dialog).getAllByRole("button", { name: "Reply" });
    fireEvent.click(replyButtons[replyButtons.length - 1] as HTMLElement);
    expect(within(dialog).getAllByText("Reply to Kai").length).toBeGreaterThan(0);
    fireEvent.change(within(dialog).getByLabelText("Your reply"), { target: { value: "Me too" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(calls(fetch).find((c) => c.url === "/api/addGameReply")?.body).toEqual({
        reviewId: 1,
        parentReplyId: 201,
        content: "Me too",
      }),
    );
  });

  test("a visitor is asked to sign in to reply", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        fakeServer({
          "/api/gameReplyInfo": { review: makeReview(), officialReplies: [] },
          "/api/gameRepliesList": page([]),
        }),
      ),
    );
    renderPage(<ReplyPanel review={makeReview()} onClose={() => {}} onMore={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign in to reply" }));
    expect(signInPromptState.get().open).toBe(true);
  });
});
