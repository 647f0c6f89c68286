import { REQUEST_FAILED } from "@portal/contracts/envelope";
import { errorByCode, errorCatalogue } from "@portal/contracts/errors";
import { QuestionCircleOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "../features/shell/pages/NotAvailablePage.module.css";
import { ApiError } from "../lib/request";

/** Whether trying again can help: the network or the server failed, rather than the thing being gone. */
export function canRetry(error: Error | null | undefined): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === REQUEST_FAILED) return true;
  const name = errorByCode(error.code);
  return !name || errorCatalogue[name].status >= 500;
}

/**
 * A game, article, post, pack or order that could not be shown: what happened, "Retry" only when
 * retrying can help, and always a way home (the page's header keeps its back button), never a dead end.
 */
export function ContentUnavailable({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation(["common", "shell"]);
  return (
    <section className={styles.body} role="alert" data-page-state="unavailable">
      <QuestionCircleOutline className={styles.icon} aria-hidden />
      <p className={styles.text}>{error?.message || t("shell:notFound")}</p>
      <div className={styles.actions}>
        {onRetry && canRetry(error) && (
          <button type="button" className={styles.secondary} onClick={onRetry}>
            {t("common:retry")}
          </button>
        )}
        <Link className={styles.primary} to="/">
          {t("common:home")}
        </Link>
      </div>
    </section>
  );
}
