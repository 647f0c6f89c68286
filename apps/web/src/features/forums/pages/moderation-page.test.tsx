import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { renderPage } from "../../../testing/render";
import { fakeServer, page, setSignedIn, setupReviewTests } from "../../reviews/test-fixtures";
import type { ReportedItem } from "../api";
import { forumBoard } from "../test-fixtures";
import { ModerationPage } from "./ModerationPage";

setupReviewTests();

const reported: ReportedItem = {
  target: "post",
  id: 7,
  postId: 7,
  excerpt: "Buy gold here",
  author: { uid: 50, nickname: "Rin" },
  reportsCount: 2,
  reasons: [{ reason: "spam", count: 2 }],
  lastReportedAt: new Date().toISOString(),
};

const board = (canModerate: boolean) => forumBoard({ kind: "discussion", canPost: true, canModerate });

/** A plain player (no GM or moderator role): only a board's moderators among them see a queue. */
const player = {
  uid: 9,
  nickname: "Kai",
  avatar: "",
  gender: "unset",
  birthday: null,
  bio: "",
  email: null,
  phone: null,
  roles: ["player"],
};

describe("the report queue of a board's moderator", () => {
  test("a player who moderates no board is told so, and the queue is not asked for", async () => {
    setSignedIn(9);
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((input: string, init?: RequestInit) => {
        asked.push(new URL(input, "http://localhost").pathname);
        return fakeServer({ "/api/token": player, "/api/forums": [board(false)] })(input, init);
      }),
    );
    renderPage(<ModerationPage />, { path: "/forums/moderation" });
    expect(await screen.findByText("Only GMs and moderators can do this")).toBeTruthy();
    expect(asked).toContain("/api/forums");
    expect(asked).not.toContain("/api/moderationQueue");
  });

  test("hides a reported post, then restores it from the list of what was hidden", async () => {
    setSignedIn(9);
    const sent: unknown[] = [];
    let hidden = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        fakeServer({
          "/api/token": player,
          "/api/forums": [board(true)],
          "/api/moderationQueue": () => page(hidden ? [] : [reported]),
          "/api/hideReported": (_url: URL, body: { hidden: boolean }) => {
            sent.push(body);
            hidden = body.hidden;
            return { changed: true, state: body.hidden ? "hidden" : "shown" };
          },
        }),
      ),
    );
    renderPage(<ModerationPage />, { path: "/forums/moderation" });
    const row = await screen.findByRole("article", { name: "Post" });
    expect(within(row).getByText("Buy gold here")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Hide" }));

    const list = await screen.findByRole("region", { name: "Hidden on this visit" });
    await waitFor(() => expect(screen.getByText("No open reports.")).toBeTruthy());
    expect(sent).toEqual([{ target: "post", id: 7, hidden: true }]);
    fireEvent.click(within(list).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Hidden on this visit" })).toBeNull());
    expect(sent).toEqual([
      { target: "post", id: 7, hidden: true },
      { target: "post", id: 7, hidden: false },
    ]);
  });
});
