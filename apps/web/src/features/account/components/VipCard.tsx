import { ProgressBar, Swiper } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { createUiState } from "../../../lib/ui-state";
import { useVipCard } from "../profile-api";
import styles from "./VipCard.module.css";

/** The spec's vipSwiperIndex: the level slide last looked at (null: the player's own level). */
export const vipSwiperIndex = createUiState<number | null>(null);

/** The VIP badge card: level, progress to the next level, and a swiper of every level's privileges. */
export function VipCard() {
  const { t } = useTranslation("profile");
  const card = useVipCard();
  const index = vipSwiperIndex.use();
  const data = card.data;
  if (!data) return null;
  const start =
    index ??
    Math.max(
      0,
      data.levels.findIndex((l) => l.level === data.level),
    );
  const current = data.levels.find((l) => l.level === data.level);

  return (
    <section className={styles.card} aria-label={t("vip.label")}>
      <div className={styles.head}>
        <h2 className={styles.level}>{current?.name ?? `VIP ${data.level}`}</h2>
        <span className={styles.points}>{t("vip.points", { points: data.points })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t("vip.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(data.progress * 100)}
      >
        <ProgressBar percent={Math.round(data.progress * 100)} className={styles.progress} />
      </div>
      <p className={styles.next}>
        {data.nextLevel
          ? t("vip.toNext", { points: data.pointsToNext, level: data.nextLevel.name })
          : t("vip.top")}
      </p>
      <Swiper
        defaultIndex={start}
        onIndexChange={(i) => vipSwiperIndex.set(i)}
        stuckAtBoundary={false}
        slideSize={88}
      >
        {data.levels.map((level) => (
          <Swiper.Item key={level.level}>
            <div className={styles.slide} data-current={level.level === data.level}>
              <h3 className={styles.slideTitle}>
                {level.name}
                <small>{t("vip.from", { points: level.minPoints })}</small>
              </h3>
              <ul className={styles.privileges}>
                {level.privileges.map((privilege) => (
                  <li key={privilege}>{privilege}</li>
                ))}
              </ul>
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
