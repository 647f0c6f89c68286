import { toastState } from "../lib/toast";
import styles from "./Toast.module.css";

/** The spec's toast: a fading box, gone after 3 s (lib/toast.ts), at most 80% wide. */
export function Toast() {
  const toast = toastState.use();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={styles.toast}>
          {toast.text}
        </div>
      )}
    </div>
  );
}
