import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Problem } from "./form-state";
import styles from "./LoginSheet.module.css";

/** A labelled field with its problem (a translated validation key) under it. */
export function FormField(props: {
  id: string;
  label: string;
  problem?: Problem;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation(["common", "validation", "errors", "fields"]);
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
      </label>
      <div className={styles.control} data-invalid={Boolean(props.problem)}>
        <div className={styles.input}>{props.children}</div>
        {props.extra}
      </div>
      {props.problem && (
        <p className={styles.problem} role="alert">
          {props.problem.text ?? t(props.problem.key, props.problem.params)}
        </p>
      )}
    </div>
  );
}
