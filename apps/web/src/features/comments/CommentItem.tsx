import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatTime } from "../../lib/format";
import { type Author, AuthorLine } from "./AuthorLine";
import { ClampedText } from "./ClampedText";
import styles from "./comments.module.css";
import { LikeButton } from "./LikeButton";

/** What every comment shows: who wrote it, when, the text and its likes. */
export interface CommentLike {
  author: Author;
  createdAt: string;
  content: string;
  liked: boolean;
  likesCount: number;
}

/**
 * How an item looks: `card` a review or news comment in a list, `reply` a reply in a thread (official
 * replies marked), `compact` the forums' denser comment whose author links to the player's page.
 */
export type CommentLook = "card" | "reply" | "compact";

const frame = { card: styles.item, reply: styles.reply, compact: styles.compact };

/**
 * One comment, review or reply: author line (`lead`, time, `meta`), the text (clamped to 4 lines with
 * "Show all", or `full`), `children` under the text (an official answer), then like and the caller's
 * `actions`, and `after` them (reply previews). Used by reviews, news comments and forums.
 */
export function CommentItem({
  comment,
  label,
  lead,
  meta,
  full = false,
  look = "card",
  official,
  onLike,
  likePending,
  actions,
  children,
  after,
}: {
  comment: CommentLike;
  /** The item's accessible name (a thread's replies have none: they are not articles). */
  label?: string;
  /** Shown before the time (a review's stars). */
  lead?: ReactNode;
  /** Shown after the time (edited, whom a reply answers). */
  meta?: ReactNode;
  full?: boolean;
  look?: CommentLook;
  /** A staff answer pinned in a thread. */
  official?: boolean;
  onLike: (liked: boolean) => void;
  likePending?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation("reviews");
  const compact = look === "compact";
  const author = (
    <AuthorLine
      small={look !== "card"}
      author={comment.author}
      extra={
        <>
          {lead}
          <span>{formatTime(comment.createdAt)}</span>
          {meta}
        </>
      }
    />
  );
  const body = (
    <>
      {compact ? (
        <Link to={`/user/${comment.author.uid}`} className={styles.authorLink}>
          {author}
        </Link>
      ) : (
        author
      )}
      {compact ? (
        <p className={styles.compactText}>{comment.content}</p>
      ) : full ? (
        <p className={styles.fullText}>{comment.content}</p>
      ) : (
        <ClampedText
          text={comment.content}
          showAllLabel={t("showAll")}
          foldLabel={t("fold")}
          className={styles.body}
        />
      )}
      {children}
      <div className={compact ? styles.compactActions : styles.actions}>
        <LikeButton
          liked={comment.liked}
          count={comment.likesCount}
          onToggle={onLike}
          pending={likePending}
        />
        {actions}
      </div>
      {after}
    </>
  );
  if (look === "reply")
    return (
      <div className={frame.reply} data-official={official}>
        {body}
      </div>
    );
  return (
    <article className={frame[look]} aria-label={label}>
      {body}
    </article>
  );
}

/** A button in a comment's action row, in the item's look. */
export function CommentAction({
  compact = false,
  ...props
}: { compact?: boolean } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className={compact ? styles.compactAction : styles.action} {...props} />;
}
