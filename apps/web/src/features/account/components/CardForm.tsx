import type { ReactNode } from "react";
import styles from "./AccountForms.module.css";

/** A personal-area form on its own card: submits without a page load, and validates itself. */
export function CardForm(props: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      noValidate
    >
      {props.children}
    </form>
  );
}
