import { DotLoading } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ContentUnavailable } from "../../components/ContentUnavailable";
import { PageHeader } from "../../components/PageHeader";
import { RichText } from "../../components/RichText";
import { formatTime } from "../../lib/format";
import { type TopicPage as Topic, useTopicPage } from "./api";
import { runsText } from "./runs-text";
import styles from "./topics.module.css";

/** A topic (`/topic/:topicId`): cover, title, game, and the sanitized rich text. */
export function TopicPage() {
  return <TopicOrEvent kind="topic" />;
}

/** An event (`/event/:topicId`): as a topic, with when it runs. */
export function EventPage() {
  return <TopicOrEvent kind="event" />;
}

function TopicOrEvent({ kind }: { kind: Topic["kind"] }) {
  const { t } = useTranslation("news");
  const page = useTopicPage(Number(useParams().topicId));
  return (
    <div className={styles.page}>
      <PageHeader title={t(kind === "event" ? "topics.event" : "topics.topic")} />
      {page.isPending ? (
        <div className={styles.status} role="status">
          <DotLoading /> {t("common:loading")}
        </div>
      ) : page.isError ? (
        <ContentUnavailable error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <TopicView topic={page.data} />
      )}
    </div>
  );
}

function TopicView({ topic }: { topic: Topic }) {
  const { t } = useTranslation("news");
  return (
    <article className={styles.article} lang={topic.language}>
      {topic.cover && <img className={styles.cover} src={topic.cover} alt="" width={375} height={180} />}
      <h1 className={styles.title}>{topic.title}</h1>
      <div className={styles.meta}>
        {topic.game && (
          <Link to={`/game/${topic.game.appId}`} className={styles.gameTag}>
            {topic.game.name}
          </Link>
        )}
        {topic.kind === "event" ? (
          <span>{runsText(t, topic)}</span>
        ) : (
          <time dateTime={topic.publishedAt}>{formatTime(topic.publishedAt)}</time>
        )}
      </div>
      {topic.summary && <p className={styles.summary}>{topic.summary}</p>}
      <RichText html={topic.body} />
    </article>
  );
}
