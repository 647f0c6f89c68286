import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { renderPage, setupI18n } from "../../testing/render";
import { fakeServer, setupReviewTests } from "../reviews/test-fixtures";
import type { TopicPage as Topic, TopicCard } from "./api";
import { EventPage, TopicPage } from "./TopicPage";
import { TopicStrip } from "./TopicStrip";

setupReviewTests();

const card = (overrides: Partial<TopicCard> = {}): TopicCard => ({
  id: 5,
  kind: "topic",
  title: "Winter guide",
  summary: "Everything new this winter",
  cover: "",
  game: { appId: 3, name: "Kingdom Tactics" },
  startsAt: null,
  endsAt: null,
  publishedAt: new Date().toISOString(),
  ...overrides,
});
const page = (overrides: Partial<Topic> = {}): Topic => ({
  ...card(),
  body: "<p>Read <strong>this</strong> first</p>",
  language: "en",
  ...overrides,
});

function renderAt(path: string, route: string, element: React.ReactNode) {
  renderPage(element, { route, path });
}

describe("topic and event pages", () => {
  test("a topic shows its title, game link and the sanitized rich text (bold kept)", async () => {
    const fetch = vi.fn(fakeServer({ "/api/appTopicDetail": page() }));
    vi.stubGlobal("fetch", fetch);
    renderAt("/topic/5", "/topic/:topicId", <TopicPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Winter guide" })).toBeTruthy();
    expect(screen.getByText("this").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "Kingdom Tactics" }).getAttribute("href")).toBe("/game/3");
    expect(String(fetch.mock.calls[0]?.[0])).toContain("topicId=5");
  });

  test("an event shows when it runs, in the player's language", async () => {
    await setupI18n("zh");
    vi.stubGlobal(
      "fetch",
      vi.fn(
        fakeServer({
          "/api/appTopicDetail": page({ kind: "event", title: "冬季活动", endsAt: "2030-01-31T00:00:00Z" }),
        }),
      ),
    );
    renderAt("/event/5", "/event/:topicId", <EventPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "冬季活动" })).toBeTruthy();
    expect(screen.getByText(/截至/)).toBeTruthy();
    expect(screen.getByText("活动")).toBeTruthy();
    await setupI18n("en");
  });

  test("a topic that is not published shows the unavailable state", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ code: 5300, msg: "This topic or event is not available", data: null }),
            { status: 404 },
          ),
      ),
    );
    renderAt("/topic/9", "/topic/:topicId", <TopicPage />);
    expect(await screen.findByText(/not available|no longer|does not exist/i)).toBeTruthy();
  });
});

describe("topic strip", () => {
  test("lists running events then topics, each linking to its page; a game's strip asks for that game", async () => {
    const fetch = vi.fn(
      fakeServer({
        "/api/activity": {
          events: [card({ id: 7, kind: "event", title: "Double drops", endsAt: "2030-01-31T00:00:00Z" })],
          topics: [card()],
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderPage(<TopicStrip appId={3} />);
    expect((await screen.findByRole("link", { name: /Double drops/ })).getAttribute("href")).toBe("/event/7");
    expect(screen.getByRole("link", { name: /Winter guide/ }).getAttribute("href")).toBe("/topic/5");
    expect(String(fetch.mock.calls[0]?.[0])).toContain("appId=3");
  });

  test("shows nothing when there are no topics or events", async () => {
    const fetch = vi.fn(fakeServer({ "/api/activity": { events: [], topics: [] } }));
    vi.stubGlobal("fetch", fetch);
    const { container } = renderPage(<TopicStrip />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.querySelector("section")).toBeNull();
  });
});
