import * as search from "@portal/contracts/refs/search";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, test } from "vitest";
import { answerApi, handle } from "../../testing/api";
import { renderPage, setupI18n } from "../../testing/render";
import type { SearchHit } from "./api";
import { SearchPage } from "./pages/SearchPage";

beforeAll(() => setupI18n("en"));

const hit = (id: number, title: string, marks: [number, number][], snippet = ""): SearchHit => ({
  id,
  title: { text: title, marks },
  snippet: { text: snippet, marks: [] },
  image: "",
  at: null,
});

function searchApi() {
  return answerApi(
    handle(search.search, ({ query }) => {
      if (query.q === "zzz") return { items: [], nextCursor: null, hasMore: false };
      if (query.kind === "posts" && !query.cursor)
        return { items: [hit(9, "Marsh guide", [[0, 5]])], nextCursor: "350.9", hasMore: true };
      if (query.kind === "posts")
        return { items: [hit(4, "Old marsh notes", [[4, 9]])], nextCursor: null, hasMore: false };
      return {
        items: [hit(1, "龙城传说", [[0, 2]], "<img src=x onerror=alert(1)> 龙城")],
        nextCursor: null,
        hasMore: false,
      };
    }),
  );
}

const searchCalls = (calls: ReturnType<typeof searchApi>) =>
  calls.to(search.search).map((call) => Object.fromEntries(call.url.searchParams));

describe("search page", { timeout: 20_000 }, () => {
  test("asks once typing settles and marks the matched characters in the title", async () => {
    const calls = searchApi();
    renderPage(<SearchPage />, { path: "/search" });
    expect(await screen.findByText("Type at least 2 characters to search")).toBeTruthy();
    const input = screen.getByPlaceholderText("Search games, news and posts");
    fireEvent.change(input, { target: { value: "龙" } });
    fireEvent.change(input, { target: { value: "龙城" } });
    const mark = await screen.findByText("龙城", { selector: "mark" });
    expect(mark.closest("a")?.getAttribute("href")).toBe("/game/1");
    expect(searchCalls(calls)).toEqual([{ q: "龙城", kind: "games", pageSize: "10" }]);
  });

  test("text from players is shown as text, never as HTML", async () => {
    searchApi();
    const { container } = renderPage(<SearchPage />, { path: "/search?q=龙城" });
    expect(await screen.findByText("<img src=x onerror=alert(1)> 龙城")).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
  });

  test("the posts tab pages by the server's cursor until No more data", async () => {
    const calls = searchApi();
    const { router } = renderPage(<SearchPage />, { path: "/search?q=marsh" });
    fireEvent.click(await screen.findByText("Forum posts"));
    expect(await screen.findByRole("heading", { name: "Marsh guide" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Old marsh notes" })).toBeTruthy();
    expect(await screen.findByText("No more data")).toBeTruthy();
    expect(router.state.location.search).toContain("kind=posts");
    const posts = searchCalls(calls).filter((call) => call.kind === "posts");
    expect(posts.map((call) => call.cursor)).toEqual([undefined, "350.9"]);
    expect(screen.getByText("Marsh", { selector: "mark" }).closest("a")?.getAttribute("href")).toBe(
      "/post/9",
    );
  });

  test("says what was not found", async () => {
    searchApi();
    renderPage(<SearchPage />, { path: "/search?q=zzz&kind=news" });
    expect(await screen.findByText("Nothing found for “zzz”")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Try other words, or fewer of them")).toBeTruthy());
  });
});
