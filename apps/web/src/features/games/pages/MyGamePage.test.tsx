import * as games from "@portal/contracts/refs/games";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { answerApi, handle } from "../../../testing/api";
import { renderPage, setupSignedInTests } from "../../../testing/render";
import { gameFixture, pageOf } from "../test-fixtures";
import { MyGamePage } from "./MyGamePage";

setupSignedInTests();

describe("my game", () => {
  test("lists followed games, then reserved ones on their tab, and says when a tab is empty", async () => {
    const calls = answerApi(
      handle(games.myGame, ({ query }) => {
        if (query.kind === "followed")
          return pageOf([{ ...gameFixture(1, { name: "Dragon Realm" }), at: "2026-05-01T10:00:00Z" }]);
        if (query.kind === "reserved")
          return pageOf([{ ...gameFixture(9, { name: "Star Voyager" }), at: "2026-06-01T10:00:00Z" }]);
        return pageOf([]);
      }),
    );
    renderPage(<MyGamePage />, { path: "/mine/myGame" });
    expect(await screen.findByText("Dragon Realm")).toBeTruthy();
    expect(screen.getByText(/Followed on/)).toBeTruthy();
    fireEvent.click(screen.getByText("Reserved"));
    expect(await screen.findByText("Star Voyager")).toBeTruthy();
    expect(screen.getByText("Registered")).toBeTruthy();
    fireEvent.click(screen.getByText("Recently played"));
    expect(await screen.findByText("Games you open appear here")).toBeTruthy();
    await waitFor(() =>
      expect(calls.to(games.myGame).map((c) => c.query.get("kind"))).toEqual([
        "followed",
        "reserved",
        "played",
      ]),
    );
  });
});
