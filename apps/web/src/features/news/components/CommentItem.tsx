import { MessageOutline, MoreOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { AuthorLine } from "../../reviews/components/AuthorLine";
import { ClampedText } from "../../reviews/components/ClampedText";
import { formatCount, formatTime } from "../../reviews/components/format";
import { LikeButton } from "../../reviews/components/LikeButton";
import reviewStyles from "../../reviews/components/reviews.module.css";
import type { NewsComment } from "../api";

/** One comment on an article: author, time, text clamped to 4 lines, like, replies and more. */
export function CommentItem({
  comment,
  onLike,
  onOpen,
  onMore,
  likePending,
  full = false,
}: {
  comment: NewsComment;
  onLike: (liked: boolean) => void;
  onOpen?: () => void;
  onMore?: () => void;
  likePending?: boolean;
  full?: boolean;
}) {
  const { t } = useTranslation(["news", "reviews"]);
  return (
    <article className={reviewStyles.review} aria-label={comment.author.nickname}>
      <AuthorLine author={comment.author} extra={<span>{formatTime(comment.createdAt)}</span>} />
      {full ? (
        <p className={reviewStyles.fullText}>{comment.content}</p>
      ) : (
        <ClampedText
          text={comment.content}
          showAllLabel={t("reviews:showAll")}
          foldLabel={t("reviews:fold")}
          className={reviewStyles.body}
        />
      )}
      <footer className={reviewStyles.actions}>
        <LikeButton
          liked={comment.liked}
          count={comment.likesCount}
          onToggle={onLike}
          pending={likePending}
        />
        {onOpen && (
          <button type="button" className={reviewStyles.action} onClick={onOpen}>
            <MessageOutline aria-hidden />
            <span aria-hidden>{formatCount(comment.repliesCount)}</span>
            <span className="visually-hidden">{t("comments.replies", { count: comment.repliesCount })}</span>
          </button>
        )}
        {onMore && !comment.mine && (
          <button
            type="button"
            className={reviewStyles.action}
            onClick={onMore}
            aria-label={t("comments.more")}
          >
            <MoreOutline aria-hidden />
          </button>
        )}
      </footer>
    </article>
  );
}
