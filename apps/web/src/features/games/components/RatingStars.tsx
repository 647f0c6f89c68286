import { StarFill } from "antd-mobile-icons";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import styles from "./RatingStars.module.css";

const STARS = [1, 2, 3, 4, 5];

/**
 * A game's average rating as five stars (halves shown) and the number, or "No rating yet". Only
 * shown, never entered, so it draws the stars itself instead of loading antd-mobile's Rate input and
 * its gesture library on every list.
 */
export function RatingStars({ rating, size = 12 }: { rating: number; size?: number }) {
  const { t } = useTranslation("games");
  if (rating <= 0) return <span className={styles.none}>{t("card.noRating")}</span>;
  const label = t("card.rating", { rating: rating.toFixed(1) });
  const halves = Math.round(rating * 2);
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars} style={{ "--star-size": `${size}px` } as CSSProperties} aria-hidden>
        {STARS.map((star) => {
          const fill = halves >= star * 2 ? "100%" : halves === star * 2 - 1 ? "50%" : "0%";
          return (
            <span key={star} className={styles.star} style={{ "--fill": fill } as CSSProperties}>
              <StarFill className={styles.empty} />
              <StarFill className={styles.full} />
            </span>
          );
        })}
      </span>
      <span className={styles.value} aria-hidden>
        {rating.toFixed(1)}
      </span>
    </span>
  );
}
