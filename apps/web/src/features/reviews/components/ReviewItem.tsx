import { Rate } from "antd-mobile";
import { MessageOutline, MoreOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import type { Review } from "../api";
import { AuthorLine } from "./AuthorLine";
import { ClampedText } from "./ClampedText";
import { formatCount, formatTime } from "./format";
import { LikeButton } from "./LikeButton";
import styles from "./reviews.module.css";

/** One review: author, stars, time, edited flag, text clamped to 4 lines, pinned official answer. */
export function ReviewItem({
  review,
  onOpen,
  onLike,
  onMore,
  likePending,
  full = false,
}: {
  review: Review;
  onOpen?: () => void;
  onLike: (liked: boolean) => void;
  onMore?: () => void;
  likePending?: boolean;
  /** In the reply panel the whole text shows. */
  full?: boolean;
}) {
  const { t } = useTranslation("reviews");
  return (
    <article className={styles.review} aria-label={t("reviewBy", { name: review.author.nickname })}>
      <AuthorLine
        author={review.author}
        extra={
          <>
            <Rate
              readOnly
              value={review.rating}
              className={styles.stars}
              aria-label={t("stars", { count: review.rating })}
            />
            <span>{formatTime(review.createdAt)}</span>
            {review.edited && <span className={styles.edited}>{t("edited")}</span>}
            {review.officialReplied && <span className={styles.officialReplied}>{t("officialReplied")}</span>}
          </>
        }
      />
      {full ? (
        <p className={styles.fullText}>{review.content}</p>
      ) : (
        <ClampedText
          text={review.content}
          showAllLabel={t("showAll")}
          foldLabel={t("fold")}
          className={styles.body}
        />
      )}
      {review.officialReply && !full && (
        <div className={styles.officialReply}>
          <div className={styles.officialHead}>
            <span className={styles.officialBadge}>{t("official")}</span>
            <span>{review.officialReply.nickname}</span>
          </div>
          <ClampedText
            text={review.officialReply.content}
            lines={3}
            showAllLabel={t("showAll")}
            foldLabel={t("fold")}
          />
        </div>
      )}
      <footer className={styles.actions}>
        <LikeButton liked={review.liked} count={review.likesCount} onToggle={onLike} pending={likePending} />
        {onOpen && (
          <button type="button" className={styles.action} onClick={onOpen}>
            <MessageOutline aria-hidden />
            <span aria-hidden>{formatCount(review.repliesCount)}</span>
            <span className="visually-hidden">{t("repliesCount", { count: review.repliesCount })}</span>
          </button>
        )}
        {onMore && (
          <button type="button" className={styles.action} onClick={onMore} aria-label={t("more")}>
            <MoreOutline aria-hidden />
          </button>
        )}
      </footer>
    </article>
  );
}
