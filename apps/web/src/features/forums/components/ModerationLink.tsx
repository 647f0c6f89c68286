import { ExclamationCircleOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../account/api";
import styles from "./forums.module.css";

/**
 * Whether the signed-in player is a GM, moderator or admin (roles are data on the account);
 * undefined while unknown. The server checks again on every moderation call.
 */
export function useIsStaff(): boolean | undefined {
  const { signedIn, baseUser } = useCurrentUser();
  if (!signedIn) return false;
  if (!baseUser) return undefined;
  return baseUser.roles.some((role) => role !== "player");
}

/** GMs and moderators, and moderators of one of the listed boards, get a way to the report queue. */
export function ModerationLink({ boardModerator = false }: { boardModerator?: boolean }) {
  const { t } = useTranslation("forums");
  const staff = useIsStaff();
  if (!staff && !boardModerator) return null;
  return (
    <Link to="/forums/moderation" className={styles.action} aria-label={t("moderation.title")}>
      <ExclamationCircleOutline />
    </Link>
  );
}
