import { useTranslation } from "react-i18next";
import styles from "./RouteError.module.css";

/**
 * Whatever went wrong while rendering (often a page chunk that a new deploy replaced), the player
 * gets a message and a way out, never a blank page.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className={styles.page} data-page-state="unavailable">
      <p className={styles.message}>{t("serverProblem")}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t("reload")}
      </button>
      <a className={styles.home} href={import.meta.env.BASE_URL}>
        {t("home")}
      </a>
    </main>
  );
}
