import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { renderPage } from "../testing/render";
import { PULL_THRESHOLD_PX, PullToRefresh } from "./PullToRefresh";

const at = (clientY: number) => ({ touches: [{ clientY }] });

function pull(target: HTMLElement, distance: number) {
  fireEvent.touchStart(target, at(100));
  fireEvent.touchMove(target, at(100 + distance));
}

afterEach(() => {
  document.documentElement.scrollTop = 0;
});

test("pulled past the spec's 60 px at the top of the page, it refreshes and says so", async () => {
  let finish = () => {};
  const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderPage(
    <PullToRefresh onRefresh={onRefresh}>
      <p>content</p>
    </PullToRefresh>,
  );
  const content = await screen.findByText("content");
  // The finger moves twice as far as the page follows.
  pull(content, (PULL_THRESHOLD_PX - 1) * 2);
  expect(screen.getByText("Pull down to refresh")).toBeTruthy();
  fireEvent.touchMove(content, at(100 + PULL_THRESHOLD_PX * 2));
  expect(screen.getByText("Release to refresh")).toBeTruthy();
  fireEvent.touchEnd(content);
  expect(await screen.findByText("Refreshing…")).toBeTruthy();
  expect(onRefresh).toHaveBeenCalledTimes(1);
  await act(async () => finish());
  expect(await screen.findByText("Refreshed")).toBeTruthy();
  // The same content element throughout: nothing mounted again.
  expect(screen.getByText("content")).toBe(content);
});

test("released short of 60 px, or pulled when the page is scrolled down, it does not refresh", async () => {
  const onRefresh = vi.fn(async () => {});
  renderPage(
    <PullToRefresh onRefresh={onRefresh}>
      <p>content</p>
    </PullToRefresh>,
  );
  const content = await screen.findByText("content");
  pull(content, PULL_THRESHOLD_PX);
  fireEvent.touchEnd(content);
  expect(screen.queryByText("Pull down to refresh")).toBeNull();

  document.documentElement.scrollTop = 300;
  pull(content, PULL_THRESHOLD_PX * 4);
  expect(screen.queryByText("Release to refresh")).toBeNull();
  fireEvent.touchEnd(content);
  expect(onRefresh).not.toHaveBeenCalled();
});
