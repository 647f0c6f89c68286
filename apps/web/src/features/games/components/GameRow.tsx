import { Tag } from "antd-mobile";
import { RightOutline, StarFill } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Picture } from "../../../components/Picture";
import type { GameCard } from "../api";
import styles from "./GameRow.module.css";

/** A titled home row of games scrolling sideways, with a "More" link when there is a page for it. */
export function GameRow({ title, games, more }: { title: string; games: GameCard[]; more?: string }) {
  const { t } = useTranslation("games");
  if (games.length === 0) return null;
  return (
    <section className={styles.row} aria-label={title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {more && (
          <Link to={more} className={styles.more}>
            {t("home.more")}
            {/* "More" alone says nothing out of context (screen readers' link lists, crawlers). */}
            <span className="visually-hidden">{title}</span>
            <RightOutline />
          </Link>
        )}
      </div>
      <ul className={styles.games}>
        {games.map((game) => (
          <li key={game.appId} className={styles.item}>
            <Link to={`/game/${game.appId}`} className={styles.tile}>
              <span className={styles.iconWrap}>
                <Picture src={game.icon} width={68} height={68} className={styles.icon} />
                {game.preRegistrationOpen && (
                  <Tag color="warning" fill="solid" className={styles.badge}>
                    {t("card.preRegisterShort")}
                  </Tag>
                )}
              </span>
              <span className={styles.name}>{game.name}</span>
              <span className={styles.type}>{t(`types.${game.type}`)}</span>
              {game.rating > 0 && (
                <span
                  className={styles.rating}
                  role="img"
                  aria-label={t("card.rating", { rating: game.rating.toFixed(1) })}
                >
                  <StarFill aria-hidden /> {game.rating.toFixed(1)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
