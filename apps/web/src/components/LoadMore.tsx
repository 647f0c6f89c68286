import { DotLoading, InfiniteScroll } from "antd-mobile";
import { useTranslation } from "react-i18next";
import styles from "./LoadMore.module.css";

interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<{ isError: boolean; error: unknown }>;
}

/**
 * The end of a paged list: the next page loads when it comes within 60 px of the screen's bottom;
 * then "No more data", or a retry when a page failed.
 */
export function LoadMore({ query }: { query: NextPages }) {
  const { t } = useTranslation("common");
  const loadMore = async () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    const result = await query.fetchNextPage({ cancelRefetch: false });
    if (result.isError) throw result.error;
  };
  return (
    <InfiniteScroll threshold={60} hasMore={query.hasNextPage} loadMore={loadMore}>
      {(hasMore, failed, retry) => (
        <div className={styles.end}>
          {failed ? (
            <button type="button" className={styles.retry} onClick={retry}>
              {t("loadFailed")}
            </button>
          ) : hasMore ? (
            <span role="status">
              <DotLoading /> {t("loading")}
            </span>
          ) : (
            <span>{t("noMore")}</span>
          )}
        </div>
      )}
    </InfiniteScroll>
  );
}
