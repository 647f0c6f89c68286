import { LikeOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format";
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
      disabled={pending}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(!liked);
      }}
    >
      <LikeOutline aria-hidden />
      {/* The name lives in the content (not aria-label), so what is seen is part of what is heard. */}
      <span aria-hidden>{formatCount(count)}</span>
      <span className="visually-hidden">{t("likeCount", { count })}</span>
    </button>
  );
}
