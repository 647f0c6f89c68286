import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { renderPage, setupI18n } from "../../../testing/render";
import { answerApi, gameFixture, pageOf } from "../test-fixtures";
import { MyGamePage } from "./MyGamePage";

beforeAll(() => setupI18n("en"));
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the server's readable sign-in cookie, as a test fixture
  document.cookie = "user=7; path=/";
});
afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the server's readable sign-in cookie, as a test fixture
  document.cookie = "user=; max-age=0; path=/";
});

describe("my game", () => {
  test("lists followed games, then reserved ones on their tab, and says when a tab is empty", async () => {
    const fetch = vi.fn(
      answerApi({
        "/api/myGame": (url) => {
          const kind = url.searchParams.get("kind");
          if (kind === "followed")
            return pageOf([{ ...gameFixture(1, { name: "Dragon Realm" }), at: "2026-05-01T10:00:00Z" }]);
          if (kind === "reserved")
            return pageOf([{ ...gameFixture(9, { name: "Star Voyager" }), at: "2026-06-01T10:00:00Z" }]);
          return pageOf([]);
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderPage(<MyGamePage />, { path: "/mine/myGame" });
    expect(await screen.findByText("Dragon Realm")).toBeTruthy();
    expect(screen.getByText(/Followed on/)).toBeTruthy();
    fireEvent.click(screen.getByText("Reserved"));
    expect(await screen.findByText("Star Voyager")).toBeTruthy();
    expect(screen.getByText("Registered")).toBeTruthy();
    fireEvent.click(screen.getByText("Recently played"));
    expect(await screen.findByText("Games you open appear here")).toBeTruthy();
    await waitFor(() =>
      expect(
        fetch.mock.calls.map(([url]) => new URL(String(url), "http://x").searchParams.get("kind")),
      ).toEqual(["followed", "reserved", "played"]),
    );
  });
});
