import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { DotLoading } from "antd-mobile";
import { type ReactNode, useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { allItems } from "../lib/pages";
import { EmptyState } from "./EmptyState";
import { LoadMore } from "./LoadMore";
import styles from "./PagedList.module.css";

/**
 * The portal's one paged list (games, news, messages, comments). Its states: loading, a failed first page ("Loading failed, please refresh" with a retry),
 * empty ("No content" unless the page says more), then the items with the next page loading near the
 * bottom and "No more data" at the end.
 */
export function PagedList<T>({
  query,
  empty,
  retryLabel,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  empty?: ReactNode;
  /** The failed first page's button, where a feature words it its own way ("Refresh"). */
  retryLabel?: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  // The first page's items show in a render React may interrupt: ten reviews drawn in one go were a
  // ~300 ms task on a mid-range phone (the game page's blocking time), sliced this way instead. Later
  // pages show at once: the next page is asked for while the list's end is in view, so a page held
  // back would ask for another, and another (a journey once had 300 reviews after one scroll).
  const firstPage = useDeferredValue(query.data);
  const data = firstPage === undefined ? undefined : query.data;
  const items = allItems(data);
  if (query.isPending || (data === undefined && query.data !== undefined))
    return (
      <div className={styles.status} role="status">
        <DotLoading /> {t("loading")}
      </div>
    );
  if (query.isError && items.length === 0)
    return (
      <div className={styles.status} role="alert">
        <p>{t("loadFailedRefresh")}</p>
        <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
          {retryLabel ?? t("retry")}
        </button>
      </div>
    );
  if (items.length === 0) return empty ?? <EmptyState title={t("noContent")} />;
  return (
    <>
      {children(items)}
      <LoadMore query={query} />
    </>
  );
}
