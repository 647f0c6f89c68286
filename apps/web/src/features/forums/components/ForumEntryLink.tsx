import { RightOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./ForumEntryLink.module.css";

/** The way into the forum: every board from home, a game's boards from its page. */
export function ForumEntryLink({ appId }: { appId?: number }) {
  // Shown on home and on every game page: its words live in the shell, not in the forum's catalogue.
  const { t } = useTranslation("shell");
  return (
    <Link
      to={appId ? `/forums?appId=${appId}` : "/forums"}
      className={styles.entry}
      data-in-game={Boolean(appId)}
    >
      <span>{t(appId ? "forumEntry.game" : "forumEntry.home")}</span>
      <RightOutline aria-hidden />
    </Link>
  );
}
