import { Tag } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Picture } from "../../../components/Picture";
import { formatDate } from "../../../lib/format";
import type { GameCard as Game } from "../api";
import styles from "./GameCard.module.css";
import { RatingStars } from "./RatingStars";

interface GameCardProps {
  game: Game;
  /** A second line instead of the summary. */
  extra?: ReactNode;
  /** The player has pre-registered (My Game's reserved tab): "Registered" instead of "Pre-register". */
  registered?: boolean;
  /** On the page's first screen: its icon loads at once rather than when it comes near. */
  firstScreen?: boolean;
}

/** A game in a list: icon, name, type and platforms, rating, summary, pre-register badge. */
export function GameCard({ game, extra, registered = false, firstScreen = false }: GameCardProps) {
  const { t, i18n } = useTranslation("games");
  return (
    <Link to={`/game/${game.appId}`} className={styles.card} data-testid="game-card">
      <Picture src={game.icon} width={64} height={64} className={styles.icon} lazy={!firstScreen} />
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 className={styles.name}>{game.name}</h2>
          {registered ? (
            <Tag color="success" fill="solid" className={styles.badge}>
              {t("card.registered")}
            </Tag>
          ) : (
            game.preRegistrationOpen && (
              <Tag color="warning" fill="solid" className={styles.badge}>
                {t("card.preRegister")}
              </Tag>
            )
          )}
        </div>
        <div className={styles.tags}>
          <Tag color="primary" fill="outline">
            {t(`types.${game.type}`)}
          </Tag>
          {game.platforms.map((platform) => (
            <Tag key={platform} color="default" fill="outline">
              {t(`platforms.${platform}`)}
            </Tag>
          ))}
        </div>
        <div className={styles.meta}>
          {game.status === "upcoming" ? (
            <span className={styles.upcoming}>
              {game.releaseDate
                ? t("card.releaseDate", { date: formatDate(game.releaseDate, i18n.language) })
                : t("card.upcoming")}
              {" · "}
              {t("card.reservations", { count: game.reservationsCount })}
            </span>
          ) : (
            <RatingStars rating={game.rating} />
          )}
        </div>
        <p className={styles.summary} data-clamped="excerpt">
          {extra ?? game.summary}
        </p>
      </div>
    </Link>
  );
}
