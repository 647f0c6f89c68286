import { render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, test } from "vitest";
import { layOut } from "../testing/intersection";
import { setupI18n } from "../testing/render";
import { LoadMore } from "./LoadMore";

beforeAll(() => setupI18n("en"));

/** A list's next pages as TanStack Query reports them; `fetchNextPage` records each call. */
function nextPages(state: { hasNextPage: boolean; isFetchingNextPage: boolean }) {
  const calls: number[] = [];
  return {
    calls,
    query: {
      ...state,
      fetchNextPage: async () => {
        calls.push(calls.length + 1);
        return { isError: false };
      },
    },
  };
}

const dots = (container: HTMLElement) => container.querySelectorAll(".adm-dot-loading").length;

describe("LoadMore", () => {
  test("waiting below the screen for the player to scroll, its end animates nothing", async () => {
    layOut(() => false);
    const { query, calls } = nextPages({ hasNextPage: true, isFetchingNextPage: false });
    const { container } = render(<LoadMore query={query} />);
    expect(screen.getByRole("status").textContent).toContain("Loading");
    expect(dots(container)).toBe(0);
    expect(calls).toEqual([]);
  });

  test("while the next page is on its way, the dots move", () => {
    const { query } = nextPages({ hasNextPage: true, isFetchingNextPage: true });
    const { container } = render(<LoadMore query={query} />);
    expect(dots(container)).toBe(1);
  });

  test("the end in view asks for the next page", async () => {
    const { query, calls } = nextPages({ hasNextPage: true, isFetchingNextPage: false });
    const { unmount } = render(<LoadMore query={query} />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    unmount();
  });

  test("the last page says there is no more, without dots", () => {
    const { query } = nextPages({ hasNextPage: false, isFetchingNextPage: false });
    const { container } = render(<LoadMore query={query} />);
    expect(screen.getByText("No more data")).toBeTruthy();
    expect(dots(container)).toBe(0);
  });
});
