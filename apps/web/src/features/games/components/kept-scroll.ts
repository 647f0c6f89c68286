import { useEffect, useRef } from "react";

/** Scroll positions of kept-alive pages, by page, for this tab's lifetime. */
const positions = new Map<string, number>();
/** How many frames (about a second) the page may take to grow tall enough for its kept place. */
const RESTORE_FRAMES = 60;

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
    // The page's lower part (its list's items) may still be rendering when its data is there: until
    // the page is tall enough to scroll to its place, try again at each frame, for at most a second.
    let tries = 0;
    const restore = () => {
      window.scrollTo(0, y);
      if (window.scrollY >= y - 1 || ++tries >= RESTORE_FRAMES) restored.current = true;
      else frame = requestAnimationFrame(restore);
    };
    let frame = requestAnimationFrame(restore);
    return () => cancelAnimationFrame(frame);
  }, [page, ready]);
}
