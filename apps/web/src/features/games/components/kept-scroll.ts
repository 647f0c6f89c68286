import { useEffect, useRef } from "react";

/** Scroll positions of kept-alive pages, by page, for this tab's lifetime. */
const positions = new Map<string, number>();

/**
 * Keeps a page's place: remembers the scroll position while the page is shown and, when the
 * player comes back, returns to it once the page's (cached) data has rendered (`ready`).
 */
export function useKeptScroll(page: string, ready: boolean) {
  const restored = useRef(false);

  useEffect(() => {
    const here = window.location.pathname;
    const remember = () => {
      // Until the place is restored, scrolls are the router's reset to the top, not the player's;
      // and the next page's reset arrives after the address changed.
      if (!restored.current || window.location.pathname !== here) return;
      positions.set(page, window.scrollY);
    };
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, [page]);

  useEffect(() => {
    if (!ready || restored.current) return;
    const y = positions.get(page) ?? 0;
    if (y <= 0) {
      restored.current = true;
      return;
    }
    const frame = requestAnimationFrame(() => {
      restored.current = true;
      window.scrollTo(0, y);
    });
    return () => cancelAnimationFrame(frame);
  }, [page, ready]);
}
