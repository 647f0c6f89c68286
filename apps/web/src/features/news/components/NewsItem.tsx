import { MessageOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount } from "../../../lib/format";
import { useFormatTime } from "../../../lib/render-clock";
import type { NewsCard } from "../api";
import styles from "./news.module.css";

/** One article in a list: cover, title, summary, time and comment count; opens the article. */
export function NewsItem({ item, showGame = true }: { item: NewsCard; showGame?: boolean }) {
  const { t } = useTranslation("news");
  const formatTime = useFormatTime();
  return (
    <Link to={`/news/${item.id}`} className={styles.item}>
      <div className={styles.itemText}>
        <h2 className={styles.itemTitle}>{item.title}</h2>
        <p className={styles.itemSummary} data-clamped="excerpt">
          {item.summary}
        </p>
        <div className={styles.itemMeta}>
          {showGame && item.game && <span className={styles.gameTag}>{item.game.name}</span>}
          <time dateTime={item.publishedAt}>{formatTime(item.publishedAt)}</time>
          <span className={styles.comments}>
            <MessageOutline aria-hidden /> <span aria-hidden>{formatCount(item.commentsCount)}</span>
            <span className="visually-hidden">{t("commentsCount", { count: item.commentsCount })}</span>
          </span>
        </div>
      </div>
      {item.cover && (
        <img className={styles.cover} src={item.cover} alt="" loading="lazy" width={112} height={72} />
      )}
    </Link>
  );
}
