import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { renderPage, setupI18n } from "../../../testing/render";
import { BANNER_AUTOPLAY_MS, BannerCarousel } from "./BannerCarousel";
import type { Banner } from "./BannerLink";

const banners: Banner[] = [1, 2, 3].map((id) => ({
  id,
  image: `/api/media/${id}`,
  link: `/game/${id}`,
  title: `Season ${id}`,
}));
/** A slide's width plus the gap between slides, as the browser would lay them out at 375 px. */
const STEP = 351;

beforeAll(() => setupI18n("en"));

// happy-dom lays nothing out and cannot scroll: each slide stands STEP further right, and scrolling the track
// moves it at once and tells its listeners, as the browser's instant scroll does.
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
    return this.parentElement ? [...this.parentElement.children].indexOf(this) * STEP : 0;
  });
  HTMLElement.prototype.scrollTo = vi.fn(function (this: HTMLElement, options?: ScrollToOptions | number) {
    this.scrollLeft = typeof options === "object" ? (options.left ?? 0) : 0;
    this.dispatchEvent(new Event("scroll"));
  }) as unknown as typeof HTMLElement.prototype.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const track = () => screen.getAllByTestId("banner")[0]?.parentElement as HTMLElement;
const currentDot = () =>
  [...(screen.getByRole("region", { name: "Featured" }).lastElementChild?.children ?? [])].findIndex((dot) =>
    dot.className.includes("currentDot"),
  );
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("the home's banner carousel", () => {
  test("shows every banner, the first one's picture first and at high priority", () => {
    const { container } = renderPage(<BannerCarousel banners={banners} />);
    expect(screen.getAllByTestId("banner")).toHaveLength(3);
    const pictures = container.querySelectorAll("img");
    expect(pictures).toHaveLength(3);
    expect(pictures[0]?.getAttribute("fetchpriority")).toBe("high");
    expect(pictures[1]?.getAttribute("fetchpriority")).toBe("auto");
    expect(screen.getByText("Season 1").closest("a")?.getAttribute("href")).toBe("/game/1");
  });

  test("moves on every 3 seconds, from the last back to the first, and its dot follows", async () => {
    renderPage(<BannerCarousel banners={banners} />);
    expect(currentDot()).toBe(0);
    await wait(BANNER_AUTOPLAY_MS - 1);
    expect(track().scrollLeft).toBe(0);
    await wait(1);
    expect(track().scrollLeft).toBe(STEP);
    expect(currentDot()).toBe(1);
    await wait(BANNER_AUTOPLAY_MS);
    expect(track().scrollLeft).toBe(2 * STEP);
    expect(currentDot()).toBe(2);
    await wait(BANNER_AUTOPLAY_MS);
    expect(track().scrollLeft).toBe(0);
    expect(currentDot()).toBe(0);
  });

  test("waits while the player holds it, and gives a whole 3 seconds after the swipe", async () => {
    renderPage(<BannerCarousel banners={banners} />);
    fireEvent.pointerDown(track());
    await wait(3 * BANNER_AUTOPLAY_MS);
    expect(track().scrollLeft).toBe(0);
    // The player swipes to the second banner and lets go.
    track().scrollLeft = STEP;
    fireEvent.scroll(track());
    fireEvent.pointerUp(track());
    expect(currentDot()).toBe(1);
    await wait(BANNER_AUTOPLAY_MS - 1);
    expect(track().scrollLeft).toBe(STEP);
    await wait(1);
    expect(track().scrollLeft).toBe(2 * STEP);
  });

  test("waits while the tab is hidden, and moves on at the next turn once it is shown", async () => {
    renderPage(<BannerCarousel banners={banners} />);
    const hidden = vi.spyOn(document, "hidden", "get").mockReturnValue(true);
    await wait(2 * BANNER_AUTOPLAY_MS);
    expect(track().scrollLeft).toBe(0);
    hidden.mockReturnValue(false);
    await wait(BANNER_AUTOPLAY_MS);
    expect(track().scrollLeft).toBe(STEP);
  });

  test("slides smoothly, but jumps when the player asks for reduced motion", async () => {
    const asks = (reduce: boolean) =>
      vi.spyOn(window, "matchMedia").mockImplementation(
        (query) =>
          ({
            matches: reduce && query === "(prefers-reduced-motion: reduce)",
            media: query,
          }) as MediaQueryList,
      );
    asks(false);
    const { unmount } = renderPage(<BannerCarousel banners={banners} />);
    await wait(BANNER_AUTOPLAY_MS);
    expect(HTMLElement.prototype.scrollTo).toHaveBeenLastCalledWith({ left: STEP, behavior: "smooth" });
    unmount();
    asks(true);
    renderPage(<BannerCarousel banners={banners} />);
    await wait(BANNER_AUTOPLAY_MS);
    expect(HTMLElement.prototype.scrollTo).toHaveBeenLastCalledWith({ left: STEP, behavior: "auto" });
  });

  test("one banner stands still, without dots", async () => {
    renderPage(<BannerCarousel banners={banners.slice(0, 1)} />);
    await wait(3 * BANNER_AUTOPLAY_MS);
    expect(HTMLElement.prototype.scrollTo).not.toHaveBeenCalled();
    expect(currentDot()).toBe(-1);
  });
});
