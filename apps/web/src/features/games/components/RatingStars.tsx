import { useTranslation } from "react-i18next";
import { Stars } from "../../../components/Stars";
import styles from "./RatingStars.module.css";

/**
 * A game's average rating as five stars (halves shown) and the number, or "No rating yet": the
 * portal's one-element `Stars`, at a card's size and in its colours.
 */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation("games");
  if (rating <= 0) return <span className={styles.none}>{t("card.noRating")}</span>;
  const label = t("card.rating", { rating: rating.toFixed(1) });
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <Stars value={Math.round(rating * 2) / 2} className={styles.stars} />
      <span className={styles.value} aria-hidden>
        {rating.toFixed(1)}
      </span>
    </span>
  );
}
