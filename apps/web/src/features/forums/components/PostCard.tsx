import { LikeOutline, MessageOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount } from "../../../lib/format";
import { useFormatTime } from "../../../lib/render-clock";
import { AuthorLine } from "../../comments/AuthorLine";
import type { Post } from "../api";
import styles from "./forums.module.css";

/**
 * A post in a list: author (GM badge), pinned mark, title, two lines, up to three pictures, counts.
 * The title is the link (its name is the title); it stretches over the whole card for the tap.
 */
export function PostCard({ post }: { post: Post }) {
  const { t } = useTranslation("forums");
  const formatTime = useFormatTime();
  return (
    <li className={styles.card}>
      <AuthorLine author={post.author} small extra={<span>{formatTime(post.lastReplyAt)}</span>} />
      <h3 className={styles.cardTitle}>
        {post.pinned && <span className={styles.pinned}>{t("post.pinned")}</span>}
        <Link to={`/post/${post.id}`} className={styles.cardLink}>
          {post.title}
        </Link>
      </h3>
      <p className={styles.excerpt}>{post.content}</p>
      {post.images.length > 0 && (
        <div className={styles.thumbs}>
          {post.images.slice(0, 3).map((image) => (
            <img key={image.id} src={image.url} alt="" loading="lazy" className={styles.thumb} />
          ))}
        </div>
      )}
      <div className={styles.facts}>
        <span className={styles.fact}>
          <LikeOutline aria-hidden />
          <span aria-hidden>{formatCount(post.likesCount)}</span>
          <span className="visually-hidden">{t("post.likes", { count: post.likesCount })}</span>
        </span>
        <span className={styles.fact}>
          <MessageOutline aria-hidden />
          <span aria-hidden>{formatCount(post.commentsCount)}</span>
          <span className="visually-hidden">{t("post.comments", { count: post.commentsCount })}</span>
        </span>
      </div>
    </li>
  );
}
