/**
 * happy-dom lays nothing out (its own IntersectionObserver never reports). This one reports what
 * `layOut` says is in view — by default everything, as on a screen tall enough: once when a target is
 * observed (after the current task, as the browser reports it) and, after `reportIntersections()` (a
 * scroll), for each target whose answer changed.
 */
type InView = (target: Element) => boolean;

const everything: InView = () => true;
let inView = everything;
const observers = new Set<TestIntersectionObserver>();

/** What counts as in view until the end of the test (setup.ts puts the default back after each). */
export function layOut(predicate: InView = everything) {
  inView = predicate;
}

/** Tells every observer what came into or left the view, as the browser does after a scroll. */
export function reportIntersections() {
  for (const observer of observers) observer.check();
}

export class TestIntersectionObserver {
  private readonly seen = new Map<Element, boolean | undefined>();
  constructor(private readonly report: IntersectionObserverCallback) {}

  observe(target: Element) {
    this.seen.set(target, undefined);
    observers.add(this);
    setTimeout(() => this.check(target));
  }

  check(only?: Element) {
    const entries: IntersectionObserverEntry[] = [];
    for (const [target, was] of this.seen) {
      if (only && target !== only) continue;
      const isIntersecting = inView(target);
      if (isIntersecting === was) continue;
      this.seen.set(target, isIntersecting);
      entries.push({
        target,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
      } as IntersectionObserverEntry);
    }
    if (entries.length > 0) this.report(entries, this as unknown as IntersectionObserver);
  }

  unobserve(target: Element) {
    this.seen.delete(target);
  }

  disconnect() {
    this.seen.clear();
    observers.delete(this);
  }

  takeRecords() {
    return [];
  }
}
