import { Dialog } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useClause } from "../api";
import styles from "./LoginSheet.module.css";

/** The text behind a consent checkbox, from /api/clause in the player's language. */
export function ClauseDialog({ kind, onClose }: { kind: "privacy" | "terms" | null; onClose: () => void }) {
  const { t } = useTranslation("auth");
  const clause = useClause(kind ?? "privacy", kind !== null);
  let body = t("common:loading");
  if (clause.data) body = clause.data.body;
  else if (clause.error) body = clause.error.message;

  const title = clause.data?.title ?? t(kind === "terms" ? "consent.notices" : "consent.personalData");
  return (
    <Dialog
      visible={kind !== null}
      aria-label={title}
      title={title}
      content={<div className={styles.clause}>{body}</div>}
      closeOnMaskClick
      onClose={onClose}
      actions={[{ key: "close", text: t("common:close"), onClick: onClose }]}
    />
  );
}
