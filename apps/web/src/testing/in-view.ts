import { onTestFinished, vi } from "vitest";

/**
 * happy-dom lays nothing out and its IntersectionObserver never reports: for the rest of the test,
 * every observed element is reported in view as soon as it is observed (as a browser does for an
 * element on screen), so that a list's end loads its next page.
 */
export function everythingInView() {
  class InView {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", InView);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
