import * as games from "@portal/contracts/refs/games";
import * as topics from "@portal/contracts/refs/topics";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { answerApi, handle } from "../../../testing/api";
import { renderPage, setupI18n } from "../../../testing/render";
import { gameKeys } from "../api";
import { NOTICE_READ_KEY } from "../components/PopupNotice";
import { gameFixture, pageOf } from "../test-fixtures";
import { HomePage } from "./HomePage";

const notice = {
  id: 7,
  title: "Launch week",
  body: "Rewards for all",
  button: "Go",
  image: "",
  link: "/game/3",
};

function homeApi(options: { notice?: typeof notice | null } = {}) {
  return answerApi(
    handle(games.indexInfo, {
      banners: [{ id: 1, image: "/api/media/9", link: "/game/1", title: "Season four" }],
      hot: [gameFixture(1, { name: "Dragon Realm" })],
      recommended: [gameFixture(2, { name: "Sky Racers" })],
      guessLike: [gameFixture(3, { name: "Candy Garden" })],
      followed: [],
    }),
    handle(games.alertWin, () => (options.notice === undefined ? notice : options.notice)),
    handle(topics.activity, {
      events: [
        {
          id: 4,
          kind: "event",
          title: "Double drops weekend",
          summary: "",
          cover: "",
          game: null,
          startsAt: null,
          endsAt: null,
          publishedAt: "2026-11-01T00:00:00.000Z",
        },
      ],
      topics: [],
    }),
    handle(games.gameList, ({ query }) =>
      query.page === "2"
        ? pageOf([gameFixture(11, { name: "Last Game" })], 2, false)
        : pageOf(
            Array.from({ length: 10 }, (_, i) => gameFixture(20 + i, { name: `Listed ${i}` })),
            1,
            true,
          ),
    ),
  );
}

beforeAll(() => setupI18n("en"));
beforeEach(() => localStorage.clear());

// The home loads its carousel, pull-to-refresh and notice dialog on demand: allow for a busy machine.
describe("home", { timeout: 20_000 }, () => {
  test("shows banners, the home rows and the game list, each game leading to its page", async () => {
    homeApi({ notice: null });
    renderPage(<HomePage />);
    expect(await screen.findByText("Season four")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Hot games" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Recommended" })).toBeTruthy();
    // The rows below the first screen follow in a render of their own, right after.
    expect(await screen.findByRole("region", { name: "Guess you like" })).toBeTruthy();
    // Nobody followed anything: no empty row.
    expect(screen.queryByRole("region", { name: "Games I follow" })).toBeNull();
    expect(await screen.findByText("Listed 0")).toBeTruthy();
    expect(screen.getByText("Dragon Realm").closest("a")?.getAttribute("href")).toBe("/game/1");
    const events = await screen.findByRole("region", { name: "Topics and events" });
    expect(events.querySelector("a")?.getAttribute("href")).toBe("/event/4");
    expect(screen.getAllByRole("link", { name: /More/ }).map((a) => a.getAttribute("href"))).toContain(
      "/hotGame",
    );
  });

  test("the pop-up notice shows once; closing it remembers the notice", async () => {
    homeApi();
    const first = renderPage(<HomePage />);
    // the dialog's code loads on demand: the first time can take a moment on a busy machine
    expect(await screen.findByText("Launch week", {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByText("Close"));
    expect(JSON.parse(localStorage.getItem(NOTICE_READ_KEY) ?? "[]")).toEqual([7]);
    first.unmount();

    const second = renderPage(<HomePage />);
    expect(await screen.findByText("Listed 0")).toBeTruthy();
    // The notice has arrived (and was recognised as read) before its absence is checked.
    await waitFor(() => expect(second.queryClient.getQueryState(gameKeys.alert())?.status).toBe("success"));
    expect(screen.queryByText("Launch week")).toBeNull();
  });

  test("the notice's button leads to its link", async () => {
    homeApi();
    const { router } = renderPage(<HomePage />);
    fireEvent.click(await screen.findByText("Go"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/game/3"));
  });
});
