import { TeamOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./forums.module.css";

/** The way into the forum: every board from home, a game's boards from its page. */
export function ForumEntryLink({ appId }: { appId?: number }) {
  const { t } = useTranslation("forums");
  return (
    <Link
      to={appId ? `/forums?appId=${appId}` : "/forums"}
      className={styles.entry}
      data-in-game={Boolean(appId)}
    >
      <TeamOutline aria-hidden />
      <span>{t(appId ? "entry.game" : "entry.home")}</span>
    </Link>
  );
}
