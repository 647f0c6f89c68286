import { useInfiniteQuery } from "@tanstack/react-query";
import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, test } from "vitest";
import { everythingInView } from "../testing/in-view";
import { renderPage, setupI18n } from "../testing/render";
import { LoadMore } from "./LoadMore";

beforeAll(() => setupI18n("en"));

/** Three pages of one item each; `failing`: the pages whose first fetch fails. */
function Pages({ asked, failing = [] }: { asked: number[]; failing?: number[] }) {
  const query = useInfiniteQuery({
    queryKey: ["pages", failing],
    queryFn: async ({ pageParam }) => {
      asked.push(pageParam);
      if (failing.includes(pageParam) && asked.filter((page) => page === pageParam).length === 1)
        throw new Error("down");
      return { page: pageParam, item: `Item ${pageParam}` };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < 3 ? last.page + 1 : undefined),
    retry: false,
  });
  return (
    <>
      {query.data?.pages.map((page) => (
        <p key={page.page}>{page.item}</p>
      ))}
      {query.data && <LoadMore query={query} />}
    </>
  );
}

describe("the end of a paged list", () => {
  test("loads the next page while it is in view, one at a time, until No more data", async () => {
    everythingInView();
    const asked: number[] = [];
    renderPage(<Pages asked={asked} />);
    expect(await screen.findByText("No more data")).toBeTruthy();
    expect(screen.getByText("Item 3")).toBeTruthy();
    expect(asked).toEqual([1, 2, 3]);
  });

  test("loads nothing while it is out of view (happy-dom's observer never reports)", async () => {
    const asked: number[] = [];
    renderPage(<Pages asked={asked} />);
    expect(await screen.findByText("Item 1")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Loading…");
    expect(asked).toEqual([1]);
  });

  test("offers a retry when a page failed, and loads it again on a tap", async () => {
    everythingInView();
    const asked: number[] = [];
    renderPage(<Pages asked={asked} failing={[2]} />);
    fireEvent.click(await screen.findByRole("button", { name: "Loading failed, tap to try again" }));
    expect(await screen.findByText("No more data")).toBeTruthy();
    expect(asked).toEqual([1, 2, 2, 3]);
  });
});
