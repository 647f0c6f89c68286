import { useEffect, useState } from "react";

/** Spec section 9: the footer hides after 50 px down and shows after 50 px up. */
export const FOOTER_SCROLL_THRESHOLD = 50;

export interface FooterScroll {
  visible: boolean;
  lastY: number;
  /** Distance scrolled in the current direction: positive down, negative up. */
  travel: number;
}

export const initialFooterScroll: FooterScroll = { visible: true, lastY: 0, travel: 0 };

/** Pure: the footer state after the page scrolled to `y`. A change of direction restarts the count. */
export function nextFooterScroll(state: FooterScroll, y: number): FooterScroll {
  if (y <= 0) return { visible: true, lastY: 0, travel: 0 };
  const delta = y - state.lastY;
  if (delta === 0) return state;
  const travel = Math.sign(delta) === Math.sign(state.travel) ? state.travel + delta : delta;
  let visible = state.visible;
  if (travel > FOOTER_SCROLL_THRESHOLD) visible = false;
  else if (travel < -FOOTER_SCROLL_THRESHOLD) visible = true;
  return { visible, lastY: y, travel };
}

/** Follows the window's scroll; `resetKey` (the path) shows the footer again on navigation. */
export function useFooterVisible(resetKey: string): boolean {
  const [visible, setVisible] = useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts over with the footer shown
  useEffect(() => {
    let state: FooterScroll = { ...initialFooterScroll, lastY: window.scrollY };
    let frame = 0;
    setVisible(true);
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        state = nextFooterScroll(state, window.scrollY);
        setVisible(state.visible);
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [resetKey]);

  return visible;
}
