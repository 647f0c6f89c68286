import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Picture } from "../../../components/Picture";
import { useRecentPlayed } from "../profile-api";
import styles from "./RecentPlayed.module.css";

/** Games the player opened from inside a game, newest first; nothing when there are none. */
export function RecentPlayed() {
  const { t } = useTranslation("profile");
  const recent = useRecentPlayed();
  if (!recent.data?.length) return null;
  return (
    <section className={styles.recent} aria-label={t("recentPlayed")}>
      <h2 className={styles.title}>{t("recentPlayed")}</h2>
      <ul className={styles.games}>
        {recent.data.map((game) => (
          <li key={game.appId}>
            <Link to={`/game/${game.appId}`} className={styles.game}>
              <Picture src={game.icon} width={56} height={56} className={styles.icon} />
              <span>{game.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
