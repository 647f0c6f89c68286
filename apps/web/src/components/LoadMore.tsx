import { DotLoading } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./LoadMore.module.css";

interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<{ isError: boolean }>;
}

/** How far below the screen's bottom the list's end may still be when the next page is asked for. */
const AHEAD_PX = 60;

/**
 * The end of a paged list: the next page loads when it comes within 60 px of the screen's bottom (and
 * again while a short list still leaves it in view); then "No more data", or a retry when a page failed.
 * The browser reports the end coming into view (IntersectionObserver): no script runs as the page scrolls.
 */
export function LoadMore({ query }: { query: NextPages }) {
  const { t } = useTranslation("common");
  const end = useRef<HTMLDivElement>(null);
  const latest = useRef(query);
  latest.current = query;
  const [failed, setFailed] = useState(false);
  // One more each time a page came in: the end is looked at again even when the page came so fast
  // that no render ever saw it loading.
  const [pagesIn, setPagesIn] = useState(0);
  const { hasNextPage, isFetchingNextPage } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page that came in (pagesIn) looks again
  useEffect(() => {
    const element = end.current;
    if (!element || !hasNextPage || isFetchingNextPage || failed) return;
    // Observing anew reports at once whether the end is in view: after a page has come in, it may still be.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        void latest.current
          .fetchNextPage({ cancelRefetch: false })
          .then((result) => (result.isError ? setFailed(true) : setPagesIn((count) => count + 1)));
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, failed, pagesIn]);
  return (
    <div ref={end} className={styles.end}>
      {failed ? (
        <button type="button" className={styles.retry} onClick={() => setFailed(false)}>
          {t("loadFailed")}
        </button>
      ) : hasNextPage ? (
        <span role="status">
          {/* The dots are a SMIL animation, which repaints on the main thread every frame: they run only
              while a page is on its way, not while the end waits below the screen. */}
          <span className={styles.dots}>{isFetchingNextPage && <DotLoading />}</span> {t("loading")}
        </span>
      ) : (
        <span>{t("noMore")}</span>
      )}
    </div>
  );
}
