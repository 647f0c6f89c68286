import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { useClause } from "../api";
import styles from "../components/AccountForms.module.css";

/** The clause page (`clause`): personal data collection or event notices, in the player's language. */
export function ClausePage() {
  const { t } = useTranslation("profile");
  const [params] = useSearchParams();
  const kind = params.get("kind") === "terms" ? "terms" : "privacy";
  const clause = useClause(kind, true);
  return (
    <div className={styles.page}>
      <PageHeader title={clause.data?.title ?? t(`settings.${kind}`)} />
      <div className={styles.body}>
        {clause.data ? (
          <article className={styles.card} style={{ whiteSpace: "pre-wrap", lineHeight: 1.6 }}>
            {clause.data.body}
          </article>
        ) : clause.error ? (
          <p className={styles.problem}>{clause.error.message}</p>
        ) : (
          <PageLoading />
        )}
      </div>
    </div>
  );
}
