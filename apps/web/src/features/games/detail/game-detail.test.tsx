import type { GameDetail } from "@portal/contracts/games";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { signInPromptState } from "../../../lib/sign-in-prompt";
import { toastState } from "../../../lib/toast";
import { videoOverlayState } from "../../../lib/video-overlay";
import { GamePacks } from "../../gifts/components/GamePacks";
import { GameNewsTab } from "../../news/pages/GameNewsTab";
import { fakeServer, page, setSignedIn, setupReviewTests } from "../../reviews/test-fixtures";
import { GameDetailPage } from "../pages/GameDetailPage";
import { gameDetailFixture } from "../test-fixtures";
import { GameIntro } from "./GameIntro";

setupReviewTests();

const baseRoutes = (game: GameDetail) => ({
  "/api/game/1": game,
  "/api/gameScoreDetail": { appId: 1, average: 3.9, count: 300, distribution: [] },
  "/api/gameCommentsList": page([]),
  "/api/personComment": { review: null },
  "/api/gameNews": page([]),
  "/api/giftList": page([]),
});

function renderDetail(
  routes: Record<string, unknown>,
  path = "/game/1",
  /** Holds back the answer of a call until the promise it returns settles. */
  holdBack?: (pathname: string) => Promise<void> | undefined,
) {
  const server = fakeServer(routes);
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    await holdBack?.(new URL(input, "http://localhost").pathname);
    return server(input, init);
  });
  vi.stubGlobal("fetch", fetch);
  const router = createMemoryRouter(
    [
      {
        path: "/game/:appId",
        element: <GameDetailPage />,
        children: [
          { index: true, element: <GameIntro /> },
          { path: "gift", element: <GamePacks /> },
          { path: "news", element: <GameNewsTab /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const sent = () =>
    fetch.mock.calls.map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
  return { router, sent };
}

describe("game detail", () => {
  test("keeps the sections below the game's topics back until they are in, so nothing moves down", async () => {
    let answerTopics = () => {};
    const topicsHeld = new Promise<void>((resolve) => {
      answerTopics = resolve;
    });
    const topic = {
      id: 5,
      kind: "topic",
      title: "Dragon Realm: a guide",
      summary: "",
      cover: "",
      game: { appId: 1, name: "Dragon Realm" },
      startsAt: null,
      endsAt: null,
      publishedAt: "2026-11-01T00:00:00Z",
    };
    renderDetail(
      { ...baseRoutes(gameDetailFixture()), "/api/activity": { events: [], topics: [topic] } },
      "/game/1",
      (pathname) => (pathname === "/api/activity" ? topicsHeld : undefined),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Dragon Realm" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Introduction" })).toBeNull();
    answerTopics();
    expect(await screen.findByRole("heading", { name: "Introduction" })).toBeTruthy();
    // The strip is there in the same render as the introduction below it.
    expect(screen.getByText("Dragon Realm: a guide")).toBeTruthy();
  });

  test("shows the info bar, tabs with the review count, facts, platforms and only the links set", async () => {
    renderDetail(baseRoutes(gameDetailFixture()));
    expect(await screen.findByRole("heading", { level: 1, name: "Dragon Realm" })).toBeTruthy();
    expect(screen.getByText("RPG")).toBeTruthy();
    expect(screen.getByText("48 followers")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Reviews 300" })).toBeTruthy();
    expect(await screen.findByText("Lumen Games")).toBeTruthy();
    expect(screen.getByText("3.2.1")).toBeTruthy();
    expect(screen.getByText("Bug fixes")).toBeTruthy();
    // Real links (crawlable, opening a new tab), not clickable rows.
    const official = screen.getByRole("link", { name: "Official website" });
    expect([official.getAttribute("href"), official.getAttribute("target")]).toEqual([
      "https://example.com",
      "_blank",
    ]);
    expect(screen.getByRole("link", { name: "Fan cafe" }).getAttribute("href")).toBe(
      "https://cafe.example.com",
    );
    expect(screen.queryByText("Social page")).toBeNull();
    expect(screen.queryByText("Community group")).toBeNull();
    const web = screen.getByText("Web").closest("[data-supported]");
    expect(web?.getAttribute("data-supported")).toBe("false");
  });

  test("the introduction is clamped to 4 lines and unfolds", async () => {
    renderDetail(baseRoutes(gameDetailFixture()));
    const intro = await screen.findByRole("region", { name: "Introduction" });
    const text = within(intro).getByText(/open-world adventure/);
    expect(text.getAttribute("data-lines")).toBe("4");
    fireEvent.click(within(intro).getByRole("button", { name: "Show all" }));
    expect(text.getAttribute("data-clamped")).toBe("false");
    expect(within(intro).getByRole("button", { name: "Fold" })).toBeTruthy();
  });

  test("the gift tab and an empty news tab say there is no content yet", async () => {
    const { router } = renderDetail(baseRoutes(gameDetailFixture()));
    fireEvent.click(await screen.findByRole("tab", { name: "Gifts" }));
    expect(await screen.findByText("This game has no gift packs yet.")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/game/1/gift");
    fireEvent.click(screen.getByRole("tab", { name: "News" }));
    expect(await screen.findByText("There is no news for this game yet.")).toBeTruthy();
    expect(screen.getByText("No content")).toBeTruthy();
  });

  test("an unknown game shows the server's message", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 404, msg: "The game does not exist", data: null })),
    );
    vi.stubGlobal("fetch", fetch);
    const router = createMemoryRouter([{ path: "/game/:appId", element: <GameDetailPage /> }], {
      initialEntries: ["/game/999"],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("The game does not exist")).toBeTruthy();
  });

  test("a video opens the shell's overlay", async () => {
    renderDetail(baseRoutes(gameDetailFixture({ video: "https://cdn.example.com/trailer.mp4" })));
    fireEvent.click(await screen.findByRole("button", { name: "Play video" }));
    expect(videoOverlayState.get()).toEqual({ url: "https://cdn.example.com/trailer.mp4", kind: "file" });
  });
});

describe("follow and like", () => {
  test("a visitor who taps follow gets the login sheet and nothing is sent", async () => {
    const { sent } = renderDetail(baseRoutes(gameDetailFixture()));
    fireEvent.click(await screen.findByRole("button", { name: "Follow" }));
    expect(signInPromptState.get().open).toBe(true);
    expect(sent().some((c) => c.url === "/api/concernGame")).toBe(false);
  });

  test("following shows the count the server answered", async () => {
    setSignedIn(7);
    const { sent } = renderDetail({
      ...baseRoutes(gameDetailFixture()),
      "/api/concernGame": { appId: 1, followed: true, followsCount: 1234 },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Follow" }));
    expect(await screen.findByText("1,234 followers")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Following" }).getAttribute("aria-pressed")).toBe("true");
    expect(sent().find((c) => c.url === "/api/concernGame")?.body).toEqual({ appId: 1, follow: true });
  });

  test("liking the game sends a game like and shows the server's count", async () => {
    setSignedIn(7);
    const { sent } = renderDetail({
      ...baseRoutes(gameDetailFixture()),
      "/api/like": { target: "game", id: 1, liked: true, likesCount: 90 },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Like this game 33" }));
    expect(await screen.findByRole("button", { name: "Like this game 90" })).toBeTruthy();
    expect(sent().find((c) => c.url === "/api/like")?.body).toEqual({ target: "game", id: 1, liked: true });
  });

  test("share copies the link where there is no share sheet", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    renderDetail({
      ...baseRoutes(gameDetailFixture()),
      "/api/share": { title: "Dragon Realm", text: "An adventure", url: "http://x/share/game/1", image: "" },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Share this game" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("http://x/share/game/1"));
    await waitFor(() => expect(toastState.get()?.text).toBe("Link copied"));
  });
});

// The confirmation and the platform sheet load on demand (lib/dialogs.ts): allow for a busy machine.
describe("pre-registration", { timeout: 20_000 }, () => {
  const upcoming = (reserved: boolean, count: number) =>
    gameDetailFixture({
      status: "upcoming",
      preRegistrationOpen: true,
      preRegistration: {
        appId: 1,
        open: true,
        reserved,
        reservationsCount: count,
        milestones: [
          {
            threshold: 10000,
            title: "10,000 pre-registrations",
            reward: "Starter pack",
            image: "",
            reached: true,
          },
          {
            threshold: 50000,
            title: "50,000 pre-registrations",
            reward: "Outfit",
            image: "",
            reached: false,
          },
        ],
        next: { threshold: 50000, remaining: 7532, progress: 0.81 },
      },
    });
  const state = (reserved: boolean, count: number) => upcoming(reserved, count).preRegistration;

  test("shows milestones and live progress toward the next one", async () => {
    renderDetail(baseRoutes(upcoming(false, 42468)));
    const block = await screen.findByRole("region", { name: "Pre-registration" });
    expect(within(block).getByText("42,468 players pre-registered")).toBeTruthy();
    expect(within(block).getByText("7,532 more to unlock: 50,000 pre-registrations")).toBeTruthy();
    expect(within(block).getByText("Starter pack")).toBeTruthy();
    expect(within(block).getByLabelText("Unlocked")).toBeTruthy();
  });

  test("a visitor who taps pre-register gets the login sheet", async () => {
    renderDetail(baseRoutes(upcoming(false, 10)));
    const block = await screen.findByRole("region", { name: "Pre-registration" });
    fireEvent.click(within(block).getByRole("button", { name: "Pre-register" }));
    expect(signInPromptState.get().open).toBe(true);
  });

  test("reserving shows registered and the server's count; cancelling asks first", async () => {
    setSignedIn(7);
    const { sent } = renderDetail({
      ...baseRoutes(upcoming(false, 10)),
      "/api/subscribe": state(true, 11),
      "/api/cancel_subscribe": state(false, 10),
    });
    const block = await screen.findByRole("region", { name: "Pre-registration" });
    fireEvent.click(within(block).getByRole("button", { name: "Pre-register" }));
    expect(await within(block).findByText("11 players pre-registered")).toBeTruthy();
    fireEvent.click(within(block).getByRole("button", { name: "Registered" }));
    expect(
      await screen.findByText("Cancel your pre-registration? You may miss the launch rewards."),
    ).toBeTruthy();
    expect(sent().some((c) => c.url === "/api/cancel_subscribe")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Cancel it" }));
    expect(await within(block).findByText("10 players pre-registered")).toBeTruthy();
    expect(sent().find((c) => c.url === "/api/cancel_subscribe")?.body).toEqual({ appId: 1 });
  });
});

describe("downloads", { timeout: 20_000 }, () => {
  test("each download is reported, then the answered address opens", async () => {
    const tab = { closed: false, location: { href: "" }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal("open", open);
    const { sent } = renderDetail({
      ...baseRoutes(gameDetailFixture()),
      "/api/reportDownload": (_: URL, body: { platform: string }) => ({
        url: `https://dl.example.com/${body.platform}`,
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Download" }));
    await screen.findByText("Choose your platform");
    const android = document.querySelector(".adm-action-sheet-button-list")?.querySelectorAll("a")[1];
    expect(android?.textContent).toBe("Android");
    fireEvent.click(android as Element);
    await waitFor(() => expect(tab.location.href).toBe("https://dl.example.com/android"));
    expect(sent().find((c) => c.url === "/api/reportDownload")?.body).toEqual({
      appId: 1,
      platform: "android",
    });
  });
});
