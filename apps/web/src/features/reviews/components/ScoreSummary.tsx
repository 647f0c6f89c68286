import { ProgressBar, Skeleton } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Stars } from "../../../components/Stars";
import { formatCount } from "../../../lib/format";
import { useScore } from "../api";
import styles from "./reviews.module.css";

/** The average, the number of ratings and the distribution per star (5 first). */
export function ScoreSummary({ appId }: { appId: number }) {
  const { t } = useTranslation("reviews");
  const { data } = useScore(appId);
  if (!data) return <Skeleton.Paragraph lineCount={3} animated />;
  const halfStars = Math.round(data.average * 2) / 2;
  return (
    <div className={styles.score}>
      <div className={styles.average}>
        <strong className={styles.averageNumber}>{data.count > 0 ? data.average.toFixed(1) : "–"}</strong>
        <Stars value={halfStars} className={styles.averageStars} label={t("stars", { count: halfStars })} />
        <span className={styles.muted}>{t("ratingsCount", { total: formatCount(data.count) })}</span>
      </div>
      <ul className={styles.distribution} aria-label={t("distribution")}>
        {data.distribution.map((row) => (
          <li key={row.star} className={styles.distributionRow}>
            <span className={styles.distributionStar}>{t("starShort", { star: row.star })}</span>
            <ProgressBar percent={row.percent} className={styles.distributionBar} />
            <span className={styles.distributionPercent}>{row.percent}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
