import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Picture } from "../../components/Picture";
import { useShowDate } from "../../lib/render-clock";
import { type TopicCard, topicPath, useActivity } from "./api";
import { runsText } from "./runs-text";
import styles from "./topics.module.css";

/** Running events and topics (of one game, or all) as a row of cards; nothing when there are none. */
export function TopicStrip({ appId }: { appId?: number }) {
  const { t } = useTranslation("news");
  const activity = useActivity(appId);
  const showDate = useShowDate();
  const cards = [...(activity.data?.events ?? []), ...(activity.data?.topics ?? [])];
  if (cards.length === 0) return null;
  const heading = appId ? "game-topics-title" : "home-topics-title";
  return (
    <section className={styles.strip} aria-labelledby={heading}>
      <h2 id={heading} className={styles.stripTitle}>
        {t("topics.heading")}
      </h2>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.id}>
            <TopicCardLink
              card={card}
              when={card.kind === "event" ? runsText(t, card, showDate) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TopicCardLink({ card, when }: { card: TopicCard; when?: string }) {
  const { t } = useTranslation("news");
  return (
    <Link to={topicPath(card)} className={styles.card}>
      {card.cover ? (
        <Picture src={card.cover} width={160} height={90} className={styles.cardCover} lazy />
      ) : (
        <span className={styles.cardCover} aria-hidden />
      )}
      <span className={styles.cardKind} data-kind={card.kind}>
        {t(card.kind === "event" ? "topics.event" : "topics.topic")}
      </span>
      <span className={styles.cardTitle}>{card.title}</span>
      {when && <span className={styles.cardWhen}>{when}</span>}
    </Link>
  );
}
