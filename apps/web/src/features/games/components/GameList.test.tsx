import { useInfiniteQuery } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, test } from "vitest";
import { renderPage, setupI18n } from "../../../testing/render";
import { gameFixture, pageOf } from "../test-fixtures";
import { GameList } from "./GameList";

function Fixed({ pages }: { pages: ReturnType<typeof pageOf<ReturnType<typeof gameFixture>>>[] }) {
  const query = useInfiniteQuery({
    queryKey: ["fixed", pages.length, pages[0]?.items.length],
    queryFn: ({ pageParam }) => Promise.resolve(pages[pageParam - 1] ?? pageOf([])),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  return <GameList query={query} />;
}

beforeAll(() => setupI18n("en"));

describe("game list", () => {
  test("an empty list says No content", async () => {
    renderPage(<Fixed pages={[pageOf([])]} />);
    expect(await screen.findByText("No content")).toBeTruthy();
  });

  test("the end of the list says No more data", async () => {
    renderPage(<Fixed pages={[pageOf([gameFixture(1)])]} />);
    expect(await screen.findByText("Game 1")).toBeTruthy();
    expect(await screen.findByText("No more data")).toBeTruthy();
  });

  test("a card shows type, platforms, rating and the pre-register badge", async () => {
    renderPage(
      <Fixed
        pages={[
          pageOf([
            gameFixture(1, { type: "strategy", platforms: ["web"] }),
            gameFixture(2, {
              status: "upcoming",
              preRegistrationOpen: true,
              rating: 0,
              reservationsCount: 42468,
              releaseDate: "2027-02-10",
            }),
          ]),
        ]}
      />,
    );
    expect(await screen.findByText("Strategy")).toBeTruthy();
    expect(screen.getByText("Web")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Rating 4.2" })).toBeTruthy();
    expect(screen.getByText("Pre-register")).toBeTruthy();
    expect(screen.getByText(/42,468 pre-registered/)).toBeTruthy();
  });
});
