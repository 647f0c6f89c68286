import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { renderPage } from "../../../testing/render";
import { fakeServer, page, setSignedIn, setupReviewTests } from "../../reviews/test-fixtures";
import type { ReportedItem } from "../api";
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

describe("the report queue of a board's moderator", () => {
  test("hides a reported post, then restores it from the list of what was hidden", async () => {
    setSignedIn(9);
    const sent: unknown[] = [];
    let hidden = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        fakeServer({
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
