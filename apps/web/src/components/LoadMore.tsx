import { DotLoading } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./LoadMore.module.css";

interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<{ isError: boolean; error: unknown }>;
}

/** How near the screen's bottom the list's end comes before the next page loads. */
const THRESHOLD_PX = 60;

/**
 * The end of a paged list: the next page loads when it comes within 60 px of the screen's bottom
 * (an IntersectionObserver: no scroll listener, and no library code on the first screen); then
 * "No more data", or a retry when a page failed.
 */
export function LoadMore({ query }: { query: NextPages }) {
  const { t } = useTranslation("common");
  const end = useRef<HTMLDivElement>(null);
  /** How the last page this end asked for went: a new object each time (a page that comes at once may never show as being fetched). */
  const [last, setLast] = useState({ failed: false });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // Watched afresh after each page: observing starts with a report, so an end still in view (a short
  // page) loads the next one at once.
  useEffect(() => {
    const element = end.current;
    if (!element || !hasNextPage || isFetchingNextPage || last.failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void fetchNextPage({ cancelRefetch: false }).then((result) => setLast({ failed: result.isError }));
      },
      { rootMargin: `0px 0px ${THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, last, fetchNextPage]);

  return (
    <div ref={end} className={styles.end}>
      {last.failed ? (
        <button type="button" className={styles.retry} onClick={() => setLast({ failed: false })}>
          {t("loadFailed")}
        </button>
      ) : hasNextPage ? (
        <span role="status">
          <DotLoading /> {t("loading")}
        </span>
      ) : (
        <span>{t("noMore")}</span>
      )}
    </div>
  );
}
