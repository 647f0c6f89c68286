import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./BannerCarousel.module.css";
import { type Banner, BannerLink } from "./BannerLink";

/** How long each banner stays before the next one (spec: autoplay bar 3 s). */
export const BANNER_AUTOPLAY_MS = 3000;

/**
 * The home's banners: a row the player swipes through, snapping to one banner at a time, that moves on
 * by itself every 3 s. The browser's own scrolling moves it (scroll snap, smooth `scrollTo`), on its
 * compositor: no script runs for each frame of a slide, so a mid-range phone stays free to take input
 * while it turns (the carousel library it replaces animated every frame in script).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation("games");
  const track = useRef<HTMLDivElement>(null);
  const current = useCurrentBanner(track, banners.length);
  // The other banners' pictures are asked for once the page runs: the first screen's bandwidth goes to
  // the first banner (its largest picture) and the page's code.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  useAutoplay(track, banners.length);
  if (banners.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={t("home.banners")}>
      <div ref={track} className={styles.track}>
        {banners.map((banner, index) => (
          <div key={banner.id} className={styles.slide} data-testid="banner">
            {index === 0 || running ? (
              <BannerLink banner={banner} priority={index === 0} />
            ) : (
              <span className={styles.banner} />
            )}
          </div>
        ))}
      </div>
      <div className={styles.dots} aria-hidden="true">
        {banners.length > 1 &&
          banners.map((banner, index) => (
            <span key={banner.id} className={index === current ? styles.currentDot : styles.dot} />
          ))}
      </div>
    </section>
  );
}

/** Where a slide starts in the track's scrolling (slides are as wide as the track, with a gap). */
const slideLeft = (track: HTMLElement, index: number) => {
  const slides = track.children as HTMLCollectionOf<HTMLElement>;
  return (slides[index]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0);
};

/** Which banner is in view, followed as the track scrolls (by a swipe or by the autoplay). */
function useCurrentBanner(track: RefObject<HTMLDivElement | null>, count: number) {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const element = track.current;
    if (!element || count < 2) return;
    const follow = () => {
      const step = slideLeft(element, 1);
      setCurrent(step > 0 ? Math.round(element.scrollLeft / step) : 0);
    };
    element.addEventListener("scroll", follow, { passive: true });
    return () => element.removeEventListener("scroll", follow);
  }, [track, count]);
  return current;
}

/**
 * Moves the track to the next banner every `BANNER_AUTOPLAY_MS` (from the last back to the first).
 * It waits while the player's finger or pointer is on it, while the tab is hidden, and starts its 3 s
 * again after a swipe; with reduced motion asked for, it jumps instead of sliding.
 */
function useAutoplay(track: RefObject<HTMLDivElement | null>, count: number) {
  useEffect(() => {
    const element = track.current;
    if (!element || count < 2) return;
    let held = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(turn, BANNER_AUTOPLAY_MS);
    };
    const turn = () => {
      if (!held && !document.hidden) {
        const step = slideLeft(element, 1);
        const next = step > 0 ? (Math.round(element.scrollLeft / step) + 1) % count : 0;
        const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        element.scrollTo({ left: slideLeft(element, next), behavior: still ? "auto" : "smooth" });
      }
      schedule();
    };
    const hold = () => {
      held = true;
    };
    const release = () => {
      held = false;
      schedule();
    };
    element.addEventListener("pointerdown", hold);
    element.addEventListener("pointerup", release);
    element.addEventListener("pointercancel", release);
    element.addEventListener("touchstart", hold, { passive: true });
    element.addEventListener("touchend", release);
    schedule();
    return () => {
      clearTimeout(timer);
      element.removeEventListener("pointerdown", hold);
      element.removeEventListener("pointerup", release);
      element.removeEventListener("pointercancel", release);
      element.removeEventListener("touchstart", hold);
      element.removeEventListener("touchend", release);
    };
  }, [track, count]);
}
