import { DotLoading } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ContentUnavailable } from "../../../components/ContentUnavailable";
import { PageHeader } from "../../../components/PageHeader";
import { RichText } from "../../../components/RichText";
import { formatTime } from "../../../lib/format";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { LikeButton } from "../../comments/LikeButton";
import { type NewsArticle, useArticle, useNewsLike } from "../api";
import { NewsComments } from "../components/NewsComments";
import styles from "../components/news.module.css";

/** An article (`/news/:newsId`): title, game, time, the sanitized body, like, then the comments. */
export function NewsDetailPage() {
  const { t } = useTranslation("news");
  const newsId = Number(useParams().newsId);
  const article = useArticle(newsId);
  return (
    <div className={styles.page}>
      <PageHeader title={t("title")} />
      {article.isPending ? (
        <div className={styles.status} role="status">
          <DotLoading /> {t("common:loading")}
        </div>
      ) : article.isError ? (
        <ContentUnavailable error={article.error} onRetry={() => void article.refetch()} />
      ) : (
        <ArticleView article={article.data} />
      )}
    </div>
  );
}

function ArticleView({ article }: { article: NewsArticle }) {
  const signedIn = useSignedInAction();
  const like = useNewsLike();
  return (
    <>
      <article className={styles.article} lang={article.language}>
        <h1 className={styles.articleTitle}>{article.title}</h1>
        <div className={styles.itemMeta}>
          {article.game && (
            <Link to={`/game/${article.game.appId}/news`} className={styles.gameTag}>
              {article.game.name}
            </Link>
          )}
          <time dateTime={article.publishedAt}>{formatTime(article.publishedAt)}</time>
        </div>
        <RichText html={article.body} />
        <div className={styles.likeBar}>
          <LikeButton
            liked={article.liked}
            count={article.likesCount}
            pending={like.isPending}
            onToggle={signedIn((liked: boolean) =>
              like.mutate(
                { target: "news", id: article.id, liked },
                { onError: (error) => showToast(errorText(error)) },
              ),
            )}
          />
        </div>
      </article>
      <NewsComments newsId={article.id} count={article.commentsCount} />
    </>
  );
}
