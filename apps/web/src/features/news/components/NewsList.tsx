import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { ErrorBlock } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PagedList } from "../../../components/PagedList";
import styles from "./news.module.css";

/**
 * The news feature's lists (news, notices, videos, comments) on the portal's one paged list: a
 * labelled list, "No content" with the feature's illustration, and "Refresh" when the first page failed.
 */
export function NewsList<T>({
  query,
  renderItem,
  empty,
  label,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  renderItem: (item: T) => ReactNode;
  /** Said under "No content" when the list is empty. */
  empty?: string;
  label?: string;
}) {
  const { t } = useTranslation("news");
  return (
    <PagedList
      query={query}
      retryLabel={t("refresh")}
      empty={
        <ErrorBlock status="empty" title={t("empty")} description={empty ?? ""} className={styles.empty} />
      }
    >
      {(items) => (
        <ul className={styles.list} aria-label={label}>
          {items.map(renderItem)}
        </ul>
      )}
    </PagedList>
  );
}
