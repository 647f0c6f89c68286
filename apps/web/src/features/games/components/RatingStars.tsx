import { Rate } from "antd-mobile";
import { useTranslation } from "react-i18next";
import styles from "./RatingStars.module.css";

/** A game's average rating as five stars (halves shown) and the number, or "No rating yet". */
export function RatingStars({ rating, size = 12 }: { rating: number; size?: number }) {
  const { t } = useTranslation("games");
  if (rating <= 0) return <span className={styles.none}>{t("card.noRating")}</span>;
  const label = t("card.rating", { rating: rating.toFixed(1) });
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <Rate
        readOnly
        allowHalf
        value={Math.round(rating * 2) / 2}
        className={styles.stars}
        style={{ "--star-size": `${size}px` }}
      />
      <span className={styles.value} aria-hidden>
        {rating.toFixed(1)}
      </span>
    </span>
  );
}
