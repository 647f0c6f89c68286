import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import styles from "./RatingStars.module.css";

/**
 * A game's average rating as five stars (halves shown) and the number, or "No rating yet". Only
 * shown, never entered, so the five stars are one element: a star mask repeated five times over a gold
 * band as wide as the rating (`RatingStars.module.css`). Home and the game list show many cards, and an
 * icon per star was ~350 elements and ~800 React nodes to hydrate on the home alone.
 */
export function RatingStars({ rating, size = 12 }: { rating: number; size?: number }) {
  const { t } = useTranslation("games");
  if (rating <= 0) return <span className={styles.none}>{t("card.noRating")}</span>;
  const label = t("card.rating", { rating: rating.toFixed(1) });
  const halves = Math.round(rating * 2);
  const style = {
    "--star-size": `${size}px`,
    "--full-stars": Math.floor(halves / 2),
    "--half-stars": halves % 2,
  };
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars} style={style as CSSProperties} aria-hidden />
      <span className={styles.value} aria-hidden>
        {rating.toFixed(1)}
      </span>
    </span>
  );
}
