import { LikeOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { formatCount } from "./format";
import styles from "./LikeButton.module.css";

/** A like toggle with its count (reviews, replies, news comments). The caller checks sign-in. */
export function LikeButton({
  liked,
  count,
  onToggle,
  pending = false,
}: {
  liked: boolean;
  count: number;
  onToggle: (liked: boolean) => void;
  pending?: boolean;
}) {
  const { t } = useTranslation("reviews");
  return (
    <button
      type="button"
      className={styles.like}
      data-liked={liked}
      aria-pressed={liked}
      aria-label={t("likeCount", { count })}
      disabled={pending}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(!liked);
      }}
    >
      <LikeOutline aria-hidden />
      <span>{formatCount(count)}</span>
    </button>
  );
}
