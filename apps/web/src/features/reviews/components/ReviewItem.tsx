import { MessageOutline, MoreOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Stars } from "../../../components/Stars";
import { formatCount } from "../../../lib/format";
import { ClampedText } from "../../comments/ClampedText";
import { CommentAction, CommentItem } from "../../comments/CommentItem";
import kit from "../../comments/comments.module.css";
import type { Review } from "../api";

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
    <CommentItem
      comment={review}
      label={t("reviewBy", { name: review.author.nickname })}
      full={full}
      onLike={onLike}
      likePending={likePending}
      lead={
        <Stars value={review.rating} className={kit.stars} label={t("stars", { count: review.rating })} />
      }
      meta={
        <>
          {review.edited && <span className={kit.edited}>{t("edited")}</span>}
          {review.officialReplied && <span className={kit.officialReplied}>{t("officialReplied")}</span>}
        </>
      }
      actions={
        <>
          {onOpen && (
            <CommentAction onClick={onOpen}>
              <MessageOutline aria-hidden />
              <span aria-hidden>{formatCount(review.repliesCount)}</span>
              <span className="visually-hidden">{t("repliesCount", { count: review.repliesCount })}</span>
            </CommentAction>
          )}
          {onMore && (
            <CommentAction onClick={onMore} aria-label={t("more")}>
              <MoreOutline aria-hidden />
            </CommentAction>
          )}
        </>
      }
    >
      {review.officialReply && !full && (
        <div className={kit.officialReply}>
          <div className={kit.officialHead}>
            <span className={kit.officialBadge}>{t("official")}</span>
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
    </CommentItem>
  );
}
