import * as games from "@portal/contracts/refs/games";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { useHotGames } from "../features/games/api";
import { GameList } from "../features/games/components/GameList";
import { gameFixture, pageOf } from "../features/games/test-fixtures";
import { answerApi, handle, refuse } from "../testing/api";
import { layOut, reportIntersections } from "../testing/intersection";
import { renderPage, setupI18n } from "../testing/render";

beforeAll(() => setupI18n("en"));

/**
 * A page laid out as a phone would: each game's row is ROW px tall, the list starts at the top and
 * the page is scrolled by `scrolled`; the list's end (LoadMore) sits below the rows the DOM has now.
 * happy-dom lays nothing out: the test's IntersectionObserver asks `layOut` whether the end is within
 * the 60 px LoadMore looks ahead.
 */
const ROW = 100;
let scrolled = 0;
const rows = () => screen.queryAllByRole("listitem").length;
/** The number of rows shown each time the observer reported whether the list's end is in view. */
let measured: number[] = [];
/** Per page: how many reports had been made when the API answered it. */
const answeredAt = new Map<number, number>();

beforeEach(() => {
  scrolled = 0;
  measured = [];
  answeredAt.clear();
  layOut(() => {
    measured.push(rows());
    return rows() * ROW - scrolled <= window.innerHeight + 60;
  });
});

/** Hot games, ten a page, thirty pages. */
function hotGamesApi() {
  return answerApi(
    handle(games.hotGames, ({ query }) => {
      const page = Number(query.page);
      answeredAt.set(page, measured.length);
      const items = Array.from({ length: 10 }, (_, i) => gameFixture(page * 100 + i));
      return pageOf(items, page, page < 30);
    }),
  );
}
const pagesAsked = (calls: ReturnType<typeof hotGamesApi>) =>
  calls.to(games.hotGames).map((call) => Number(call.query.get("page")));

function HotGames() {
  return <GameList query={useHotGames()} />;
}

/** Scrolls the page so that the list's end comes into view, as a player's swipe would. */
function scrollToEnd() {
  scrolled = rows() * ROW - window.innerHeight / 2;
  act(() => reportIntersections());
}

// Pages arrive and render on a busy 2-core machine: allow for it.
describe("paged list", { timeout: 20_000 }, () => {
  test("reaching the end asks for one next page, whose items show at once", async () => {
    const calls = hotGamesApi();
    renderPage(<HotGames />);
    await waitFor(() => expect(rows()).toBe(10));
    // The first page fills more than the screen: its end is out of view, nothing more is asked.
    expect(10 * ROW).toBeGreaterThan(window.innerHeight + 60);
    await waitFor(() => expect(measured.length).toBeGreaterThan(0));
    expect(pagesAsked(calls)).toEqual([1]);

    scrollToEnd();
    // Once page 2 is in, LoadMore looks again: page 2's items must be there by then. Held back
    // (a deferred render), the end would stay in view and the loader ask for page 3, 4, …
    await waitFor(() =>
      expect(measured.length).toBeGreaterThan(answeredAt.get(2) ?? Number.POSITIVE_INFINITY),
    );
    expect(new Set(measured.slice(answeredAt.get(2)))).toEqual(new Set([20]));
    expect(rows()).toBe(20);
    expect(pagesAsked(calls)).toEqual([1, 2]);

    // One more reach of the end: one more page, and no other.
    scrollToEnd();
    await waitFor(() => expect(rows()).toBe(30));
    expect(pagesAsked(calls)).toEqual([1, 2, 3]);
  });

  test("a next page the server refused offers a retry, which asks for that page again", async () => {
    let refusals = 0;
    const calls = answerApi(
      handle(games.hotGames, ({ query }) => {
        const page = Number(query.page);
        if (page === 2 && refusals++ === 0) return refuse(40001, "Too many requests");
        return pageOf(
          Array.from({ length: 10 }, (_, i) => gameFixture(page * 100 + i)),
          page,
          page < 3,
        );
      }),
    );
    renderPage(<HotGames />);
    await waitFor(() => expect(rows()).toBe(10));
    scrollToEnd();
    fireEvent.click(await screen.findByRole("button", { name: "Loading failed, tap to try again" }));
    await waitFor(() => expect(rows()).toBe(20));
    expect(pagesAsked(calls)).toEqual([1, 2, 2]);
  });
});
