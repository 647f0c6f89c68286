import { reviewFilters, reviewSorts } from "@portal/contracts/refs/reviews";
import { ActionSheet } from "antd-mobile";
import { DownOutline } from "antd-mobile-icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedList } from "../../../components/PagedList";
import kit from "../../comments/comments.module.css";
import { type Review, type ReviewFilter, type ReviewSort, useReviewList } from "../api";
import { ReviewItem } from "./ReviewItem";
import styles from "./reviews.module.css";

/** Reviews with sort and filter (default '0', all), loading more within 60 px of the bottom. */
export function ReviewList({
  appId,
  onOpen,
  onLike,
  onMore,
  likePendingId,
}: {
  appId: number;
  onOpen: (review: Review) => void;
  onLike: (review: Review, liked: boolean) => void;
  onMore: (review: Review) => void;
  likePendingId?: number;
}) {
  const { t } = useTranslation("reviews");
  const [sort, setSort] = useState<ReviewSort>("newest");
  const [filter, setFilter] = useState<ReviewFilter>("0");
  const [sorting, setSorting] = useState(false);
  const list = useReviewList(appId, sort, filter);

  return (
    <div className={styles.list}>
      <div className={styles.listTools}>
        <div className={styles.filters} role="radiogroup" aria-label={t("filter.label")}>
          {reviewFilters.map((key) => (
            // biome-ignore lint/a11y/useSemanticElements: chips that act as radio buttons
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={filter === key}
              className={styles.chip}
              data-active={filter === key}
              onClick={() => setFilter(key)}
            >
              {t(`filter.${key}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.sortButton}
          onClick={() => setSorting(true)}
          aria-label={`${t("sort.label")}: ${t(`sort.${sort}`)}`}
        >
          {t(`sort.${sort}`)} <DownOutline aria-hidden />
        </button>
      </div>
      <ActionSheet
        visible={sorting}
        onClose={() => setSorting(false)}
        extra={t("sort.label")}
        cancelText={t("common:cancel")}
        actions={reviewSorts.map((key) => ({
          key,
          text: t(`sort.${key}`),
          bold: key === sort,
          onClick: () => {
            setSort(key);
            setSorting(false);
          },
        }))}
      />
      <PagedList
        query={list}
        empty={<p className={kit.empty}>{t(filter === "0" ? "empty" : "emptyFiltered")}</p>}
      >
        {(items) =>
          items.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              onOpen={() => onOpen(review)}
              onLike={(liked) => onLike(review, liked)}
              onMore={() => onMore(review)}
              likePending={likePendingId === review.id}
            />
          ))
        }
      </PagedList>
    </div>
  );
}
