import { MoreOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { CommentAction, CommentItem } from "../../comments/CommentItem";
import type { Comment } from "../api";
import styles from "./forums.module.css";

/** A forum comment or sub-comment in the comment kit's compact look: whom it answers, reply, more, previews. */
export function ForumComment({
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
    <CommentItem
      look="compact"
      comment={comment}
      label={t("comments.by", { name: comment.author.nickname })}
      meta={comment.replyTo && <span>{t("comments.to", { name: comment.replyTo.nickname })}</span>}
      onLike={onLike}
      likePending={likePending}
      actions={
        <>
          <CommentAction compact onClick={onReply}>
            {t("comments.reply")}
          </CommentAction>
          <CommentAction compact onClick={onMore} aria-label={t("more")}>
            <MoreOutline aria-hidden />
          </CommentAction>
        </>
      }
      after={
        onOpenReplies &&
        comment.subCommentsCount > 0 && (
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
        )
      }
    />
  );
}
