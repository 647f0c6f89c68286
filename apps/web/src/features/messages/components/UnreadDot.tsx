import { useTranslation } from "react-i18next";
import { useUnreadMessages } from "../unread";
import styles from "./UnreadDot.module.css";

/** A red dot while the player has unread messages, with the count for screen readers. */
export function UnreadDot() {
  const { t } = useTranslation("shell");
  const unread = useUnreadMessages().data?.total ?? 0;
  if (unread === 0) return null;
  return (
    <span className={styles.dot} data-testid="unread-dot">
      <span className="visually-hidden">{t("tabs.unread", { count: unread })}</span>
    </span>
  );
}
