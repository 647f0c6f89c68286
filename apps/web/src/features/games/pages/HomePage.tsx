import { useTranslation } from "react-i18next";
import styles from "./HomePage.module.css";

/** Placeholder until the game catalogue lands. */
export function HomePage() {
  const { t } = useTranslation("shell");
  return (
    <section className={styles.home}>
      <h1 className={styles.title}>{t("appName")}</h1>
      <p className={styles.text}>{t("home.comingSoon")}</p>
    </section>
  );
}
