import { MoreOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthorLine } from "../../reviews/components/AuthorLine";
import { formatTime } from "../../reviews/components/format";
import { LikeButton } from "../../reviews/components/LikeButton";
import type { Comment } from "../api";
import styles from "./forums.module.css";

/** One comment or sub-comment: author, whom it answers, text, like, reply and more. */
export function CommentItem({
  comment,
  onLike,
  onReply,
  onMore,
  onOpenReplies,
  likePending,
  preview = [],
}: {
  comment: Comment;
  onLike: (liked: boolean) => void;
  onReply: () => void;
  onMore: () => void;
  onOpenReplies?: () => void;
  likePending?: boolean;
  /** The first replies, shown under a top-level comment. */
  preview?: Comment[];
}) {
  const { t } = useTranslation("forums");
  return (
    <article className={styles.comment} aria-label={t("comments.by", { name: comment.author.nickname })}>
      <Link to={`/user/${comment.author.uid}`} className={styles.authorLink}>
        <AuthorLine
          small
          author={comment.author}
          extra={
            <>
              <span>{formatTime(comment.createdAt)}</span>
              {comment.replyTo && <span>{t("comments.to", { name: comment.replyTo.nickname })}</span>}
            </>
          }
        />
      </Link>
      <p className={styles.commentText}>{comment.content}</p>
      <div className={styles.actions}>
        <LikeButton
          liked={comment.liked}
          count={comment.likesCount}
          onToggle={onLike}
          pending={likePending}
        />
        <button type="button" className={styles.action} onClick={onReply}>
          {t("comments.reply")}
        </button>
        <button type="button" className={styles.action} onClick={onMore} aria-label={t("more")}>
          <MoreOutline aria-hidden />
        </button>
      </div>
      {onOpenReplies && comment.subCommentsCount > 0 && (
        <div className={styles.previews}>
          {preview.map((reply) => (
            <p key={reply.id} className={styles.preview}>
              <span className={styles.previewName}>{reply.author.nickname}</span>
              {reply.replyTo && <span> {t("comments.to", { name: reply.replyTo.nickname })}</span>}
              {": "}
              {reply.content}
            </p>
          ))}
          <button type="button" className={styles.repliesLink} onClick={onOpenReplies}>
            {t("comments.viewReplies", { count: comment.subCommentsCount })}
          </button>
        </div>
      )}
    </article>
  );
}
