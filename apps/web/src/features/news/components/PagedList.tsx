import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button, DotLoading, ErrorBlock } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadMore } from "../../../components/LoadMore";
import styles from "./news.module.css";

/**
 * A paged list's states: loading; a failure that asks to refresh; "No content"; the items, loading
 * more within 60 px of the bottom and ending with "No more data".
 */
export function PagedList<T>({
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
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending)
    return (
      <div className={styles.status} role="status">
        <DotLoading /> {t("common:loading")}
      </div>
    );
  if (query.isError && items.length === 0)
    return (
      <div className={styles.status} role="alert">
        <p>{t("loadFailed")}</p>
        <Button size="small" onClick={() => void query.refetch()}>
          {t("refresh")}
        </Button>
      </div>
    );
  if (items.length === 0)
    return (
      <ErrorBlock status="empty" title={t("empty")} description={empty ?? ""} className={styles.empty} />
    );
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map(renderItem)}
      </ul>
      <LoadMore query={query} />
    </>
  );
}
