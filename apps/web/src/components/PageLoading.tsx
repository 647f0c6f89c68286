import { useTranslation } from "react-i18next";
import styles from "./PageLoading.module.css";

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" data-testid="page-loading">
      <span className={styles.spinner} aria-hidden />
      <span className={styles.text}>{t("loading")}</span>
    </div>
  );
}
