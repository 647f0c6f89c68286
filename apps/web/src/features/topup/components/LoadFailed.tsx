import { useTranslation } from "react-i18next";
import styles from "./Topup.module.css";

/** "Failed to load …, please refresh" with a retry button, for each list of the top-up flow. */
export function LoadFailed({
  what,
  onRetry,
}: {
  what: "games" | "servers" | "roles" | "goods" | "methods";
  onRetry: () => void;
}) {
  const { t } = useTranslation("topup");
  return (
    <div className={styles.problem} role="alert">
      <span>{t(`loadFailed.${what}`)}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  );
}
