import { useTranslation } from "react-i18next";
import { LanguageChoice } from "./LanguageChoice";
import styles from "./SiteFooter.module.css";

export const APP_VERSION = "1.0.3";

/** The end of every page: the language choice and the version label. */
export function SiteFooter() {
  const { t } = useTranslation("shell");
  return (
    <footer className={styles.footer}>
      <LanguageChoice />
      <p className={styles.version}>{t("footer.version", { version: APP_VERSION })}</p>
    </footer>
  );
}
